/**
 * An event's day-part as time ranges: the instants at which a profile's day-parts begin and end in
 * Amsterdam time, so the database tests a start against sorted bounds instead of converting every
 * start to local time. Browser-safe.
 */
import { TZDate } from "@date-fns/tz";
import { TIME_ZONE } from "~/lib/time-zone";
import { AFTERNOON_ENDS_HOUR, MORNING_ENDS_HOUR } from "./score";
import { DAYS } from "./vocabulary";

/** Each day-part's first hour and the hour after its last (24: the next midnight), Amsterdam time. */
const PART_HOURS = [
  ["ochtend", 0, MORNING_ENDS_HOUR],
  ["middag", MORNING_ENDS_HOUR, AFTERNOON_ENDS_HOUR],
  ["avond", AFTERNOON_ENDS_HOUR, 24],
] as const;

/**
 * The instants (UTC) at which the day-parts named in `availability` ("zaterdag-ochtend") begin and
 * end, on every Amsterdam day from the day of `from` through the day of `to`: ascending, touching
 * ranges merged, in pairs [begin, end). An instant lies in one of those day-parts exactly when an
 * odd number of bounds are at or before it, which is SQL's `width_bucket(t, bounds) % 2 = 1`.
 * "flexibel" and unknown values add no range.
 * @returns an empty list when no named day-part falls between `from` and `to`
 */
export function dayPartBounds(availability: readonly string[], from: Date, to: Date): Date[] {
  const wanted = new Set(availability);
  const bounds: number[] = [];
  const first = new TZDate(from.getTime(), TIME_ZONE);
  for (let offset = 0; ; offset++) {
    const midnight = new TZDate(first.getFullYear(), first.getMonth(), first.getDate() + offset, TIME_ZONE);
    if (midnight.getTime() > to.getTime()) break;
    const [day] = DAYS[(midnight.getDay() + 6) % 7]!;
    for (const [part, begin, end] of PART_HOURS) {
      if (!wanted.has(`${day}-${part}`)) continue;
      const at = (hour: number) => new TZDate(midnight.getFullYear(), midnight.getMonth(), midnight.getDate() + Math.floor(hour / 24), hour % 24, 0, TIME_ZONE).getTime();
      const [start, stop] = [at(begin), at(end)];
      if (bounds.at(-1) === start) bounds[bounds.length - 1] = stop;
      else bounds.push(start, stop);
    }
  }
  return bounds.map((time) => new Date(time));
}
