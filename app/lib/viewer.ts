/**
 * Who is asking: a signed-in member or a visitor (`null`). Queries take the viewer to choose
 * between the member projection (with contact details) and the public one (without); the
 * permission rules (`app/modules/<domain>/permissions.ts`) take it to decide who may change what.
 */

/**
 * A role a member can hold beyond membership (the `user_roles` table): a moderator reviews,
 * hides and blocks; an admin may do all that and manage roles (`isModerator`, `isAdmin` in
 * ./permissions.ts; docs/decisions/020-moderation.md).
 */
export type Role = "moderator" | "admin";

/** A signed-in member: the auth user id (UUID) and the roles they hold (none when absent). */
export interface Member {
  id: string;
  roles?: readonly Role[];
}

/** A signed-in member, or `null` for a visitor. */
export type Viewer = Member | null;
