/** Text search over the public lists, on both databases (docs/decisions/058-dutch-text-search.md). */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { seedMunicipalities } from "~/db/seed/seed.server";
import { parseEventFilters } from "~/modules/events/filters";
import { listEvents } from "~/modules/events/queries.server";
import { parseInitiativeFilters } from "~/modules/initiatives/filters";
import { listInitiatives } from "~/modules/initiatives/queries.server";
import { suggestSearch } from "~/modules/search/suggestions.server";
import { parseVacancyFilters } from "~/modules/vacancies/filters";
import { listVacancies } from "~/modules/vacancies/queries.server";
import { createEvent, createInitiative, createVacancy } from "../../tests/setup/factories";
import { setupTestDatabase } from "../../tests/setup/database";
import { rowsOf } from "./sql.server";
import { searchTerms, withCbsNames } from "./search.server";

const database = setupTestDatabase();

const initiativeNames = async (term: string) =>
  (await listInitiatives({ filters: parseInitiativeFilters(new URLSearchParams({ zoek: term })) })).items.map((i) => i.name);

beforeAll(async () => {
  const db = database.db();
  await seedMunicipalities(db);
  const at = (minutes: number) => new Date(Date.UTC(2024, 0, 1, 0, minutes));
  await createInitiative(db, {
    name: "Buurtmoestuin Op de Heide",
    description: "Samen groente kweken",
    long_description: "Elke zaterdag",
    city: "Blerick",
    municipality: "Venlo",
    province: "limburg",
    created_at: at(1),
  });
  await createInitiative(db, {
    name: "Moestuin De Bonte Bes",
    description: "Een tuin voor de hele wijk",
    long_description: "Groente en fruit",
    created_at: at(2),
  });
  await createInitiative(db, {
    name: "Repair Café Lombok",
    description: "Wij repareren spullen",
    long_description: "Maandelijks",
    created_at: at(3),
  });
  await createInitiative(db, {
    name: "Fietsenmakers Oost",
    description: "Ons repair café helpt vrijwilligers en buren",
    long_description: "Op dinsdag",
    created_at: at(4),
  });
  await createInitiative(db, {
    name: "Voedselbank Noord",
    description: "Pakketten voor wie het nodig heeft",
    long_description: "Elke week",
    city: "'s-Hertogenbosch",
    municipality: "'s-Hertogenbosch",
    province: "noord-brabant",
    created_at: at(5),
  });
  await createInitiative(db, {
    name: "Taalcafé Centrum",
    description: "Nederlands oefenen",
    long_description: "Op woensdag",
    city: "'s-Gravenhage",
    municipality: "'s-Gravenhage",
    province: "zuid-holland",
    created_at: at(6),
  });
});

