/** SQL counterparts of ./permissions.ts, so a query filters by exactly the rule the functions decide. */
import { type Column, eq, or, type SQL, sql } from "drizzle-orm";
import { initiatives } from "~/db/schema";
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

/** The columns of a table whose rows belong to an initiative (events, vacancies). */
export interface InitiativeChildColumns {
  created_by: Column;
  initiative_id: Column;
}

/**
 * `ownsInitiativeChild` of ./permissions.ts as SQL on `table`: the row's creator, or the creator of
 * its initiative (docs/product-rules.md#permissions); false for a visitor.
 */
export function initiativeChildOwnedBySql(viewer: Viewer, table: InitiativeChildColumns): SQL {
  if (viewer === null) return sql`false`;
  const underOwnInitiative = sql`${table.initiative_id} = any(array(select ${initiatives.id} from ${initiatives} where ${ownedBySql(viewer, [initiatives.created_by])}))`;
  return or(ownedBySql(viewer, [table.created_by]), underOwnInitiative) ?? sql`false`;
}
