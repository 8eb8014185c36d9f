/** The report form and the moderators' forms of /beheer/meldingen, browser-safe (docs/product-rules.md#field-rules). */
import { z } from "zod";
import { reportReasons } from "~/lib/enums";
import { moderatedItemTypes } from "~/lib/moderated-item-types";
import { optionalText, uuidField } from "~/lib/fields";
import { moderatorReasonField, REMOVE_IMAGE_INTENT, reportedItemFields } from "~/modules/moderation/review-forms";
import { REPORT_LIMITS, reportTexts } from "./texts";

export { REPORT_LIMITS, reportReasonLabels, reportTexts } from "./texts";

/** `message` is optional: trimmed, at most 1000 characters, null when empty. */
export const ReportSchema = z.object({
  item_type: z.enum(moderatedItemTypes, { error: reportTexts.itemInvalid }),
  item_id: uuidField(reportTexts.itemInvalid),
  reason: z.enum(reportReasons, { error: reportTexts.reasonRequired }),
  message: optionalText({ max: REPORT_LIMITS.messageMax, tooLong: reportTexts.messageMax }),
});
export type ReportInput = z.output<typeof ReportSchema>;

/** The reported items' decisions: "Verbergen" (with a reason) and "Meldingen afwijzen"; "Weer tonen" of a hidden update. */
export const REPORT_INTENTS = { hide: "hide", dismiss: "dismiss", restore: "restore" } as const;

export const reportIntents = [REPORT_INTENTS.hide, REPORT_INTENTS.dismiss, REPORT_INTENTS.restore, REMOVE_IMAGE_INTENT] as const;

/** "Markeer als afgehandeld" on a feedback or contact message. */
export const HANDLE_MESSAGE_INTENT = "handle";

export const HideItemSchema = z.object({ ...reportedItemFields, reason: moderatorReasonField });

export const DismissReportsSchema = z.object(reportedItemFields);

/** "Weer tonen": only an update hidden by a moderator is shown again this way; other items go through review. */
export const RestoreUpdateSchema = z.object({ item_type: z.literal("update", { error: "Onbekend item" }), item_id: reportedItemFields.item_id });

export const HandleMessageSchema = z.object({ id: uuidField("Onbekend bericht") });
