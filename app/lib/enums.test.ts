import { describe, expect, it } from "vitest";
import {
  enumOptions,
  eventTypeLabels,
  eventTypes,
  formalities,
  informalTypes,
  legalForms,
  parseEnum,
  provinceLabels,
  provinces,
  scopes,
  themes,
  vacancyCategories,
  vacancyCategoriesForFilter,
  type VacancyCategory,
  vacancyCategoryFilterLabels,
  vacancyCategoryFilters,
  vacancyCategoryLabels,
} from "./enums";

describe("enumerations", () => {
  it("hold the spec's values", () => {
    expect(formalities).toEqual(["formeel", "informeel"]);
    expect(legalForms).toEqual(["vereniging", "stichting", "cooperatie", "bv", "vof", "eenmanszaak"]);
    expect(informalTypes).toEqual(["buurtgroep", "werkgroep", "bewonersinitiatie", "actiegroep", "belangengroep", "overig"]);
    expect(themes).toEqual(["energie", "voedsel", "zorg", "onderwijs", "cultuur", "natuur", "wonen", "mobiliteit", "economie"]);
    expect(scopes).toEqual(["nationaal", "provinciaal", "gemeentelijk", "plaats", "wijk", "straat", "overig_lokaal"]);
    expect(provinces).toHaveLength(12);
    expect(Object.keys(provinceLabels).sort()).toEqual([...provinces].sort());
  });

  it("merge the form and filter lists of event types (ADR 003)", () => {
    for (const type of ["workshop", "bijeenkomst", "actie", "festival", "overig"]) expect(eventTypes).toContain(type);
    expect(eventTypes).toContain("training");
    expect(Object.keys(eventTypeLabels)).toEqual([...eventTypes]);
  });

  it("let the vacancy filter 'bestuur' find the stored category 'bestuurslid'", () => {
    expect(vacancyCategories).toEqual(["vrijwilliger", "bestuurslid", "stage"]);
    expect(vacancyCategoryFilters).toEqual(["vrijwilliger", "bestuur", "stage"]);
    expect(vacancyCategoriesForFilter("bestuur")).toEqual(["bestuurslid"]);
    expect(vacancyCategoriesForFilter("stage")).toEqual(["stage"]);
    for (const filter of vacancyCategoryFilters) {
      for (const category of vacancyCategoriesForFilter(filter)) expect(vacancyCategories).toContain(category);
    }
  });

  it("label each vacancy category once: the filter says what the badge says", () => {
    expect(vacancyCategoryFilterLabels).toEqual({ vrijwilliger: "Vrijwilliger", bestuur: "Bestuurslid", stage: "Stage" });
    for (const filter of vacancyCategoryFilters) {
      const [category] = vacancyCategoriesForFilter(filter);
      expect(vacancyCategoryFilterLabels[filter]).toBe(vacancyCategoryLabels[category as VacancyCategory]);
    }
  });

  it("enumOptions gives [value, label] pairs in declaration order", () => {
    const pairs = enumOptions(provinceLabels);
    expect(pairs).toHaveLength(12);
    expect(pairs[0]).toEqual(["noord-holland", "Noord-Holland"]);
    expect(pairs.map(([value]) => value)).toEqual([...provinces]);
  });

  it("parseEnum accepts only members", () => {
    expect(parseEnum(themes, "zorg")).toBe("zorg");
    expect(parseEnum(themes, "Zorg")).toBeNull();
    expect(parseEnum(themes, null)).toBeNull();
    expect(parseEnum(themes, "__proto__")).toBeNull();
  });
});
