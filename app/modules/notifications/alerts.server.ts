/**
 * Alerts of saved searches (docs/product-rules.md#saved-searches, docs/decisions/066-saved-search-alerts.md,
 * docs/decisions/070-alert-matching-in-one-statement.md). A check takes the due searches in batches.
 * Per batch it reads, for every search, what became public after the search's `checked_until` and
 * up to the check's moment: the searches of one list in one statement, each with the list's own
 * WHERE clause over only the new rows. Then, in one transaction, it moves each `checked_until` on
 * and queues one mail where something is new (never an empty one).
 * The mail is queued in the same transaction as the move, so a crash either leaves both undone (the
 * next check does them) or both done (the mail queue sends it once); a cursor moves only from where
 * the check read it, so two processes never mail the same items. Nothing twice, nothing lost.
 *
 * Periods: "direct" at every check; "daily" from 07:00 and "weekly" from Monday 07:00
 * (Amsterdam), at most one mail per search per period.
 */
import { TZDate } from "@date-fns/tz";
import { startOfWeek, subDays } from "date-fns";
import { and, asc, eq, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { PgView } from "drizzle-orm/pg-core";
import { eventsPublic, initiativesPublic, savedSearches, user, vacanciesPublic } from "~/db/schema";
import { type Executor, getDb } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { formatDateTime } from "~/lib/format";
import { logger } from "~/lib/logger.server";
import { NEAR_ME, type NearFilter } from "~/lib/list-params";
import { enqueueMails, registerMailTemplate, type TemplatedMail } from "~/lib/mail-queue.server";
import { rowsOf, type TimeWindow } from "~/lib/sql.server";
import { TIME_ZONE } from "~/lib/time-zone";
import { type WindowMatches, matchesInWindows, type WindowSearch } from "~/lib/window-matches.server";
import { getHomePostcode } from "~/modules/accounts/profile.server";
import { parseEventFilters } from "~/modules/events/filters";
import { eventListConditions, listEventCardsByIds } from "~/modules/events/queries.server";
import { parseInitiativeFilters } from "~/modules/initiatives/filters";
import { initiativeListConditions, listInitiativeCardsByIds } from "~/modules/initiatives/queries.server";
import { getVolunteerProfile } from "~/modules/matching/profile.server";
import { listProfileVacanciesPublicIn, withHomePoint } from "~/modules/matching/ranking.server";
import { resolveNear } from "~/modules/municipalities/places.server";
import { parseVacancyFilters } from "~/modules/vacancies/filters";
import { listVacancyCardsByIds, vacancyListConditions } from "~/modules/vacancies/queries.server";
import { type AlertItem, alertEmail } from "./alert-emails";
import { type AlertFrequency, type ListKind, type SavedSearchKind, savedSearchPath } from "./saved-searches";
import { savedSearchMailParts } from "./topic-mail.server";

/** Items a mail lists; the rest are counted and behind the list link. */
export const ITEMS_PER_ALERT = 10;
/** Searches per batch: read in one statement per list, recorded in one transaction. */
const BATCH = 500;
/** The hour (Amsterdam) daily and weekly periods start. */
export const ALERT_HOUR = 7;
/**
 * Items public in the last moments are left for the next check: a transaction that started earlier
 * may commit after this check read, and its items must not fall behind the moved cursor (ms).
 */
const SETTLE_MS = 60_000;

/** When the current period of `frequency` began at `now` (UTC); for "direct" `now` itself. */
export function periodStart(frequency: AlertFrequency, now: Date): Date {
  if (frequency === "direct" || frequency === "off") return now;
  const local = new TZDate(now.getTime(), TIME_ZONE);
  let start = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), ALERT_HOUR, 0, 0, TIME_ZONE);
  if (frequency === "weekly") start = new TZDate(startOfWeek(start, { weekStartsOn: 1 }).setHours(ALERT_HOUR, 0, 0, 0), TIME_ZONE);
  if (start.getTime() > now.getTime()) start = new TZDate(subDays(start, frequency === "weekly" ? 7 : 1).getTime(), TIME_ZONE);
  return new Date(start.getTime());
}

/** How long items settle before a check reads them (ms): a minute, or less when checks are more often. */
export function settleMs(): number {
  return Math.min(SETTLE_MS, env().ALERT_CHECK_SECONDS * 1000);
}

