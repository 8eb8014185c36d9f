/**
 * The one rule for when an event is upcoming, running or over: over once its end has passed, or
 * without an end at the end of its start's Amsterdam day. The database mirrors it in `events.ends_at`.
 */
import { TZDate } from "@date-fns/tz";
import { type DateInput, TIME_ZONE } from "~/lib/format";

export type EventTiming = "upcoming" | "running" | "past";

const toDate = (value: DateInput) => (typeof value === "string" ? new Date(value) : value);

/** The UTC instant it is over: its end, or 00:00 Amsterdam time of the day after its start. */
export function eventEndsAt(event: { date: DateInput; end_date: DateInput | null }): Date {
  if (event.end_date) return toDate(event.end_date);
  const local = new TZDate(toDate(event.date).getTime(), TIME_ZONE);
  return new Date(new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + 1, TIME_ZONE).getTime());
}

/** "running" from its start until {@link eventEndsAt}. */
export function eventTiming(event: { date: DateInput; end_date: DateInput | null }, now: Date = new Date()): EventTiming {
  if (now.getTime() >= eventEndsAt(event).getTime()) return "past";
  return now.getTime() >= toDate(event.date).getTime() ? "running" : "upcoming";
}

export function isPastEvent(event: { date: DateInput; end_date: DateInput | null }, now: Date = new Date()): boolean {
  return eventTiming(event, now) === "past";
}
