/** The reference list of municipalities (gemeenten.json), seeded at every start. */
import type { Database } from "../../lib/db.server";
import { parseEnum, provinces, type Province } from "../../lib/enums";
import { gemeenten } from "../schema";
import gemeentenJson from "./gemeenten.json" with { type: "json" };

/** A municipality of gemeenten.json. */
export interface Gemeente {
  /** CBS code, e.g. "GM0363". */
  code: string;
  /** CBS name, e.g. "Bergen (NH.)". */
  name: string;
  province: Province;
}

/** The 342 municipalities of gemeenten.json, validated. */
export const gemeentenList: readonly Gemeente[] = (gemeentenJson as { code: string; name: string; province: string }[]).map(
  (g) => {
    const province = parseEnum(provinces, g.province);
    if (!province) throw new Error(`gemeenten.json: unknown province "${g.province}" for ${g.name}`);
    return { code: g.code, name: g.name, province };
  },
);

/**
 * Inserts all 342 municipalities (code, CBS name, province). Idempotent: existing rows are kept.
 * @returns the number of municipalities in the reference list
 */
export async function seedGemeenten(db: Database): Promise<number> {
  await db
    .insert(gemeenten)
    .values(gemeentenList.map((g) => ({ code: g.code, name: g.name, province: g.province })))
    .onConflictDoNothing();
  return gemeentenList.length;
}
