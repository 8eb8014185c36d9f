/**
 * /mijn-items on a real database (docs/product-rules.md#my-items; docs/decisions/007-member-content.md):
 * the loader lists only the member's own items; every intent of the action works for the owner and
 * changes nothing for another member or a visitor; deleting an initiative takes its events, its
 * vacancies and every favourite pointing at any of them along (foreign keys with ON DELETE CASCADE,
 * one statement in one transaction); deactivating a vacancy hides it from the public view and the
 * home counter; a delete without `confirm=ja` is refused.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { events, favorites, initiatives, vacancies, vacanciesPublic } from "~/db/schema";
import { deleteEvent } from "~/modules/events/delete.server";
import {
  countInitiativeCascades,
  deleteInitiative,
  describeInitiativeCascade,
} from "~/modules/initiatives/delete.server";
import { deleteVacancy, setVacancyActive } from "~/modules/vacancies/mutations.server";
import { countActiveVacancies } from "~/modules/vacancies/queries.server";
import { action, loader } from "~/routes/my-items";
import { contentSnapshot, setupTestDatabase } from "../setup/database";
import { createEvent, createInitiative, createVacancy } from "../setup/factories";
import { createMember, type TestMember } from "../setup/members";
import { asData, asRedirect, get as routeGet, post as routePost, thrownResponse, toastOf } from "../setup/routes";

const database = setupTestDatabase();

type ActionResult = Awaited<ReturnType<typeof action>>;

/** Loader arguments for GET `path` as `member` (or a visitor). */
const get = (member: TestMember | null, path = "/mijn-items") => routeGet(member, path, { pattern: "/mijn-items" });

/** Action arguments for a POST of `fields` as `member` (or a visitor). */
const post = (member: TestMember | null, fields: Record<string, string>) => routePost(member, "/mijn-items", fields);

/** Where a redirect goes and the toast it flashes. */
async function outcome(result: ActionResult) {
  const response = asRedirect(result);
  return { location: response.headers.get("Location"), toast: await toastOf(response) };
}

/** A member's initiative with one event and one vacancy. */
async function ownedSet(member: TestMember) {
  const db = database.db();
  const initiative = await createInitiative(db, { created_by: member.id });
  const event = await createEvent(db, { initiative_id: initiative.id, created_by: member.id });
  const vacancy = await createVacancy(db, { initiative_id: initiative.id, created_by: member.id });
  return { initiative, event, vacancy };
}

const snapshot = () => contentSnapshot(database.db());

const addFavorite = (userId: string, item_type: "initiative" | "event" | "vacancy", item_id: string) =>
  database.db().insert(favorites).values({ user_id: userId, item_type, item_id });

describe("visitors", () => {
  it("are sent to /auth by the loader and by the action for every intent; nothing changes", async () => {
    const owner = await createMember();
    const { initiative, event, vacancy } = await ownedSet(owner);

    const page = await thrownResponse(loader(get(null, "/mijn-items?tab=events")));
    expect(page.status).toBe(302);
    const location = new URL(page.headers.get("Location") ?? "", "http://localhost:3000");
    expect(location.pathname).toBe("/auth");
    expect(location.searchParams.get("melding")).toBe("pagina");
    expect(location.searchParams.get("redirectTo")).toBe("/mijn-items?tab=events");

    const before = await snapshot();
    const posts: Record<string, string>[] = [
      { intent: "delete-initiative", id: initiative.id, confirm: "ja" },
      { intent: "delete-event", id: event.id, confirm: "ja" },
      { intent: "delete-vacancy", id: vacancy.id, confirm: "ja" },
      { intent: "vacancy-active", id: vacancy.id, active: "nee" },
    ];
    for (const fields of posts) {
      const response = await thrownResponse(action(post(null, fields)));
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toMatch(/^\/auth\?/);
    }
    expect(await snapshot()).toBe(before);
  });
});

