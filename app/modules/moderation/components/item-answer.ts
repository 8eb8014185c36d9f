/**
 * Reading a beheer action's answer on a page that lists many items, each with its own forms
 * (the review queue, the reports): an error belongs to the item whose id was posted and to the
 * form whose `intent` was pressed.
 */
import type { SubmissionResult } from "@conform-to/react";
import type { FavoriteItemType } from "~/lib/enums";
import { REMOVE_IMAGE_INTENT } from "../review-forms";

/** Dutch names of the kinds of item. */
export const itemKindLabels: Record<FavoriteItemType, string> = {
  initiative: "Initiatief",
  event: "Event",
  vacancy: "Vacature",
};

/** The action's answer to a form of one item: the form (`intent`) and Conform's result. */
export interface ItemAnswer {
  intent: string | null;
  result: SubmissionResult<string[]> | null;
}

/**
 * The error of `field` (or the form's, without `field`) when `answer` belongs to the `intent`
 * form of item `itemId` (its posted `item_id`); else undefined.
 */
export function itemFormError(answer: ItemAnswer | undefined, itemId: string, intent: string, field?: string): string | undefined {
  const postedItem = (answer?.result?.initialValue as Record<string, unknown> | null | undefined)?.item_id;
  if (!answer || answer.intent !== intent || postedItem !== itemId) return undefined;
  const errors = answer.result?.error;
  return (field ? errors?.[field] : errors?.[""])?.[0] ?? undefined;
}

/**
 * The refusal of "Afbeelding verwijderen" for item `itemId`: the form's error, else a field's
 * (a missing confirmation or a malformed image id); undefined when the answer is not about it.
 */
export function removeImageError(answer: ItemAnswer | undefined, itemId: string): string | undefined {
  return (
    itemFormError(answer, itemId, REMOVE_IMAGE_INTENT) ??
    itemFormError(answer, itemId, REMOVE_IMAGE_INTENT, "confirm") ??
    itemFormError(answer, itemId, REMOVE_IMAGE_INTENT, "image_id")
  );
}
