/**
 * The browser-safe half of personal API keys (docs/product-rules.md#personal-api-keys): the
 * settings intents, the Dutch texts and the create form's schema. The server half is ./keys.server.ts.
 */
import { z } from "zod";

export const API_KEY_INTENTS = { create: "api-key-create", revoke: "api-key-revoke" } as const;

/** Most keys a member may hold at once. */
export const MAX_API_KEYS = 5;

/** Longest key name, characters. */
export const MAX_API_KEY_NAME_LENGTH = 60;

/** The anchor of the settings section. */
export const API_KEYS_SECTION_ID = "api-sleutels";

export const apiKeyTexts = {
  nameRequired: "Geef de sleutel een naam.",
  nameTooLong: `De naam mag maximaal ${MAX_API_KEY_NAME_LENGTH} tekens zijn.`,
  limit: `Je kunt maximaal ${MAX_API_KEYS} API-sleutels hebben. Trek eerst een sleutel in die je niet meer gebruikt.`,
  created: "Je API-sleutel is gemaakt.",
  showOnce: "Bewaar deze sleutel nu: je ziet hem hierna niet meer.",
  revoked: "De API-sleutel is ingetrokken. Hij werkt niet meer.",
  notFound: "Deze API-sleutel bestaat niet (meer).",
  confirm: "Bevestig dat je deze API-sleutel wilt intrekken.",
  failed: "Er ging iets mis met je API-sleutel. Probeer het later opnieuw.",
} as const;

/** "naam": trimmed, 1 to {@link MAX_API_KEY_NAME_LENGTH} characters. */
export const CreateApiKeySchema = z.object({
  naam: z
    .string({ error: apiKeyTexts.nameRequired })
    .trim()
    .min(1, apiKeyTexts.nameRequired)
    .max(MAX_API_KEY_NAME_LENGTH, apiKeyTexts.nameTooLong),
});

/** `id` of the member's key and `confirm=ja` from the shared confirmation. */
export const RevokeApiKeySchema = z.object({
  id: z.string({ error: apiKeyTexts.notFound }),
  confirm: z.literal("ja", { error: apiKeyTexts.confirm }),
});

/** A key as the settings page lists it (dates as ISO 8601 strings after serialisation). */
export interface ApiKeyRow {
  id: string;
  name: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
}

/** The key just made, shown once in the action's answer. */
export interface CreatedApiKey {
  name: string;
  key: string;
}