interface DueSearch {
  id: string;
  user_id: string;
  kind: SavedSearchKind;
  name: string;
  query: string;
  checked_until: Date;
  /** `checked_until` exactly as stored (microseconds; a Date keeps milliseconds), for the compare-and-set. */
  cursor: string;
  member_name: string;
  email: string;
}

interface NewItems {
  items: AlertItem[];
  total: number;
}

const site = () => env().SITE_URL;

/** How one list takes part in a check: its filters, its WHERE clause over its public view, and its cards as mail items. */
interface ListSource {
  view: PgView;
  /** The list's filters of a stored query, with `bij` resolved by `resolve`; null when the search cannot run. */
  filters: (params: URLSearchParams, resolve: PlaceResolver) => Promise<{ near: NearFilter | null } | null>;
  where: (filters: never, now: Date) => SQL | undefined | Promise<SQL | undefined>;
  items: (ids: string[]) => Promise<Map<string, AlertItem>>;
}

type PlaceResolver = <Filters extends { near: NearFilter | null }>(filters: Filters) => Promise<Filters | null>;

const byId = <Card extends { id: string }>(cards: Card[], item: (card: Card) => AlertItem) => new Map(cards.map((card) => [card.id, item(card)]));

const LIST_SOURCES: Record<ListKind, ListSource> = {
  initiatives: {
    view: initiativesPublic,
    filters: (params, resolve) => resolve(parseInitiativeFilters(params)),
    where: initiativeListConditions,
    items: async (ids) =>
      byId(await listInitiativeCardsByIds(ids), (item) => ({
        title: item.name,
        url: `${site()}/initiatief/${item.id}`,
        line: [item.city, item.theme_label].filter(Boolean).join(" · "),
      })),
  },
  events: {
    view: eventsPublic,
    filters: (params, resolve) => resolve(parseEventFilters(params)),
    where: eventListConditions,
    items: async (ids) =>
      byId(await listEventCardsByIds(ids), (item) => ({
        title: item.title,
        url: `${site()}/event/${item.id}`,
        line: [formatDateTime(item.date), item.city].filter(Boolean).join(" · "),
      })),
  },
  vacancies: {
    view: vacanciesPublic,
    filters: (params, resolve) => resolve(parseVacancyFilters(params)),
    where: vacancyListConditions,
    items: async (ids) =>
      byId(await listVacancyCardsByIds(ids), (item) => ({
        title: item.title,
        url: `${site()}/vacature/${item.id}`,
        line: [item.initiative.name, item.place_label].filter(Boolean).join(" · "),
      })),
  },
};

/**
 * `bij` of a search resolved once per check for all searches naming the same place (or, for "bij
 * mij", the same member): a place is a database lookup, and many searches name the same one.
 */
function placeResolverFor(cache: Map<string, Promise<NearFilter | null>>, userId: string): PlaceResolver {
  return async (filters) => {
    const near = filters.near;
    if (!near) return filters;
    const text = near.text.toLowerCase();
    const key = text === NEAR_ME ? `${NEAR_ME}:${userId}` : `place:${text}`;
    let resolved = cache.get(key);
    if (!resolved) {
      resolved = resolveNear({ near }, { homePostcode: () => getHomePostcode({ userId }) }).then((result) => result.near);
      cache.set(key, resolved);
    }
    const found = await resolved;
    if (!found || found.missing) return null;
    return { ...filters, near: { ...near, place: found.place, missing: null } };
  };
}

/** New vacancies for a "profile" search; null without a profile (nothing is mailed). */
async function newProfileItems(search: DueSearch, window: TimeWindow, now: Date): Promise<NewItems | null> {
  const profile = await getVolunteerProfile({ userId: search.user_id });
  if (!profile?.exists) return null;
  const found = await listProfileVacanciesPublicIn({ profile: await withHomePoint(profile), window, limit: ITEMS_PER_ALERT, now });
  const items = found.items.map((item) => ({
    title: item.title,
    url: `${site()}/vacature/${item.id}`,
    line: [item.initiative.name, item.reasons.length > 0 ? `Past bij: ${item.reasons.join(" · ")}` : ""].filter(Boolean).join(" · "),
  }));
  return { items, total: found.total };
}

/** What one check of a frequency looked up already: places by name, and what identical searches found. */
interface CheckMemo {
  places: Map<string, Promise<NearFilter | null>>;
  matches: Map<string, WindowMatches>;
}

