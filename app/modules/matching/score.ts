/**
 * The "Voor jou" score (docs/decisions/063-voor-jou-ranking.md): whole points per thing an item
 * has in common with a volunteer profile. The SQL in ranking.server.ts computes the same sum from
 * the same weights; this file is the readable reference and writes the card's "Past bij" reasons.
 * Browser-safe.
 */
import { formatDistance } from "~/lib/format";
import { themeLabels, type Theme, vacancyCategoryLabels, type VacancyCategory } from "~/lib/enums";
import { type Availability, availabilityLabel, COMMITMENTS, FLEXIBLE, labelOf, SKILLS, SUITABLE_FOR } from "./vocabulary";

/** Points per match. Integers, so a tie is a real tie and falls to the newest item. */
export const WEIGHTS = {
  /** The item's theme (an event's own, else its initiative's) is one of the profile's themes. */
  theme: 3,
  /** The vacancy's category is one of the profile's categories. */
  category: 2,
  /** Each skill the vacancy asks that the profile offers. */
  skill: 2,
  /** At least one day-part in common; "flexibel" on either side overlaps every day-part. */
  availability: 2,
  /** The vacancy's commitment (an event: "eenmalig") is one the profile is open to. */
  commitment: 1,
  /** At least one "geschikt voor" in common; "thuis-of-online" is a vacancy's work at home or online. */
  suitableFor: 1,
  /** The item lies within {@link NEAR_KM} of the home postcode. */
  near: 2,
  /** The item lies within {@link NEARBY_KM} (but further than {@link NEAR_KM}). */
  nearby: 1,
} as const;

export const NEAR_KM = 5;
export const NEARBY_KM = 15;

/** "Voor jou" shows events starting within this many days: what a volunteer plans for, and a bounded set to rank. */
export const EVENT_HORIZON_DAYS = 56;

/** An event starting before this hour (Amsterdam) is in the morning ("ochtend"). */
export const MORNING_ENDS_HOUR = 12;
/** An event starting before this hour, and not in the morning, is in the afternoon ("middag"); later is "avond". */
export const AFTERNOON_ENDS_HOUR = 18;

/** Most day-parts a reason names; more would make the line longer than the card. */
const MAX_DAY_PARTS_SHOWN = 2;

/** What the score reads of a volunteer profile. Empty lists match nothing. */
export interface ScoreProfile {
  themes: readonly string[];
  categories: readonly string[];
  skills: readonly string[];
  availability: readonly string[];
  commitments: readonly string[];
  suitable_for: readonly string[];
}

/** What the score reads of a vacancy; `distance_km` is null unless both the vacancy and the profile have a point. */
export interface ScoreVacancy {
  theme: string | null;
  category: string;
  skills: readonly string[];
  availability: readonly string[];
  commitment: string | null;
  suitable_for: readonly string[];
  is_remote: boolean;
  distance_km: number | null;
}

/** What the score reads of an event; `day_part` is when it starts ("zaterdag-ochtend", Amsterdam time). */
export interface ScoreEvent {
  theme: string | null;
  day_part: string | null;
  distance_km: number | null;
}

/** The day-parts two availability lists share; a side with "flexibel" shares all of the other side's. */
export function sharedDayParts(profile: readonly string[], item: readonly string[]): { match: boolean; shown: string[] } {
  if (profile.length === 0 || item.length === 0) return { match: false, shown: [] };
  const profileFlexible = profile.includes(FLEXIBLE);
  const itemFlexible = item.includes(FLEXIBLE);
  const parts = (list: readonly string[]) => list.filter((value) => value !== FLEXIBLE);
  const shown = profileFlexible ? parts(item) : itemFlexible ? [] : parts(item).filter((value) => profile.includes(value));
  return { match: profileFlexible || itemFlexible || shown.length > 0, shown };
}

function distancePoints(km: number | null): number {
  if (km === null) return 0;
  if (km <= NEAR_KM) return WEIGHTS.near;
  return km <= NEARBY_KM ? WEIGHTS.nearby : 0;
}

