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

/** Up to this many rows within a radius are sorted rather than found along the list's own index. */
export const SORT_NEARBY_AT_MOST = 5_000;

/**
 * The list's own sort key. For the rows within a radius, while they are few, an expression the
 * planner cannot walk an index for, so it reads them through the point index (which holds what the
 * sort needs) and sorts them: it cannot estimate how selective the distance check is, and would
 * otherwise walk the list's own index looking for a page of them.
 * @param column a timestamp column
 * @param options.nearby whether the rows are those within a radius
 * @param options.matches how many rows match (`nearPage` gives it)
 */
export function ownOrderKey(column: AnyColumn, { nearby, matches }: { nearby: boolean; matches: number }): SQL | AnyColumn {
  return nearby && matches <= SORT_NEARBY_AT_MOST ? sql`(${column} + interval '0 seconds')` : column;
}

/** A span of time for "new since": after `after`, up to and including `until` (UTC). */
export interface TimeWindow {
  after: Date;
  until: Date;
}

/** `column` (a timestamptz) lies in `window`. */
export function inWindow(column: AnyColumn, window: TimeWindow): SQL {
  return sql`(${column} > ${window.after.toISOString()}::timestamptz and ${column} <= ${window.until.toISOString()}::timestamptz)`;
}

/** The number of rows the query matches before its limit, on every row (`count(*) over ()`). */
export function totalBeforeLimit(): SQL<number> {
  return sql<number>`count(*) over ()`.mapWith(Number);
}