/**
 * What became public for each of `due` after its cursor and up to `until`; null for a search that
 * cannot be run (its place is unknown, "bij mij" without a home postcode, "profile" without a
 * profile): nothing is mailed. The searches of a list run together in one statement.
 */
async function newItemsOf(due: DueSearch[], until: Date, now: Date, memo: CheckMemo): Promise<(NewItems | null)[]> {
  const db = await getDb();
  const found: (NewItems | null)[] = due.map(() => null);
  for (const [kind, source] of Object.entries(LIST_SOURCES) as [ListKind, ListSource][]) {
    const positions: number[] = [];
    const searches: WindowSearch[] = [];
    for (const [position, search] of due.entries()) {
      if (search.kind !== kind) continue;
      const filters = await source.filters(new URLSearchParams(search.query), placeResolverFor(memo.places, search.user_id));
      if (!filters) continue;
      positions.push(position);
      searches.push({ where: await source.where(filters as never, now), after: search.checked_until });
    }
    const matches = await matchesInWindows(db, { view: source.view, searches, until, limit: ITEMS_PER_ALERT, cache: memo.matches });
    const items = await source.items([...new Set(matches.flatMap((match) => match.ids))]);
    for (const [n, match] of matches.entries()) {
      // An item hidden between the two reads is left out of the mail, as the list leaves it out.
      const listed = match.ids.flatMap((id) => items.get(id) ?? []);
      found[positions[n]!] = { items: listed, total: match.total - (match.ids.length - listed.length) };
    }
  }
  for (const [position, search] of due.entries()) {
    if (search.kind === "profile") found[position] = await newProfileItems(search, { after: search.checked_until, until }, now);
  }
  return found;
}

/** A search's new items, read before the transaction that mails them. */
interface Checked {
  search: DueSearch;
  found: NewItems | null;
}

/**
 * Moves the cursor of every checked search to `until` and queues the mail of each that found
 * something, in `tx`; a cursor moves only when it is still where this check read it, so a search
 * another process checked meanwhile is not mailed twice. @returns how many mails were queued
 */
async function record(tx: Executor, checked: Checked[], until: Date, now: Date): Promise<number> {
  if (checked.length === 0) return 0;
  const rows = sql.join(
    checked.map(({ search, found }) => sql`(${search.id}::uuid, ${search.cursor}::timestamptz, ${found !== null && found.total > 0}::boolean)`),
    sql`, `,
  );
  const moved = rowsOf<{ id: string }>(
    await tx.execute(sql`update ${savedSearches} set checked_until = ${until.toISOString()}::timestamptz,
        last_sent_at = case when checked.mailed then ${now.toISOString()}::timestamptz else ${savedSearches.last_sent_at} end
      from (values ${rows}) as checked(id, cursor, mailed)
      where ${savedSearches.id} = checked.id and ${savedSearches.checked_until} = checked.cursor
      returning ${savedSearches.id} as id`),
  );
  const movedIds = new Set(moved.map((row) => row.id));
  const mails = checked.flatMap(({ search, found }): TemplatedMail[] => {
    if (!found || found.total === 0 || !movedIds.has(search.id)) return [];
    const props: AlertMailProps = {
      userId: search.user_id,
      search: { id: search.id, name: search.name, kind: search.kind, query: search.query },
      memberName: search.member_name,
      items: found.items,
      total: found.total,
    };
    return [{ to: search.email, template: ALERT_TEMPLATE, props }];
  });
  await enqueueMails(tx, mails);
  return mails.length;
}

/** The queued alert: rendered when the queue sends it, not by the check (ADR 070). */
interface AlertMailProps {
  userId: string;
  search: { id: string; name: string; kind: SavedSearchKind; query: string };
  memberName: string;
  items: AlertItem[];
  total: number;
}

const ALERT_TEMPLATE = "saved-search-alert";

registerMailTemplate(ALERT_TEMPLATE, ({ userId, search, memberName, items, total }: AlertMailProps) => {
  const { unsubscribe, unsubscribeUrl } = savedSearchMailParts(userId, search);
  const listUrl = `${site()}${savedSearchPath(search.kind, search.query)}`;
  return { unsubscribeUrl, ...alertEmail({ name: memberName, kind: search.kind, searchName: search.name, items, total, listUrl, unsubscribe }) };
});

/** Batches of one check in progress at once: one is built in this process while another runs in the database. */
const BATCHES_IN_FLIGHT = 2;

