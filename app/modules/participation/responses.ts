/**
 * Responses to vacancies ("Ik doe mee"), the browser-safe half: limits, Dutch texts and status
 * labels, the addresses of the response routes, and the Zod schemas the forms validate with in
 * the browser and the actions on the server (docs/decisions/017-form-actions.md). Field rules come
 * from ~/lib/fields (docs/decisions/016-field-rules.md). The server half is ./responses.server.ts.
 *
 * Keep this module out of the JavaScript a visitor loads on a vacancy page: it carries Zod. The
 * member's form is loaded on demand (./components/lazy-response-panel.tsx).
 */
import { z } from "zod";
import { phoneField, requiredText, uuidField } from "~/lib/fields";

/** Limits of the motivation (characters, counted after trimming). */
export const RESPONSE_LIMITS = {
  motivationMin: 10,
  motivationMax: 1000,
} as const;

/** The statuses of a response as stored (`vacancy_responses.status`), in the organizer's order. */
export const responseStatuses = ["new", "in_conversation", "accepted", "declined"] as const;
export type ResponseStatus = (typeof responseStatuses)[number];

/** Dutch labels of the statuses (the organizer's select, the volunteer's badge, the mails). */
export const responseStatusLabels: Record<ResponseStatus, string> = {
  new: "Nieuw",
  in_conversation: "In gesprek",
  accepted: "Aangenomen",
  declined: "Afgewezen",
};

/** Whether `value` is a stored status (rows read from the database are typed as plain text). */
export function isResponseStatus(value: string): value is ResponseStatus {
  return (responseStatuses as readonly string[]).includes(value);
}

/** Dutch messages and result texts of the response forms. */
export const responseTexts = {
  motivationTooShort: `Schrijf minstens ${RESPONSE_LIMITS.motivationMin} tekens over waarom je mee wilt doen.`,
  motivationTooLong: `Maximaal ${RESPONSE_LIMITS.motivationMax} tekens.`,
  sent: "Je reactie is verstuurd",
  withdrawn: "Je reactie is ingetrokken",
  alreadyResponded: "Je hebt al gereageerd op deze vacature.",
  vacancyClosed: "Deze vacature bestaat niet of staat niet meer open voor reacties.",
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

/** The intents of POST /vacature/{id}/reactie. */
export const responseIntents = ["respond", "withdraw"] as const;
export type ResponseIntent = (typeof responseIntents)[number];

/**
 * "Ik doe mee": `{ intent: "respond", motivation, phone }`. `motivation` is required, trimmed, 10
 * to 1000 characters (a missing or empty one gets the "minstens 10 tekens" message); `phone` is
 * optional with the product's phone rule (`phoneField`: 6 to 15 digits, at most 30 characters),
 * null when empty. The hidden `redirectTo` and `_js` are read by the route.
 */
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

/**
 * "Reactie intrekken": `{ intent: "withdraw", confirm: "ja" }`. Without `confirm=ja` (the
 * confirmation's button or checkbox) nothing is withdrawn.
 */
export const WithdrawSchema = z.object({
  intent: z.literal("withdraw", { error: responseTexts.unknownAction }),
  confirm: z.literal("ja", { error: responseTexts.confirmRequired }),
});

/**
 * The organizer's status form of one response: `{ intent: "status", response_id, status }`;
 * `response_id` a UUID (lower-cased), `status` one of {@link responseStatuses}.
 */
export const ResponseStatusSchema = z.object({
  intent: z.literal("status", { error: responseTexts.unknownAction }),
  response_id: uuidField(responseTexts.unknownResponse),
  status: z.enum(responseStatuses, { error: responseTexts.statusInvalid }),
});

/**
 * The extra field of what POST /vacature/{id}/reactie answers a fetcher (`_js=1`) on success,
 * besides the shared form-action fields: `done`, the success text to show as a toast.
 */
export type ResponseExtra = { done: string };
