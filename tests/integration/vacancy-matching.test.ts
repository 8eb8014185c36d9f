/**
 * A vacancy's closing day and "Vervuld" on a real database: after the closing day (Amsterdam) it
 * leaves the lists, the home count, its initiative's list and the municipality counts, while its
 * page stays with "Reageren kon tot …"; the organizer marks it filled and open again (nobody else
 * may); responding to a closed or filled vacancy is refused with a Dutch message, never a 5xx.
 * Also the matching filters of the list (beschikbaarheid, inzet, vaardigheid, geschikt-voor, vog)
 * and the organizer's private note on a response.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { vacancies, vacancyResponses } from "~/db/schema";
import { amsterdamToday } from "~/lib/format";
import { noteTexts, responseTexts } from "~/modules/participation/responses";
import { listResponsesOf } from "~/modules/participation/responses.server";
import { parseVacancyFilters } from "~/modules/vacancies/filters";
import { countActiveVacancies, listActiveVacanciesForInitiative, listVacancies, listVacancyPoints } from "~/modules/vacancies/queries.server";
import { loader as vacancyLoader } from "~/routes/vacancies/detail";
import { action as filledAction } from "~/routes/vacancies/filled";
import { action as responseAction } from "~/routes/vacancies/response";
import { action as responsesAction } from "~/routes/vacancies/responses";
import { setupTestDatabase } from "../setup/database";
import { createInitiative, createVacancy } from "../setup/factories";
import { createMember } from "../setup/members";
import { asData, asRedirect, type Caller, get, post, thrownStatus, toastOf } from "../setup/routes";

const database = setupTestDatabase();

/** The calendar day `days` from today in Amsterdam, "YYYY-MM-DD". */
function dayFromToday(days: number): string {
  const date = new Date(`${amsterdamToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const vacancyPage = (caller: Caller, id: string) => vacancyLoader(get(caller, `/vacature/${id}`, { pattern: "/vacature/:id", params: { id } }));

const markFilled = (caller: Caller, id: string, vervuld: string) =>
  filledAction(post(caller, `/vacature/${id}/vervuld`, { vervuld }, { pattern: "/vacature/:id/vervuld", params: { id } }));

const respond = (caller: Caller, id: string) =>
  responseAction(
    post(caller, `/vacature/${id}/reactie`, { intent: "respond", motivation: "Ik help graag een paar uur mee.", _js: "1" }, { pattern: "/vacature/:id/reactie", params: { id } }),
  );

describe("the closing day", () => {
  it("keeps a vacancy listed up to and including its closing day, then only its page remains", async () => {
    const db = database.db();
    const initiative = await createInitiative(db);
    const tag = `sluit${Date.now()}`;
    const today = await createVacancy(db, { initiative_id: initiative.id, title: `Vandaag ${tag}`, closes_on: amsterdamToday() });
    const later = await createVacancy(db, { initiative_id: initiative.id, title: `Later ${tag}`, closes_on: dayFromToday(30) });
    const past = await createVacancy(db, { initiative_id: initiative.id, title: `Voorbij ${tag}`, closes_on: dayFromToday(-1) });
    const listed = await listVacancies({ filters: parseVacancyFilters(new URLSearchParams(`zoek=${tag}`)) });
    expect(listed.items.map((v) => v.id).sort()).toEqual([today.id, later.id].sort());
    expect(listed.total).toBe(2);
    const points = await listVacancyPoints({ filters: parseVacancyFilters(new URLSearchParams(`zoek=${tag}`)), limit: 10 });
    expect(points.total).toBe(2);
    expect((await listActiveVacanciesForInitiative({ initiativeId: initiative.id })).map((v) => v.id)).not.toContain(past.id);
    const before = await countActiveVacancies();
    await db.update(vacancies).set({ closes_on: dayFromToday(-2) }).where(eq(vacancies.id, later.id));
    expect(await countActiveVacancies()).toBe(before - 1);

    const page = await vacancyPage(null, past.id);
    expect(page.vacancy.closes_label).toMatch(/^Reageren kon tot \d{1,2} \w+ \d{4}$/);
    expect(page.vacancy.responses_closed).toBe(true);
    const member = await createMember();
    const answer = asData(await respond(member, past.id));
    expect(answer.init?.status).toBe(409);
  });
});

describe("Vervuld", () => {
  it("lets the organizer mark it filled and open again; others get a refusal; responses close", async () => {
    const db = database.db();
    const organizer = await createMember();
    const initiative = await createInitiative(db, { created_by: organizer.id });
    const vacancy = await createVacancy(db, { initiative_id: initiative.id, created_by: organizer.id });
    const stranger = await createMember();

    const refused = asRedirect(await markFilled(stranger, vacancy.id, "ja"));
    expect((await toastOf(refused))?.type).toBe("error");
    expect((await vacancyPage(null, vacancy.id)).vacancy.filled).toBe(false);

    const bad = asRedirect(await markFilled(organizer, vacancy.id, "misschien"));
    expect(await toastOf(bad)).toMatchObject({ type: "error", message: "Kies of de vacature vervuld is." });

    const done = asRedirect(await markFilled(organizer, vacancy.id, "ja"));
    expect(done.headers.get("Location")).toBe(`/vacature/${vacancy.id}`);
    const page = await vacancyPage(null, vacancy.id);
    expect(page.vacancy).toMatchObject({ filled: true, responses_closed: true });

    const volunteer = await createMember();
    const answer = asData(await respond(volunteer, vacancy.id));
    expect(answer.init?.status).toBe(409);
    expect(answer.data.result?.error).toEqual({ "": [responseTexts.responsesEnded] });
    expect(await db.select().from(vacancyResponses).where(eq(vacancyResponses.vacancy_id, vacancy.id))).toEqual([]);

    // A filled vacancy stays listed, with its badge.
    const listed = await listVacancies({ filters: parseVacancyFilters(new URLSearchParams(`zoek=${encodeURIComponent(vacancy.title)}`)) });
    expect(listed.items.find((v) => v.id === vacancy.id)?.filled).toBe(true);

    asRedirect(await markFilled(organizer, vacancy.id, "nee"));
    expect((await vacancyPage(null, vacancy.id)).vacancy.filled).toBe(false);
    expect(asData(await respond(volunteer, vacancy.id)).init?.status ?? 200).toBe(200);
  });
});

describe("the matching filters", () => {
  it("filter by day-part (flexibel matches any), commitment, any of several skills, suitable-for and without VOG", async () => {
    const db = database.db();
    const initiative = await createInitiative(db);
    const t = `match${Date.now()}`;
    const make = (fields: Parameters<typeof createVacancy>[1] extends infer F ? Omit<F & object, "initiative_id"> : never) =>
      createVacancy(db, { initiative_id: initiative.id, title: `Vacature ${t}`, ...fields });
    const tuesday = await make({ availability: ["dinsdag-avond"], commitment: "lang", skills: ["koken"], vog_required: true });
    const flexible = await make({ availability: ["flexibel"], commitment: "kort", skills: ["klussen"], suitable_for: ["jongeren"] });
    const saturday = await make({ availability: ["zaterdag-ochtend"], is_remote: true });
    const found = async (query: string) =>
      (await listVacancies({ filters: parseVacancyFilters(new URLSearchParams(`zoek=${t}&${query}`)) })).items.map((v) => v.id).sort();
    const sorted = (...items: { id: string }[]) => items.map((v) => v.id).sort();
    expect(await found("beschikbaarheid=dinsdag-avond")).toEqual(sorted(tuesday, flexible));
    expect(await found("beschikbaarheid=flexibel")).toEqual(sorted(flexible));
    expect(await found("inzet=kort")).toEqual(sorted(flexible));
    expect(await found("vaardigheid=koken,klussen")).toEqual(sorted(tuesday, flexible));
    expect(await found("vaardigheid=koken")).toEqual(sorted(tuesday));
    expect(await found("geschikt-voor=jongeren")).toEqual(sorted(flexible));
    expect(await found("geschikt-voor=thuis-of-online")).toEqual(sorted(saturday));
    expect(await found("vog=nee")).toEqual(sorted(flexible, saturday));
    expect(await found("beschikbaarheid=dinsdag-avond&vog=nee")).toEqual(sorted(flexible));
  });
});

describe("the organizer's private note on a response", () => {
  it("is saved by whoever may edit the vacancy, refused for others, limited to 1000 characters and never in the volunteer's own list", async () => {
    const db = database.db();
    const organizer = await createMember();
    const initiative = await createInitiative(db, { created_by: organizer.id });
    const vacancy = await createVacancy(db, { initiative_id: initiative.id, created_by: organizer.id });
    const volunteer = await createMember();
    expect(asData(await respond(volunteer, vacancy.id)).init?.status ?? 200).toBe(200);
    const [response] = await db.select().from(vacancyResponses).where(eq(vacancyResponses.vacancy_id, vacancy.id));
    if (!response) throw new Error("no response stored");
    const note = (caller: Caller, text: string) =>
      responsesAction(
        post(caller, `/vacature/${vacancy.id}/reacties`, { intent: "note", response_id: response.id, organizer_note: text }, { pattern: "/vacature/:id/reacties", params: { id: vacancy.id } }),
      );
    const saved = asRedirect(await note(organizer, "  Bellen na de zomer.  "));
    expect(await toastOf(saved)).toMatchObject({ type: "success", message: noteTexts.saved });
    const stored = async () => (await db.select({ n: vacancyResponses.organizer_note }).from(vacancyResponses).where(eq(vacancyResponses.id, response.id)))[0]?.n;
    expect(await stored()).toBe("Bellen na de zomer.");

    const tooLong = asData(await note(organizer, "x".repeat(1001)));
    expect(tooLong.init?.status).toBe(400);
    expect(tooLong.data.result?.error).toEqual({ organizer_note: [noteTexts.tooLong] });
    expect(await stored()).toBe("Bellen na de zomer.");

    expect(await thrownStatus(note(volunteer, "Ik lees mee"))).toBe(404);
    expect(await stored()).toBe("Bellen na de zomer.");
    expect(JSON.stringify(await listResponsesOf(volunteer.id))).not.toContain("Bellen na de zomer");

    asRedirect(await note(organizer, ""));
    expect(await stored()).toBeNull();
  });
});
