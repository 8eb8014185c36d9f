/** The report form and the moderators' forms of /beheer/meldingen, browser-safe (docs/product-rules.md#field-rules). */
import { z } from "zod";
import { favoriteItemTypes, reportReasons } from "~/lib/enums";
import { optionalText, uuidField } from "~/lib/fields";
import { moderatedItemFields, moderatorReasonField } from "~/modules/moderation/review-forms";
import { REPORT_LIMITS, reportTexts } from "./texts";

export { REPORT_LIMITS, reportReasonLabels, reportTexts } from "./texts";

/** `message` is optional: trimmed, at most 1000 characters, null when empty. */
export const ReportSchema = z.object({
  item_type: z.enum(favoriteItemTypes, { error: reportTexts.itemInvalid }),
  item_id: uuidField(reportTexts.itemInvalid),
  reason: z.enum(reportReasons, { error: reportTexts.reasonRequired }),
  message: optionalText({ max: REPORT_LIMITS.messageMax, tooLong: reportTexts.messageMax }),
});
export type ReportInput = z.output<typeof ReportSchema>;

export const HideItemSchema = z.object({ ...moderatedItemFields, reason: moderatorReasonField });

export const DismissReportsSchema = z.object(moderatedItemFields);

export const HandleMessageSchema = z.object({ id: uuidField("Onbekend bericht") });