describe("the list", () => {
  it("shows only the member's own initiatives and the events and vacancies under them, in the spec's order", async () => {
    const db = database.db();
    const member = await createMember();
    const other = await createMember();
    const older = await createInitiative(db, { created_by: member.id, created_at: new Date("2025-01-10T10:00:00Z") });
    const newer = await createInitiative(db, {
      created_by: member.id,
      created_at: new Date("2025-06-10T10:00:00Z"),
      status: "in_behandeling",
    });
    const early = await createEvent(db, { initiative_id: older.id, date: new Date("2026-03-01T18:00:00Z") });
    const late = await createEvent(db, { initiative_id: newer.id, date: new Date("2026-09-01T18:00:00Z") });
    const past = await createEvent(db, { initiative_id: older.id, date: new Date("2024-09-01T18:00:00Z") });
    const activeVacancy = await createVacancy(db, { initiative_id: older.id, created_at: new Date("2025-02-01T10:00:00Z") });
    const inactiveVacancy = await createVacancy(db, {
      initiative_id: newer.id,
      is_active: false,
      created_at: new Date("2025-07-01T10:00:00Z"),
    });
    const foreign = await ownedSet(other);
    // Platform content (no creator) never shows up either.
    const platform = await createInitiative(db, { created_by: null });

    const data = await loader(get(member));
    expect(data.initiatives.map((i) => i.id)).toEqual([newer.id, older.id]);
    expect(data.initiatives[0]).toMatchObject({ name: newer.name, status: "in_behandeling" });
    expect(data.events.map((e) => e.id)).toEqual([late.id, early.id, past.id]);
    expect(data.events[0]?.initiative).toEqual({ id: newer.id, name: newer.name });
    expect(data.vacancies.map((v) => v.id)).toEqual([inactiveVacancy.id, activeVacancy.id]);
    expect(data.vacancies[0]).toMatchObject({ is_active: false, initiative: { id: newer.id, name: newer.name } });

    const text = JSON.stringify(data);
    for (const id of [foreign.initiative.id, foreign.event.id, foreign.vacancy.id, platform.id]) expect(text).not.toContain(id);
    // No contact data in the rows.
    expect(text).not.toContain(older.contact_email);
    expect(text).not.toContain(early.organizer_email);
    expect(text).not.toContain(activeVacancy.contact_email);
  });

  it("gives each event the number signed up and the organizer's right to the participants page", async () => {
    const db = database.db();
    const member = await createMember();
    const initiative = await createInitiative(db, { created_by: member.id });
    const event = await createEvent(db, { initiative_id: initiative.id, created_by: member.id, confirmed_count: 4 });
    const data = await loader(get(member));
    expect(data.events.find((e) => e.id === event.id)).toMatchObject({ canManageParticipants: true, confirmed_count: 4 });
  });

  it("is empty for a new member", async () => {
    const member = await createMember();
    expect(await loader(get(member))).toEqual({ initiatives: [], events: [], vacancies: [] });
  });

  it("gives each initiative the dialog sentence with what goes with it, counted on the server", async () => {
    const db = database.db();
    const member = await createMember();
    const fan = await createMember();
    const fan2 = await createMember();
    const initiative = await createInitiative(db, { created_by: member.id });
    const e1 = await createEvent(db, { initiative_id: initiative.id });
    const e2 = await createEvent(db, { initiative_id: initiative.id });
    await createEvent(db, { initiative_id: initiative.id });
    await createEvent(db, { initiative_id: initiative.id });
    const v1 = await createVacancy(db, { initiative_id: initiative.id });
    await createVacancy(db, { initiative_id: initiative.id, is_active: false });
    for (const fanId of [fan.id, fan2.id]) {
      await addFavorite(fanId, "initiative", initiative.id);
      await addFavorite(fanId, "event", e1.id);
      await addFavorite(fanId, "vacancy", v1.id);
    }
    await addFavorite(fan.id, "event", e2.id);
    const lonely = await createInitiative(db, { created_by: member.id });
    const single = await createInitiative(db, { created_by: member.id });
    const singleEvent = await createEvent(db, { initiative_id: single.id });
    await createVacancy(db, { initiative_id: single.id });
    await addFavorite(fan.id, "event", singleEvent.id);

    const data = await loader(get(member));
    const summary = (id: string) => data.initiatives.find((i) => i.id === id)?.deleteSummary;
    expect(summary(initiative.id)).toBe(
      "Dit verwijdert ook 4 events, 2 vacatures en 7 favorieten die ernaar verwijzen. Dit kan niet ongedaan worden gemaakt.",
    );
    expect(summary(single.id)).toBe(
      "Dit verwijdert ook 1 event, 1 vacature en 1 favoriet die ernaar verwijst. Dit kan niet ongedaan worden gemaakt.",
    );
    expect(summary(lonely.id)).toBe("Dit kan niet ongedaan worden gemaakt.");
  });
});

