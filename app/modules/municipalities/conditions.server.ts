/**
 * The SQL form of "belongs to municipality X" shared by the three lists and the municipality page:
 * an initiative by its `municipality` column, an event or a vacancy by its initiative's
 * (docs/decisions/029-municipalities-and-feeds.md). Served by `initiatives_municipality_idx` and the
 * events' and vacancies' initiative indexes (tests/integration/index-use.test.ts).
 */
import { type AnyColumn, eq, sql, type SQL } from "drizzle-orm";
import { initiatives } from "~/db/schema";

/**
 * Condition on an initiative's municipality column (table or public view).
 * @param column `initiatives.municipality` or `initiatives_public.municipality`
 * @param name a CBS municipality name (already validated, e.g. by `parseMunicipalityParam`)
 */
export function initiativeInMunicipality(column: AnyColumn, name: string): SQL {
  return eq(column, name);
}

/**
 * Condition on an event's or vacancy's `initiative_id`: its initiative lies in the municipality.
 * Whether that initiative is public is left to the caller (the public views already require it).
 * @param initiativeId the `initiative_id` column of `events`, `vacancies` or their public views
 * @param name a CBS municipality name
 */
export function belongsToMunicipality(initiativeId: AnyColumn, name: string): SQL {
  return sql`${initiativeId} in (select ${initiatives.id} from ${initiatives} where ${initiatives.municipality} = ${name})`;
}
