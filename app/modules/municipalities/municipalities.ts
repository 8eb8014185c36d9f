/** The 342 Dutch municipalities (CBS names) with their URL slug, and the `gemeente` list parameter; browser-safe. */
import slugify from "@sindresorhus/slugify";
import municipalitiesJson from "~/db/seed/municipalities.json" with { type: "json" };
import { type Province, provinces } from "~/lib/enums";

export interface Municipality {
  name: string;
  /** e.g. "sudwest-fryslan", "bergen-nh"; unique over all 342. */
  slug: string;
  province: Province;
}

/** The URL slug of any text, accents folded, so a typed "súdwest fryslân" finds "Súdwest-Fryslân". */
export function municipalitySlug(name: string): string {
  return slugify(name, { decamelize: false });
}

export const MUNICIPALITIES: readonly Municipality[] = (municipalitiesJson as { name: string; province: string }[])
  .map((m) => {
    if (!(provinces as readonly string[]).includes(m.province)) throw new Error(`municipalities.json: unknown province for ${m.name}`);
    return { name: m.name, slug: municipalitySlug(m.name), province: m.province as Province };
  })
  .sort((a, b) => a.name.localeCompare(b.name, "nl"));

/** The names in the same order, one per line: one string for the loaders to send, not 342. */
export const MUNICIPALITY_NAMES_TEXT: string = MUNICIPALITIES.map((m) => m.name).join("\n");

const bySlug = new Map(MUNICIPALITIES.map((m) => [m.slug, m]));

/** The municipality a slug, CBS name or loosely typed name denotes, or null. */
export function findMunicipality(value: string | null | undefined): Municipality | null {
  if (!value) return null;
  return bySlug.get(municipalitySlug(value.slice(0, 100))) ?? null;
}

export function municipalityByName(name: string | null | undefined): Municipality | null {
  if (!name) return null;
  const found = bySlug.get(municipalitySlug(name));
  return found?.name === name ? found : null;
}

export const MUNICIPALITY_PARAM = "gemeente";

/** The CBS name the `gemeente` parameter denotes, or null for none, "all" or an unknown value. */
export function parseMunicipalityParam(params: URLSearchParams): string | null {
  return findMunicipality(params.get(MUNICIPALITY_PARAM))?.name ?? null;
}
