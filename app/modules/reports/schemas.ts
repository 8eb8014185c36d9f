/** The report form and the moderators' forms of /beheer/meldingen, browser-safe (docs/product-rules.md#field-rules). */
import { z } from "zod";
import { favoriteItemTypes, reportReasons } from "~/lib/enums";
import { optionalText, uuidField } from "~/lib/fields";
import { moderatedItemFields, moderatorReasonField, REMOVE_IMAGE_INTENT } from "~/modules/moderation/review-forms";
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

/** The reported items' decisions: "Verbergen" (with a reason) and "Meldingen afwijzen". */
export const REPORT_INTENTS = { hide: "hide", dismiss: "dismiss" } as const;

export const reportIntents = [REPORT_INTENTS.hide, REPORT_INTENTS.dismiss, REMOVE_IMAGE_INTENT] as const;

/** "Markeer als afgehandeld" on a feedback or contact message. */
export const HANDLE_MESSAGE_INTENT = "handle";

export const HideItemSchema = z.object({ ...moderatedItemFields, reason: moderatorReasonField });

export const DismissReportsSchema = z.object(moderatedItemFields);

export const HandleMessageSchema = z.object({ id: uuidField("Onbekend bericht") });
