/**
 * No member id reaches visitors: what public pages send (loader data, which is both the page's
 * HTML and its `.data` answer, JSON-LD included) never carries a `created_by`, for visitors and
 * for other members alike. The owner learns only whether they may edit (`canEdit`), decided on
 * the server. And a deactivated vacancy is shown to its owner with its status, while everybody
 * else keeps getting "Vacature niet gevonden" (404).
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { vacancies } from "~/db/schema";
import { loader as eventLoader } from "~/routes/events/detail";
import { loader as eventsLoader } from "~/routes/events/list";
import { loader as homeLoader } from "~/routes/home";
import { loader as initiativeLoader } from "~/routes/initiatives/detail";
import { loader as initiativesLoader } from "~/routes/initiatives/list";
import { loader as vacancyLoader } from "~/routes/vacancies/detail";
import { loader as vacanciesLoader } from "~/routes/vacancies/list";
import { setupTestDatabase } from "../setup/database";
import { createEvent, createInitiative, createVacancy } from "../setup/factories";
import { createMember, makeRequest, type TestMember } from "../setup/members";

const database = setupTestDatabase();

/** Loader arguments for GET `path` (route pattern `pattern`), as a visitor or as `member`. */
function args<P extends Record<string, string>>(path: string, pattern: string, params: P, member?: TestMember) {
  const request = makeRequest(path, { cookie: member?.cookie });
  return { request, url: new URL(request.url), params, pattern, context: new RouterContextProvider() };
}

/** The thrown Response's status, or the data when the loader returns. */
async function statusOf(run: () => Promise<unknown>): Promise<number> {
  try {
    await run();
    return 200;
  } catch (thrown) {
    if (thrown && typeof thrown === "object" && "init" in thrown) {
      return (thrown as { init?: { status?: number } }).init?.status ?? 500;
    }
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

/** An owner with an initiative (found by its unique name), an event and a vacancy, all created by them. */
async function ownedContent() {
  const db = database.db();
  const owner = await createMember();
  const name = `Ledenloos ${crypto.randomUUID().slice(0, 8)}`;
  const initiative = await createInitiative(db, { created_by: owner.id, name });
  const event = await createEvent(db, { initiative_id: initiative.id, created_by: owner.id, title: name });
  const vacancy = await createVacancy(db, { initiative_id: initiative.id, created_by: owner.id, title: name });
  return { owner, name, initiative, event, vacancy };
}

describe("member ids on public pages", () => {
  it("never reach a visitor or another member, on detail pages, lists and the home page", async () => {
    const { owner, name, initiative, event, vacancy } = await ownedContent();
    const other = await createMember();
    const search = `zoek=${encodeURIComponent(name)}`;
    const pages = {
      initiative: (m?: TestMember) => initiativeLoader(args(`/initiatief/${initiative.id}`, "/initiatief/:id", { id: initiative.id }, m)),
      event: (m?: TestMember) => eventLoader(args(`/event/${event.id}`, "/event/:id", { id: event.id }, m)),
      vacancy: (m?: TestMember) => vacancyLoader(args(`/vacature/${vacancy.id}`, "/vacature/:id", { id: vacancy.id }, m)),
      initiatives: (m?: TestMember) => initiativesLoader(args(`/initiatieven?${search}`, "/initiatieven", {}, m)),
      events: (m?: TestMember) => eventsLoader(args(`/events?${search}`, "/events", {}, m)),
      vacancies: (m?: TestMember) => vacanciesLoader(args(`/vacatures?${search}`, "/vacatures", {}, m)),
      home: (m?: TestMember) => homeLoader(args("/", "/", {}, m)),
    };
    for (const [page, load] of Object.entries(pages)) {
      for (const [who, member] of [
        ["visitor", undefined],
        ["other member", other],
      ] as const) {
        const sent = JSON.stringify(await load(member));
        // The item is really on the page (not an empty answer that trivially passes).
        if (page !== "home") expect(sent, `${page} (${who})`).toContain(name);
        expect(sent, `${page} (${who})`).not.toContain(owner.id);
        expect(sent, `${page} (${who})`).not.toContain("created_by");
      }
    }
  });

  it("tell the owner only that they may edit, and others that they may not", async () => {
    const { owner, initiative, event, vacancy } = await ownedContent();
    const other = await createMember();
    for (const [who, member, allowed] of [
      ["visitor", undefined, false],
      ["other member", other, false],
      ["owner", owner, true],
    ] as const) {
      const i = await initiativeLoader(args(`/initiatief/${initiative.id}`, "/initiatief/:id", { id: initiative.id }, member));
      const e = await eventLoader(args(`/event/${event.id}`, "/event/:id", { id: event.id }, member));
      const v = await vacancyLoader(args(`/vacature/${vacancy.id}`, "/vacature/:id", { id: vacancy.id }, member));
      expect([i.canEdit, e.canEdit, v.vacancy.canEdit], who).toEqual([allowed, allowed, allowed]);
      // Only the owner gets "Event toevoegen" and "Vacature toevoegen" on the initiative page.
      expect(i.initiative.canAdd, who).toBe(allowed);
      // Even the owner's page carries no member id.
      for (const sent of [i, e, v]) expect(JSON.stringify(sent), who).not.toContain(owner.id);
    }
  });

  it("lets the event's edit button follow the server's rule: the initiative's creator may edit an event someone else created", async () => {
    const db = database.db();
    const owner = await createMember();
    const organiser = await createMember();
    const initiative = await createInitiative(db, { created_by: owner.id });
    const event = await createEvent(db, { initiative_id: initiative.id, created_by: organiser.id });
    for (const member of [owner, organiser]) {
      const page = await eventLoader(args(`/event/${event.id}`, "/event/:id", { id: event.id }, member));
      expect(page.canEdit).toBe(true);
    }
  });
});

describe("a deactivated vacancy", () => {
  it("is shown to its owner with its status and is 'niet gevonden' (404) for everybody else", async () => {
    const { owner, vacancy } = await ownedContent();
    const other = await createMember();
    await database.db().update(vacancies).set({ is_active: false }).where(eq(vacancies.id, vacancy.id));
    const load = (member?: TestMember) => vacancyLoader(args(`/vacature/${vacancy.id}`, "/vacature/:id", { id: vacancy.id }, member));

    expect(await statusOf(() => load())).toBe(404);
    expect(await statusOf(() => load(other))).toBe(404);

    const page = await load(owner);
    expect(page.vacancy).toMatchObject({ id: vacancy.id, is_active: false, isPublic: false, canEdit: true });
    // Its contact data is the owner's own; no structured data for a page nobody else can see.
    expect(page.vacancy.contact?.contact_email).toBe(vacancy.contact_email);
    expect(page.jsonLd).toBeNull();
    expect(JSON.stringify(page)).not.toContain(owner.id);
  });

  it("is public again, for everybody, once reactivated", async () => {
    const { vacancy } = await ownedContent();
    const db = database.db();
    await db.update(vacancies).set({ is_active: false }).where(eq(vacancies.id, vacancy.id));
    await db.update(vacancies).set({ is_active: true }).where(eq(vacancies.id, vacancy.id));
    const page = await vacancyLoader(args(`/vacature/${vacancy.id}`, "/vacature/:id", { id: vacancy.id }));
    expect(page.vacancy).toMatchObject({ is_active: true, isPublic: true, canEdit: false });
    expect(page.jsonLd).not.toBeNull();
  });
});
