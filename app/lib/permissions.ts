/**
 * The building blocks every domain's permission rules share (`app/modules/<domain>/permissions.ts`),
 * browser-safe: who owns an item, and the one place where a role grants access to content that is
 * not the member's own. Rules and how roles plug in: docs/decisions/015-permissions.md.
 */
import type { Role, Viewer } from "./viewer";

/**
 * Roles that may edit and delete any member's initiatives, events and vacancies. Empty: no role
 * grants anything yet. Moderation adds its roles here (and flips the "role" rows of the
 * permission tests); every `can…` rule and every SQL predicate follows.
 */
export const contentManagerRoles: readonly Role[] = [];

/** Whether `viewer` holds a role that may manage content of other members (none does yet). */
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
