/** A vacancy's type beside its category. */
import { describe, expect, it } from "vitest";
import { vacancyTypeNote } from "./labels";

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
