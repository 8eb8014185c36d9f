/**
 * Alerts of saved searches (docs/product-rules.md#saved-searches, docs/decisions/066-saved-search-alerts.md).
 * A check takes the due searches in batches: per search it reads what became public after the
 * search's `checked_until` and up to the check's moment; then, in one transaction per batch, it
 * moves each `checked_until` on and queues one mail where something is new (never an empty one).
 * The mail is queued in the same transaction as the move, so a crash either leaves both undone (the
 * next check does them) or both done (the mail queue sends it once); a cursor moves only from where
 * the check read it, so two processes never mail the same items. Nothing twice, nothing lost.
 *
 * Periods: "direct" at every check; "daily" from 07:00 and "weekly" from Monday 07:00
 * (Amsterdam), at most one mail per search per period.
 */
import { TZDate } from "@date-fns/tz";
import { startOfWeek, subDays } from "date-fns";
import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { savedSearches, user } from "~/db/schema";
import { type Executor, getDb } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { formatDateTime } from "~/lib/format";
import { logger } from "~/lib/logger.server";
import { enqueueMail } from "~/lib/mail-queue.server";
import type { TimeWindow } from "~/lib/sql.server";
import { TIME_ZONE } from "~/lib/time-zone";
import { getHomePostcode } from "~/modules/accounts/profile.server";
import { parseEventFilters } from "~/modules/events/filters";
import { listEventsPublicIn } from "~/modules/events/queries.server";
import { parseInitiativeFilters } from "~/modules/initiatives/filters";
import { listInitiativesPublicIn } from "~/modules/initiatives/queries.server";
import { getVolunteerProfile } from "~/modules/matching/profile.server";
import { listProfileVacanciesPublicIn, withHomePoint } from "~/modules/matching/ranking.server";
import { resolveNear } from "~/modules/municipalities/places.server";
import { parseVacancyFilters } from "~/modules/vacancies/filters";
import { listVacanciesPublicIn } from "~/modules/vacancies/queries.server";
import { type AlertItem, alertEmail } from "./alert-emails";
import { type AlertFrequency, type SavedSearchKind, savedSearchPath } from "./saved-searches";
import { savedSearchMailParts } from "./topic-mail.server";

/** Items a mail lists; the rest are counted and behind the list link. */
export const ITEMS_PER_ALERT = 10;
/** Searches per transaction. */
const BATCH = 100;
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

/**
 * What became public for `search` in `window`; null when the search cannot be run (its place is
 * unknown, "bij mij" without a home postcode, "profile" without a profile): nothing is mailed.
 */
async function newItemsFor(search: DueSearch, window: TimeWindow, now: Date): Promise<NewItems | null> {
  const params = new URLSearchParams(search.query);
  const home = { homePostcode: () => getHomePostcode({ userId: search.user_id }) };
  const limit = ITEMS_PER_ALERT;
  switch (search.kind) {
    case "initiatives": {
      const filters = await resolveNear(parseInitiativeFilters(params), home);
      if (filters.near?.missing) return null;
      const found = await listInitiativesPublicIn({ filters, window, limit });
      const items = found.items.map((item) => ({
        title: item.name,
        url: `${site()}/initiatief/${item.id}`,
        line: [item.city, item.theme_label].filter(Boolean).join(" · "),
      }));
      return { items, total: found.total };
    }
    case "events": {
      const filters = await resolveNear(parseEventFilters(params), home);
      if (filters.near?.missing) return null;
      const found = await listEventsPublicIn({ filters, window, limit, now });
      const items = found.items.map((item) => ({
        title: item.title,
        url: `${site()}/event/${item.id}`,
        line: [formatDateTime(item.date), item.city].filter(Boolean).join(" · "),
      }));
      return { items, total: found.total };
    }
    case "vacancies": {
      const filters = await resolveNear(parseVacancyFilters(params), home);
      if (filters.near?.missing) return null;
      const found = await listVacanciesPublicIn({ filters, window, limit });
      const items = found.items.map((item) => ({
        title: item.title,
        url: `${site()}/vacature/${item.id}`,
        line: [item.initiative.name, item.place_label].filter(Boolean).join(" · "),
      }));
      return { items, total: found.total };
    }
    case "profile": {
      const profile = await getVolunteerProfile({ userId: search.user_id });
      if (!profile?.exists) return null;
      const found = await listProfileVacanciesPublicIn({ profile: await withHomePoint(profile), window, limit, now });
      const items = found.items.map((item) => ({
        title: item.title,
        url: `${site()}/vacature/${item.id}`,
        line: [item.initiative.name, item.reasons.length > 0 ? `Past bij: ${item.reasons.join(" · ")}` : ""].filter(Boolean).join(" · "),
      }));
      return { items, total: found.total };
    }
  }
}

/** A search's new items, read before the transaction that mails them. */
interface Checked {
  search: DueSearch;
  found: NewItems | null;
}

/**
 * Moves the cursor of `search` to `until` and, when something is new, queues its mail, in `tx`;
 * only when the cursor is still where this check read it, so a search another process checked
 * meanwhile is not mailed twice. @returns whether a mail was queued
 */
async function record(tx: Executor, { search, found }: Checked, until: Date, now: Date): Promise<boolean> {
  const mailed = found !== null && found.total > 0;
  const moved = await tx
    .update(savedSearches)
    .set({ checked_until: until, ...(mailed ? { last_sent_at: now } : {}) })
    .where(and(eq(savedSearches.id, search.id), sql`${savedSearches.checked_until} = ${search.cursor}::timestamptz`))
    .returning({ id: savedSearches.id });
  if (!mailed || moved.length === 0) return false;
  const { unsubscribe, unsubscribeUrl } = savedSearchMailParts(search.user_id, search);
  const listUrl = `${site()}${savedSearchPath(search.kind, search.query)}`;
  const mail = alertEmail({ name: search.member_name, kind: search.kind, searchName: search.name, items: found.items, total: found.total, listUrl, unsubscribe });
  await enqueueMail(tx, { to: search.email, unsubscribeUrl, ...mail });
  return true;
}

/**
 * One check of every due search of `frequency` at `now`, a batch at a time: the batch's new items
 * are read first, then its cursors move and its mails are queued in one transaction.
 * @returns searches checked and mails queued
 * @throws Error when the database fails (the failed batch is left for the next check)
 */
async function checkFrequency(frequency: Exclude<AlertFrequency, "off">, now: Date, signal?: AbortSignal): Promise<{ checked: number; mailed: number }> {
  const db = await getDb();
  const until = new Date(now.getTime() - settleMs());
  const start = periodStart(frequency, now);
  const dueBefore = frequency === "direct" ? until : new Date(Math.min(start.getTime(), until.getTime()));
  let checked = 0;
  let mailed = 0;
  for (;;) {
    if (signal?.aborted) break;
    const due = await db
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
        ),
      )
      .orderBy(asc(savedSearches.checked_until), asc(savedSearches.id))
      .limit(BATCH);
    const results: Checked[] = [];
    for (const search of due) results.push({ search, found: await newItemsFor(search, { after: search.checked_until, until }, now) });
    const sent = await db.transaction(async (tx) => {
      let count = 0;
      for (const result of results) if (await record(tx, result, until, now)) count += 1;
      return count;
    });
    checked += due.length;
    mailed += sent;
    if (due.length < BATCH) break;
  }
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