describe("describeInitiativeCascade", () => {
  it.each([
    [{ events: 0, vacancies: 0, favorites: 0 }, "Dit kan niet ongedaan worden gemaakt."],
    [{ events: 2, vacancies: 0, favorites: 0 }, "Dit verwijdert ook 2 events. Dit kan niet ongedaan worden gemaakt."],
    [{ events: 1, vacancies: 3, favorites: 0 }, "Dit verwijdert ook 1 event en 3 vacatures. Dit kan niet ongedaan worden gemaakt."],
    [
      { events: 0, vacancies: 0, favorites: 2 },
      "Dit verwijdert ook 2 favorieten die ernaar verwijzen. Dit kan niet ongedaan worden gemaakt.",
    ],
    [
      { events: 4, vacancies: 2, favorites: 7 },
      "Dit verwijdert ook 4 events, 2 vacatures en 7 favorieten die ernaar verwijzen. Dit kan niet ongedaan worden gemaakt.",
    ],
  ])("%o", (counts, expected) => {
    expect(describeInitiativeCascade(counts)).toBe(expected);
  });
});

describe("authorization of every intent", () => {
  const intents = [
    {
      intent: "delete-initiative",
      fields: (s: Awaited<ReturnType<typeof ownedSet>>) => ({ id: s.initiative.id, confirm: "ja" }),
      tab: "initiatieven",
      success: "Initiatief verwijderd",
      failure: "Er ging iets mis bij het verwijderen",
    },
    {
      intent: "delete-event",
      fields: (s: Awaited<ReturnType<typeof ownedSet>>) => ({ id: s.event.id, confirm: "ja" }),
      tab: "events",
      success: "Event verwijderd",
      failure: "Er ging iets mis bij het verwijderen",
    },
    {
      intent: "delete-vacancy",
      fields: (s: Awaited<ReturnType<typeof ownedSet>>) => ({ id: s.vacancy.id, confirm: "ja" }),
      tab: "doe-mee",
      success: "Vacature verwijderd",
      failure: "Er ging iets mis bij het verwijderen",
    },
    {
      intent: "vacancy-active",
      fields: (s: Awaited<ReturnType<typeof ownedSet>>) => ({ id: s.vacancy.id, active: "nee" }),
      tab: "doe-mee",
      success: "Vacature gedeactiveerd",
      failure: "Er ging iets mis bij het bijwerken van de vacature",
    },
  ] as const;

  it.each(intents)("$intent: another member changes nothing, the owner succeeds", async ({ intent, fields, tab, success, failure }) => {
    const owner = await createMember();
    const intruder = await createMember();
    const set = await ownedSet(owner);
    // The intruder owns content too: ownership is per item, not "has any initiative".
    await ownedSet(intruder);

    const before = await snapshot();
    const refused = await outcome(await action(post(intruder, { intent, ...fields(set) })));
    expect(refused).toEqual({ location: `/mijn-items?tab=${tab}`, toast: { type: "error", message: failure } });
    expect(await snapshot()).toBe(before);

    const done = await outcome(await action(post(owner, { intent, ...fields(set) })));
    expect(done).toEqual({ location: `/mijn-items?tab=${tab}`, toast: { type: "success", message: success } });
    expect(await snapshot()).not.toBe(before);
  });

  it("unknown and malformed ids change nothing and answer with the failure toast", async () => {
    const owner = await createMember();
    await ownedSet(owner);
    const before = await snapshot();
    for (const id of ["", "kapot", "' or 1=1 --", "6a1f7c2e-0d9b-4e8f-a3c5-1b2d3e4f5a6b"]) {
      for (const intent of ["delete-initiative", "delete-event", "delete-vacancy"]) {
        const { toast } = await outcome(await action(post(owner, { intent, id, confirm: "ja" })));
        expect(toast).toEqual({ type: "error", message: "Er ging iets mis bij het verwijderen" });
      }
      const { toast } = await outcome(await action(post(owner, { intent: "vacancy-active", id, active: "ja" })));
      expect(toast?.type).toBe("error");
    }
    expect(await snapshot()).toBe(before);
  });

  it("refuses an unknown intent or active value with 400", async () => {
    const owner = await createMember();
    const { vacancy } = await ownedSet(owner);
    const before = await snapshot();
    expect(asData(await action(post(owner, { intent: "delete-all", id: vacancy.id, confirm: "ja" }))).init?.status).toBe(400);
    expect(asData(await action(post(owner, { id: vacancy.id, confirm: "ja" }))).init?.status).toBe(400);
    expect(asData(await action(post(owner, { intent: "vacancy-active", id: vacancy.id, active: "misschien" }))).init?.status).toBe(
      400,
    );
    expect(await snapshot()).toBe(before);
  });

  it("lets the creator of an event under someone else's initiative delete that event, and only that", async () => {
    const db = database.db();
    const owner = await createMember();
    const organiser = await createMember();
    const initiative = await createInitiative(db, { created_by: owner.id });
    const theirs = await createEvent(db, { initiative_id: initiative.id, created_by: organiser.id });
    const ownersEvent = await createEvent(db, { initiative_id: initiative.id, created_by: owner.id });
    expect(await deleteEvent({ id: ownersEvent.id, viewer: organiser })).toEqual({ status: "forbidden" });
    expect(await deleteEvent({ id: theirs.id, viewer: organiser })).toEqual({ status: "ok" });
    expect(await db.$count(events, eq(events.initiative_id, initiative.id))).toBe(1);
    // The initiative's creator may delete any event under it.
    expect(await deleteEvent({ id: ownersEvent.id, viewer: owner })).toEqual({ status: "ok" });
  });

  it("module functions answer not_found and forbidden without changing anything", async () => {
    const owner = await createMember();
    const other = await createMember();
    const set = await ownedSet(owner);
    const before = await snapshot();
    expect(await deleteInitiative({ id: set.initiative.id, viewer: other })).toEqual({ status: "forbidden" });
    expect(await deleteInitiative({ id: "kapot", viewer: owner })).toEqual({ status: "not_found" });
    expect(await deleteEvent({ id: set.event.id, viewer: other })).toEqual({ status: "forbidden" });
    expect(await deleteVacancy({ id: set.vacancy.id, viewer: other })).toEqual({ status: "forbidden" });
    expect(await setVacancyActive({ id: set.vacancy.id, viewer: other, active: false })).toEqual({ status: "forbidden" });
    expect(await setVacancyActive({ id: "6a1f7c2e-0d9b-4e8f-a3c5-1b2d3e4f5a6b", viewer: owner, active: false })).toEqual({
      status: "not_found",
    });
    expect((await countInitiativeCascades({ id: set.initiative.id, viewer: other })).get(set.initiative.id) ?? null).toBeNull();
    expect(await snapshot()).toBe(before);
  });
});

