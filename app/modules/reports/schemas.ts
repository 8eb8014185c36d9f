/**
 * Validation and texts of the report form ("Melden") on initiative, event and vacancy pages and of
 * the moderators' forms in /beheer/meldingen (browser-safe: the forms validate with the same
 * schemas as the actions). Field rules come from ~/lib/fields (docs/decisions/016-field-rules.md);
 * limits and texts: docs/decisions/022-reports-and-queues.md.
 */
import { z } from "zod";
import { favoriteItemTypes, reportReasons } from "~/lib/enums";
import { optionalText, uuidField } from "~/lib/fields";
import { moderatedItemFields, moderatorReasonField } from "~/modules/moderation/review-forms";
import { REPORT_LIMITS, reportTexts } from "./texts";

export { REPORT_LIMITS, reportReasonLabels, reportTexts } from "./texts";

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

/** "Verbergen": the item and the reason told to the owner (required, trimmed, at most 1000). */
export const HideItemSchema = z.object({ ...moderatedItemFields, reason: moderatorReasonField });

/** "Meldingen afwijzen": the item whose open reports are dismissed. */
export const DismissReportsSchema = z.object(moderatedItemFields);

/** "Markeer als afgehandeld" in the feedback and contact queues: the message's id. */
export const HandleMessageSchema = z.object({ id: uuidField("Onbekend bericht") });
