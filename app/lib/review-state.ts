/** Browser-safe: what content pages carry about an item that is not public, shared by the content modules and moderation. */
import type { InitiativeStatus } from "./enums";

/** Why a page shows an item that is not public, for its owner or a moderator. */
export interface UnpublishedState {
  /** "actief" when it is hidden by something else (its initiative, a block). */
  status: InitiativeStatus;
  reason: string | null;
  canRequestReview: boolean;
}

/** @param canEdit whether the viewer may edit the item (its owner) */
export function unpublishedState(row: { status: InitiativeStatus; status_reason: string | null }, canEdit: boolean): UnpublishedState {
  return {
    status: row.status,
    reason: row.status_reason,
    canRequestReview: canEdit && (row.status === "afgewezen" || row.status === "verborgen"),
  };
}
