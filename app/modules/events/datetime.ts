/**
 * Event dates between the form and the database (SPEC.md §5 "Event form"). Members enter start and
 * end in an `<input type="datetime-local">`, whose value is a wall-clock time without a zone
 * ("YYYY-MM-DDTHH:mm"); the product reads it as Dutch time (Europe/Amsterdam, {@link TIME_ZONE})
 * and stores the UTC instant (`timestamptz`). The edit form shows it again as "the first 16
 * characters of the ISO timestamp" (SPEC.md §5) in Amsterdam time, so a member sees the time they
 * typed, whatever the server's or the browser's zone.
 *
 * The zone rules come from @date-fns/tz (TZDate, tzOffset), which reads the runtime's IANA data;
 * there is no hand-written offset table. Daylight saving time:
 * - Gap (last Sunday of March, 02:00 → 03:00): times from 02:00 to 02:59 do not exist in the
 *   Netherlands. They are refused ("nonexistent") rather than silently moved an hour.
 * - Overlap (last Sunday of October, 03:00 → 02:00): times from 02:00 to 02:59 happen twice. The
 *   first occurrence (still summer time, UTC+2) is taken, as JavaScript's Date and Temporal's
 *   "compatible" disambiguation do.
 *
 * Browser-safe: used by the shared form schema and by the server.
 */
import { TZDate, tzOffset } from "@date-fns/tz";
import { type DateInput, TIME_ZONE } from "~/lib/format";

/** "YYYY-MM-DDTHH:mm", optionally with ":ss" (what datetime-local inputs send). */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A wall-clock reading in Amsterdam: calendar fields as people write them (month 1-12). */
export interface LocalDateTimeParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Outcome of reading a datetime-local value as Amsterdam time. */
export type LocalDateTimeResult =
  | { ok: true; instant: Date; parts: LocalDateTimeParts }
  /**
   * "format": not "YYYY-MM-DDTHH:mm" or not a real calendar date and time ("2026-13-45T25:00");
   * "nonexistent": a real date and time that the clocks skip (the spring-forward hour).
   */
  | { ok: false; reason: "format" | "nonexistent" };

/** Whether `date`'s Amsterdam wall clock shows exactly `parts`. */
function showsWallClock(date: TZDate, parts: LocalDateTimeParts): boolean {
  return (
    date.getFullYear() === parts.year &&
    date.getMonth() === parts.month - 1 &&
    date.getDate() === parts.day &&
    date.getHours() === parts.hour &&
    date.getMinutes() === parts.minute &&
    date.getSeconds() === parts.second
  );
}

/**
 * Splits a datetime-local value into its fields when it is a real calendar date and time.
 * @returns null for anything else ("2026-02-30T10:00", "2026-01-01T24:00", "2026-01-01 10:00")
 */
export function parseLocalDateTimeParts(value: string): LocalDateTimeParts | null {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [number, number, number, number, number];
  const second = match[6] === undefined ? 0 : Number(match[6]);
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  // Days per month (and leap years) from the calendar itself: the 30th of February rolls over.
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day, hour, minute, second };
}

/**
 * Reads a datetime-local value as Dutch time (Europe/Amsterdam) and returns the UTC instant.
 * See the module comment for the daylight-saving rules (gap refused, overlap → first occurrence).
 * @param value "YYYY-MM-DDTHH:mm" (or with ":ss"), e.g. "2026-07-15T19:30"
 * @returns the instant (e.g. 2026-07-15T17:30:00Z) with the parsed fields, or why it failed
 */
export function parseLocalDateTime(value: string): LocalDateTimeResult {
  const parts = parseLocalDateTimeParts(value);
  if (!parts) return { ok: false, reason: "format" };
  const resolved = new TZDate(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second, TIME_ZONE);
  // In the spring-forward gap the library moves the time on; the wall clock then differs.
  if (!showsWallClock(resolved, parts)) return { ok: false, reason: "nonexistent" };
  // In the autumn overlap the same reading also happened earlier, before the clocks went back.
  const offsetBefore = tzOffset(TIME_ZONE, new Date(resolved.getTime() - DAY_MS));
  const offsetHere = tzOffset(TIME_ZONE, new Date(resolved.getTime()));
  if (offsetBefore > offsetHere) {
    const earlier = new TZDate(resolved.getTime() - (offsetBefore - offsetHere) * 60_000, TIME_ZONE);
    if (showsWallClock(earlier, parts)) return { ok: true, instant: new Date(earlier.getTime()), parts };
  }
  return { ok: true, instant: new Date(resolved.getTime()), parts };
}

/**
 * The value for a datetime-local input: the first 16 characters of the instant's ISO 8601
 * timestamp in Amsterdam time (SPEC.md §5, edit form), e.g. 2026-07-15T17:30:00Z →
 * "2026-07-15T19:30" (its ISO form in Amsterdam is "2026-07-15T19:30:00.000+02:00").
 * @param value a Date or an ISO 8601 string (loader data may arrive serialised)
 */
export function toLocalDateTimeInput(value: DateInput): string {
  const instant = typeof value === "string" ? new Date(value) : value;
  return new TZDate(instant.getTime(), TIME_ZONE).toISOString().slice(0, 16);
}
