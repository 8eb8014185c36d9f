/**
 * The event rules of ./permissions.ts as SQL conditions on the `events` table (no join needed:
 * the initiative's creator is looked up in a subquery), for owner reads and checked writes.
 */
import { or, type SQL, sql } from "drizzle-orm";
import { events, initiatives } from "~/db/schema";
import { ownedBySql, ownedOrManagedSql, seesUnpublishedSql } from "~/lib/permissions.server";
import type { Viewer } from "~/lib/viewer";
import { initiativeOwnedBy } from "~/modules/initiatives/permissions.server";

/** Rows of `events` that are `viewer`'s own ({@link ownsEvent}): created by them or under their initiative. */
export function eventOwnedBy(viewer: Viewer): SQL {
  if (viewer === null) return sql`false`;
  const underOwnInitiative = sql`${events.initiative_id} = any(array(select ${initiatives.id} from ${initiatives} where ${initiativeOwnedBy(viewer)}))`;
  return or(ownedBySql(viewer, [events.created_by]), underOwnInitiative) ?? sql`false`;
}

/** Rows of `events` that `viewer` may edit or delete ({@link canEditEvent}). */
export function eventEditableBy(viewer: Viewer): SQL {
  return ownedOrManagedSql(viewer, eventOwnedBy(viewer));
}

/**
 * Rows of `events` that `viewer` may see when they are not public (pending, rejected, hidden):
 * their own, or every row for a moderator (`seesUnpublished`).
 */
export function eventVisibleTo(viewer: Viewer): SQL {
  return seesUnpublishedSql(viewer, eventOwnedBy(viewer));
}
