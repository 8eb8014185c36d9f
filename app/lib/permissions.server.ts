/**
 * SQL counterparts of ./permissions.ts, as Drizzle `SQL` fragments for WHERE clauses and selected
 * booleans, so a query filters by exactly the rule the pure functions decide (a test runs both on
 * the same rows: tests/integration/permissions.test.ts).
 */
import { type Column, eq, or, type SQL, sql } from "drizzle-orm";
import { isModerator, managesAllContent } from "./permissions";
import type { Viewer } from "./viewer";

/**
 * True where any of `ownerColumns` is the viewer's id; false for a visitor and for rows whose
 * owner columns are null (platform content).
 */
export function ownedBySql(viewer: Viewer, ownerColumns: readonly Column[]): SQL {
  if (viewer === null || ownerColumns.length === 0) return sql`false`;
  return or(...ownerColumns.map((column) => eq(column, viewer.id))) ?? sql`false`;
}

/** `ownership`, or true for everything when the viewer's role manages all content (none does yet). */
export function ownedOrManagedSql(viewer: Viewer, ownership: SQL): SQL {
  return managesAllContent(viewer) ? sql`true` : ownership;
}

/**
 * Who may see an item that is not public (`seesUnpublished` in ./permissions.ts): true for a
 * moderator or admin, else `ownership` (the domain's "owned by" condition).
 */
export function seesUnpublishedSql(viewer: Viewer, ownership: SQL): SQL {
  return isModerator(viewer) ? sql`true` : ownership;
}
