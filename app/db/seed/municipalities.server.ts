/** The reference list of municipalities (municipalities.json), seeded at every start. */
import type { Database } from "../../lib/db.server";
import { parseEnum, provinces, type Province } from "../../lib/enums";
import { municipalities } from "../schema";
import municipalitiesJson from "./municipalities.json" with { type: "json" };

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

/**
 * Inserts all 342 municipalities (code, CBS name, province). Idempotent: existing rows are kept.
 * @returns the number of municipalities in the reference list
 */
export async function seedMunicipalities(db: Database): Promise<number> {
  await db
    .insert(municipalities)
    .values(municipalityList.map((m) => ({ code: m.code, name: m.name, province: m.province })))
    .onConflictDoNothing();
  return municipalityList.length;
}
