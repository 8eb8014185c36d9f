/**
 * Validation and texts of the report form ("Melden") on initiative, event and vacancy pages and of
 * the moderators' forms in /beheer/meldingen (browser-safe: the forms validate with the same
 * schemas as the actions). Field rules come from ~/lib/fields (docs/decisions/016-field-rules.md);
 * limits and texts: docs/decisions/022-reports-and-queues.md.
 */
import { z } from "zod";
import { favoriteItemTypes, reportReasons } from "~/lib/enums";
import { optionalText, requiredText, uuidField } from "~/lib/fields";

/** Limits (characters, counted after trimming). */
export const REPORT_LIMITS = {
  /** The reporter's optional explanation. */
  messageMax: 1000,
  /** The reason a moderator gives the owner when hiding an item. */
  reasonMax: 1000,
} as const;

/** Dutch messages and result texts of the report and moderation forms. */
export const reportTexts = {
  reasonRequired: "Kies een reden",
  messageMax: `Toelichting mag maximaal ${REPORT_LIMITS.messageMax} tekens zijn`,
  itemInvalid: "Onbekend item",
  thanks: "Bedankt voor je melding. Een moderator bekijkt het.",
  failure: "Er ging iets mis bij het versturen van je melding",
  hideReasonRequired: "Geef een reden op",
  hideReasonMax: `Reden mag maximaal ${REPORT_LIMITS.reasonMax} tekens zijn`,
  hidden: "Item verborgen. De eigenaar krijgt de reden per e-mail.",
  dismissed: "Meldingen afgewezen",
  alreadyHandled: "Dit item is al afgehandeld of niet meer actief.",
  moderationFailure: "Er ging iets mis bij het afhandelen van de meldingen",
} as const;

/**
 * The report form: `{ item_type, item_id, reason, message }`. `item_type` is "initiative" |
 * "event" | "vacancy", `item_id` a UUID (lower-cased), `reason` one of `reportReasons`, `message`
 * the optional explanation (trimmed, at most 1000 characters, null when empty).
 */
export const ReportSchema = z.object({
  item_type: z.enum(favoriteItemTypes, { error: reportTexts.itemInvalid }),
  item_id: uuidField(reportTexts.itemInvalid),
  reason: z.enum(reportReasons, { error: reportTexts.reasonRequired }),
  message: optionalText({ max: REPORT_LIMITS.messageMax, tooLong: reportTexts.messageMax }),
});
export type ReportInput = z.output<typeof ReportSchema>;

/** The item a moderator acts on in /beheer/meldingen: `{ item_type, item_id }`. */
const ItemFields = {
  item_type: z.enum(favoriteItemTypes, { error: reportTexts.itemInvalid }),
  item_id: uuidField(reportTexts.itemInvalid),
};

/** "Verbergen": the item and the reason told to the owner (required, trimmed, at most 1000). */
export const HideItemSchema = z.object({
  ...ItemFields,
  reason: requiredText({
    required: reportTexts.hideReasonRequired,
    max: REPORT_LIMITS.reasonMax,
    tooLong: reportTexts.hideReasonMax,
  }),
});

/** "Meldingen afwijzen": the item whose open reports are dismissed. */
export const DismissReportsSchema = z.object(ItemFields);

/** "Markeer als afgehandeld" in the feedback and contact queues: the message's id. */
export const HandleMessageSchema = z.object({ id: uuidField("Onbekend bericht") });
