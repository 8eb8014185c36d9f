/**
 * The building blocks every domain's permission rules share (`app/modules/<domain>/permissions.ts`),
 * browser-safe: who owns an item, and the one place where a role grants access to content that is
 * not the member's own. Rules and how roles plug in: docs/decisions/015-permissions.md.
 */
import type { Role, Viewer } from "./viewer";

/**
 * Roles that may edit and delete any member's initiatives, events and vacancies. Empty on
 * purpose: moderators and admins do not rewrite or delete a member's content; they review, hide
 * and block (see {@link isModerator}; docs/decisions/020-moderation.md). Every `can…` rule and
 * every SQL predicate follows this list.
 */
export const contentManagerRoles: readonly Role[] = [];

/** Roles that moderate: review new initiatives, handle reports and queues, block members. */
export const moderatorRoles: readonly Role[] = ["moderator", "admin"];

/** Whether `viewer` may moderate (a moderator, or an admin, who may do all a moderator may). */
export function isModerator(viewer: Viewer): boolean {
  return viewer?.roles?.some((role) => moderatorRoles.includes(role)) ?? false;
}

/** Whether `viewer` is an admin: moderates, and grants and revokes roles, reads the audit log. */
export function isAdmin(viewer: Viewer): boolean {
  return viewer?.roles?.includes("admin") ?? false;
}

/**
 * Whether `viewer` may see an item that is not public (pending, rejected or hidden): its owner
 * (any of `ownerIds`, e.g. the event's creator and its initiative's creator) and moderators.
 */
export function seesUnpublished(viewer: Viewer, ownerIds: readonly (string | null | undefined)[]): boolean {
  return isModerator(viewer) || ownerIds.some((ownerId) => isOwner(viewer, ownerId));
}

/** Whether `viewer` holds a role that may manage content of other members (none does). */
export function managesAllContent(viewer: Viewer): boolean {
  return viewer?.roles?.some((role) => contentManagerRoles.includes(role)) ?? false;
}

/**
 * Whether `viewer` is the member `ownerId` (an auth user id, or null for platform-owned content,
 * which no member owns). A visitor owns nothing.
 */
export function isOwner(viewer: Viewer, ownerId: string | null | undefined): boolean {
  return viewer !== null && typeof ownerId === "string" && ownerId === viewer.id;
}
