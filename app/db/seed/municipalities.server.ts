/**
 * The reference places, seeded at every start: the municipalities (municipalities.json) and the
 * four-digit postcode areas with their centre points (postcode-areas.json; see README.md here).
 */
import { count, sql } from "drizzle-orm";
import type { Database } from "../../lib/db.server";
import { parseEnum, provinces, type Province } from "../../lib/enums";
import { cbsNameOf } from "../../lib/municipality-names";
import { municipalities, postcodeAreas } from "../schema";
import municipalitiesJson from "./municipalities.json" with { type: "json" };
import postcodeAreasJson from "./postcode-areas.json" with { type: "json" };

/** A municipality of municipalities.json. */
export interface MunicipalityRecord {
  /** CBS code, e.g. "GM0363". */
  code: string;
  /** CBS name, e.g. "Bergen (NH.)". */
  name: string;
  province: Province;
}

/** The 342 municipalities of municipalities.json, validated. */
export const municipalityList: readonly MunicipalityRecord[] = (municipalitiesJson as { code: string; name: string; province: string }[]).map(
  (m) => {
    const province = parseEnum(provinces, m.province);
    if (!province) throw new Error(`municipalities.json: unknown province "${m.province}" for ${m.name}`);
    return { code: m.code, name: m.name, province };
  },
);

/** The 4,069 postcode areas of postcode-areas.json: `[pc4, lat, lon, municipality code]`, WGS84 degrees. */
export const postcodeAreaList: readonly (readonly [string, number, number, string])[] = postcodeAreasJson as [string, number, number, string][];


let centralAreas: Map<string, string> | undefined;

/**
 * The postcode area nearest the centre (the mean of its areas) of the municipality called `name`:
 * its CBS name in any case, without a suffix such as "(O.)", or "Den Haag" / "Den Bosch". For
 * giving demo content realistic postcodes.
 * @returns four digits, or null when `name` is no municipality
 */
export function centralPostcode(name: string | null): string | null {
  if (!name) return null;
  if (!centralAreas) {
    centralAreas = new Map();
    for (const municipality of municipalityList) {
      const areas = postcodeAreaList.filter((area) => area.at(3) === municipality.code);
      if (areas.length === 0) continue;
      const lat = areas.reduce((sum, area) => sum + area[1], 0) / areas.length;
      const lon = areas.reduce((sum, area) => sum + area[2], 0) / areas.length;
      const nearest = areas.reduce((best, area) => ((area[1] - lat) ** 2 + (area[2] - lon) ** 2 < (best[1] - lat) ** 2 + (best[2] - lon) ** 2 ? area : best));
      centralAreas.set(municipality.name.toLowerCase(), nearest[0]);
      const short = municipality.name.replace(/\s*\(.*\)$/, "").toLowerCase();
      if (!centralAreas.has(short)) centralAreas.set(short, nearest[0]);
    }
  }
  return centralAreas.get((cbsNameOf(name) ?? name).trim().toLowerCase()) ?? null;
}

/**
 * Inserts all 342 municipalities (code, CBS name, province) and the postcode areas, gives every
 * municipality the mean of its areas' points as its centre, and lets initiatives that have no
 * point yet take theirs (their events and vacancies follow by trigger; migration 0017).
 * Idempotent: existing rows are kept, and a database that has them all is only counted.
 * @returns the number of municipalities in the reference list
 */
export async function seedMunicipalities(db: Database): Promise<number> {
  await db
    .insert(municipalities)
    .values(municipalityList.map((m) => ({ code: m.code, name: m.name, province: m.province })))
    .onConflictDoNothing();
  const [stored] = await db.select({ n: count() }).from(postcodeAreas);
  if ((stored?.n ?? 0) < postcodeAreaList.length) {
    await db
      .insert(postcodeAreas)
      .values(postcodeAreaList.map(([pc4, lat, lon, municipality_code]) => ({ pc4, lat, lon, municipality_code })))
      .onConflictDoNothing();
    await db.execute(sql`
      update municipalities m set lat = c.lat, lon = c.lon
      from (select municipality_code, avg(lat) as lat, avg(lon) as lon from postcode_areas group by municipality_code) c
      where m.code = c.municipality_code and (m.lat is distinct from c.lat or m.lon is distinct from c.lon)`);
    // Assigning the municipality to itself runs the point trigger for rows made before the centres.
    await db.execute(sql`
      update initiatives i set municipality = i.municipality
      where i.lat is null and i.scope <> 'nationaal'
        and exists (select 1 from municipalities m where m.name = i.municipality and m.lat is not null)`);
  }
  return municipalityList.length;
}
