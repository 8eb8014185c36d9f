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
      availability: null,
      commitment: null,
      skills: null,
      suitableFor: null,
      withoutVog: false,
      sort: null,
      page: 3,
    });
    expect(parse("categorie=vrijwilliger").category).toBe("vrijwilliger");
    expect(parse("categorie=stage").category).toBe("stage");
  });

  it("treats empty, 'all' and unknown values as no filter", () => {
    const none = { search: null, category: null, municipality: null, near: null, availability: null, commitment: null, skills: null, suitableFor: null, withoutVog: false, sort: null, page: 1 };
    expect(parse("")).toEqual(none);
    expect(parse("zoek=%20%20&categorie=all")).toEqual(none);
    expect(parse("beschikbaarheid=dinsdag-nacht&inzet=altijd&vaardigheid=toveren&geschikt-voor=iedereen&vog=ja")).toEqual(none);
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

  it("reads the matching filters; several skills separated by commas, unknown ones left out", () => {
    expect(parse("beschikbaarheid=dinsdag-avond&inzet=kort&vaardigheid=klussen,toveren,koken&geschikt-voor=thuis-of-online&vog=nee")).toMatchObject({
      availability: "dinsdag-avond",
      commitment: "kort",
      skills: ["klussen", "koken"],
      suitableFor: "thuis-of-online",
      withoutVog: true,
    });
    expect(parse("beschikbaarheid=flexibel").availability).toBe("flexibel");
  });
});
