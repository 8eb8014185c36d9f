import { type AnyColumn, sql, type SQL } from "drizzle-orm";

/** `%term%` for ILIKE, with `%`, `_` and `\` escaped so user input matches literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The rows of a `db.execute` result: both drivers answer `{ rows }`, which Drizzle's type does not express. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A keyset position: the sort key as PostgreSQL's `timestamptz` text (a Date loses the microseconds) and the id. */
export interface KeysetPosition {
  key: string;
  id: string;
}

export function keysetKey(column: AnyColumn): SQL<string> {
  return sql<string>`${column}::text`;
}

/** Rows after `after` by `column`, then id: a key range an index serves, unlike a row comparison descending. */
export function keysetAfter(column: AnyColumn, id: AnyColumn, direction: "asc" | "desc", after: KeysetPosition): SQL {
  const key = sql`${after.key}::timestamptz`;
  return direction === "asc"
    ? sql`(${column} >= ${key} and (${column} > ${key} or ${id} > ${after.id}))`
    : sql`(${column} <= ${key} and (${column} < ${key} or ${id} > ${after.id}))`;
}
