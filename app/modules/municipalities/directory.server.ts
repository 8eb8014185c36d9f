/**
 * The /gemeenten overview: all 342 municipalities by province, each with its number of public
 * initiatives, upcoming events and open vacancies, narrowed by a typed name
 * (docs/product-rules.md#municipalities).
 */
import { and, count, isNotNull, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { eventsPublic, initiativesPublic, vacanciesPublic } from "~/db/schema";
import { cachedRows } from "~/lib/count-cache.server";
import { getDb } from "~/lib/db.server";
import { type Province, provinceLabels } from "~/lib/enums";
import { MUNICIPALITY_COMMON_NAMES } from "~/lib/municipality-names";
import { upcomingPublicEvent } from "~/modules/events/timing.server";
import { notClosed } from "~/modules/vacancies/queries.server";
import { municipalityPath } from "./links";
import { MUNICIPALITIES, type Municipality, municipalitySlug } from "./municipalities";

/**
 * The municipalities a typed text names, in name order: every one whose name contains it (accents,
 * case, spaces and punctuation folded as in slugs, so "sudwest fryslan" finds "Súdwest-Fryslân"),
 * and the one an everyday name stands for ("Den Bosch", also in part: "den bos").
 * @param term the search as typed; null or blank gives all 342
 * @returns a subset of {@link MUNICIPALITIES}; empty when the text has no letter or digit
 */
export function matchMunicipalities(term: string | null): readonly Municipality[] {
  if (!term?.trim()) return MUNICIPALITIES;
  const wanted = municipalitySlug(term);
  if (!wanted) return [];
  const named = new Set(
    Object.entries(MUNICIPALITY_COMMON_NAMES)
      .filter(([common]) => municipalitySlug(common).includes(wanted))
      .map(([, cbsName]) => cbsName),
  );
  return MUNICIPALITIES.filter((m) => m.slug.includes(wanted) || named.has(m.name));
}

/** What a municipality has on the site; the same counts as its own page. */
export interface MunicipalityCounts {
  initiatives: number;
  /** Upcoming or running events. */
  events: number;
  /** Open vacancies. */
  vacancies: number;
}

export interface DirectoryEntry extends MunicipalityCounts {
  name: string;
  /** Its page, "/gemeente/utrecht". */
  path: string;
}

export interface DirectoryProvince {
  /** The province's slug, also the heading's anchor. */
  id: Province;
  label: string;
  municipalities: DirectoryEntry[];
}

export interface MunicipalityDirectory {
  /** Number of municipalities shown. */
  total: number;
  /** Provinces with at least one shown municipality, by name. */
  provinces: DirectoryProvince[];
}

const NONE: MunicipalityCounts = { initiatives: 0, events: 0, vacancies: 0 };

/**
 * Every municipality's counts in one grouped query over the public views, kept per data version
 * (and per minute, as events end by the clock) like the lists' totals.
 * @returns counts by CBS name; a municipality without public items is absent
 * @throws Error when the database fails
 */
export async function municipalityCounts({ now = new Date() }: { now?: Date } = {}): Promise<Map<string, MunicipalityCounts>> {
  const db = await getDb();
  const kind = (n: number) => sql<number>`${sql.raw(String(n))}`.mapWith(Number);
  const query = unionAll(
    db
      .select({ name: initiativesPublic.municipality, kind: kind(0), n: count() })
      .from(initiativesPublic)
      .where(isNotNull(initiativesPublic.municipality))
      .groupBy(initiativesPublic.municipality),
    db
      .select({ name: eventsPublic.municipality, kind: kind(1), n: count() })
      .from(eventsPublic)
      .where(and(isNotNull(eventsPublic.municipality), upcomingPublicEvent(now)))
      .groupBy(eventsPublic.municipality),
    db
      .select({ name: vacanciesPublic.municipality, kind: kind(2), n: count() })
      .from(vacanciesPublic)
      .where(and(isNotNull(vacanciesPublic.municipality), notClosed(vacanciesPublic.closes_on)))
      .groupBy(vacanciesPublic.municipality),
  );
  const rows = await cachedRows(db, query);
  const fields = ["initiatives", "events", "vacancies"] as const;
  const counts = new Map<string, MunicipalityCounts>();
  for (const row of rows) {
    const field = fields[Number(row.kind)];
    if (!row.name || !field) continue;
    counts.set(row.name, { ...(counts.get(row.name) ?? NONE), [field]: Number(row.n) });
  }
  return counts;
}

/**
 * The overview: the municipalities {@link matchMunicipalities} finds for `search`, grouped by
 * province (provinces and municipalities by Dutch name order), with their counts.
 * @throws Error when the database fails
 */
export async function getMunicipalityDirectory({ search, now = new Date() }: { search: string | null; now?: Date }): Promise<MunicipalityDirectory> {
  const matches = matchMunicipalities(search);
  const counts = matches.length ? await municipalityCounts({ now }) : new Map<string, MunicipalityCounts>();
  const byProvince = new Map<Province, DirectoryEntry[]>();
  for (const m of matches) {
    const entries = byProvince.get(m.province) ?? [];
    entries.push({ name: m.name, path: municipalityPath(m.slug), ...(counts.get(m.name) ?? NONE) });
    byProvince.set(m.province, entries);
  }
  const provinces = [...byProvince]
    .map(([id, municipalities]) => ({ id, label: provinceLabels[id], municipalities }))
    .sort((a, b) => a.label.localeCompare(b.label, "nl"));
  return { total: matches.length, provinces };
}
