import { type AnyColumn, eq, sql, type SQL } from "drizzle-orm";
import { initiatives } from "~/db/schema";

/** Condition on `initiatives.municipality` (table or public view); `name` is an already validated CBS name. */
export function initiativeInMunicipality(column: AnyColumn, name: string): SQL {
  return eq(column, name);
}

/** Condition on an `initiative_id` column; whether that initiative is public is left to the caller. */
export function belongsToMunicipality(initiativeId: AnyColumn, name: string): SQL {
  return sql`${initiativeId} in (select ${initiatives.id} from ${initiatives} where ${initiatives.municipality} = ${name})`;
}
