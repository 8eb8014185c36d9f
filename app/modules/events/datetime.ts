/**
 * Event dates between the datetime-local input (Dutch wall-clock time) and the database (UTC
 * instants), zone rules from @date-fns/tz. Daylight saving: times in the spring gap are refused,
 * times in the autumn overlap take the first occurrence (summer time), as JavaScript's Date does.
 * Browser-safe.
 */
import { TZDate, tzOffset } from "@date-fns/tz";
import { type DateInput, TIME_ZONE } from "~/lib/format";

/** What datetime-local inputs send. */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Month 1-12. */
export interface LocalDateTimeParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export type LocalDateTimeResult =
  | { ok: true; instant: Date; parts: LocalDateTimeParts }
  /** "nonexistent": a real date and time that the clocks skip. */
  | { ok: false; reason: "format" | "nonexistent" };

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

/** @returns null for anything else ("2026-02-30T10:00", "2026-01-01T24:00", "2026-01-01 10:00") */
export function parseLocalDateTimeParts(value: string): LocalDateTimeParts | null {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [number, number, number, number, number];
  const second = match[6] === undefined ? 0 : Number(match[6]);
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  // The 30th of February rolls over.
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day, hour, minute, second };
}

/** Reads a datetime-local value as Dutch time, e.g. "2026-07-15T19:30" → 2026-07-15T17:30:00Z. */
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
 * The datetime-local value of an instant in Amsterdam time, e.g. 2026-07-15T17:30:00Z → "2026-07-15T19:30".
 * @param value a Date or an ISO 8601 string (loader data may arrive serialised)
 */
export function toLocalDateTimeInput(value: DateInput): string {
  const instant = typeof value === "string" ? new Date(value) : value;
  return new TZDate(instant.getTime(), TIME_ZONE).toISOString().slice(0, 16);
}
