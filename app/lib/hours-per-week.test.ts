/** Hours per week: what a typed amount means, which numbers are allowed, and how they read. */
import { describe, expect, it } from "vitest";
import { formatHours, HOURS_PER_WEEK, hoursPerWeekLabel, isAllowedHoursPerWeek, parseHoursPerWeek } from "./hours-per-week";

describe("parseHoursPerWeek", () => {
  it.each([
    ["4", 4],
    [" 4 ", 4],
    ["4,5", 4.5],
    ["4.5", 4.5],
    ["0,5", 0.5],
    ["4 uur", 4],
    ["4uur", 4],
    ["4 Uur per week", 4],
    ["2 uren", 2],
    ["25", 25],
    ["2,25", 2.25],
  ])("reads %j as %d", (text, hours) => {
    expect(parseHoursPerWeek(text)).toBe(hours);
  });

  it.each(["", "2-4", "2 - 4 uur", "Minimaal 3 uur", "in overleg", "4 uur per maand", "4,", ",5", "1e1", "-4", "4,5,6", "vier"])(
    "finds no single number in %j",
    (text) => {
      expect(parseHoursPerWeek(text)).toBeNull();
    },
  );
});

describe("isAllowedHoursPerWeek", () => {
  it("allows 0.5 to 20 in steps of 0.5", () => {
    expect(HOURS_PER_WEEK).toEqual({ min: 0.5, max: 20, step: 0.5 });
    for (const hours of [0.5, 1, 2.5, 19.5, 20]) expect(isAllowedHoursPerWeek(hours)).toBe(true);
    for (const hours of [0, 0.25, 2.3, 20.5, 21, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(isAllowedHoursPerWeek(hours)).toBe(false);
  });
});

describe("hoursPerWeekLabel", () => {
  it("writes the hours with a Dutch decimal comma, the note after them or alone", () => {
    expect(formatHours(2.5)).toBe("2,5");
    expect(hoursPerWeekLabel(4, null)).toBe("4 uur per week");
    expect(hoursPerWeekLabel(2.5, null)).toBe("2,5 uur per week");
    expect(hoursPerWeekLabel(4, "in overleg")).toBe("4 uur per week, in overleg");
    expect(hoursPerWeekLabel(null, "2-4 uur, wisselend")).toBe("2-4 uur, wisselend");
    expect(hoursPerWeekLabel(4, "  ")).toBe("4 uur per week");
    expect(hoursPerWeekLabel(null, null)).toBeNull();
  });
});
