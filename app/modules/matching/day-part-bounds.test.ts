/** The day-parts as bounds agree with an event's day-part read in Amsterdam time, across the clock changes. */
import { describe, expect, it } from "vitest";
import { dayPartBounds } from "./day-part-bounds";
import { AVAILABILITY, FLEXIBLE } from "./vocabulary";

const DAY_SLUGS = ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"];
const weekday = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Amsterdam", weekday: "short" });
const hour = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Amsterdam", hour: "2-digit", hourCycle: "h23" });
const SHORT = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** The reference: the day-part an instant falls in, Amsterdam time (before 12 ochtend, before 18 middag, else avond). */
function dayPartOf(instant: Date): string {
  const day = DAY_SLUGS[SHORT.indexOf(weekday.format(instant))];
  const h = Number(hour.format(instant));
  return `${day}-${h < 12 ? "ochtend" : h < 18 ? "middag" : "avond"}`;
}

/** What `width_bucket(t, bounds) % 2 = 1` says in SQL. */
function inBounds(bounds: readonly Date[], instant: Date): boolean {
  return bounds.filter((bound) => bound.getTime() <= instant.getTime()).length % 2 === 1;
}

describe("dayPartBounds", () => {
  it("holds an instant exactly when its Amsterdam day-part is named, over both clock changes", () => {
    const from = new Date("2026-03-20T10:17:00Z");
    const to = new Date("2026-11-05T00:00:00Z");
    const profiles = [["dinsdag-avond", "zaterdag-ochtend", "zaterdag-middag"], ["zondag-avond", "maandag-ochtend"], ["vrijdag-middag"], AVAILABILITY.filter((value) => value !== FLEXIBLE)];
    for (const availability of profiles) {
      const bounds = dayPartBounds(availability, from, to);
      expect(bounds.map(Number)).toEqual([...bounds.map(Number)].sort((a, b) => a - b));
      const wrong: string[] = [];
      // Every 17 minutes, so each hour of the week is met at many minutes past it.
      for (let time = from.getTime(); time < to.getTime(); time += 17 * 60_000) {
        const instant = new Date(time);
        if (inBounds(bounds, instant) !== availability.includes(dayPartOf(instant))) wrong.push(instant.toISOString());
      }
      expect(wrong, availability.join(",")).toEqual([]);
    }
  });

  it("merges touching day-parts into one range and ignores 'flexibel' and unknown values", () => {
    const from = new Date("2026-12-01T00:00:00Z");
    const to = new Date("2026-12-07T00:00:00Z");
    // Saturday 5 December 2026, Amsterdam is UTC+1: 00:00–18:00 local.
    expect(dayPartBounds(["zaterdag-ochtend", "zaterdag-middag"], from, to).map((bound) => bound.toISOString())).toEqual(["2026-12-04T23:00:00.000Z", "2026-12-05T17:00:00.000Z"]);
    // Saturday evening and Sunday morning touch at midnight.
    expect(dayPartBounds(["zaterdag-avond", "zondag-ochtend"], from, to).map((bound) => bound.toISOString())).toEqual(["2026-12-05T17:00:00.000Z", "2026-12-06T11:00:00.000Z"]);
    expect(dayPartBounds([FLEXIBLE, "zomer-ochtend"], from, to)).toEqual([]);
  });
});
