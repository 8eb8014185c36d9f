/**
 * Personal API keys (docs/product-rules.md#personal-api-keys, docs/decisions/072-personal-api-keys.md):
 * a member makes a key in the settings, sees it once, and uses it as `Authorization: Bearer <key>`
 * on the member endpoints of /api/v1. Only the key's SHA-256 hash is stored; a blocked member's
 * keys stop working; revoking deletes the row, and the account's deletion takes all of them.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, asc, count, eq, isNull } from "drizzle-orm";
import { apiKeys, user } from "~/db/schema";
import { type Executor, getDb } from "~/lib/db.server";
import { handleForm, outcome } from "~/lib/form-action.server";
import { isUuid } from "~/lib/list-params";
import {
  API_KEY_INTENTS,
  API_KEYS_SECTION_ID,
  type ApiKeyRow,
  apiKeyTexts,
  type CreatedApiKey,
  CreateApiKeySchema,
  MAX_API_KEYS,
  RevokeApiKeySchema,
} from "./api-keys";

/** Every key starts with it, so a leaked key is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = "ddn_";

const KEY_BYTES = 32;

/** The prefix and 32 random bytes in base64url (43 characters). */
const KEY_PATTERN = /^ddn_[A-Za-z0-9_-]{43}$/;

/** A key's `last_used_at` is written at most once a minute (ms). */
const LAST_USED_PRECISION_MS = 60_000;

/** A new random key: "ddn_" and 32 random bytes in base64url. */
export function generateApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(KEY_BYTES).toString("base64url")}`;
}

/** SHA-256 of the whole key as 64 hex digits: what the database stores. */
export function hashApiKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

export type CreateApiKeyResult = { status: "ok"; id: string; key: string } | { status: "limit" };

/**
 * Makes a key named `name` (already trimmed, 1–60 characters) for `userId`.
 * @returns the key itself (never stored), or "limit" when the member already has {@link MAX_API_KEYS}
 * @throws Error when the database fails
 */
export async function createApiKey(userId: string, name: string, now: Date = new Date()): Promise<CreateApiKeyResult> {
  const db = await getDb();
  return db.transaction(async (tx): Promise<CreateApiKeyResult> => {
    // Two creates at once wait here, so both cannot pass the count.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("no key update");
    const [held] = await tx.select({ n: count() }).from(apiKeys).where(eq(apiKeys.user_id, userId));
    if ((held?.n ?? 0) >= MAX_API_KEYS) return { status: "limit" };
    const key = generateApiKey();
    const [row] = await tx.insert(apiKeys).values({ user_id: userId, name, key_hash: hashApiKey(key), created_at: now }).returning({ id: apiKeys.id });
    if (!row) throw new Error("createApiKey: no row returned");
    return { status: "ok", id: row.id, key };
  });
}

/** The member's keys, oldest first, without their hashes. */
export async function listApiKeys(userId: string, executor?: Executor): Promise<ApiKeyRow[]> {
  const db = executor ?? (await getDb());
  return db
    .select({ id: apiKeys.id, name: apiKeys.name, created_at: apiKeys.created_at, last_used_at: apiKeys.last_used_at })
    .from(apiKeys)
    .where(eq(apiKeys.user_id, userId))
    .orderBy(asc(apiKeys.created_at), asc(apiKeys.id));
}

/** The member's keys for "Download mijn gegevens": name and dates, never the hash. */
export async function apiKeysForExport(userId: string, executor?: Executor): Promise<{ name: string; created_at: Date; last_used_at: Date | null }[]> {
  const rows = await listApiKeys(userId, executor);
  return rows.map(({ name, created_at, last_used_at }) => ({ name, created_at: new Date(created_at), last_used_at: last_used_at ? new Date(last_used_at) : null }));
}

/**
 * Revokes (deletes) key `keyId` of `userId`; another member's key is left alone.
 * @returns false when the member has no such key
 */
export async function revokeApiKey(userId: string, keyId: string): Promise<boolean> {
  if (!isUuid(keyId)) return false;
  const db = await getDb();
  const deleted = await db.delete(apiKeys).where(and(eq(apiKeys.id, keyId), eq(apiKeys.user_id, userId))).returning({ id: apiKeys.id });
  return deleted.length === 1;
}

/** Whose key it is. */
export interface ApiKeyOwner {
  keyId: string;
  userId: string;
}

/**
 * The owner of `key` (the bearer token as sent), and notes its use (`last_used_at`, to the minute).
 * @returns null for a malformed, unknown or revoked key, or one of a blocked member
 */
export async function authenticateApiKey(key: string, now: Date = new Date()): Promise<ApiKeyOwner | null> {
  if (!KEY_PATTERN.test(key)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ id: apiKeys.id, user_id: apiKeys.user_id, last_used_at: apiKeys.last_used_at })
    .from(apiKeys)
    .innerJoin(user, eq(user.id, apiKeys.user_id))
    .where(and(eq(apiKeys.key_hash, hashApiKey(key)), isNull(user.blockedAt)))
    .limit(1);
  if (!row) return null;
  if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() >= LAST_USED_PRECISION_MS) {
    await db.update(apiKeys).set({ last_used_at: now }).where(eq(apiKeys.id, row.id));
  }
  return { keyId: row.id, userId: row.user_id };
}

/**
 * The settings action's API-key intents: "api-key-create" (400 with the field error or the limit;
 * 200 with `createdApiKey`, the key shown once) and "api-key-revoke" (needs `confirm=ja`; 404 for
 * a key that is not the member's; a redirect with a toast).
 */
export async function apiKeyAction({ formData, intent, member }: { formData: FormData; intent: (typeof API_KEY_INTENTS)[keyof typeof API_KEY_INTENTS]; member: { id: string } }) {
  if (intent === API_KEY_INTENTS.create) {
    return handleForm<typeof CreateApiKeySchema, typeof intent, { createdApiKey: CreatedApiKey }>({
      formData,
      intent,
      schema: CreateApiKeySchema,
      unexpected: apiKeyTexts.failed,
      handle: async ({ naam }) => {
        const made = await createApiKey(member.id, naam);
        if (made.status === "limit") return outcome.fail(400, { form: apiKeyTexts.limit });
        return outcome.stay({ createdApiKey: { name: naam, key: made.key } }, { resetForm: true });
      },
    });
  }
  return handleForm({
    formData,
    intent,
    schema: RevokeApiKeySchema,
    unexpected: apiKeyTexts.failed,
    handle: async ({ id }) => {
      if (!(await revokeApiKey(member.id, id))) return outcome.fail(404, { form: apiKeyTexts.notFound });
      return outcome.redirect(`/instellingen#${API_KEYS_SECTION_ID}`, apiKeyTexts.revoked);
    },
  });
}
