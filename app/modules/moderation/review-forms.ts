/** The forms of review, browser-safe: the actions validate with the same schemas (docs/product-rules.md#field-rules). */
import { z } from "zod";
import { favoriteItemTypes } from "~/lib/enums";
import { moderatedItemTypes } from "~/lib/moderated-item-types";
import { requiredText, uuidField } from "~/lib/fields";
import { MODERATOR_REASON_MAX } from "./limits";

export { MODERATOR_REASON_MAX } from "./limits";

/** `{ item_type, item_id }`: the item acted on. */
export const moderatedItemFields = {
  item_type: z.enum(favoriteItemTypes, { error: "Onbekend item" }),
  item_id: uuidField("Onbekend item"),
};

/** `{ item_type, item_id }`: a reported item, which may also be an initiative's update. */
export const reportedItemFields = {
  item_type: z.enum(moderatedItemTypes, { error: "Onbekend item" }),
  item_id: uuidField("Onbekend item"),
};

/** Told to the owner of a rejected or hidden item. */
export const moderatorReasonField = requiredText({
  required: "Geef een reden op",
  max: MODERATOR_REASON_MAX,
  tooLong: `Reden mag maximaal ${MODERATOR_REASON_MAX} tekens zijn`,
});

export const REMOVE_IMAGE_INTENT = "remove-image";

/** The review queue's decisions: "Goedkeuren" and "Afwijzen" (with a reason). */
export const REVIEW_INTENTS = { approve: "approve", reject: "reject" } as const;

export const reviewIntents = [REVIEW_INTENTS.approve, REVIEW_INTENTS.reject, REMOVE_IMAGE_INTENT] as const;

export const ApproveSchema = z.object({ ...moderatedItemFields });

export const RejectSchema = z.object({ ...moderatedItemFields, reason: moderatorReasonField });

export const RequestReviewSchema = z.object({ ...moderatedItemFields });

/**
 * "Afbeelding verwijderen": the action checks the image is in one of the item's slots; without `confirm=ja` nothing is removed.
 */
export const RemoveImageSchema = z.object({
  ...reportedItemFields,
  image_id: uuidField("Onbekende afbeelding"),
  confirm: z.literal("ja", { error: "Bevestig eerst dat je de afbeelding wilt verwijderen." }),
});
