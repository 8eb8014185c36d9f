/**
 * Reading a beheer action's answer on a page with many items: an error belongs to the posted `item_id` and the pressed `intent`.
 */
import type { SubmissionResult } from "@conform-to/react";
import type { ModeratedItemType } from "~/lib/moderated-item-types";
import { REMOVE_IMAGE_INTENT } from "../review-forms";

export const itemKindLabels: Record<ModeratedItemType, string> = {
  initiative: "Initiatief",
  event: "Event",
  vacancy: "Vacature",
  update: "Nieuwsbericht",
};

export interface ItemAnswer {
  intent: string | null;
  result: SubmissionResult<string[]> | null;
}

/** The error of `field` (or the form's) when `answer` belongs to the `intent` form of item `itemId`. */
export function itemFormError(answer: ItemAnswer | undefined, itemId: string, intent: string, field?: string): string | undefined {
  const postedItem = (answer?.result?.initialValue as Record<string, unknown> | null | undefined)?.item_id;
  if (!answer || answer.intent !== intent || postedItem !== itemId) return undefined;
  const errors = answer.result?.error;
  return (field ? errors?.[field] : errors?.[""])?.[0] ?? undefined;
}

/** The refusal of "Afbeelding verwijderen" for item `itemId`: the form's error, else a field's. */
export function removeImageError(answer: ItemAnswer | undefined, itemId: string): string | undefined {
  return (
    itemFormError(answer, itemId, REMOVE_IMAGE_INTENT) ??
    itemFormError(answer, itemId, REMOVE_IMAGE_INTENT, "confirm") ??
    itemFormError(answer, itemId, REMOVE_IMAGE_INTENT, "image_id")
  );
}
