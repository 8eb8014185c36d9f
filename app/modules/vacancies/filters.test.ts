import { describe, expect, it } from "vitest";
import { parseVacancyFilters } from "./filters";

const parse = (query: string) => parseVacancyFilters(new URLSearchParams(query));

describe("parseVacancyFilters", () => {
  it("reads search, category and page", () => {
    expect(parse("zoek=%20penningmeester%20&categorie=bestuur&gemeente=bergen-nh&pagina=3")).toEqual({
      search: "penningmeester",
      category: "bestuur",
      municipality: "Bergen (NH.)",
      near: null,
      sort: null,
      page: 3,
    });
    expect(parse("categorie=vrijwilliger").category).toBe("vrijwilliger");
    expect(parse("categorie=stage").category).toBe("stage");
  });

  it("treats empty, 'all' and unknown values as no filter", () => {
    expect(parse("")).toEqual({ search: null, category: null, municipality: null, near: null, sort: null, page: 1 });
    expect(parse("zoek=%20%20&categorie=all")).toEqual({ search: null, category: null, municipality: null, near: null, sort: null, page: 1 });
    // Only the filter values count: the stored category "bestuurslid" is not one of them.
    expect(parse("categorie=bestuurslid").category).toBeNull();
    expect(parse("categorie=onzin").category).toBeNull();
    expect(parse("categorie=Stage").category).toBeNull();
  });

  it("falls back to page 1 for a malformed page", () => {
    expect(parse("pagina=0").page).toBe(1);
    expect(parse("pagina=-2").page).toBe(1);
    expect(parse("pagina=abc").page).toBe(1);
    expect(parse("pagina=2.5").page).toBe(1);
  });

  it("caps the search term at 100 characters", () => {
    expect(parse(`zoek=${"a".repeat(150)}`).search).toHaveLength(100);
  });
});