/**
 * One check of every due search of `frequency` at `now`, in batches: a batch's new items are read
 * first, then its cursors move and its mails are queued in one transaction. Batches are
 * taken in cursor order and after the last one taken (not re-read after their cursors moved), so
 * {@link BATCHES_IN_FLIGHT} of them can be under way at once.
 * @returns searches checked and mails queued
 * @throws Error when the database fails (a failed batch is left for the next check)
 */
async function checkFrequency(frequency: Exclude<AlertFrequency, "off">, now: Date, signal?: AbortSignal): Promise<{ checked: number; mailed: number }> {
  const db = await getDb();
  const until = new Date(now.getTime() - settleMs());
  const start = periodStart(frequency, now);
  const dueBefore = frequency === "direct" ? until : new Date(Math.min(start.getTime(), until.getTime()));
  const memo: CheckMemo = { places: new Map(), matches: new Map() };
  let checked = 0;
  let mailed = 0;
  let after: DueSearch | undefined;
  const inFlight = new Set<Promise<void>>();
  const failures: unknown[] = [];
  const checkBatch = async (due: DueSearch[]) => {
    const found = await newItemsOf(due, until, now, memo);
    const results = due.map((search, position) => ({ search, found: found[position] ?? null }));
    const sent = await db.transaction((tx) => record(tx, results, until, now));
    mailed += sent;
    checked += due.length;
  };
  try {
    for (;;) {
      if (signal?.aborted || failures.length > 0) break;
      const due: DueSearch[] = await db
        .select({
          id: savedSearches.id,
          user_id: savedSearches.user_id,
          kind: sql<SavedSearchKind>`${savedSearches.kind}`,
          name: savedSearches.name,
          query: savedSearches.query,
          checked_until: savedSearches.checked_until,
          cursor: sql<string>`${savedSearches.checked_until}::text`,
          member_name: user.name,
          email: user.email,
        })
        .from(savedSearches)
        .innerJoin(user, eq(user.id, savedSearches.user_id))
        .where(
          and(
            eq(savedSearches.frequency, frequency),
            lt(savedSearches.checked_until, dueBefore),
            frequency === "direct" ? undefined : or(isNull(savedSearches.last_sent_at), lt(savedSearches.last_sent_at, start)),
            eq(user.emailVerified, true),
            isNull(user.blockedAt),
            after ? sql`(${savedSearches.checked_until}, ${savedSearches.id}) > (${after.cursor}::timestamptz, ${after.id}::uuid)` : undefined,
          ),
        )
        .orderBy(asc(savedSearches.checked_until), asc(savedSearches.id))
        .limit(BATCH);
      if (due.length === 0) break;
      after = due.at(-1);
      const work: Promise<void> = checkBatch(due)
        .catch((error: unknown) => {
          failures.push(error);
        })
        .finally(() => inFlight.delete(work));
      inFlight.add(work);
      if (inFlight.size >= BATCHES_IN_FLIGHT) await Promise.race(inFlight);
      if (due.length < BATCH) break;
    }
  } finally {
    await Promise.all(inFlight);
  }
  if (failures.length > 0) throw failures[0];
  return { checked, mailed };
}

/**
 * Checks every due saved search at `now`: direct ones always, daily and weekly ones once their
 * period has started and they had no mail in it.
 * @returns searches checked and mails queued
 * @throws Error when the database fails
 */
export async function checkSavedSearches(now: Date = new Date(), signal?: AbortSignal): Promise<{ checked: number; mailed: number }> {
  let checked = 0;
  let mailed = 0;
  for (const frequency of ["direct", "daily", "weekly"] as const) {
    const result = await checkFrequency(frequency, now, signal);
    checked += result.checked;
    mailed += result.mailed;
  }
  return { checked, mailed };
}

let timer: NodeJS.Timeout | undefined;
let running: Promise<unknown> | undefined;

/** Checks the saved searches every `ALERT_CHECK_SECONDS` in this process; one check at a time. */
export function startSavedSearchAlerts(): void {
  if (timer) return;
  timer = setInterval(() => {
    if (running) return;
    running = checkSavedSearches()
      .catch((error: unknown) => logger.error({ err: error }, "saved search alerts failed"))
      .finally(() => {
        running = undefined;
      });
  }, env().ALERT_CHECK_SECONDS * 1000);
  timer.unref();
}

export async function stopSavedSearchAlerts(): Promise<void> {
  if (timer) clearInterval(timer);
  timer = undefined;
  await running;
}
