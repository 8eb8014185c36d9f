import { describe, expect, it } from "vitest";
import { formatCount, formatDate, formatDateRange, formatDateTime, formatList, memberBand, memberBandLabel, plural, pluralize, sameLabel } from "./format";

describe("memberBand", () => {
  it.each([
    [null, "1-10"],
    [undefined, "1-10"],
    [0, "1-10"],
    [10, "1-10"],
    [11, "10-50"],
    [50, "10-50"],
    [51, "50-100"],
    [100, "50-100"],
    [101, "100-500"],
    [500, "100-500"],
    [501, "500+"],
    [25000, "500+"],
  ])("%s members → %s", (count, band) => {
    expect(memberBand(count)).toBe(band);
  });

  it("labels the band with 'leden', '1-10 leden' when unknown", () => {
    expect(memberBandLabel(null)).toBe("1-10 leden");
    expect(memberBandLabel(120)).toBe("100-500 leden");
  });
});

describe("date formatting (nl-NL, Europe/Amsterdam)", () => {
  it("formats a long date in Amsterdam time, also across midnight UTC", () => {
    expect(formatDate("2026-03-12T10:00:00Z")).toBe("12 maart 2026");
    // 23:30 UTC on 31 Dec is already 1 January in Amsterdam (UTC+1).
    expect(formatDate("2026-12-31T23:30:00Z")).toBe("1 januari 2027");
  });

  it("formats date and time in summer time (UTC+2)", () => {
    expect(formatDateTime(new Date("2026-07-04T17:30:00Z"))).toBe("zaterdag 4 juli 2026 om 19:30");
  });

  it("shows only the end time for a same-day range", () => {
    expect(formatDateRange("2026-07-04T17:30:00Z", "2026-07-04T19:00:00Z")).toBe(
      "zaterdag 4 juli 2026 om 19:30 – 21:00",
    );
    expect(formatDateRange("2026-07-04T17:30:00Z", "2026-07-05T09:00:00Z")).toBe(
      "zaterdag 4 juli 2026 om 19:30 – zondag 5 juli 2026 om 11:00",
    );
    expect(formatDateRange("2026-07-04T17:30:00Z", null)).toBe("zaterdag 4 juli 2026 om 19:30");
  });
});

describe("formatCount", () => {
  it("writes a whole number as Intl does for nl-NL, without calling it", () => {
    const values = [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10_000, 12_345, 100_000, 999_999, 1_000_000, 1_234_567, 2 ** 31, Number.MAX_SAFE_INTEGER, -1, -999, -1000, -12_345_678];
    for (let n = 0; n < 2000; n += 7) values.push(n * 1013);
    for (const value of values) expect(formatCount(value), String(value)).toBe(value.toLocaleString("nl-NL"));
    expect(formatCount(12345)).toBe("12.345");
  });

  it("leaves a fraction to Intl", () => {
    expect(formatCount(1234.5)).toBe((1234.5).toLocaleString("nl-NL"));
  });
});

describe("plural", () => {
  it("uses the singular for exactly one, the plural otherwise (also for none)", () => {
    expect(plural(1, "vacature", "vacatures")).toBe("vacature");
    expect(plural(0, "vacature", "vacatures")).toBe("vacatures");
    expect(plural(2, "lid", "leden")).toBe("leden");
  });
});

describe("pluralize", () => {
  it("uses the singular for exactly one", () => {
    expect(pluralize(1, "initiatief", "initiatieven")).toBe("1 initiatief");
    expect(pluralize(0, "initiatief", "initiatieven")).toBe("0 initiatieven");
    expect(pluralize(1200, "event", "events")).toBe("1.200 events");
  });
});

describe("formatList", () => {
  it("joins Dutch enumerations with commas and a final 'en'", () => {
    expect(formatList([])).toBe("");
    expect(formatList(["3 events"])).toBe("3 events");
    expect(formatList(["3 events", "1 vacature"])).toBe("3 events en 1 vacature");
    expect(formatList(["3 events", "1 vacature", "2 favorieten"])).toBe("3 events, 1 vacature en 2 favorieten");
  });
});

describe("sameLabel", () => {
  it("ignores case, runs of spaces and outer spaces, and nothing else", () => {
    expect(sameLabel("Buurtmoestuin De Pijp", "Buurtmoestuin De Pijp")).toBe(true);
    expect(sameLabel("  IJSCLUB  Élan ", "ijsclub élan")).toBe(true);
    expect(sameLabel("Repair Café", "Repair Cafe")).toBe(false);
    expect(sameLabel("Stichting A", "Stichting B")).toBe(false);
  });
});
