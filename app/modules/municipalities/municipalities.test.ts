import { describe, expect, it } from "vitest";
import { parseEventFilters } from "~/modules/events/filters";
import { parseInitiativeFilters } from "~/modules/initiatives/filters";
import { parseVacancyFilters } from "~/modules/vacancies/filters";
import municipalitiesJson from "~/db/seed/municipalities.json" with { type: "json" };
import { findMunicipality, MUNICIPALITIES, municipalityByName, municipalitySlug, parseMunicipalityParam } from "./municipalities";

const parse = (query: string) => parseMunicipalityParam(new URLSearchParams(query));

describe("municipality slugs", () => {
  it("gives all 342 municipalities a distinct, URL-safe slug", () => {
    expect(MUNICIPALITIES).toHaveLength(342);
    expect(new Set(MUNICIPALITIES.map((m) => m.slug)).size).toBe(342);
    for (const m of MUNICIPALITIES) expect(m.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(MUNICIPALITIES.map((m) => m.name))).toEqual(new Set(municipalitiesJson.map((m) => m.name)));
  });

  it("folds accents, drops punctuation and keeps the article of 's-Gravenhage", () => {
    expect(municipalitySlug("Súdwest-Fryslân")).toBe("sudwest-fryslan");
    expect(municipalitySlug("Bergen (NH.)")).toBe("bergen-nh");
    expect(municipalitySlug("Bergen (L.)")).toBe("bergen-l");
    expect(municipalitySlug("'s-Gravenhage")).toBe("s-gravenhage");
    expect(municipalitySlug("'s-Hertogenbosch")).toBe("s-hertogenbosch");
    expect(municipalitySlug("Nuenen, Gerwen en Nederwetten")).toBe("nuenen-gerwen-en-nederwetten");
    expect(municipalitySlug("Utrecht")).toBe("utrecht");
  });

  it("finds a municipality by slug, exact name or loosely typed name, and nothing else", () => {
    expect(findMunicipality("sudwest-fryslan")?.name).toBe("Súdwest-Fryslân");
    expect(findMunicipality("Súdwest-Fryslân")?.slug).toBe("sudwest-fryslan");
    expect(findMunicipality(" súdwest fryslân ")?.name).toBe("Súdwest-Fryslân");
    expect(findMunicipality("'s-Gravenhage")?.province).toBe("zuid-holland");
    expect(findMunicipality("Bergen")).toBeNull();
    expect(findMunicipality("Den Haag")).toBeNull();
    expect(findMunicipality("")).toBeNull();
    expect(findMunicipality(null)).toBeNull();
    expect(municipalityByName("Utrecht")?.slug).toBe("utrecht");
    expect(municipalityByName("utrecht")).toBeNull();
  });
});

describe("the gemeente list parameter", () => {
  it("reads a slug or a name as the CBS name; empty, 'all' and unknown values are no filter", () => {
    expect(parse("gemeente=utrecht")).toBe("Utrecht");
    expect(parse("gemeente=Bergen+%28NH.%29")).toBe("Bergen (NH.)");
    expect(parse("gemeente=%27s-Hertogenbosch")).toBe("'s-Hertogenbosch");
    expect(parse("")).toBeNull();
    expect(parse("gemeente=")).toBeNull();
    expect(parse("gemeente=all")).toBeNull();
    expect(parse("gemeente=atlantis")).toBeNull();
    expect(parse(`gemeente=${"x".repeat(5000)}`)).toBeNull();
    expect(parse("gemeente=%00utrecht")).toBe("Utrecht");
  });

  it("is part of the filters of all three lists", () => {
    const query = new URLSearchParams("gemeente=sudwest-fryslan");
    expect(parseInitiativeFilters(query).municipality).toBe("Súdwest-Fryslân");
    expect(parseEventFilters(query).municipality).toBe("Súdwest-Fryslân");
    expect(parseVacancyFilters(query).municipality).toBe("Súdwest-Fryslân");
    expect(parseEventFilters(new URLSearchParams("gemeente=onbekend")).municipality).toBeNull();
  });
});
