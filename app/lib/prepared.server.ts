/** Prepared queries for unique-key lookups only: a generic plan suits a filtered list badly (ADR 050). */
import type { Database } from "./db.server";

/** Builds the query once per database handle; statement names must be unique in the application. */
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

