/**
 * What a vacancy asks and what a volunteer offers, in one vocabulary (docs/product-rules.md#matching):
 * availability by day-part, commitment, skills and "geschikt voor". Values are the Dutch slugs used
 * in URLs, forms, the database and the API; labels are what people read. Browser-safe.
 */

/** Days of the week, Monday first, as slugs and labels. */
export const DAYS = [
  ["maandag", "Maandag"],
  ["dinsdag", "Dinsdag"],
  ["woensdag", "Woensdag"],
  ["donderdag", "Donderdag"],
  ["vrijdag", "Vrijdag"],
  ["zaterdag", "Zaterdag"],
  ["zondag", "Zondag"],
] as const;

/** Parts of a day, as slugs and labels. */
export const DAY_PARTS = [
  ["ochtend", "Ochtend"],
  ["middag", "Middag"],
  ["avond", "Avond"],
] as const;

export type Day = (typeof DAYS)[number][0];
export type DayPart = (typeof DAY_PARTS)[number][0];

/** "Any time that suits": matches every day-part. */
export const FLEXIBLE = "flexibel";

/** An availability value: a day-part ("dinsdag-avond") or {@link FLEXIBLE}. */
export type Availability = `${Day}-${DayPart}` | typeof FLEXIBLE;

/** Every availability value: the 21 day-parts, Monday morning first, then "flexibel". */
export const AVAILABILITY: readonly Availability[] = [
  ...DAYS.flatMap(([day]) => DAY_PARTS.map(([part]) => `${day}-${part}` as const)),
  FLEXIBLE,
];

/** How an availability value reads: "dinsdagavond", "flexibel". */
export function availabilityLabel(value: Availability): string {
  if (value === FLEXIBLE) return "flexibel";
  const [day, part] = value.split("-") as [Day, DayPart];
  return `${day}${part}`;
}

/** How long a volunteer commits. */
export const COMMITMENTS = [
  ["eenmalig", "Eenmalig"],
  ["kort", "Korte tijd (tot 3 maanden)"],
  ["lang", "Langere tijd"],
] as const;
export type Commitment = (typeof COMMITMENTS)[number][0];

/** The fixed list of skills a vacancy may ask and a volunteer may offer. */
export const SKILLS = [
  ["administratie", "Administratie"],
  ["communicatie", "Communicatie"],
  ["digitale-vaardigheden", "Digitale vaardigheden"],
  ["evenementen-organiseren", "Evenementen organiseren"],
  ["fietsen-repareren", "Fietsen repareren"],
  ["financien", "Financiën"],
  ["fondsenwerving", "Fondsenwerving"],
  ["fotografie-en-video", "Fotografie en video"],
  ["gastvrijheid", "Gastvrijheid en ontvangst"],
  ["juridisch-advies", "Juridisch advies"],
  ["kinderen-begeleiden", "Kinderen begeleiden"],
  ["klussen", "Klussen"],
  ["koken", "Koken"],
  ["lesgeven", "Lesgeven en bijles"],
  ["muziek", "Muziek"],
  ["ontwerp", "Ontwerp en vormgeving"],
  ["ouderen-bezoeken", "Ouderen bezoeken"],
  ["rijbewijs-b", "Rijbewijs B"],
  ["schoonmaken", "Schoonmaken"],
  ["schrijven", "Schrijven"],
  ["sociale-media", "Sociale media"],
  ["sport-en-bewegen", "Sport en bewegen"],
  ["taalles-geven", "Taalles geven"],
  ["techniek", "Techniek"],
  ["tuinieren", "Tuinieren"],
  ["vertalen", "Vertalen"],
  ["zorg-en-begeleiding", "Zorg en begeleiding"],
] as const;
export type Skill = (typeof SKILLS)[number][0];

/**
 * Whom a vacancy suits. "thuis-of-online" is where the work is, so for a vacancy it is its place
 * (`is_remote`), not stored twice; a volunteer may ask for it like the others.
 */
export const SUITABLE_FOR = [
  ["jongeren", "Jongeren (16+)"],
  ["nieuwkomers", "Nieuwkomers / Nederlands leren"],
  ["rolstoeltoegankelijk", "Rolstoeltoegankelijk"],
  ["thuis-of-online", "Thuis of online"],
] as const;
export type SuitableFor = (typeof SUITABLE_FOR)[number][0];

/** Hours per week a vacancy asks; the rule lives in app/lib/hours-per-week.ts with its parser and label. */
export { HOURS_PER_WEEK } from "~/lib/hours-per-week";

/** The label of a slug in a vocabulary list, or the slug itself when unknown. */
export function labelOf(list: readonly (readonly [string, string])[], value: string): string {
  return list.find(([slug]) => slug === value)?.[1] ?? value;
}

/** Whom a vacancy suits as stored with it: {@link SUITABLE_FOR} without "thuis-of-online", which is its place. */
export const VACANCY_SUITABLE_FOR = SUITABLE_FOR.filter(([slug]) => slug !== "thuis-of-online");

/** A vacancy's availability in one short line: "dinsdagavond, zaterdagochtend" or "Flexibel"; null when empty. */
export function availabilitySummary(values: readonly string[]): string | null {
  const known = AVAILABILITY.filter((value) => values.includes(value));
  if (known.length === 0) return null;
  if (known.includes(FLEXIBLE)) return "Flexibel";
  return known.map(availabilityLabel).join(", ");
}
