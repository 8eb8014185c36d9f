/**
 * Responses to vacancies, the browser-safe half: limits, Dutch texts, status labels, route paths and
 * the Zod schemas (docs/product-rules.md#field-rules). Keep it out of a visitor's vacancy page bundle: it carries Zod.
 */
import { z } from "zod";
import { optionalText, phoneField, requiredText, uuidField } from "~/lib/fields";

/** Motivation limits (characters, after trimming). */
export const RESPONSE_LIMITS = {
  motivationMin: 10,
  motivationMax: 1000,
} as const;

/** As stored (`vacancy_responses.status`), in the organizer's order. */
export const responseStatuses = ["new", "in_conversation", "accepted", "declined"] as const;
export type ResponseStatus = (typeof responseStatuses)[number];

export const responseStatusLabels: Record<ResponseStatus, string> = {
  new: "Nieuw",
  in_conversation: "In gesprek",
  accepted: "Aangenomen",
  declined: "Afgewezen",
};

/** Rows read from the database are typed as plain text. */
export function isResponseStatus(value: string): value is ResponseStatus {
  return (responseStatuses as readonly string[]).includes(value);
}

export const responseTexts = {
  motivationTooShort: `Schrijf minstens ${RESPONSE_LIMITS.motivationMin} tekens over waarom je mee wilt doen.`,
  motivationTooLong: `Maximaal ${RESPONSE_LIMITS.motivationMax} tekens.`,
  sent: "Je reactie is verstuurd",
  withdrawn: "Je reactie is ingetrokken",
  alreadyResponded: "Je hebt al gereageerd op deze vacature.",
  vacancyClosed: "Deze vacature bestaat niet of staat niet meer open voor reacties.",
  responsesEnded: "Op deze vacature kun je niet meer reageren: ze is vervuld of de reactietermijn is voorbij.",
  ownVacancy: "Je kunt niet reageren op je eigen vacature.",
  noOrganizer: "Bij deze vacature kun je niet via Dit doet Nederland reageren. Neem contact op via de contactgegevens.",
  noResponse: "Je hebt geen reactie op deze vacature om in te trekken.",
  confirmRequired: "Bevestig dat je je reactie wilt intrekken.",
  signIn: "Log in om te reageren",
  failure: "Er ging iets mis bij het versturen van je reactie",
  withdrawFailure: "Er ging iets mis bij het intrekken van je reactie",
  statusSaved: "Status opgeslagen",
  statusUnchanged: "De status was al zo",
  statusFailure: "Er ging iets mis bij het opslaan van de status",
  statusInvalid: "Kies een status",
  unknownResponse: "Deze reactie bestaat niet (meer).",
  unknownAction: "Onbekende actie.",
} as const;

export { responseActionPath, responseLoginHref, responsesPagePath } from "./paths";

export const responseIntents = ["respond", "withdraw"] as const;
export type ResponseIntent = (typeof responseIntents)[number];

/** "Ik doe mee": motivation 10–1000 characters trimmed; phone optional, null when empty. */
export const RespondSchema = z.object({
  intent: z.literal("respond", { error: responseTexts.unknownAction }),
  motivation: requiredText({
    min: RESPONSE_LIMITS.motivationMin,
    max: RESPONSE_LIMITS.motivationMax,
    required: responseTexts.motivationTooShort,
    tooShort: responseTexts.motivationTooShort,
    tooLong: responseTexts.motivationTooLong,
  }),
  phone: phoneField(),
});
export type RespondValues = z.output<typeof RespondSchema>;

/** "Reactie intrekken": nothing is withdrawn without `confirm=ja`. */
export const WithdrawSchema = z.object({
  intent: z.literal("withdraw", { error: responseTexts.unknownAction }),
  confirm: z.literal("ja", { error: responseTexts.confirmRequired }),
});

/** Most characters of the organizer's private note on a response. */
export const NOTE_MAX = 1000;

export const noteTexts = {
  tooLong: `Een notitie mag maximaal ${NOTE_MAX} tekens zijn.`,
  html: "Een notitie mag geen HTML-code bevatten.",
  saved: "Notitie opgeslagen.",
  failure: "Er ging iets mis bij het opslaan van de notitie.",
} as const;

/** The organizer's private note on one response (never shown to the volunteer); empty removes it. */
export const ResponseNoteSchema = z.object({
  intent: z.literal("note", { error: responseTexts.unknownAction }),
  response_id: uuidField(responseTexts.unknownResponse),
  organizer_note: optionalText({ max: NOTE_MAX, tooLong: noteTexts.tooLong, html: noteTexts.html }),
});

export const ResponseStatusSchema = z.object({
  intent: z.literal("status", { error: responseTexts.unknownAction }),
  response_id: uuidField(responseTexts.unknownResponse),
  status: z.enum(responseStatuses, { error: responseTexts.statusInvalid }),
});

/** What the action answers a fetcher (`_js=1`) on success: `done` is the toast text. */
export type ResponseExtra = { done: string };
