/** The dates of an event as the server writes them for its card and page (nl-NL, Europe/Amsterdam). */
import { describe, expect, it } from "vitest";
import { isPastEvent, withDateLabels, withDetailDateLabels } from "./dates";

describe("isPastEvent (Amsterdam calendar days, like the events list)", () => {
  const now = new Date("2026-06-10T10:00:00Z");
  it("is past only when it ended on an earlier day", () => {
    expect(isPastEvent({ date: new Date("2026-06-09T18:00:00Z"), end_date: null }, now)).toBe(true);
    // Earlier today: still listed among the upcoming events, so not marked.
    expect(isPastEvent({ date: new Date("2026-06-10T06:00:00Z"), end_date: null }, now)).toBe(false);
    // Started before today but still running.
    expect(isPastEvent({ date: new Date("2026-06-08T08:00:00Z"), end_date: new Date("2026-06-12T16:00:00Z") }, now)).toBe(false);
    // 23:30 in Amsterdam on 9 June is 21:30 UTC: a day earlier there.
    expect(isPastEvent({ date: new Date("2026-06-09T21:30:00Z"), end_date: null }, now)).toBe(true);
    expect(isPastEvent({ date: new Date("2026-06-09T22:30:00Z"), end_date: null }, now)).toBe(false);
  });
});

describe("withDateLabels and withDetailDateLabels", () => {
  const now = new Date("2026-06-10T10:00:00Z");
  it("add the start, whether the event is over and, for the page, start and end as one line", () => {
    const row = { id: "e1", date: new Date("2026-03-12T18:30:00Z"), end_date: new Date("2026-03-12T20:30:00Z") };
    expect(withDateLabels(row, now)).toEqual({ ...row, date_label: "donderdag 12 maart 2026 om 19:30", is_past: true });
    expect(withDetailDateLabels(row, now)).toEqual({
      ...row,
      date_label: "donderdag 12 maart 2026 om 19:30",
      is_past: true,
      date_range_label: "donderdag 12 maart 2026 om 19:30 – 21:30",
    });
    expect(withDateLabels({ date: new Date("2026-06-10T06:00:00Z"), end_date: null }, now).is_past).toBe(false);
  });
});
