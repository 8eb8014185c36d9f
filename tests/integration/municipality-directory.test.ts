/**
 * The /gemeenten overview (docs/product-rules.md#municipalities): finding municipalities by what
 * people type, the counts per municipality (the same as each municipality page, kept per data
 * version), and the municipality page every card and detail page links its place to.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { initiatives } from "~/db/schema";
import { seedMunicipalities } from "~/db/seed/seed.server";
import { provinces } from "~/lib/enums";
import { getEvent, listEvents } from "~/modules/events/queries.server";
import { parseEventFilters } from "~/modules/events/filters";
import { getInitiative, listInitiatives } from "~/modules/initiatives/queries.server";
import { parseInitiativeFilters } from "~/modules/initiatives/filters";
import { getMunicipalityDirectory, matchMunicipalities, municipalityCounts } from "~/modules/municipalities/directory.server";
import { getMunicipalityOverview } from "~/modules/municipalities/overview.server";
import { listVacancies } from "~/modules/vacancies/queries.server";
import { parseVacancyFilters } from "~/modules/vacancies/filters";
import { setupTestDatabase } from "../setup/database";
import { createEvent, createInitiative, createVacancy } from "../setup/factories";

const database = setupTestDatabase();
const names = (term: string | null) => matchMunicipalities(term).map((m) => m.name);
const DAY = 86_400_000;

// The postcode areas place an event with its own postcode in that area's municipality.
beforeAll(async () => {
  await seedMunicipalities(database.db());
});

describe("finding municipalities by name", () => {
  it("lists all 342 without a search", () => {
    expect(names(null)).toHaveLength(342);
    expect(names("   ")).toHaveLength(342);
  });

  it("resolves everyday names, also in part", () => {
    expect(names("Den Bosch")).toEqual(["'s-Hertogenbosch"]);
    expect(names("den bos")).toContain("'s-Hertogenbosch");
    expect(names("DEN HAAG")).toEqual(["'s-Gravenhage"]);
    expect(names("den")).toEqual(expect.arrayContaining(["'s-Gravenhage", "'s-Hertogenbosch", "Den Helder"]));
  });

  it("ignores accents, case, spaces and punctuation, and finds parts of names", () => {
    expect(names("sudwest fryslan")).toEqual(["Súdwest-Fryslân"]);
    expect(names("SÚDWEST-FRYSLÂN")).toEqual(["Súdwest-Fryslân"]);
    expect(names("hertogenbosch")).toEqual(["'s-Hertogenbosch"]);
    expect(names("bergen")).toEqual(expect.arrayContaining(["Bergen (L.)", "Bergen (NH.)"]));
    expect(names("utrecht")).toContain("Utrecht");
    expect(names("utrecht")).not.toContain("Amsterdam");
  });

  it("finds nothing for an unknown name or a text without letters or digits", () => {
    expect(names("Atlantis")).toEqual([]);
    expect(names("%_!?")).toEqual([]);
  });
});

describe("the overview's counts", () => {
  it("counts public initiatives, upcoming events and open vacancies per municipality, as the municipality page does", async () => {
    const db = database.db();
    const now = new Date();
    const before = (await municipalityCounts({ now })).get("Zeist") ?? { initiatives: 0, events: 0, vacancies: 0 };
    const zeist = await createInitiative(db, { municipality: "Zeist", city: "Zeist", status: "actief" });
    await createInitiative(db, { municipality: "Zeist", city: "Zeist", status: "in_behandeling" });
    const utrecht = await createInitiative(db, { municipality: "Utrecht", status: "actief" });
    await createEvent(db, { initiative_id: zeist.id, date: new Date(now.getTime() + 3 * DAY) });
    await createEvent(db, { initiative_id: zeist.id, date: new Date(now.getTime() - 3 * DAY) });
    // Held in Zeist (postcode 3701) by an initiative from Utrecht: counted in Zeist.
    await createEvent(db, { initiative_id: utrecht.id, pc4: "3701", date: new Date(now.getTime() + 5 * DAY) });
    await createVacancy(db, { initiative_id: zeist.id });
    await createVacancy(db, { initiative_id: zeist.id, is_active: false });

    const after = (await municipalityCounts({ now })).get("Zeist");
    expect(after).toEqual({ initiatives: before.initiatives + 1, events: before.events + 2, vacancies: before.vacancies + 1 });
    const page = await getMunicipalityOverview({ slug: "zeist", now });
    expect(after).toEqual({ initiatives: page?.initiatives.total, events: page?.events.total, vacancies: page?.vacancies.total });

    // Kept per data version: the next write is counted at once. Hiding the Zeist initiative hides
    // its event and vacancy; the Utrecht initiative's event in Zeist stays.
    await db.update(initiatives).set({ status: "verborgen" }).where(eq(initiatives.id, zeist.id));
    expect((await municipalityCounts({ now })).get("Zeist")).toEqual({ ...before, events: before.events + 1 });
  });

  it("groups all municipalities by province, provinces and names in Dutch order, with their pages and counts", async () => {
    const db = database.db();
    await createInitiative(db, { municipality: "Súdwest-Fryslân", city: "Sneek", province: "friesland", status: "actief" });
    const directory = await getMunicipalityDirectory({ search: null });
    expect(directory.total).toBe(342);
    expect(directory.provinces.map((p) => p.id).sort()).toEqual([...provinces].sort());
    const labels = directory.provinces.map((p) => p.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, "nl")));
    expect(directory.provinces.reduce((sum, p) => sum + p.municipalities.length, 0)).toBe(342);
    const friesland = directory.provinces.find((p) => p.id === "friesland");
    const sudwest = friesland?.municipalities.find((m) => m.name === "Súdwest-Fryslân");
    expect(sudwest?.path).toBe("/gemeente/sudwest-fryslan");
    expect(sudwest?.initiatives).toBeGreaterThanOrEqual(1);
    const friesNames = friesland?.municipalities.map((m) => m.name) ?? [];
    expect(friesNames).toEqual([...friesNames].sort((a, b) => a.localeCompare(b, "nl")));
  });

  it("narrows to what the search finds, and is empty when nothing matches", async () => {
    const denBosch = await getMunicipalityDirectory({ search: "Den Bosch" });
    expect(denBosch.total).toBe(1);
    expect(denBosch.provinces).toHaveLength(1);
    expect(denBosch.provinces[0]).toMatchObject({ id: "noord-brabant", label: "Noord-Brabant" });
    expect(denBosch.provinces[0]?.municipalities[0]).toMatchObject({ name: "'s-Hertogenbosch", path: "/gemeente/s-hertogenbosch" });
    expect(await getMunicipalityDirectory({ search: "Atlantis" })).toEqual({ total: 0, provinces: [] });
  });
});

describe("an item's place links to its municipality page", () => {
  it("on cards and detail pages; not for a national initiative or work at home or online", async () => {
    const db = database.db();
    const viewer = null;
    const initiative = await createInitiative(db, { municipality: "Utrecht", status: "actief" });
    const national = await createInitiative(db, { scope: "nationaal", province: null, municipality: null, city: null, status: "actief" });
    const event = await createEvent(db, { initiative_id: initiative.id, pc4: "3701" });
    const remote = await createVacancy(db, { initiative_id: initiative.id, is_remote: true });
    const local = await createVacancy(db, { initiative_id: initiative.id });

    expect((await getInitiative({ id: initiative.id, viewer }))?.municipality_path).toBe("/gemeente/utrecht");
    expect((await getInitiative({ id: national.id, viewer }))?.municipality_path).toBeNull();
    const initiativeCards = (await listInitiatives({ filters: parseInitiativeFilters(new URLSearchParams({ gemeente: "utrecht" })) })).items;
    expect(initiativeCards.find((i) => i.id === initiative.id)?.municipality_path).toBe("/gemeente/utrecht");

    expect((await getEvent({ id: event.id, viewer }))?.municipality_path).toBe("/gemeente/zeist");
    const eventCards = (await listEvents({ filters: parseEventFilters(new URLSearchParams({ gemeente: "zeist" })) })).items;
    expect(eventCards.find((e) => e.id === event.id)?.municipality_path).toBe("/gemeente/zeist");

    const vacancyCards = (await listVacancies({ filters: parseVacancyFilters(new URLSearchParams({ gemeente: "utrecht" })) })).items;
    expect(vacancyCards.find((v) => v.id === local.id)?.municipality_path).toBe("/gemeente/utrecht");
    expect(vacancyCards.find((v) => v.id === remote.id)?.municipality_path).toBeNull();
  });
});
