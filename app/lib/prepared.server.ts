/**
 * Drizzle prepared queries for fixed-shape lookups on hot pages (docs/decisions/046-prepared-queries.md).
 * Only lookups by a unique key or indexed foreign key belong here: PostgreSQL's generic plan would
 * suit a filtered list query badly for rare values.
 */
import type { Database } from "./db.server";

/**
 * Runs `build` once per database handle and returns that query after; the statement name must be
 * unique in the application (PostgreSQL keeps one per name and connection).
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

