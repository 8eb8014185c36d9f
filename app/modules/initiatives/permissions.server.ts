/**
 * The initiative rules of ./permissions.ts as SQL conditions on the `initiatives` table, for
 * owner reads ("my initiatives") and for writes that check inside their own statement.
 */
import { type SQL } from "drizzle-orm";
import { initiatives } from "~/db/schema";
import { ownedBySql, ownedOrManagedSql, seesUnpublishedSql } from "~/lib/permissions.server";
import type { Viewer } from "~/lib/viewer";

/** Rows of `initiatives` that `viewer` created ({@link ownsInitiative}, {@link canAddToInitiative}). */
export function initiativeOwnedBy(viewer: Viewer): SQL {
  return ownedBySql(viewer, [initiatives.created_by]);
}

/** Rows of `initiatives` that `viewer` may edit or delete ({@link canEditInitiative}). */
export function initiativeEditableBy(viewer: Viewer): SQL {
  return ownedOrManagedSql(viewer, initiativeOwnedBy(viewer));
}

/**
 * Rows of `initiatives` that `viewer` may see when they are not public (pending, rejected, hidden):
 * their own, or every row for a moderator (`seesUnpublished`).
 */
export function initiativeVisibleTo(viewer: Viewer): SQL {
  return seesUnpublishedSql(viewer, initiativeOwnedBy(viewer));
}
