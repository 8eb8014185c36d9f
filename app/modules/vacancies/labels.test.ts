/** A vacancy's type beside its category, and its hours per week as a line. */
import { describe, expect, it } from "vitest";
import { hoursPerWeekLabel, vacancyTypeNote } from "./labels";

describe("vacancyTypeNote", () => {
  it.each([
    ["Vrijwilligerswerk", "vrijwilliger"],
    ["vrijwilliger", "vrijwilliger"],
    ["Bestuursfunctie", "bestuurslid"],
    [" Bestuurslid ", "bestuurslid"],
    ["Stage", "stage"],
    ["Stageplek", "stage"],
    ["   ", "stage"],
  ] as const)("hides %j under %s: it only restates the category", (type, category) => {
    expect(vacancyTypeNote(type, category)).toBeNull();
  });

  it.each([
    ["Meewerken bij een event", "vrijwilliger"],
    ["Penningmeester", "bestuurslid"],
    ["Vrijwilligerswerk", "stage"],
    ["Meewerkstage", "stage"],
  ] as const)("shows %j under %s", (type, category) => {
    expect(vacancyTypeNote(type, category)).toBe(type);
  });
});

describe("hoursPerWeekLabel", () => {
  it("adds the unit once", () => {
    expect(hoursPerWeekLabel("3")).toBe("3 uur per week");
    expect(hoursPerWeekLabel("2-4")).toBe("2-4 uur per week");
    expect(hoursPerWeekLabel("3 uur")).toBe("3 uur per week");
    expect(hoursPerWeekLabel("3 uur per week")).toBe("3 uur per week");
  });
});
