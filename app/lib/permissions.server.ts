/** SQL counterparts of ./permissions.ts, so a query filters by exactly the rule the functions decide. */
import { type Column, eq, or, type SQL, sql } from "drizzle-orm";
import { isModerator, managesAllContent } from "./permissions";
import type { Viewer } from "./viewer";

/** True where any of `ownerColumns` is the viewer's id; false for a visitor and for platform content. */
export function ownedBySql(viewer: Viewer, ownerColumns: readonly Column[]): SQL {
  if (viewer === null || ownerColumns.length === 0) return sql`false`;
  return or(...ownerColumns.map((column) => eq(column, viewer.id))) ?? sql`false`;
}

/** `ownership`, or true when the viewer's role manages all content (none does). */
export function ownedOrManagedSql(viewer: Viewer, ownership: SQL): SQL {
  return managesAllContent(viewer) ? sql`true` : ownership;
}

/** True for a moderator, else `ownership`. */
export function seesUnpublishedSql(viewer: Viewer, ownership: SQL): SQL {
  return isModerator(viewer) ? sql`true` : ownership;
}
