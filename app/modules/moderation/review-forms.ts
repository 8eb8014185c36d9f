/**
 * The forms of review (browser-safe: the forms validate with the same schemas as the actions):
 * the item a moderator or owner acts on, the reason told to the owner, the queue's
 * approve/reject form and the owner's request for a new review. Field rules come from ~/lib/fields
 * (docs/decisions/016-field-rules.md); decisions: docs/decisions/021-review.md.
 */
import { z } from "zod";
import { favoriteItemTypes } from "~/lib/enums";
import { requiredText, uuidField } from "~/lib/fields";
import { MODERATOR_REASON_MAX } from "./limits";

export { MODERATOR_REASON_MAX } from "./limits";

/** The item acted on: `{ item_type, item_id }` ("initiative" | "event" | "vacancy", a UUID). */
export const moderatedItemFields = {
  item_type: z.enum(favoriteItemTypes, { error: "Onbekend item" }),
  item_id: uuidField("Onbekend item"),
};

/** The reason told to the owner of a rejected or hidden item: required, trimmed, at most 1000. */
export const moderatorReasonField = requiredText({
  required: "Geef een reden op",
  max: MODERATOR_REASON_MAX,
  tooLong: `Reden mag maximaal ${MODERATOR_REASON_MAX} tekens zijn`,
});

/** Removing one image of an item (the review queue and the reports). */
export const REMOVE_IMAGE_INTENT = "afbeelding-verwijderen";

/** The buttons of the review queue. */
export const reviewIntents = ["goedkeuren", "afwijzen", REMOVE_IMAGE_INTENT] as const;

/** "Goedkeuren": the item. */
export const ApproveSchema = z.object({ ...moderatedItemFields });

/** "Afwijzen": the item and the reason told to the owner. */
export const RejectSchema = z.object({ ...moderatedItemFields, reason: moderatorReasonField });

/** "Opnieuw laten beoordelen" (the owner): the item. */
export const RequestReviewSchema = z.object({ ...moderatedItemFields });

/**
 * "Afbeelding verwijderen": the item, the image (a UUID that must be in one of the item's slots,
 * checked by the action) and `confirm=ja` from the shared confirmation
 * (app/components/confirm-delete-dialog.tsx); without it nothing is removed.
 */
export const RemoveImageSchema = z.object({
  ...moderatedItemFields,
  image_id: uuidField("Onbekende afbeelding"),
  confirm: z.literal("ja", { error: "Bevestig eerst dat je de afbeelding wilt verwijderen." }),
});
