/**
 * The SQL side of the rule in app/modules/events/timing.ts: an event is upcoming (or running)
 * while its `ends_at` (a generated column with that rule, indexed) lies after now.
 */
import { desc, gt, lte, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { events } from "~/db/schema";
import { getDb } from "~/lib/db.server";

/**
 * `now` rounded down to its minute. Events start and end on whole minutes (the form takes no
 * seconds), so comparing with the minute decides the same, and the count cache sees one query
 * per minute instead of one per request.
 */
export function currentMinute(now: Date): Date {
  return new Date(Math.floor(now.getTime() / 60_000) * 60_000);
}

/**
 * The condition "not over at `now`" (upcoming or running) on an `ends_at` column of `events` or
 * `events_public`.
 * @param now the current UTC instant
 */
export function notOverAt(endsAt: PgColumn, now: Date): SQL {
  return gt(endsAt, currentMinute(now));
}

/**
 * The latest instant at or before `now` (rounded down to its minute, as {@link notOverAt}) at which
 * an event ended: the moment the set of upcoming events last changed by the clock alone. One
 * backward step through the `ends_at` index. Counts every event, public or not (it only dates
 * feed answers).
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
