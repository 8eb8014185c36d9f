/** Small SQL helpers shared by the query modules. */
import { type AnyColumn, ilike, or, type SQL } from "drizzle-orm";

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
