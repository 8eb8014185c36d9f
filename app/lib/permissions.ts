/** Browser-safe building blocks of every domain's permission rules (docs/decisions/015-permissions.md). */
import type { Refusal } from "./result";
import type { Role, Viewer } from "./viewer";

/** Empty on purpose: moderators review, hide and block, but never rewrite a member's content. */
export const contentManagerRoles: readonly Role[] = [];

export const moderatorRoles: readonly Role[] = ["moderator", "admin"];

export function isModerator(viewer: Viewer): boolean {
  return viewer?.roles?.some((role) => moderatorRoles.includes(role)) ?? false;
}

/** Whether `viewer` is an admin: moderates, grants roles and reads the audit log. */
export function isAdmin(viewer: Viewer): boolean {
  return viewer?.roles?.includes("admin") ?? false;
}

/** Whether `viewer` may see a non-public item: one of `ownerIds`, or a moderator. */
export function seesUnpublished(viewer: Viewer, ownerIds: readonly (string | null | undefined)[]): boolean {
  return isModerator(viewer) || ownerIds.some((ownerId) => isOwner(viewer, ownerId));
}

export function managesAllContent(viewer: Viewer): boolean {
  return viewer?.roles?.some((role) => contentManagerRoles.includes(role)) ?? false;
}

/** Whether `viewer` is member `ownerId`; platform content (null) has no owner. */
export function isOwner(viewer: Viewer, ownerId: string | null | undefined): boolean {
  return viewer !== null && typeof ownerId === "string" && ownerId === viewer.id;
}

/** Who owns an item that belongs to an initiative (an event or a vacancy). */
export interface InitiativeChildOwnership {
  /** The item's creator; null for platform content. */
  created_by: string | null;
  /** The creator of its initiative; null for platform content. */
  initiative_created_by: string | null;
}

/**
 * The rule for a child of an initiative (docs/product-rules.md#permissions): it belongs to its own
 * creator and to its initiative's creator.
 */
export function ownsInitiativeChild(viewer: Viewer, item: InitiativeChildOwnership): boolean {
  return isOwner(viewer, item.created_by) || isOwner(viewer, item.initiative_created_by);
}

/** Edit (and delete) a child of an initiative: one of its owners, or a role that manages content. */
export function canEditInitiativeChild(viewer: Viewer, item: InitiativeChildOwnership): boolean {
  return ownsInitiativeChild(viewer, item) || managesAllContent(viewer);
}

/**
 * A child of an initiative read for its edit form: "not_found" without a row, "forbidden" unless
 * `viewer` may edit it, else the row without its owners' ids (which never go to the browser).
 */
export function initiativeChildForEditor<Row extends InitiativeChildOwnership>(
  viewer: Viewer,
  row: Row | undefined,
): { status: "ok"; item: Omit<Row, keyof InitiativeChildOwnership> } | { status: Refusal } {
  if (!row) return { status: "not_found" };
  if (!canEditInitiativeChild(viewer, row)) return { status: "forbidden" };
  const { created_by: _createdBy, initiative_created_by: _initiativeCreatedBy, ...item } = row;
  return { status: "ok", item };
}
