/**
 * The participants rule of ./permissions.ts as an SQL condition on `events`, for the organizer's
 * reads and writes (checked inside the same statement or transaction).
 */
import type { SQL } from "drizzle-orm";
import type { Viewer } from "~/lib/viewer";
import { eventOwnedBy } from "~/modules/events/permissions.server";

/** Rows of `events` whose participants `viewer` manages ({@link canManageParticipants}). */
export function participantsManagedBy(viewer: Viewer): SQL {
  return eventOwnedBy(viewer);
}