function suitsVacancy(profile: ScoreProfile, vacancy: ScoreVacancy): string[] {
  return profile.suitable_for.filter((value) =>
    value === "thuis-of-online" ? vacancy.is_remote : vacancy.suitable_for.includes(value),
  );
}

/** The vacancy's score for `profile`: the sum of {@link WEIGHTS} it earns. */
export function scoreVacancy(profile: ScoreProfile, vacancy: ScoreVacancy): number {
  const skills = vacancy.skills.filter((skill) => profile.skills.includes(skill)).length;
  return (
    (vacancy.theme !== null && profile.themes.includes(vacancy.theme) ? WEIGHTS.theme : 0) +
    (profile.categories.includes(vacancy.category) ? WEIGHTS.category : 0) +
    skills * WEIGHTS.skill +
    (sharedDayParts(profile.availability, vacancy.availability).match ? WEIGHTS.availability : 0) +
    (vacancy.commitment !== null && profile.commitments.includes(vacancy.commitment) ? WEIGHTS.commitment : 0) +
    (suitsVacancy(profile, vacancy).length > 0 ? WEIGHTS.suitableFor : 0) +
    distancePoints(vacancy.distance_km)
  );
}

/** The event's score for `profile`: theme, day-part, "eenmalig" and distance. */
export function scoreEvent(profile: ScoreProfile, event: ScoreEvent): number {
  return (
    (event.theme !== null && profile.themes.includes(event.theme) ? WEIGHTS.theme : 0) +
    (event.day_part !== null && sharedDayParts(profile.availability, [event.day_part]).match ? WEIGHTS.availability : 0) +
    (profile.commitments.includes("eenmalig") ? WEIGHTS.commitment : 0) +
    distancePoints(event.distance_km)
  );
}

function dayPartReason(profile: readonly string[], item: readonly string[]): string[] {
  const { match, shown } = sharedDayParts(profile, item);
  if (!match) return [];
  if (shown.length === 0) return [FLEXIBLE];
  return shown.slice(0, MAX_DAY_PARTS_SHOWN).map((value) => availabilityLabel(value as Availability));
}

const themeLabel = (theme: string) => themeLabels[theme as Theme] ?? theme;

/**
 * Why a vacancy is on the list, as the card says it after "Past bij:": theme, category, shared
 * skills, shared day-parts, commitment, "geschikt voor", then the distance whenever it is known.
 */
export function vacancyReasons(profile: ScoreProfile, vacancy: ScoreVacancy): string[] {
  const reasons: string[] = [];
  if (vacancy.theme !== null && profile.themes.includes(vacancy.theme)) reasons.push(themeLabel(vacancy.theme));
  if (profile.categories.includes(vacancy.category)) reasons.push(vacancyCategoryLabels[vacancy.category as VacancyCategory] ?? vacancy.category);
  for (const skill of vacancy.skills) if (profile.skills.includes(skill)) reasons.push(labelOf(SKILLS, skill).toLowerCase());
  reasons.push(...dayPartReason(profile.availability, vacancy.availability));
  if (vacancy.commitment !== null && profile.commitments.includes(vacancy.commitment)) {
    reasons.push(labelOf(COMMITMENTS, vacancy.commitment).toLowerCase());
  }
  for (const value of suitsVacancy(profile, vacancy)) reasons.push(labelOf(SUITABLE_FOR, value).toLowerCase());
  const distance = formatDistance(vacancy.distance_km);
  if (distance) reasons.push(distance);
  return reasons;
}

/** Why an event is on the list: theme, its day-part, "eenmalig", then the distance whenever it is known. */
export function eventReasons(profile: ScoreProfile, event: ScoreEvent): string[] {
  const reasons: string[] = [];
  if (event.theme !== null && profile.themes.includes(event.theme)) reasons.push(themeLabel(event.theme));
  if (event.day_part !== null) reasons.push(...dayPartReason(profile.availability, [event.day_part]));
  if (profile.commitments.includes("eenmalig")) reasons.push("eenmalig");
  const distance = formatDistance(event.distance_km);
  if (distance) reasons.push(distance);
  return reasons;
}