describe("deleting an initiative", () => {
  it("removes its events, its vacancies and every favourite pointing at any of them; nothing else", async () => {
    const db = database.db();
    const owner = await createMember();
    const fan = await createMember();
    const { initiative, event, vacancy } = await ownedSet(owner);
    const inactive = await createVacancy(db, { initiative_id: initiative.id, is_active: false });
    const untouched = await ownedSet(fan);
    await addFavorite(fan.id, "initiative", initiative.id);
    await addFavorite(fan.id, "event", event.id);
    await addFavorite(fan.id, "vacancy", vacancy.id);
    await addFavorite(owner.id, "vacancy", inactive.id);
    await addFavorite(fan.id, "initiative", untouched.initiative.id);
    await addFavorite(owner.id, "event", untouched.event.id);

    expect((await countInitiativeCascades({ id: initiative.id, viewer: owner })).get(initiative.id) ?? null).toEqual({
      events: 1,
      vacancies: 2,
      favorites: 4,
    });

    const result = await outcome(await action(post(owner, { intent: "delete-initiative", id: initiative.id, confirm: "ja" })));
    expect(result).toEqual({ location: "/mijn-items?tab=initiatieven", toast: { type: "success", message: "Initiatief verwijderd" } });

    expect(await db.$count(initiatives, eq(initiatives.id, initiative.id))).toBe(0);
    expect(await db.$count(events, eq(events.initiative_id, initiative.id))).toBe(0);
    expect(await db.$count(vacancies, eq(vacancies.initiative_id, initiative.id))).toBe(0);
    expect(
      await db.$count(favorites, inArray(favorites.item_id, [initiative.id, event.id, vacancy.id, inactive.id])),
    ).toBe(0);
    // The other member's content and the favourites pointing at it stay.
    expect(await db.$count(initiatives, eq(initiatives.id, untouched.initiative.id))).toBe(1);
    expect(await db.$count(events, eq(events.id, untouched.event.id))).toBe(1);
    expect(await db.$count(vacancies, eq(vacancies.id, untouched.vacancy.id))).toBe(1);
    expect(await db.$count(favorites, inArray(favorites.item_id, [untouched.initiative.id, untouched.event.id]))).toBe(2);
    expect((await countInitiativeCascades({ id: initiative.id, viewer: owner })).get(initiative.id) ?? null).toBeNull();
  });

  it("relies on ON DELETE CASCADE foreign keys for events, vacancies and favourites (one statement, one transaction)", async () => {
    const result = (await database.db().execute(sql`
      select conname, confdeltype from pg_constraint
      where contype = 'f' and confrelid in ('initiatives'::regclass, 'events'::regclass, 'vacancies'::regclass)
        and conrelid in ('events'::regclass, 'vacancies'::regclass, 'favorites'::regclass)
      order by conname`)) as unknown as { rows: { conname: string; confdeltype: string }[] };
    const rules = Object.fromEntries(result.rows.map((r) => [r.conname, r.confdeltype]));
    expect(rules).toMatchObject({
      favorites_initiative_fk: "c",
      favorites_event_fk: "c",
      favorites_vacancy_fk: "c",
    });
    // events.initiative_id and vacancies.initiative_id: drizzle names them <table>_<column>_<ref>_<col>_fk.
    const childKeys = result.rows.filter((r) => /^(events|vacancies)_initiative_id_/.test(r.conname));
    expect(childKeys).toHaveLength(2);
    for (const key of childKeys) expect(key.confdeltype).toBe("c");
  });

  it("is all or nothing: when the cascade fails half-way, nothing is deleted and the failure toast shows", async () => {
    const db = database.db();
    const owner = await createMember();
    const fan = await createMember();
    const { initiative, event } = await ownedSet(owner);
    await createVacancy(db, { initiative_id: initiative.id, title: "Onverwijderbaar" });
    await addFavorite(fan.id, "event", event.id);
    // A trigger makes deleting that one vacancy fail, part-way through the cascade.
    await db.execute(sql`
      create function refuse_vacancy_delete() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`);
    await db.execute(sql`
      create trigger refuse_vacancy_delete before delete on vacancies
      for each row when (old.title = 'Onverwijderbaar') execute function refuse_vacancy_delete()`);
    try {
      const before = await snapshot();
      await expect(deleteInitiative({ id: initiative.id, viewer: owner })).rejects.toThrow();
      expect(await snapshot()).toBe(before);
      const result = await outcome(await action(post(owner, { intent: "delete-initiative", id: initiative.id, confirm: "ja" })));
      expect(result.toast).toEqual({ type: "error", message: "Er ging iets mis bij het verwijderen" });
      expect(await snapshot()).toBe(before);
    } finally {
      await db.execute(sql`drop trigger refuse_vacancy_delete on vacancies`);
      await db.execute(sql`drop function refuse_vacancy_delete()`);
    }
  });
});

