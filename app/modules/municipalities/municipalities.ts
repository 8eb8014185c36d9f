/**
 * The 342 Dutch municipalities (CBS names, the same file the seeder loads into table `gemeenten`)
 * with their URL slug, and the `gemeente` list parameter. The municipality of an event or a
 * vacancy is its initiative's (docs/decisions/029-municipalities-and-feeds.md).
 * Browser-safe (no database): used by the list loaders, the filter forms and the sitemap.
 */
import slugify from "@sindresorhus/slugify";
import gemeentenJson from "~/db/seed/gemeenten.json" with { type: "json" };
import { type Province, provinces } from "~/lib/enums";

/** One municipality: its CBS name, its slug in URLs and its province. */
export interface Municipality {
  /** CBS name as stored in `gemeenten.name` and `initiatives.municipality`, e.g. "Súdwest-Fryslân". */
  name: string;
  /** URL slug, e.g. "sudwest-fryslan", "s-gravenhage", "bergen-nh"; unique over all 342. */
  slug: string;
  province: Province;
}

/**
 * The URL slug of a municipality name: lower case, accents folded, every run of other characters
 * one hyphen ("Bergen (NH.)" → "bergen-nh", "'s-Gravenhage" → "s-gravenhage"). Also used to read a
 * typed value, so "súdwest fryslân" finds "Súdwest-Fryslân".
 * @param name any text (a CBS name, a slug or what a visitor typed)
 * @returns the slug; "" for text without letters or digits
 */
export function municipalitySlug(name: string): string {
  return slugify(name, { decamelize: false });
}

/** All 342 municipalities, ordered by name (Dutch collation). */
export const MUNICIPALITIES: readonly Municipality[] = (gemeentenJson as { name: string; province: string }[])
  .map((g) => {
    if (!(provinces as readonly string[]).includes(g.province)) throw new Error(`gemeenten.json: unknown province for ${g.name}`);
    return { name: g.name, slug: municipalitySlug(g.name), province: g.province as Province };
  })
  .sort((a, b) => a.name.localeCompare(b.name, "nl"));

/**
 * The 342 names in the same order as one string, one name per line (no name holds a line break):
 * what the list loaders send for the `gemeente` suggestions (`municipalityField` in
 * components/list/filter-form.tsx, which splits it once and builds the suggestions' markup once
 * per process).
 */
export const MUNICIPALITY_NAMES_TEXT: string = MUNICIPALITIES.map((m) => m.name).join("\n");

const bySlug = new Map(MUNICIPALITIES.map((m) => [m.slug, m]));

/**
 * The municipality a slug or a name denotes: the slug ("sudwest-fryslan"), the exact CBS name
 * ("Súdwest-Fryslân") or the name typed without accents, capitals or punctuation.
 * @returns the municipality, or null for an unknown or empty value
 */
export function findMunicipality(value: string | null | undefined): Municipality | null {
  if (!value) return null;
  return bySlug.get(municipalitySlug(value.slice(0, 100))) ?? null;
}

/** The municipality by its exact CBS name (as stored on an initiative), or null. */
export function municipalityByName(name: string | null | undefined): Municipality | null {
  if (!name) return null;
  const found = bySlug.get(municipalitySlug(name));
  return found?.name === name ? found : null;
}

/** Name of the list parameter (SPEC.md §2 list filters): `gemeente=<slug>`; the name is accepted too. */
export const MUNICIPALITY_PARAM = "gemeente";

/**
 * The `gemeente` filter of a list URL: the CBS name of the municipality it denotes (slug or name),
 * or null for none, "all" or an unknown value (no filter, as for every list parameter,
 * docs/decisions/004-list-filters.md).
 */
export function parseMunicipalityParam(params: URLSearchParams): string | null {
  return findMunicipality(params.get(MUNICIPALITY_PARAM))?.name ?? null;
}
