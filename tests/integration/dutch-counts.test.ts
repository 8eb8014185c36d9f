/**
 * Counted words in correct Dutch on the pages that show a number with a noun: the home counters
 * (vacancies are counted as "open vacatures", not people), the beheer overview and the links of a
 * municipality page, each with one item ("1 vacature", never "1 vacatures" or "Alle 1 …").
 */
import { describe, expect, it } from "vitest";
import { seedMunicipalities } from "~/db/seed/seed.server";
import AdminOverview from "~/routes/beheer/index";
import Home from "~/routes/home";
import MunicipalityRoute, { loader as municipalityLoader } from "~/routes/municipalities/detail";
import { setupTestDatabase } from "../setup/database";
import { createEvent, createInitiative, createVacancy } from "../setup/factories";
import { renderPage, textOf } from "../setup/render-page";
import { get } from "../setup/routes";

const database = setupTestDatabase();

describe("counted words", () => {
  it("the home counters: one of each in the singular, and vacancies counted as vacancies", async () => {
    const one = { counts: { initiatives: 1, vacancies: 1, events: 1 }, newest: [], favoriteKeys: [], isMember: false };
    const text = textOf(await renderPage(Home, one));
    expect(text).toContain("1 actief initiatief");
    expect(text).toContain("1 open vacature");
    expect(text).toContain("1 komend event");
    expect(text).not.toContain("mensen gezocht");
    const many = textOf(await renderPage(Home, { ...one, counts: { initiatives: 0, vacancies: 12, events: 3 } }));
    expect(many).toContain("0 actieve initiatieven");
    expect(many).toContain("12 open vacatures");
    expect(many).toContain("3 komende events");
  });

  it("the beheer overview says '1 vacature', '1 lid', '1 gemeld item'", async () => {
    const overview = {
      waiting: { review: 1, reportedItems: 1, feedback: 1, contact: 1 },
      lastWeek: { members: 1, initiatives: 1, events: 1, vacancies: 1 },
    };
    const matches = { months: [{ month: "2026-11", responses: 1, matches: 1 }], municipalities: [{ municipality: "Utrecht", responses: 1, matches: 1 }] };
    const text = textOf(await renderPage(AdminOverview, { isAdmin: true, overview, matches }, "/beheer"));
    for (const counted of ["1 gemeld item", "1 contactbericht", "1 lid", "1 initiatief", "1 event", "1 vacature"]) {
      expect(text).toContain(`${counted} `);
    }
    expect(text).not.toMatch(/\b1 (vacatures|leden|initiatieven|events|gemelde items|contactberichten)\b/);
    expect(text).toContain("Reacties en matches");
    expect(text).toContain("november 2026");
    const many = textOf(
      await renderPage(AdminOverview, { isAdmin: true, matches, overview: { ...overview, lastWeek: { ...overview.lastWeek, vacancies: 2 } } }, "/beheer"),
    );
    expect(many).toContain("2 vacatures");
  });

  it("a municipality with one of each links to '1 open vacature in …', not 'Alle 1 …'", async () => {
    const db = database.db();
    await seedMunicipalities(db);
    const initiative = await createInitiative(db, { city: "Zwolle", municipality: "Zwolle", province: "overijssel" });
    await createEvent(db, { initiative_id: initiative.id });
    await createVacancy(db, { initiative_id: initiative.id });
    const data = await municipalityLoader(get(null, "/gemeente/zwolle", { pattern: "/gemeente/:slug", params: { slug: "zwolle" } }));
    const text = textOf(await renderPage(MunicipalityRoute, data, "/gemeente/zwolle"));
    expect(text).toContain("1 initiatief in Zwolle");
    expect(text).toContain("1 komend event in Zwolle");
    expect(text).toContain("1 open vacature in Zwolle");
    expect(text).not.toContain("Alle 1 ");
  });
});
