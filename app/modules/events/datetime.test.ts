/**
 * Event date-times: the form's "YYYY-MM-DDTHH:mm" in Europe/Amsterdam ↔ UTC instants, in winter
 * time, summer time and on both daylight-saving change days (2026: 29 March and 25 October).
 */
import { describe, expect, it } from "vitest";
import { parseLocalDateTime, parseLocalDateTimeParts, toLocalDateTimeInput } from "./datetime";

const utc = (iso: string) => new Date(iso);

/** The UTC instant of a datetime-local value, or null when it is malformed or does not exist. */
function localDateTimeToUtc(value: string): Date | null {
  const result = parseLocalDateTime(value);
  return result.ok ? result.instant : null;
}

describe("parseLocalDateTime: the instant of a wall-clock reading", () => {
  it("reads winter time as UTC+1", () => {
    expect(localDateTimeToUtc("2026-01-15T19:30")).toEqual(utc("2026-01-15T18:30:00Z"));
    expect(localDateTimeToUtc("2026-12-31T23:59")).toEqual(utc("2026-12-31T22:59:00Z"));
    // Midnight in Amsterdam is still the previous day in UTC.
    expect(localDateTimeToUtc("2027-01-01T00:00")).toEqual(utc("2026-12-31T23:00:00Z"));
  });

  it("reads summer time as UTC+2", () => {
    expect(localDateTimeToUtc("2026-07-15T19:30")).toEqual(utc("2026-07-15T17:30:00Z"));
    expect(localDateTimeToUtc("2026-07-15T00:30")).toEqual(utc("2026-07-14T22:30:00Z"));
  });

  it("accepts seconds (some browsers send them)", () => {
    expect(localDateTimeToUtc("2026-07-15T19:30:15")).toEqual(utc("2026-07-15T17:30:15Z"));
  });

  it("handles the spring-forward day: 02:00-02:59 do not exist, the hours around them do", () => {
    expect(localDateTimeToUtc("2026-03-29T01:59")).toEqual(utc("2026-03-29T00:59:00Z"));
    expect(parseLocalDateTime("2026-03-29T02:00")).toEqual({ ok: false, reason: "nonexistent" });
    expect(parseLocalDateTime("2026-03-29T02:30")).toEqual({ ok: false, reason: "nonexistent" });
    expect(parseLocalDateTime("2026-03-29T02:59")).toEqual({ ok: false, reason: "nonexistent" });
    expect(localDateTimeToUtc("2026-03-29T02:30")).toBeNull();
    expect(localDateTimeToUtc("2026-03-29T03:00")).toEqual(utc("2026-03-29T01:00:00Z"));
    // Same time on the day before and after: plain winter and summer time.
    expect(localDateTimeToUtc("2026-03-28T02:30")).toEqual(utc("2026-03-28T01:30:00Z"));
    expect(localDateTimeToUtc("2026-03-30T02:30")).toEqual(utc("2026-03-30T00:30:00Z"));
  });

  it("handles the fall-back day: 02:00-02:59 happen twice, the first (summer time) is taken", () => {
    expect(localDateTimeToUtc("2026-10-25T01:59")).toEqual(utc("2026-10-24T23:59:00Z"));
    expect(localDateTimeToUtc("2026-10-25T02:00")).toEqual(utc("2026-10-25T00:00:00Z"));
    expect(localDateTimeToUtc("2026-10-25T02:30")).toEqual(utc("2026-10-25T00:30:00Z"));
    expect(localDateTimeToUtc("2026-10-25T02:59")).toEqual(utc("2026-10-25T00:59:00Z"));
    expect(localDateTimeToUtc("2026-10-25T03:00")).toEqual(utc("2026-10-25T02:00:00Z"));
    expect(localDateTimeToUtc("2026-10-26T02:30")).toEqual(utc("2026-10-26T01:30:00Z"));
  });

  it("refuses malformed values and impossible dates", () => {
    for (const value of [
      "",
      "2026-13-45T25:00",
      "2026-02-29T10:00",
      "2026-02-30T10:00",
      "2026-04-31T10:00",
      "2026-01-01T24:00",
      "2026-01-01T23:60",
      "2026-00-10T10:00",
      "2026-01-00T10:00",
      "2026-01-15",
      "2026-01-15 19:30",
      "2026-01-15T19:30Z",
      "2026-01-15T19:30+01:00",
      "15-01-2026T19:30",
      "26-01-15T19:30",
      "<script>alert(1)</script>",
    ]) {
      expect(parseLocalDateTime(value), value).toEqual({ ok: false, reason: "format" });
    }
  });

  it("knows leap days", () => {
    expect(parseLocalDateTimeParts("2028-02-29T12:00")).toEqual({ year: 2028, month: 2, day: 29, hour: 12, minute: 0, second: 0 });
    expect(parseLocalDateTimeParts("2100-02-29T12:00")).toBeNull();
    expect(parseLocalDateTimeParts("2000-02-29T12:00")).not.toBeNull();
  });
});

describe("toLocalDateTimeInput", () => {
  it("gives the first 16 characters of the Amsterdam ISO timestamp", () => {
    expect(toLocalDateTimeInput(utc("2026-01-15T18:30:00Z"))).toBe("2026-01-15T19:30");
    expect(toLocalDateTimeInput(utc("2026-07-15T17:30:00Z"))).toBe("2026-07-15T19:30");
    expect(toLocalDateTimeInput(utc("2026-12-31T23:00:00Z"))).toBe("2027-01-01T00:00");
  });

  it("accepts serialised loader data (ISO strings)", () => {
    expect(toLocalDateTimeInput("2026-07-15T17:30:00.000Z")).toBe("2026-07-15T19:30");
  });

  it("shows the wall clock on both daylight-saving change days", () => {
    expect(toLocalDateTimeInput(utc("2026-03-29T00:59:00Z"))).toBe("2026-03-29T01:59");
    expect(toLocalDateTimeInput(utc("2026-03-29T01:00:00Z"))).toBe("2026-03-29T03:00");
    // Both occurrences of 02:30 on 25 October read 02:30.
    expect(toLocalDateTimeInput(utc("2026-10-25T00:30:00Z"))).toBe("2026-10-25T02:30");
    expect(toLocalDateTimeInput(utc("2026-10-25T01:30:00Z"))).toBe("2026-10-25T02:30");
    expect(toLocalDateTimeInput(utc("2026-10-25T02:00:00Z"))).toBe("2026-10-25T03:00");
  });

  it("round-trips every 5 minutes around both change days and every 6 hours of the year", () => {
    const FIVE_MINUTES = 5 * 60 * 1000;
    const instants: number[] = [];
    for (const [from, to] of [
      [Date.UTC(2026, 2, 28), Date.UTC(2026, 2, 30)],
      [Date.UTC(2026, 9, 24), Date.UTC(2026, 9, 26)],
    ] as const) {
      for (let t = from; t < to; t += FIVE_MINUTES) instants.push(t);
    }
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 6 * 60 * 60 * 1000) instants.push(t);
    for (const t of instants) {
      const local = toLocalDateTimeInput(new Date(t));
      const back = localDateTimeToUtc(local);
      // No instant shows a time in the skipped hour, so every reading converts back.
      expect(back, local).not.toBeNull();
      // In the overlap hour the second occurrence reads back as the first one (an hour earlier).
      expect([t, t - 60 * 60 * 1000]).toContain(back?.getTime());
      expect(toLocalDateTimeInput(back ?? new Date(Number.NaN))).toBe(local);
    }
  });
});
