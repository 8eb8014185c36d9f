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
 * Runs every search of `searches` over the rows of `view` whose `public_since` lies after the
 * search's `after` and at or before `until`.
 * @param view a public view with `id` (uuid) and `public_since` (timestamptz) columns
 * @param limit ids kept per search (at least 1)
 * @returns one entry per search, in the order of `searches`
 * @throws Error when the database fails
 */
export async function matchesInWindows(
  executor: Executor,
  { view, searches, until, limit }: { view: PgView; searches: readonly WindowSearch[]; until: Date; limit: number },
): Promise<WindowMatches[]> {
  if (searches.length === 0) return [];
  // Identical searches (same clause, values and start) share one subquery.
  const slots = new Map<string, number>();
  const unique: WindowSearch[] = [];
  const slotOf = searches.map((search) => {
    const query = search.where ? dialect.sqlToQuery(search.where) : { sql: "", params: [] };
    const key = JSON.stringify([query.sql, query.params, search.after.getTime()]);
    let slot = slots.get(key);
    if (slot === undefined) {
      slot = unique.length;
      slots.set(key, slot);
      unique.push(search);
    }
    return slot;
  });
  const name = sql.identifier(getViewConfig(view).name);
  const earliest = new Date(Math.min(...unique.map((search) => search.after.getTime())));
  const subqueries = unique.map(
    (search, slot) =>
      sql`select ${slot}::int as slot, ${name}.id, ${name}.public_since from fresh as ${name}
        where ${name}.public_since > ${search.after.toISOString()}::timestamptz and ${search.where ?? sql`true`}`,
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
  return slotOf.map((slot) => found.get(slot) ?? { total: 0, ids: [] });
}
