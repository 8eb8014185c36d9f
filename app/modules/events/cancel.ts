/**
 * Cancelling an event, the browser-safe half: the form's schema and its Dutch texts
 * (docs/product-rules.md#cancelled-events). The server half is ./cancel.server.ts.
 */
import { z } from "zod";

export const CANCEL_EVENT_INTENT = "cancel-event";

/** Length in characters. */
export const CANCELLATION_REASON_MAX = 500;

export const cancelEventTexts = {
  trigger: "Event annuleren",
  title: "Event annuleren?",
  description:
    "Het event blijft zichtbaar als \"Geannuleerd\", aanmelden kan niet meer en agenda's krijgen de annulering door. Dit kan niet ongedaan worden.",
  reasonLabel: "Reden (niet verplicht)",
  reasonHint: `Wordt getoond bij het event; maximaal ${CANCELLATION_REASON_MAX} tekens.`,
  reasonTooLong: `De reden mag maximaal ${CANCELLATION_REASON_MAX} tekens zijn.`,
  confirm: "Ja, annuleer het event",
  pending: "Bezig met annuleren…",
  acknowledgement: "Ik begrijp dat annuleren niet ongedaan kan worden",
  confirmRequired: "Bevestig dat je begrijpt dat annuleren niet ongedaan kan worden.",
  done: "Het event is geannuleerd.",
  alreadyCancelled: "Dit event is al geannuleerd.",
  forbidden: "Je kunt dit event niet annuleren.",
  notFound: "Dit event bestaat niet (meer).",
  failed: "Er ging iets mis bij het annuleren. Probeer het later opnieuw.",
  badge: "Geannuleerd",
  notice: "Dit event is geannuleerd.",
  reasonPrefix: "Reden:",
  editRefused: "Dit event is geannuleerd en kan niet meer worden bewerkt.",
} as const;

/** `{ intent, confirm: "ja", reason? }`: an empty reason is null; the reason is trimmed. */
export const CancelEventSchema = z.object({
  intent: z.literal(CANCEL_EVENT_INTENT),
  confirm: z.literal("ja", { error: cancelEventTexts.confirmRequired }),
  reason: z
    .string()
    .trim()
    .max(CANCELLATION_REASON_MAX, { error: cancelEventTexts.reasonTooLong })
    .optional()
    .transform((value) => (value ? value : null)),
});

export type CancelEventValues = z.output<typeof CancelEventSchema>;