describe("confirmation", () => {
  it.each([
    ["delete-initiative", "initiative"],
    ["delete-event", "event"],
    ["delete-vacancy", "vacancy"],
  ] as const)("%s without confirm=ja → 400, nothing deleted", async (intent, kind) => {
    const owner = await createMember();
    const set = await ownedSet(owner);
    const id = set[kind].id;
    const before = await snapshot();
    for (const confirm of [undefined, "", "nee", "JA"]) {
      const fields: Record<string, string> = { intent, id };
      if (confirm !== undefined) fields.confirm = confirm;
      const result = asData(await action(post(owner, fields)));
      expect(result.init?.status).toBe(400);
      expect(result.data.result?.error?.confirm?.[0]).toContain("Bevestig");
    }
    expect(await snapshot()).toBe(before);
  });
});

describe("activating and deactivating a vacancy", () => {
  it("removes it from vacancies_public and the home counter, and brings it back", async () => {
    const db = database.db();
    const owner = await createMember();
    const { vacancy } = await ownedSet(owner);
    const inPublicView = async () => (await db.select({ id: vacanciesPublic.id }).from(vacanciesPublic).where(eq(vacanciesPublic.id, vacancy.id))).length;
    const counted = await countActiveVacancies();
    expect(await inPublicView()).toBe(1);

    const off = await outcome(await action(post(owner, { intent: "vacancy-active", id: vacancy.id, active: "nee" })));
    expect(off).toEqual({ location: "/mijn-items?tab=doe-mee", toast: { type: "success", message: "Vacature gedeactiveerd" } });
    expect(await inPublicView()).toBe(0);
    expect(await countActiveVacancies()).toBe(counted - 1);
    const listed = await loader(get(owner));
    expect(listed.vacancies.find((v) => v.id === vacancy.id)?.is_active).toBe(false);

    const on = await outcome(await action(post(owner, { intent: "vacancy-active", id: vacancy.id, active: "ja" })));
    expect(on).toEqual({ location: "/mijn-items?tab=doe-mee", toast: { type: "success", message: "Vacature geactiveerd" } });
    expect(await inPublicView()).toBe(1);
    expect(await countActiveVacancies()).toBe(counted);
  });
});
