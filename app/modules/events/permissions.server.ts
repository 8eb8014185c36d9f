/** The event rules of ./permissions.ts as SQL conditions on `events`, for owner reads and checked writes. */
import { type SQL } from "drizzle-orm";
import { events } from "~/db/schema";
import { initiativeChildOwnedBySql, ownedOrManagedSql, seesUnpublishedSql } from "~/lib/permissions.server";
import type { Viewer } from "~/lib/viewer";

/** The event's creator or its initiative's creator. */
export function eventOwnedBy(viewer: Viewer): SQL {
  return initiativeChildOwnedBySql(viewer, events);
}

export function eventEditableBy(viewer: Viewer): SQL {
  return ownedOrManagedSql(viewer, eventOwnedBy(viewer));
}

/** Non-public rows `viewer` may see: their own, or every row for a moderator. */
export function eventVisibleTo(viewer: Viewer): SQL {
  return seesUnpublishedSql(viewer, eventOwnedBy(viewer));
}
