/**
 * The Dutch texts of cancelling an event (docs/product-rules.md#cancelled-events), apart from the
 * form's schema, so the event page shows "Geannuleerd" without loading zod.
 */

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
