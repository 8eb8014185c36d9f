/** Small SQL helpers shared by the query modules. */
import { type AnyColumn, ilike, or, sql, type SQL } from "drizzle-orm";

/**
 * A case-insensitive substring pattern for ILIKE: `%term%` with the LIKE wildcards `%`, `_` and
 * the escape character `\` in `term` escaped, so user input matches literally.
 */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `col1 ILIKE %term% OR col2 ILIKE %term% …`: served by the trigram GIN index on each column.
 */
export function matchesAny(term: string, columns: AnyColumn[]): SQL {
  const pattern = containsPattern(term);
  return or(...columns.map((column) => ilike(column, pattern))) as SQL;
}

/**
 * The rows of a `db.execute(sql…)` result: node-postgres and PGlite both answer `{ rows }`, which
 * Drizzle's shared database type does not express. `T` is the row shape the query selects.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * The position of a row in a keyset walk: its sort key as PostgreSQL's text of a `timestamptz`
 * (with offset and microseconds, so it converts back exactly; a JavaScript Date would lose the
 * microseconds and skip or repeat rows) and its id, the tie-breaker.
 */
export interface KeysetPosition {
  /** A `timestamptz` in PostgreSQL's text form, e.g. "2026-11-02 19:30:00.123456+00". */
  key: string;
  /** UUID of the row. */
  id: string;
}

/**
 * The SELECT expression that gives a row's {@link KeysetPosition} key: the column as text.
 * @param column a `timestamptz` column (the sort key)
 */
export function keysetKey(column: AnyColumn): SQL<string> {
  return sql<string>`${column}::text`;
}

/**
 * WHERE condition for the rows after `after` in the order `column` (ascending or descending), then
 * `id` ascending. Written as `column >= key AND (column > key OR id > …)` (or with `<=`/`<` for
 * descending), so the first part is a range on the sort key that an index on it (or starting with
 * it after the equality filters) serves, rather than a row comparison PostgreSQL cannot combine
 * with a descending index.
 * @param direction the order of `column`: "asc" or "desc"; the id tie-breaker is always ascending
 */
export function keysetAfter(column: AnyColumn, id: AnyColumn, direction: "asc" | "desc", after: KeysetPosition): SQL {
  const key = sql`${after.key}::timestamptz`;
  return direction === "asc"
    ? sql`(${column} >= ${key} and (${column} > ${key} or ${id} > ${after.id}))`
    : sql`(${column} <= ${key} and (${column} < ${key} or ${id} > ${after.id}))`;
}