describe("text search of the lists", () => {
  it("stems Dutch in the configuration: moestuinen matches moestuin", async () => {
    const result = await database
      .db()
      .execute(
        sql`select to_tsvector('public.dutch_unaccent', 'Onze moestuin') @@ websearch_to_tsquery('public.dutch_unaccent', 'moestuinen') as hit`,
      );
    expect(rowsOf<{ hit: boolean }>(result)[0]?.hit).toBe(true);
    expect(await initiativeNames("moestuinen")).toContain("Moestuin De Bonte Bes");
  });

  it("ignores accents", async () => {
    expect((await initiativeNames("repair cafe")).sort()).toEqual(["Fietsenmakers Oost", "Repair Café Lombok"]);
    expect((await initiativeNames("taalcafe")).sort()).toEqual(["Taalcafé Centrum"]);
  });

  it("combines the words across name, place and municipality", async () => {
    expect(await initiativeNames("moestuin venlo")).toEqual(["Buurtmoestuin Op de Heide"]);
    expect(await initiativeNames("blerick groente")).toEqual(["Buurtmoestuin Op de Heide"]);
  });

  it("finds part of a word, and a misspelt word through the trigram suggestion", async () => {
    expect((await initiativeNames("moestuin")).sort()).toEqual(["Buurtmoestuin Op de Heide", "Moestuin De Bonte Bes"]);
    expect(await initiativeNames("moestuinn")).toEqual([]);
    const suggestion = await suggestSearch("initiatives", "moestuinn");
    expect(suggestion).toMatch(/moestuin/i);
    expect((await initiativeNames(suggestion ?? "")).length).toBeGreaterThan(0);
  });

  it("excludes -words and honours quoted phrases", async () => {
    const names = await initiativeNames("moestuin -venlo");
    expect(names).toContain("Moestuin De Bonte Bes");
    expect(names).not.toContain("Buurtmoestuin Op de Heide");
    expect(await initiativeNames('"de bonte bes"')).toEqual(["Moestuin De Bonte Bes"]);
    expect(await initiativeNames('"bes de bonte"')).toEqual([]);
  });

  it("ranks a name match above a description match, whatever the list's own order", async () => {
    // Newest first would put Fietsenmakers Oost (description) before Repair Café Lombok (name).
    expect(await initiativeNames("repair")).toEqual(["Repair Café Lombok", "Fietsenmakers Oost"]);
  });

  it("resolves everyday municipality names to the CBS name", async () => {
    expect(await initiativeNames("Den Bosch")).toEqual(["Voedselbank Noord"]);
    expect(await initiativeNames("voedselbank den bosch")).toEqual(["Voedselbank Noord"]);
    expect(await initiativeNames("den haag")).toEqual(["Taalcafé Centrum"]);
    expect(withCbsNames("Markt in Den  Haag")).toBe("Markt in 's-Gravenhage");
    expect(withCbsNames("denhaag")).toBeNull();
  });

  it("answers any term, however odd, without an error", async () => {
    const odd = ['"', '""', "-", "- -", "'", "!!! & | :* <-> ( )", "\\", "%_", "or", "OR -", '"unclosed phrase', "é", "a".repeat(100), "moestuin ".repeat(11)];
    for (const term of odd) {
      const result = await listInitiatives({ filters: parseInitiativeFilters(new URLSearchParams({ zoek: term })) });
      expect(result.total, term).toBeGreaterThanOrEqual(0);
      const suggestion = await suggestSearch("initiatives", term);
      expect(suggestion === null || typeof suggestion === "string", term).toBe(true);
    }
    expect(await initiativeNames("%_")).toEqual([]);
  });

  it("searches events and vacancies the same way", async () => {
    const db = database.db();
    const owner = await createInitiative(db, { name: "Wijkvereniging Zuid", created_at: new Date(Date.UTC(2023, 0, 1)) });
    await createEvent(db, { initiative_id: owner.id, title: "Repair Café in de bieb", description: "Kom langs", city: "'s-Hertogenbosch" });
    await createVacancy(db, { initiative_id: owner.id, title: "Vrijwilliger moestuin", description: "Help mee in de tuin" });
    const events = await listEvents({ filters: parseEventFilters(new URLSearchParams({ zoek: "repair cafe den bosch" })) });
    expect(events.items.map((e) => e.title)).toEqual(["Repair Café in de bieb"]);
    const vacancies = await listVacancies({ filters: parseVacancyFilters(new URLSearchParams({ zoek: "moestuinen" })) });
    expect(vacancies.items.map((v) => v.title)).toEqual(["Vrijwilliger moestuin"]);
  });
});

describe("Bedoelde je …?", () => {
  it("offers the most similar municipality or item name for a search that found nothing", async () => {
    expect(await initiativeNames("Venol")).toEqual([]);
    expect(await suggestSearch("initiatives", "Venol")).toBe("Venlo");
    expect(await suggestSearch("initiatives", "Moestuin de Bonte Bas")).toBe("Moestuin De Bonte Bes");
    expect(await suggestSearch("vacancies", "vrijwiliger moestuin")).toBe("Vrijwilliger moestuin");
  });

  it("offers nothing when no name is close enough, or only the term itself", async () => {
    expect(await suggestSearch("initiatives", "xylofoon")).toBeNull();
    expect(await suggestSearch("initiatives", "venlo")).toBeNull();
    expect(await suggestSearch("initiatives", "ab")).toBeNull();
  });
});

describe("searchTerms", () => {
  it("splits words, phrases and exclusions as websearch_to_tsquery does, without accents", () => {
    expect(searchTerms('Repair "Café  Oost" -venlo or ab ,tuin,')).toEqual({
      include: [
        { text: "repair", phrase: false },
        { text: "cafe oost", phrase: true },
        { text: "tuin", phrase: false },
      ],
      exclude: ["venlo"],
    });
  });
});
