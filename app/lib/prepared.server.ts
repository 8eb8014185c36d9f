/**
 * Queries of a fixed shape that run on almost every page view (an event, an initiative with its
 * events and vacancies, a vacancy for anyone who misses the page cache; the roles of a signed-in
 * member on each of their requests; a member's own favourites, sign-ups and responses), built once
 * per database handle and then run with new values: Drizzle's prepared queries
 * (docs/decisions/046-prepared-queries.md, 047-prepared-member-pages.md).
 *
 * - Drizzle builds the SQL text of an ordinary query anew on every call; on the initiative page
 *   that was ~14 % of the server's CPU time for the page. A prepared query is built once.
 * - On PostgreSQL it is a named statement: each pooled connection parses it once, and from the
 *   sixth run on PostgreSQL uses a generic plan instead of planning every run (planning was most
 *   of the database's CPU time for these pages).
 * - Only lookups by a unique key or an indexed foreign key belong here, where the generic plan is
 *   the plan for every value. List queries with filters do not: a plan kept for an average filter
 *   value can be far slower for a rare one.
 *
 * The values are bound (`sql.placeholder`), never spliced into the text.
 */
import type { Database } from "./db.server";

/**
 * Wraps `build` so that it runs once per database handle; later calls return the same prepared
 * query. Keyed by the handle, so tests that open a new database get a new query.
 * @param build makes the prepared query, e.g. `(db) => db.select(…).where(eq(t.id, sql.placeholder("id"))).prepare("t_by_id")`;
 *   the statement name must be unique in the application (PostgreSQL keeps one per name and connection)
 * @returns a function from the handle to its prepared query
 */
export function preparedFor<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const byHandle = new WeakMap<Database, Query>();
  return (db) => {
    let query = byHandle.get(db);
    if (query === undefined) {
      query = build(db);
      byHandle.set(db, query);
    }
    return query;
  };
}

