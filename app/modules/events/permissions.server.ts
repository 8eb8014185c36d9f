/** The event rules of ./permissions.ts as SQL conditions on `events`, for owner reads and checked writes. */
import { or, type SQL, sql } from "drizzle-orm";
import { events, initiatives } from "~/db/schema";
import { ownedBySql, ownedOrManagedSql, seesUnpublishedSql } from "~/lib/permissions.server";
import type { Viewer } from "~/lib/viewer";
import { initiativeOwnedBy } from "~/modules/initiatives/permissions.server";

export function eventOwnedBy(viewer: Viewer): SQL {
  if (viewer === null) return sql`false`;
  const underOwnInitiative = sql`${events.initiative_id} = any(array(select ${initiatives.id} from ${initiatives} where ${initiativeOwnedBy(viewer)}))`;
  return or(ownedBySql(viewer, [events.created_by]), underOwnInitiative) ?? sql`false`;
}

export function eventEditableBy(viewer: Viewer): SQL {
  return ownedOrManagedSql(viewer, eventOwnedBy(viewer));
}

/** Non-public rows `viewer` may see: their own, or every row for a moderator. */
export function eventVisibleTo(viewer: Viewer): SQL {
  return seesUnpublishedSql(viewer, eventOwnedBy(viewer));
}
