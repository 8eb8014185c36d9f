/** The dates of an event as the server writes them for its card and page (nl-NL, Europe/Amsterdam). */
import { describe, expect, it } from "vitest";
import { withDateLabels, withDetailDateLabels } from "./dates";

describe("withDateLabels and withDetailDateLabels", () => {
  const now = new Date("2026-06-10T10:00:00Z");
  it("add the start, whether the event is over or running and, for the page, start and end as one line", () => {
    const row = { id: "e1", date: new Date("2026-03-12T18:30:00Z"), end_date: new Date("2026-03-12T20:30:00Z") };
    expect(withDateLabels(row, now)).toEqual({ ...row, date_label: "donderdag 12 maart 2026 om 19:30", is_past: true, is_running: false });
    expect(withDetailDateLabels(row, now)).toEqual({
      ...row,
      date_label: "donderdag 12 maart 2026 om 19:30",
      is_past: true,
      is_running: false,
      date_range_label: "donderdag 12 maart 2026 om 19:30 – 21:30",
    });
    const running = withDateLabels({ date: new Date("2026-06-10T06:00:00Z"), end_date: new Date("2026-06-10T12:00:00Z") }, now);
    expect(running).toMatchObject({ is_past: false, is_running: true });
    const ended = withDateLabels({ date: new Date("2026-06-10T06:00:00Z"), end_date: new Date("2026-06-10T09:00:00Z") }, now);
    expect(ended).toMatchObject({ is_past: true, is_running: false });
  });
});
