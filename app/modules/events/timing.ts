/**
 * The one rule for when an event is upcoming, running or over. An event is over once its end has
 * passed; one without an end is over at the end of its start's Amsterdam calendar day. The
 * database keeps the same instant in the generated column `events.ends_at` (app/db/schema/events.ts),
 * which every query that asks "upcoming or past" compares with (`notOverAt` in
 * app/modules/events/timing.server.ts); this module answers the same question for a row in hand.
 */
import { TZDate } from "@date-fns/tz";
import { type DateInput, TIME_ZONE } from "~/lib/format";

/** Where an event stands at an instant: not started, started and not ended, or ended. */
export type EventTiming = "upcoming" | "running" | "past";

const toDate = (value: DateInput) => (typeof value === "string" ? new Date(value) : value);

/**
 * When the event is over (UTC instant): its end, or without one 00:00 Amsterdam time of the day
 * after its start, as the database's `events.ends_at`.
 */
export function eventEndsAt(event: { date: DateInput; end_date: DateInput | null }): Date {
  if (event.end_date) return toDate(event.end_date);
  const local = new TZDate(toDate(event.date).getTime(), TIME_ZONE);
  return new Date(new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + 1, TIME_ZONE).getTime());
}

/**
 * Where the event stands at `now`: "upcoming" before its start, "running" from its start until
 * it is over ({@link eventEndsAt}), "past" from then on.
 * @param now the current instant (UTC)
 */
export function eventTiming(event: { date: DateInput; end_date: DateInput | null }, now: Date = new Date()): EventTiming {
  if (now.getTime() >= eventEndsAt(event).getTime()) return "past";
  return now.getTime() >= toDate(event.date).getTime() ? "running" : "upcoming";
}

/** Whether the event is over at `now` ({@link eventTiming} "past"). */
export function isPastEvent(event: { date: DateInput; end_date: DateInput | null }, now: Date = new Date()): boolean {
  return eventTiming(event, now) === "past";
}
