/**
 * Many list searches over what became public in a span of time, in one statement
 * (docs/decisions/070-alert-matching-in-one-statement.md). The rows of a public view that became
 * public in the span are read once into a CTE that takes the view's name, so each search's own WHERE
 * clause, written against the view's columns by its list module, reads only those few rows; the
 * searches are `union all`-ed and grouped, and identical searches are run once.
 */
import { sql, type SQL } from "drizzle-orm";
import { getViewConfig, PgDialect, type PgView } from "drizzle-orm/pg-core";
import type { Executor } from "./db.server";
import { rowsOf } from "./sql.server";

/** One search: the list's WHERE clause (undefined: every row) and the moment after which rows are new for it (UTC). */
export interface WindowSearch {
  where: SQL | undefined;
  after: Date;
}

/** What a search found: how many rows, and the ids of the newest `limit` (by `public_since`, then id). */
export interface WindowMatches {
  total: number;
  ids: string[];
}

const dialect = new PgDialect();

/**
 * A compiled clause as a flat list of text and parameters: composing hundreds of them into one
 * statement then costs little, where composing the clauses' trees compiles each of them again.
 */
function flat({ sql: text, params }: { sql: string; params: unknown[] }): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${sql.param(params[Number(part) - 1])}`)));
}

/**
 * Runs every search of `searches` over the rows of `view` whose `public_since` lies after the
 * search's `after` and at or before `until`.
 * @param view a public view with `id` (uuid) and `public_since` (timestamptz) columns
 * @param limit ids kept per search (at least 1)
 * @param cache what searches found earlier with the same `view`, `until` and `limit` (e.g. within one
 *   check): an identical search is answered from it, and what this call finds is added
 * @returns one entry per search, in the order of `searches`
 * @throws Error when the database fails
 */
export async function matchesInWindows(
  executor: Executor,
  { view, searches, until, limit, cache = new Map() }: { view: PgView; searches: readonly WindowSearch[]; until: Date; limit: number; cache?: Map<string, WindowMatches> },
): Promise<WindowMatches[]> {
  const viewName = getViewConfig(view).name;
  const name = sql.identifier(viewName);
  // Identical searches (same clause, values and start) run once.
  const keys: string[] = [];
  const unique = new Map<string, { where: SQL; after: Date }>();
  for (const search of searches) {
    const query = search.where ? dialect.sqlToQuery(search.where) : { sql: "true", params: [] };
    const key = JSON.stringify([viewName, query.sql, query.params, search.after.getTime()]);
    keys.push(key);
    if (!cache.has(key) && !unique.has(key)) unique.set(key, { where: flat(query), after: search.after });
  }
  if (unique.size > 0) {
    const pending = [...unique.entries()];
    const earliest = new Date(Math.min(...pending.map(([, search]) => search.after.getTime())));
    const subqueries = pending.map(
      ([, search], slot) =>
        sql`select ${slot}::int as slot, ${name}.id, ${name}.public_since from fresh as ${name}
          where ${name}.public_since > ${search.after.toISOString()}::timestamptz and ${search.where}`,
    );
    const rows = rowsOf<{ slot: number; total: number | string; ids: string[] | null }>(
      await executor.execute(sql`with fresh as materialized (
          select * from ${name} where public_since > ${earliest.toISOString()}::timestamptz and public_since <= ${until.toISOString()}::timestamptz
        )
        select slot, count(*) as total, (array_agg(id order by public_since desc, id))[1:${limit}::int] as ids
        from (${sql.join(subqueries, sql` union all `)}) matched
        group by slot`),
    );
    const found = new Map(rows.map((row) => [Number(row.slot), { total: Number(row.total), ids: row.ids ?? [] }]));
    for (const [slot, [key]] of pending.entries()) cache.set(key, found.get(slot) ?? { total: 0, ids: [] });
  }
  return keys.map((key) => cache.get(key) ?? { total: 0, ids: [] });
}
