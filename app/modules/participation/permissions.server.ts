/** The participants rule of ./permissions.ts as an SQL condition on `events`, checked in the same statement. */
import type { SQL } from "drizzle-orm";
import type { Viewer } from "~/lib/viewer";
import { eventOwnedBy } from "~/modules/events/permissions.server";

export function participantsManagedBy(viewer: Viewer): SQL {
  return eventOwnedBy(viewer);
}
