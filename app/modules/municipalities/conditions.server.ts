import { type AnyColumn, eq, type SQL } from "drizzle-orm";

/** Condition on `initiatives.municipality` (table or public view); `name` is an already validated CBS name. */
export function initiativeInMunicipality(column: AnyColumn, name: string): SQL {
  return eq(column, name);
}

/**
 * Condition on the `municipality` column of events or vacancies (table or public view), which the
 * database sets from the item's own postcode area, else from its initiative.
 */
export function belongsToMunicipality(column: AnyColumn, name: string): SQL {
  return eq(column, name);
}
