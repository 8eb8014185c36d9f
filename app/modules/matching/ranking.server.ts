/**
 * "Voor jou": public vacancies and upcoming events ranked for a volunteer profile
 * (docs/decisions/063-voor-jou-ranking.md, 065-voor-jou-speed.md): per list one query for the page
 * and, at the same time, one count. The score is the sum of ./score.ts's WEIGHTS, written as SQL
 * here: one `case` term per thing the profile names, so a term exists only for what the member
 * filled in. Only items scoring above 0 are listed; ties go to the newest.
 */
import { type AnyColumn, and, count, desc, eq, gt, gte, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { eventsPublic, initiatives, initiativesPublic, vacanciesPublic } from "~/db/schema";
import { cachedCount } from "~/lib/count-cache.server";
import { type Database, getDb } from "~/lib/db.server";
import { type Point, distanceSql, withinSql } from "~/lib/geo.server";
import { PAGE_SIZE, pageCount } from "~/lib/list-params";
import { inWindow, type TimeWindow, totalBeforeLimit } from "~/lib/sql.server";
import { TIME_ZONE } from "~/lib/time-zone";
import { todayInNetherlands } from "~/modules/accounts/profile";
import { publicCardColumns as eventCardColumns, toEventCard } from "~/modules/events/queries.server";
import { earliestStartNotOver, upcomingPublicEvent } from "~/modules/events/timing.server";
import { postcodeArea } from "~/modules/municipalities/places.server";
import { publicCardColumns as vacancyCardColumns, toVacancyCard } from "~/modules/vacancies/queries.server";
import type { VolunteerProfile } from "./profile";
import { dayPartBounds } from "./day-part-bounds";
import { AFTERNOON_ENDS_HOUR, EVENT_HORIZON_DAYS, eventReasons, MORNING_ENDS_HOUR, NEAR_KM, NEARBY_KM, vacancyReasons, WEIGHTS } from "./score";
import { DAYS, FLEXIBLE } from "./vocabulary";

const v = vacanciesPublic;
const e = eventsPublic;
const i = initiativesPublic;

/** One ranked page: cards with their "Past bij" reasons and score, the total and the page count. */
export interface RankedPage<Card> {
  items: (Card & { reasons: string[]; score: number })[];
  total: number;
  page: number;
  pageCount: number;
}

/** A profile with its home point (null without a known home postcode). */
export type RankingProfile = VolunteerProfile & { point: Point | null };

/** The profile's home point, from its postcode area. */
export async function withHomePoint(profile: VolunteerProfile): Promise<RankingProfile> {
  const area = profile.home_pc4 ? await postcodeArea(profile.home_pc4) : null;
  return { ...profile, point: area ? { lat: area.lat, lon: area.lon } : null };
}

const points = (weight: number) => sql.raw(String(weight));

function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/** One thing in common: when it holds the row earns `points` (at least 1), else nothing. */
interface Term {
  when: SQL;
  points: SQL;
}

/** `weight` when `condition` holds. */
function term(condition: SQL, weight: number): Term {
  return { when: condition, points: points(weight) };
}

/** The score: the sum of the terms' points. */
function sum(terms: readonly Term[]): SQL<number> {
  if (terms.length === 0) return sql<number>`0`;
  return sql<number>`(${sql.join(
    terms.map(({ when, points }) => sql`(case when ${when} then ${points} else 0 end)`),
    sql` + `,
  )})`;
}

/** "The score is above 0": one of the terms holds, tested without adding points. */
function anyOf(terms: readonly Term[]): SQL {
  return terms.length === 0 ? sql`false` : sql`(${sql.join(
    terms.map(({ when }) => when),
    sql` or `,
  )})`;
}

/**
 * The distance bands: near, nearby, else nothing; a row without a point earns nothing. `withinSql`
 * tests the bounding box first, so most rows never reach the trigonometry.
 */
function distanceTerm(lat: AnyColumn, lon: AnyColumn, point: Point): Term {
  return {
    when: withinSql(lat, lon, point, NEARBY_KM),
    points: sql`(case when ${withinSql(lat, lon, point, NEAR_KM)} then ${points(WEIGHTS.near)} else ${points(WEIGHTS.nearby)} end)`,
  };
}

/** Within the profile's maximum distance, or without a point (national, at home or online). */
function withinReach(lat: AnyColumn, lon: AnyColumn, profile: RankingProfile): SQL | undefined {
  if (!profile.point || profile.max_distance_km === null) return undefined;
  return or(isNull(lat), withinSql(lat, lon, profile.point, profile.max_distance_km));
}

/** `values` as an IN list of untyped parameters, so PostgreSQL reads them as the column's type (no per-row cast of an enum). */
function inList(values: readonly string[]): SQL {
  return sql`(${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;
}

/**
 * "The row's initiative has one of `themes`": a subquery PostgreSQL runs once and probes as a hash,
 * cheaper than joining every candidate row to its initiative.
 */
function initiativeThemeIn(initiativeId: AnyColumn, themes: readonly string[]): SQL {
  return sql`${initiativeId} in (select ${initiatives.id} from ${initiatives} where ${initiatives.theme} in ${inList(themes)})`;
}

/** What a `vacancies_public` row can have in common with `profile`, one term per field it names (the reference: `scoreVacancy`). */
function vacancyTerms(profile: RankingProfile): Term[] {
  const terms: Term[] = [];
  if (profile.themes.length > 0) terms.push(term(initiativeThemeIn(v.initiative_id, profile.themes), WEIGHTS.theme));
  if (profile.categories.length > 0) terms.push(term(sql`${v.category} in ${inList(profile.categories)}`, WEIGHTS.category));
  if (profile.skills.length > 0) {
    // One overlap test first: most vacancies share no skill and skip the count.
    const each = sum(profile.skills.map((skill) => term(sql`${skill}::text = any(${v.skills})`, WEIGHTS.skill)));
    terms.push({ when: sql`${v.skills} && ${textArray(profile.skills)}`, points: each });
  }
  if (profile.availability.length > 0) {
    const overlap = profile.availability.includes(FLEXIBLE)
      ? sql`cardinality(${v.availability}) > 0`
      : sql`${v.availability} && ${textArray([...profile.availability, FLEXIBLE])}`;
    terms.push(term(overlap, WEIGHTS.availability));
  }
  if (profile.commitments.length > 0) terms.push(term(sql`${v.commitment} in ${inList(profile.commitments)}`, WEIGHTS.commitment));
  const suits = profile.suitable_for.filter((value) => value !== "thuis-of-online");
  const suitable = [
    ...(profile.suitable_for.includes("thuis-of-online") ? [sql`${v.is_remote}`] : []),
    ...(suits.length > 0 ? [sql`${v.suitable_for} && ${textArray(suits)}`] : []),
  ];
  if (suitable.length > 0) terms.push(term(sql`(${sql.join(suitable, sql` or `)})`, WEIGHTS.suitableFor));
  if (profile.point) terms.push(distanceTerm(v.lat, v.lon, profile.point));
  return terms;
}

/** The SQL score of a `vacancies_public` row (the reference: `scoreVacancy`). */
export function vacancyScoreSql(profile: RankingProfile): SQL<number> {
  return sum(vacancyTerms(profile));
}

/** The Amsterdam day-part an event starts in, as an availability slug ("zaterdag-ochtend"). */
function eventDayPartSql(): SQL<string> {
  const local = sql`(${e.date} at time zone ${TIME_ZONE})`;
  const days = textArray(DAYS.map(([day]) => day));
  return sql<string>`((${days})[extract(isodow from ${local})::int] || '-' || (case
    when extract(hour from ${local}) < ${points(MORNING_ENDS_HOUR)} then 'ochtend'
    when extract(hour from ${local}) < ${points(AFTERNOON_ENDS_HOUR)} then 'middag'
    else 'avond' end))`;
}

/**
 * What an `events_public` row starting between `from` and `to` can have in common with `profile`
 * (the reference: `scoreEvent`). Outside that window the day-part term is wrong: it knows only the
 * day-parts within it.
 */
function eventTerms(profile: RankingProfile, from: Date, to: Date): Term[] {
  const terms: Term[] = [];
  if (profile.themes.length > 0) {
    const own = sql`${e.theme} in ${inList(profile.themes)}`;
    terms.push(term(sql`(${own} or (${e.theme} is null and ${initiativeThemeIn(e.initiative_id, profile.themes)}))`, WEIGHTS.theme));
  }
  if (profile.availability.includes(FLEXIBLE)) terms.push(term(sql`true`, WEIGHTS.availability));
  else {
    // A binary search of the start among the day-parts' bounds, without a time-zone conversion per row.
    const bounds = dayPartBounds(profile.availability, from, to);
    const list = `{${bounds.map((bound) => bound.toISOString()).join(",")}}`;
    if (bounds.length > 0) terms.push(term(sql`width_bucket(${e.date}, ${list}::timestamptz[]) % 2 = 1`, WEIGHTS.availability));
  }
  if (profile.commitments.includes("eenmalig")) terms.push(term(sql`true`, WEIGHTS.commitment));
  if (profile.point) terms.push(distanceTerm(e.lat, e.lon, profile.point));
  return terms;
}

/** The SQL score of an `events_public` row starting between `from` and `to` (see {@link eventTerms}). */
export function eventScoreSql(profile: RankingProfile, from: Date, to: Date): SQL<number> {
  return sum(eventTerms(profile, from, to));
}

/** The last start an event on "Voor jou" may have: {@link EVENT_HORIZON_DAYS} days from now. */
function horizonOf(now: Date): Date {
  return new Date(now.getTime() + EVENT_HORIZON_DAYS * 86_400_000);
}

const offsetOf = (page: number) => (Math.max(1, page) - 1) * PAGE_SIZE;

// "offset 0" keeps PostgreSQL from merging the scoring subquery into the ranking, so each score is computed once.
const KEEP_SUBQUERY = sql`0` as unknown as number;

/**
 * One page of public vacancies for `profile`, best first: open (no closing date, or one today or
 * later in Amsterdam), not filled, within the maximum distance or without a point, scoring above 0.
 * Two queries at once: the page (see {@link vacancyRankingQuery}) and the count of every vacancy
 * scoring above 0, kept per data version like the lists' counts.
 * @param page 1-based; a page past the end is empty, with total 0
 */
export async function rankVacancies({
  profile,
  page,
  now = new Date(),
}: {
  profile: RankingProfile;
  page: number;
  now?: Date;
}): Promise<RankedPage<ReturnType<typeof toVacancyCard>>> {
  const db = await getDb();
  const counted = db.select({ total: count() }).from(v).where(and(vacancyCandidate(profile, now), anyOf(vacancyTerms(profile))));
  const [rows, matches] = await Promise.all([vacancyRankingQuery(db, profile, page, now), cachedCount(db, counted)]);
  const total = rows.length === 0 ? 0 : matches;
  const items = rows.map((row) => ({ ...withReasons(profile, row), score: Number(row.score) }));
  return { items, total, page, pageCount: pageCount(total) };
}

type RankedVacancyRow = Parameters<typeof toVacancyCard>[0] & {
  theme: Parameters<typeof vacancyReasons>[1]["theme"];
  skills: string[];
  availability: string[];
  commitment: string | null;
  suitable_for: string[];
  is_remote: boolean;
  category: Parameters<typeof vacancyReasons>[1]["category"];
  distance_km: number | string | null;
};

/** A vacancy's card with its "Past bij" reasons for `profile`. */
function withReasons(profile: RankingProfile, { theme, ...row }: RankedVacancyRow) {
  const distance_km = row.distance_km === null ? null : Number(row.distance_km);
  const { skills, availability, commitment, suitable_for } = row;
  const reasons = vacancyReasons(profile, { theme, category: row.category, skills, availability, commitment, suitable_for, is_remote: row.is_remote, distance_km });
  return { ...toVacancyCard({ ...row, distance_km }), reasons };
}

/** The columns a ranked vacancy is read with: its card, what its reasons need and its distance from home. */
function rankedVacancyColumns(profile: RankingProfile) {
  return {
    ...vacancyCardColumns,
    theme: i.theme,
    skills: v.skills,
    availability: v.availability,
    commitment: v.commitment,
    suitable_for: v.suitable_for,
    distance_km: profile.point ? distanceSql(v.lat, v.lon, profile.point) : sql<number | null>`null::float8`,
  };
}

/** A vacancy "Voor jou" may list: open at `now` (Amsterdam day), not filled, within the profile's reach. */
function vacancyCandidate(profile: RankingProfile, now: Date): SQL | undefined {
  return and(or(isNull(v.closes_on), gte(v.closes_on, todayInNetherlands(now))), isNull(v.filled_at), withinReach(v.lat, v.lon, profile));
}

/**
 * The page query of {@link rankVacancies}, unexecuted: the inner part scores every candidate and
 * keeps the page's ids, the outer part reads the cards of only those rows.
 */
export function vacancyRankingQuery(db: Database, profile: RankingProfile, page: number, now: Date) {
  const score = vacancyScoreSql(profile);
  const scored = db
    .select({ id: v.id, created_at: v.created_at, score: score.as("score") })
    .from(v)
    .where(vacancyCandidate(profile, now))
    .offset(KEEP_SUBQUERY)
    .as("scored");
  const ranked = db.$with("ranked").as(
    db
      .select({ id: scored.id, score: scored.score })
      .from(scored)
      .where(gt(scored.score, 0))
      .orderBy(desc(scored.score), desc(scored.created_at), scored.id)
      .limit(PAGE_SIZE)
      .offset(offsetOf(page)),
  );
  return db
    .with(ranked)
    .select({
      ...rankedVacancyColumns(profile),
      score: ranked.score,
    })
    .from(ranked)
    .innerJoin(v, eq(v.id, ranked.id))
    .innerJoin(i, eq(i.id, v.initiative_id))
    .orderBy(desc(ranked.score), desc(v.created_at), v.id);
}

/**
 * One page of public events not over at `now`, not cancelled and starting within {@link EVENT_HORIZON_DAYS} days,
 * for `profile`, best first, within the maximum distance or without a point, scoring above 0; ties
 * go to the soonest. The page and the count at once, as {@link rankVacancies}.
 * @param page 1-based; a page past the end is empty, with total 0
 */
export async function rankEvents({
  profile,
  page,
  now = new Date(),
}: {
  profile: RankingProfile;
  page: number;
  now?: Date;
}): Promise<RankedPage<ReturnType<typeof toEventCard>>> {
  const db = await getDb();
  const earliest = await earliestStartNotOver(now);
  if (earliest === null) return { items: [], total: 0, page, pageCount: 0 };
  const horizon = horizonOf(now);
  const terms = eventTerms(profile, earliest, horizon);
  // The start bound lets the date index skip the past; `ends_at` decides.
  const candidates = and(gte(e.date, earliest), lt(e.date, horizon), upcomingPublicEvent(now), withinReach(e.lat, e.lon, profile));
  const scored = db
    .select({ id: e.id, date: e.date, score: sum(terms).as("score") })
    .from(e)
    .where(candidates)
    .offset(KEEP_SUBQUERY)
    .as("scored");
  const ranked = db.$with("ranked").as(
    db
      .select({ id: scored.id, score: scored.score })
      .from(scored)
      .where(gt(scored.score, 0))
      .orderBy(desc(scored.score), scored.date, scored.id)
      .limit(PAGE_SIZE)
      .offset(offsetOf(page)),
  );
  const pageQuery = db
    .with(ranked)
    .select({
      ...eventCardColumns,
      initiative_theme: i.theme,
      day_part: eventDayPartSql(),
      distance_km: profile.point ? distanceSql(e.lat, e.lon, profile.point) : sql<number | null>`null::float8`,
      score: ranked.score,
    })
    .from(ranked)
    .innerJoin(e, eq(e.id, ranked.id))
    .innerJoin(i, eq(i.id, e.initiative_id))
    .orderBy(desc(ranked.score), e.date, e.id);
  const counted = db.select({ total: count() }).from(e).where(and(candidates, anyOf(terms)));
  const [rows, matches] = await Promise.all([pageQuery, cachedCount(db, counted)]);
  const total = rows.length === 0 ? 0 : matches;
  const items = rows.map(({ initiative_theme, day_part, ...row }) => {
    const distance_km = row.distance_km === null ? null : Number(row.distance_km);
    const reasons = eventReasons(profile, { theme: row.theme ?? initiative_theme, day_part, distance_km });
    return { ...toEventCard({ ...row, distance_km }, now), score: Number(row.score), reasons };
  });
  return { items, total, page, pageCount: pageCount(total) };
}

/**
 * The vacancies "Voor jou" would list for `profile` that became public in `window` (the profile
 * alert), best first: at most `limit` cards with their reasons, and how many there are in all.
 */
export async function listProfileVacanciesPublicIn({
  profile,
  window,
  limit,
  now = new Date(),
}: {
  profile: RankingProfile;
  window: TimeWindow;
  limit: number;
  now?: Date;
}): Promise<{ items: (ReturnType<typeof toVacancyCard> & { reasons: string[] })[]; total: number }> {
  const db = await getDb();
  const score = vacancyScoreSql(profile);
  const rows = await db
    .select({
      ...rankedVacancyColumns(profile),
      total: totalBeforeLimit(),
    })
    .from(v)
    .innerJoin(i, eq(i.id, v.initiative_id))
    .where(and(vacancyCandidate(profile, now), inWindow(v.public_since, window), gt(score, 0)))
    .orderBy(desc(score), desc(v.public_since), v.id)
    .limit(limit);
  const items = rows.map(({ total: _total, ...row }) => withReasons(profile, row));
  return { items, total: rows[0]?.total ?? 0 };
}
