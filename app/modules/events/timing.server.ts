/** The SQL side of ./timing.ts: an event is upcoming or running while its generated `ends_at` lies after now. */
import { and, desc, gt, isNull, lte, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { events, eventsPublic } from "~/db/schema";
import { cachedRows } from "~/lib/count-cache.server";
import { getDb } from "~/lib/db.server";

/** Events start and end on whole minutes, so this decides the same and the count cache sees one query per minute. */
export function currentMinute(now: Date): Date {
  return new Date(Math.floor(now.getTime() / 60_000) * 60_000);
}

/** "Not over at `now`" on an `ends_at` column of `events` or `events_public`. */
export function notOverAt(endsAt: PgColumn, now: Date): SQL {
  return gt(endsAt, currentMinute(now));
}

/**
 * A public event that is upcoming or running at `now` and not cancelled, on `events_public`: what
 * counts and lists of upcoming events show (docs/product-rules.md#cancelled-events).
 */
export function upcomingPublicEvent(now: Date): SQL {
  return and(notOverAt(eventsPublic.ends_at, now), isNull(eventsPublic.cancelled_at)) as SQL;
}

/**
 * The latest minute at or before `now` at which any event ended: when the upcoming set last changed by the clock alone.
 * @returns a UTC instant, or null when no event has ended yet
 * @throws Error when the database fails
 */
export async function lastEventEnd(now: Date): Promise<Date | null> {
  const db = await getDb();
  const [row] = await db
    .select({ at: events.ends_at })
    .from(events)
    .where(lte(events.ends_at, currentMinute(now)))
    .orderBy(desc(events.ends_at))
    .limit(1);
  return row?.at ?? null;
}

/**
 * An instant before which no event not over at `now` starts, public or not: `now` minus the longest
 * event's duration (an event not over ends after `now`, so it started after that). From memory per
 * data version and minute.
 * @returns a UTC instant, or null when there are no events
 * @throws Error when the database fails
 */
export async function earliestStartNotOver(now: Date): Promise<Date | null> {
  const db = await getDb();
  const [row] = await cachedRows(
    db,
    db.select({ seconds: sql<string | null>`extract(epoch from max(${events.ends_at} - ${events.date}))` }).from(events),
  );
  if (row?.seconds == null) return null;
  return new Date(currentMinute(now).getTime() - Number(row.seconds) * 1000);
}
