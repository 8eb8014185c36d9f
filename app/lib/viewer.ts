/** Who is asking: a signed-in member or a visitor (`null`); queries pick the projection with contact details by it. */

export type Role = "moderator" | "admin";

/** The auth user id (UUID) and the roles held (none when absent). */
export interface Member {
  id: string;
  roles?: readonly Role[];
}

export type Viewer = Member | null;
