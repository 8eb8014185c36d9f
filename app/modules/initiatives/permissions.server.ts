/** The initiative rules of ./permissions.ts as SQL conditions on `initiatives`, for owner reads and checked writes. */
import { type SQL } from "drizzle-orm";
import { initiatives } from "~/db/schema";
import { ownedBySql, ownedOrManagedSql, seesUnpublishedSql } from "~/lib/permissions.server";
import type { Viewer } from "~/lib/viewer";

export function initiativeOwnedBy(viewer: Viewer): SQL {
  return ownedBySql(viewer, [initiatives.created_by]);
}

export function initiativeEditableBy(viewer: Viewer): SQL {
  return ownedOrManagedSql(viewer, initiativeOwnedBy(viewer));
}

/** Non-public rows `viewer` may see: their own, or every row for a moderator. */
export function initiativeVisibleTo(viewer: Viewer): SQL {
  return seesUnpublishedSql(viewer, initiativeOwnedBy(viewer));
}
