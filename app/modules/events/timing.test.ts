/** When an event is upcoming, running or over: its end decides, not its start's calendar day. */
import { describe, expect, it } from "vitest";
import { eventEndsAt, eventTiming, isPastEvent } from "./timing";

describe("eventTiming", () => {
  // 14:39 in Amsterdam (summer time).
  const now = new Date("2026-06-10T12:39:00Z");
  const at = (iso: string) => new Date(iso);

  it("is past once the end has passed, even on the same day", () => {
    // 12:00–14:00 Amsterdam time.
    expect(eventTiming({ date: at("2026-06-10T10:00:00Z"), end_date: at("2026-06-10T12:00:00Z") }, now)).toBe("past");
    expect(isPastEvent({ date: at("2026-06-10T10:00:00Z"), end_date: at("2026-06-10T12:00:00Z") }, now)).toBe(true);
    // Ends exactly now: over.
    expect(eventTiming({ date: at("2026-06-10T10:00:00Z"), end_date: now }, now)).toBe("past");
  });

  it("is running from its start until its end", () => {
    expect(eventTiming({ date: at("2026-06-10T11:00:00Z"), end_date: at("2026-06-10T13:00:00Z") }, now)).toBe("running");
    expect(eventTiming({ date: now, end_date: at("2026-06-10T13:00:00Z") }, now)).toBe("running");
    // Started days ago and runs until Friday.
    expect(eventTiming({ date: at("2026-06-08T08:00:00Z"), end_date: at("2026-06-12T16:00:00Z") }, now)).toBe("running");
  });

  it("is upcoming before its start", () => {
    expect(eventTiming({ date: at("2026-06-10T12:40:00Z"), end_date: null }, now)).toBe("upcoming");
    expect(eventTiming({ date: "2026-07-01T10:00:00.000Z", end_date: "2026-07-01T12:00:00.000Z" }, now)).toBe("upcoming");
  });

  it("without an end, runs until the end of its start's Amsterdam day", () => {
    expect(eventTiming({ date: at("2026-06-10T06:00:00Z"), end_date: null }, now)).toBe("running");
    // 23:30 in Amsterdam on 9 June is 21:30 UTC: a day earlier there.
    expect(eventTiming({ date: at("2026-06-09T21:30:00Z"), end_date: null }, now)).toBe("past");
    expect(eventTiming({ date: at("2026-06-09T22:30:00Z"), end_date: null }, now)).toBe("running");
  });
});

describe("eventEndsAt", () => {
  it("is the end, or 00:00 Amsterdam time after the start's day (winter and summer time)", () => {
    expect(eventEndsAt({ date: new Date("2026-06-10T10:00:00Z"), end_date: new Date("2026-06-10T12:00:00Z") })).toEqual(
      new Date("2026-06-10T12:00:00Z"),
    );
    expect(eventEndsAt({ date: new Date("2026-06-10T10:00:00Z"), end_date: null })).toEqual(new Date("2026-06-10T22:00:00Z"));
    expect(eventEndsAt({ date: new Date("2026-01-10T10:00:00Z"), end_date: null })).toEqual(new Date("2026-01-10T23:00:00Z"));
    // The day the clocks go forward (29 March 2026) still ends at its midnight.
    expect(eventEndsAt({ date: new Date("2026-03-29T10:00:00Z"), end_date: null })).toEqual(new Date("2026-03-29T22:00:00Z"));
  });
});
