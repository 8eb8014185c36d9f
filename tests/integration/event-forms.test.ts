/**
 * /nieuw-event and /event/{id}/bewerken on a real database (docs/product-rules.md#event-form): the
 * loaders and actions are called as React Router calls them, by a member, by another member and by
 * a visitor. Only the owner gets anywhere; everyone else is redirected and the database is
 * unchanged. Crafted posts cannot pick someone else's initiative, set `created_by` or move an
 * event. Bad input answers 400 with Dutch field errors and stores nothing; the stored start is the
 * UTC instant of the Dutch time that was typed.
 */
import { count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { events } from "~/db/schema";
import { postcodeAreaList, seedMunicipalities } from "~/db/seed/seed.server";
import { postcodeMessages } from "~/lib/fields";
import { createEvent as storeEvent, getEventForOwner, updateEvent } from "~/modules/events/mutations.server";
import { toLocalDateTimeInput } from "~/modules/events/datetime";
import { eventMessages, eventTexts } from "~/modules/events/schemas";
import { action as editAction, loader as editLoader } from "~/routes/events/edit";
import { action as newAction, loader as newLoader } from "~/routes/events/new";
import { setupTestDatabase } from "../setup/database";
import { createEvent, createInitiative } from "../setup/factories";
import { validEventForm, validEventValues } from "../setup/forms";
import { createMember, type TestMember } from "../setup/members";
import { asData, asRedirect, get, post, thrownResponse, toastOf } from "../setup/routes";
import { logger } from "~/lib/logger.server";

const database = setupTestDatabase();

type NewLoaderArgs = Parameters<typeof newLoader>[0];
type NewActionArgs = Parameters<typeof newAction>[0];
type EditLoaderArgs = Parameters<typeof editLoader>[0];
type EditActionArgs = Parameters<typeof editAction>[0];

/** A GET of /nieuw-event (with `search`, e.g. "?initiative=…") as `member` or a visitor. */
const getNew = (member: TestMember | null, search = ""): NewLoaderArgs => get(member, `/nieuw-event${search}`);

/** A POST of `fields` to /nieuw-event as `member` or a visitor. */
const postNew = (member: TestMember | null, fields: Record<string, string>): NewActionArgs => post(member, "/nieuw-event", fields);

/** A GET of /event/{id}/bewerken as `member` or a visitor. */
const getEdit = (member: TestMember | null, id: string): EditLoaderArgs =>
  get(member, `/event/${encodeURIComponent(id)}/bewerken`, { pattern: "/event/:id/bewerken", params: { id } });

/** A POST of `fields` to /event/{id}/bewerken as `member` or a visitor. */
const postEdit = (member: TestMember | null, id: string, fields: Record<string, string>): EditActionArgs =>
  post(member, `/event/${encodeURIComponent(id)}/bewerken`, fields, { pattern: "/event/:id/bewerken", params: { id } });

/** Asserts a redirect to /auth for a visitor (with the event reason when `reason` is set). */
function expectAuthRedirect(response: Response, reason?: string) {
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get("Location") ?? "", "http://localhost:3000");
  expect(location.pathname).toBe("/auth");
  if (reason) expect(location.searchParams.get("melding")).toBe(reason);
}

async function eventCount(): Promise<number> {
  const [row] = await database.db().select({ n: count() }).from(events);
  return row?.n ?? 0;
}

async function eventRow(id: string) {
  const [row] = await database.db().select().from(events).where(eq(events.id, id));
  if (!row) throw new Error(`event ${id} not found`);
  return row;
}

/** Now plus `minutes` as a datetime-local value in Amsterdam time ("YYYY-MM-DDTHH:mm"). */
function localMinute(minutes: number): string {
  return toLocalDateTimeInput(new Date(Date.now() + minutes * 60_000));
}

/** A complete, valid form on 15 July 2030, 19:30 Dutch summer time (the dates these tests compare with). */
const validForm = (initiativeId: string, overrides: Record<string, string> = {}) =>
  validEventForm(initiativeId, { date: "2030-07-15T19:30", ...overrides });

/** A member with one initiative of their own. */
async function memberWithInitiative() {
  const member = await createMember();
  const initiative = await createInitiative(database.db(), { created_by: member.id, name: `Buurtmoestuin ${member.name}` });
  return { member, initiative };
}

/** The event as stored, minus the columns that change by themselves. */
async function snapshot(id: string) {
  const { updated_at: _updatedAt, ...rest } = await eventRow(id);
  return rest;
}

/** Writes of an event with this title fail in the database (see {@link withFailingWrites}). */
const FAILING_TITLE = "Databasefout";

/**
 * Runs `work` while a trigger makes every insert or update of an event titled
 * {@link FAILING_TITLE} fail inside the database, as a broken connection or disk would.
 */
async function withFailingWrites<T>(work: () => Promise<T>): Promise<T> {
  const db = database.db();
  await db.execute(
    sql.raw(`create or replace function ddn_test_fail_event() returns trigger language plpgsql as $$
      begin
        if new.title = '${FAILING_TITLE}' then raise exception 'simulated database failure'; end if;
        return new;
      end $$`),
  );
  await db.execute(
    sql.raw("create trigger ddn_test_fail_event before insert or update on events for each row execute function ddn_test_fail_event()"),
  );
  try {
    return await work();
  } finally {
    await db.execute(sql.raw("drop trigger ddn_test_fail_event on events"));
    await db.execute(sql.raw("drop function ddn_test_fail_event()"));
  }
}

describe("/nieuw-event loader", () => {
  it("sends a visitor to /auth with the event message", async () => {
    const response = await thrownResponse(newLoader(getNew(null, "?initiative=abc")));
    expectAuthRedirect(response, "event");
    const location = new URL(response.headers.get("Location") ?? "", "http://localhost:3000");
    expect(location.searchParams.get("redirectTo")).toBe("/nieuw-event?initiative=abc");
  });

  it("sends a visitor who came by client-side navigation back to the page, not to its data", async () => {
    const response = await thrownResponse(newLoader(get(null, "/nieuw-event.data?initiative=abc&_routes=routes%2Fevents%2Fnew")));
    const location = new URL(response.headers.get("Location") ?? "", "http://localhost:3000");
    expect(location.searchParams.get("redirectTo")).toBe("/nieuw-event?initiative=abc");
  });

  it("tells a member without initiatives so (no form choices)", async () => {
    const member = await createMember();
    expect(await newLoader(getNew(member))).toMatchObject({ initiatives: [], preselected: null });
    expect(eventTexts.noInitiatives).toBe("Geen initiatieven gevonden");
  });

  it("offers only the member's own initiatives, by name, and preselects one of them only", async () => {
    const db = database.db();
    const member = await createMember();
    const other = await createMember();
    const b = await createInitiative(db, { created_by: member.id, name: "B-initiatief" });
    const a = await createInitiative(db, { created_by: member.id, name: "A-initiatief" });
    const foreign = await createInitiative(db, { created_by: other.id, name: "Van een ander" });
    await createInitiative(db, { created_by: null, name: "Demo-initiatief" });

    const page = await newLoader(getNew(member));
    expect(page.initiatives).toEqual([
      { id: a.id, name: "A-initiatief" },
      { id: b.id, name: "B-initiatief" },
    ]);
    expect(page.preselected).toBeNull();
    expect((await newLoader(getNew(member, `?initiative=${b.id}`))).preselected).toBe(b.id);
    expect((await newLoader(getNew(member, `?initiative=${foreign.id}`))).preselected).toBeNull();
    expect((await newLoader(getNew(member, "?initiative=%27%20or%201%3D1"))).preselected).toBeNull();
  });
});

describe("/nieuw-event action", () => {
  it("sends a visitor to /auth with the event message and stores nothing", async () => {
    const { initiative } = await memberWithInitiative();
    const before = await eventCount();
    const response = await thrownResponse(newAction(postNew(null, validForm(initiative.id))));
    expectAuthRedirect(response, "event");
    expect(await eventCount()).toBe(before);
  });

  it("creates the event under the member's own initiative: UTC start, null optionals, no maximum without registration", async () => {
    const { member, initiative } = await memberWithInitiative();
    const other = await createMember();
    const response = asRedirect(
      await newAction(
        postNew(
          member,
          validForm(initiative.id, {
            title: "  Zaadjesruilmiddag  ",
            max_participants: "25",
            // Crafted fields the form does not have: ignored.
            created_by: other.id,
            current_participants: "40",
            confirmed_count: "40",
            external_participants: "40",
            id: "00000000-0000-4000-8000-000000000000",
          }),
        ),
      ),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/mijn-items");
    expect(await toastOf(response)).toEqual({ type: "success", message: "Event succesvol aangemaakt!" });

    const rows = await database.db().select().from(events).where(eq(events.initiative_id, initiative.id));
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row).toMatchObject({
      title: "Zaadjesruilmiddag",
      type: "workshop",
      description: "Neem je zaden mee en ruil ze met buren.",
      // 19:30 Dutch summer time is 17:30 UTC.
      date: new Date("2030-07-15T17:30:00Z"),
      end_date: null,
      location: "Buurthuis De Linde, Lindenlaan 1",
      city: "Utrecht",
      province: null,
      theme: null,
      long_description: null,
      organizer_name: "Fatima de Vries",
      organizer_email: "fatima@voorbeeld.example.org",
      organizer_phone: null,
      website: null,
      registration_required: false,
      max_participants: null,
      external_participants: 0,
      confirmed_count: 0,
      initiative_id: initiative.id,
      created_by: member.id,
    });
    expect(row?.id).not.toBe("00000000-0000-4000-8000-000000000000");
  });

  it("stores registration with its maximum and every optional field; winter time is UTC+1", async () => {
    const { member, initiative } = await memberWithInitiative();
    const response = asRedirect(
      await newAction(
        postNew(
          member,
          validForm(initiative.id, {
            title: "Winterwandeling",
            type: "actie",
            theme: "natuur",
            province: "utrecht",
            date: "2027-01-20T10:00",
            end_date: "2027-01-20T12:30",
            long_description: "Verzamelen bij de kerk.",
            organizer_phone: "030 123 4567",
            website: "https://wandelen.example.org",
            registration_required: "on",
            max_participants: "25",
          }),
        ),
      ),
    );
    expect(response.headers.get("Location")).toBe("/mijn-items");
    const [row] = await database.db().select().from(events).where(eq(events.initiative_id, initiative.id));
    expect(row).toMatchObject({
      title: "Winterwandeling",
      type: "actie",
      theme: "natuur",
      province: "utrecht",
      date: new Date("2027-01-20T09:00:00Z"),
      end_date: new Date("2027-01-20T11:30:00Z"),
      long_description: "Verzamelen bij de kerk.",
      organizer_phone: "030 123 4567",
      website: "https://wandelen.example.org",
      registration_required: true,
      max_participants: 25,
    });
  });

  it("refuses another member's initiative in a crafted post: 400 'Selecteer een initiatief', nothing stored", async () => {
    const { member } = await memberWithInitiative();
    const { initiative: foreign } = await memberWithInitiative();
    const demo = await createInitiative(database.db(), { created_by: null });
    const before = await eventCount();
    for (const initiativeId of [foreign.id, demo.id, "9c0f2a55-1d7e-4d2b-8f3c-5a6b7c8d9e0f", "abc", ""]) {
      const result = asData(await newAction(postNew(member, validForm(initiativeId))));
      expect(result.init?.status, initiativeId).toBe(400);
      expect(result.data.result!.error, initiativeId).toEqual({ initiative_id: ["Selecteer een initiatief"] });
      // The typed values come back, so the form keeps them.
      expect(result.data.result!.initialValue?.title).toBe("Zaadjesruilmiddag");
    }
    expect(await eventCount()).toBe(before);
  });

  const badInput: [name: string, overrides: Record<string, string>, field: string, message: string][] = [
    ["an over-long title", { title: "t".repeat(151) }, "title", "Titel mag maximaal 150 tekens zijn"],
    ["a missing title", { title: "" }, "title", "Titel is verplicht"],
    ["an unknown type", { type: "feest" }, "type", eventMessages.typeRequired],
    ["an over-long short description", { description: "d".repeat(501) }, "description", eventMessages.descriptionTooLong],
    ["an over-long long description", { long_description: "d".repeat(10_001) }, "long_description", eventMessages.longDescriptionTooLong],
    ["an end before the start", { end_date: "2030-07-15T19:00" }, "end_date", "Einddatum mag niet voor de startdatum liggen"],
    ["an impossible date", { date: "2026-13-45T25:00" }, "date", "Vul een geldige datum en tijd in"],
    ["a date in 1999", { date: "1999-12-31T20:00" }, "date", "Vul een geldige datum en tijd in"],
    ["a time the clocks skip", { date: "2030-03-31T02:30" }, "date", eventMessages.dateNonexistent],
    ["no start", { date: "" }, "date", "Startdatum en -tijd is verplicht"],
    ["a start in the past", { date: "2020-07-15T19:30" }, "date", "Startdatum mag niet in het verleden liggen"],
    ["a start an hour ago", { date: localMinute(-60) }, "date", "Startdatum mag niet in het verleden liggen"],
    ["max_participants 0", { registration_required: "on", max_participants: "0" }, "max_participants", "Maximaal aantal deelnemers moet minimaal 1 zijn"],
    ["max_participants abc", { registration_required: "on", max_participants: "abc" }, "max_participants", eventMessages.maxParticipantsNotInteger],
    ["max_participants beyond an integer", { registration_required: "on", max_participants: "9999999999" }, "max_participants", eventMessages.maxParticipantsTooLarge],
    ["a javascript: website", { website: "javascript:alert(1)" }, "website", "Vul een geldige website in (https://…)"],
    ["a website with a user name and password", { website: "https://user:pw@tuin.example.org" }, "website", "Vul een geldige website in (https://…)"],
    // The texts are plain text wherever they are shown, as on the initiative and vacancy forms.
    ["a script tag in the title", { title: "<script>alert('xss')</script>" }, "title", eventMessages.titleHtml],
    ["an image tag in the description", { description: "<img src=x onerror=alert(1)>" }, "description", eventMessages.descriptionHtml],
    ["an invalid e-mail", { organizer_email: "fatima-at-voorbeeld" }, "organizer_email", "Ongeldig e-mailadres"],
    ["an over-long e-mail", { organizer_email: `${"a".repeat(251)}@x.nl` }, "organizer_email", eventMessages.emailTooLong],
    ["an over-long phone", { organizer_phone: "0".repeat(31) }, "organizer_phone", eventMessages.phoneTooLong],
    ["an unknown theme", { theme: "sport" }, "theme", eventMessages.themeInvalid],
    ["an unknown province", { province: "brabant" }, "province", eventMessages.provinceInvalid],
    ["a crafted checkbox value", { registration_required: "ja" }, "registration_required", eventMessages.registrationInvalid],
    ["an over-long city", { city: "c".repeat(101) }, "city", eventMessages.cityTooLong],
  ];

  // One member for the whole table (nothing is ever stored for them).
  let shared: Promise<Awaited<ReturnType<typeof memberWithInitiative>>> | undefined;
  for (const [name, overrides, field, message] of badInput) {
    it(`answers ${name} with 400 and "${message}", storing nothing`, async () => {
      shared ??= memberWithInitiative();
      const { member, initiative } = await shared;
      const result = asData(await newAction(postNew(member, validForm(initiative.id, overrides))));
      expect(result.init?.status).toBe(400);
      expect(result.data.result!.error?.[field]?.[0]).toBe(message);
      expect(await database.db().$count(events, eq(events.initiative_id, initiative.id))).toBe(0);
    });
  }

  it("answers a database failure with 500 and the Dutch error text, keeping the typed values", async () => {
    const { member, initiative } = await memberWithInitiative();
    const error = vi.spyOn(logger, "error").mockImplementation(() => {});
    const result = await withFailingWrites(async () =>
      asData(await newAction(postNew(member, validForm(initiative.id, { title: FAILING_TITLE })))),
    );
    error.mockRestore();
    expect(result.init?.status).toBe(500);
    expect(result.data.result!.error).toEqual({ "": ["Er ging iets mis bij het aanmaken van het event."] });
    expect(result.data.failure).toBe("Er ging iets mis bij het aanmaken van het event.");
    expect(result.data.result!.initialValue?.city).toBe("Utrecht");
    expect(await database.db().$count(events, eq(events.initiative_id, initiative.id))).toBe(0);
  });

  it("removes NUL characters (PostgreSQL cannot store them) instead of failing", async () => {
    const { member, initiative } = await memberWithInitiative();
    asRedirect(await newAction(postNew(member, validForm(initiative.id, { title: "Nul\u0000byte", website: "https://x.example.org/\u0000" }))));
    const [row] = await database.db().select().from(events).where(eq(events.initiative_id, initiative.id));
    expect(row?.title).toBe("Nulbyte");
    expect(row?.website).toBe("https://x.example.org/");
  });

  it("stores a website typed without https:// as an https address, as the initiative form does", async () => {
    const { member, initiative } = await memberWithInitiative();
    asRedirect(await newAction(postNew(member, validForm(initiative.id, { website: "www.zonnehoek.nl" }))));
    const [row] = await database.db().select().from(events).where(eq(events.initiative_id, initiative.id));
    expect(row?.website).toBe("https://www.zonnehoek.nl");
  });
});

describe("/event/{id}/bewerken loader", () => {
  it("prefills the owner's form with local Dutch times and shows the initiative", async () => {
    const { member, initiative } = await memberWithInitiative();
    const event = await createEvent(database.db(), {
      initiative_id: initiative.id,
      created_by: member.id,
      date: new Date("2026-07-15T17:30:00Z"),
      end_date: new Date("2026-07-15T20:00:00Z"),
      theme: "natuur",
      registration_required: true,
      max_participants: 25,
      long_description: null,
    });
    const page = await editLoader(getEdit(member, event.id));
    expect(page.id).toBe(event.id);
    expect(page.initiative).toEqual({ id: initiative.id, name: initiative.name });
    expect(page.defaults).toEqual({
      title: event.title,
      description: event.description,
      long_description: undefined,
      type: "workshop",
      theme: "natuur",
      province: undefined,
      date: "2026-07-15T19:30",
      end_date: "2026-07-15T22:00",
      city: event.city,
      location: event.location,
      organizer_name: event.organizer_name,
      organizer_email: event.organizer_email,
      organizer_phone: event.organizer_phone,
      website: event.website,
      registration_required: "on",
      max_participants: "25",
    });
  });

  it("lets the creator of the initiative edit an event without a creator (demo content moved to them)", async () => {
    const { member, initiative } = await memberWithInitiative();
    const event = await createEvent(database.db(), { initiative_id: initiative.id, created_by: null });
    expect((await editLoader(getEdit(member, event.id))).id).toBe(event.id);
  });

  it("redirects another member to /mijn-items with 'Je hebt geen toegang tot dit event'", async () => {
    const { member, initiative } = await memberWithInitiative();
    const event = await createEvent(database.db(), { initiative_id: initiative.id, created_by: member.id });
    const other = await createMember();
    const response = await thrownResponse(editLoader(getEdit(other, event.id)));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/mijn-items");
    expect(await toastOf(response)).toEqual({ type: "error", message: "Je hebt geen toegang tot dit event" });
  });

  it("redirects a visitor to /auth", async () => {
    const { member, initiative } = await memberWithInitiative();
    const event = await createEvent(database.db(), { initiative_id: initiative.id, created_by: member.id });
    const response = await thrownResponse(editLoader(getEdit(null, event.id)));
    expectAuthRedirect(response);
    expect(new URL(response.headers.get("Location") ?? "", "http://x").searchParams.get("redirectTo")).toBe(
      `/event/${event.id}/bewerken`,
    );
  });

  it("redirects to /mijn-items with 'Event niet gevonden' for an unknown or malformed id", async () => {
    const member = await createMember();
    for (const id of ["9c0f2a55-1d7e-4d2b-8f3c-5a6b7c8d9e0f", "abc", "1 or 1=1", ""]) {
      const response = await thrownResponse(editLoader(getEdit(member, id)));
      expect(response.headers.get("Location"), id).toBe("/mijn-items");
      expect(await toastOf(response), id).toEqual({ type: "error", message: "Event niet gevonden" });
    }
  });
});

describe("/event/{id}/bewerken action", () => {
  /** An owner's event with known values, and an edit form changing every field. */
  async function setup() {
    const { member, initiative } = await memberWithInitiative();
    const event = await createEvent(database.db(), {
      initiative_id: initiative.id,
      created_by: member.id,
      title: "Oude titel",
      date: new Date("2026-07-15T17:30:00Z"),
      registration_required: true,
      max_participants: 10,
    });
    const changes = {
      title: "Nieuwe titel",
      type: "festival",
      description: "Nieuwe korte beschrijving",
      long_description: "Nieuwe lange beschrijving",
      theme: "cultuur",
      province: "gelderland",
      date: "2026-12-05T14:00",
      end_date: "2026-12-05T17:00",
      location: "Dorpshuis, Kerkstraat 2",
      city: "Arnhem",
      organizer_name: "Sem Jansen",
      organizer_email: "sem@voorbeeld.example.org",
      organizer_phone: "",
      website: "",
      max_participants: "40",
    };
    return { member, initiative, event, changes };
  }

  it("saves the owner's changes: every field, registration off → no maximum, /mijn-items with the toast", async () => {
    const { member, initiative, event, changes } = await setup();
    const response = asRedirect(await editAction(postEdit(member, event.id, changes)));
    expect(response.headers.get("Location")).toBe("/mijn-items");
    expect(await toastOf(response)).toEqual({ type: "success", message: "Event succesvol bijgewerkt!" });
    const row = await eventRow(event.id);
    expect(row).toMatchObject({
      title: "Nieuwe titel",
      type: "festival",
      description: "Nieuwe korte beschrijving",
      long_description: "Nieuwe lange beschrijving",
      theme: "cultuur",
      province: "gelderland",
      // Winter time: 14:00 in Amsterdam is 13:00 UTC.
      date: new Date("2026-12-05T13:00:00Z"),
      end_date: new Date("2026-12-05T16:00:00Z"),
      location: "Dorpshuis, Kerkstraat 2",
      city: "Arnhem",
      organizer_name: "Sem Jansen",
      organizer_email: "sem@voorbeeld.example.org",
      organizer_phone: null,
      website: null,
      registration_required: false,
      max_participants: null,
      initiative_id: initiative.id,
      created_by: member.id,
    });
    expect(row.updated_at.getTime()).toBeGreaterThan(event.updated_at.getTime());
  });

  it("ignores a crafted initiative_id, created_by and participant count", async () => {
    const { member, initiative, event, changes } = await setup();
    const { initiative: foreign, member: other } = await memberWithInitiative();
    const ownSecond = await createInitiative(database.db(), { created_by: member.id });
    for (const initiativeId of [foreign.id, ownSecond.id]) {
      asRedirect(
        await editAction(
          postEdit(member, event.id, { ...changes, initiative_id: initiativeId, created_by: other.id, current_participants: "99", confirmed_count: "99" }),
        ),
      );
      const row = await eventRow(event.id);
      expect(row.initiative_id).toBe(initiative.id);
      expect(row.created_by).toBe(member.id);
      expect(row.external_participants).toBe(0);
    }
  });

  it("refuses another member and a visitor; the row stays as it was", async () => {
    const { event, changes } = await setup();
    const before = await snapshot(event.id);
    const other = await createMember();
    const refused = asRedirect(await editAction(postEdit(other, event.id, changes)));
    expect(refused.headers.get("Location")).toBe("/mijn-items");
    expect(await toastOf(refused)).toEqual({ type: "error", message: "Je hebt geen toegang tot dit event" });
    // Even with broken input the answer is the refusal, not field errors about someone else's event.
    const refusedBad = asRedirect(await editAction(postEdit(other, event.id, { title: "" })));
    expect(await toastOf(refusedBad)).toEqual({ type: "error", message: "Je hebt geen toegang tot dit event" });

    const visitor = await thrownResponse(editAction(postEdit(null, event.id, changes)));
    expectAuthRedirect(visitor);
    expect(await snapshot(event.id)).toEqual(before);
  });

  it("answers an unknown or malformed id with 'Event niet gevonden'", async () => {
    const { member, changes } = await setup();
    for (const id of ["9c0f2a55-1d7e-4d2b-8f3c-5a6b7c8d9e0f", "abc"]) {
      const response = asRedirect(await editAction(postEdit(member, id, changes)));
      expect(response.headers.get("Location")).toBe("/mijn-items");
      expect(await toastOf(response)).toEqual({ type: "error", message: "Event niet gevonden" });
    }
  });

  const badInput: [name: string, overrides: Record<string, string>, field: string, message: string][] = [
    ["an over-long title", { title: "t".repeat(151) }, "title", "Titel mag maximaal 150 tekens zijn"],
    ["an end before the start", { end_date: "2026-12-05T13:59" }, "end_date", "Einddatum mag niet voor de startdatum liggen"],
    ["an impossible date", { date: "2026-13-45T25:00" }, "date", "Vul een geldige datum en tijd in"],
    ["max_participants 0", { registration_required: "on", max_participants: "0" }, "max_participants", "Maximaal aantal deelnemers moet minimaal 1 zijn"],
    ["max_participants abc", { registration_required: "on", max_participants: "abc" }, "max_participants", eventMessages.maxParticipantsNotInteger],
    ["a javascript: website", { website: "javascript:alert(document.cookie)" }, "website", "Vul een geldige website in (https://…)"],
  ];
  it("keeps editing an event that already took place: a start in the past is fine here", async () => {
    const { member, event, changes } = await setup();
    const response = asRedirect(await editAction(postEdit(member, event.id, { ...changes, date: "2020-03-12T19:30", end_date: "" })));
    expect(response.headers.get("Location")).toBe("/mijn-items");
    expect((await eventRow(event.id)).date).toEqual(new Date("2020-03-12T18:30:00Z"));
  });

  it("refuses a maximum below the places taken (sign-ups and those registered elsewhere), with that number", async () => {
    const { member, event, changes } = await setup();
    await database.db().update(events).set({ confirmed_count: 2, external_participants: 1 }).where(eq(events.id, event.id));
    const before = await snapshot(event.id);
    const result = asData(await editAction(postEdit(member, event.id, { ...changes, registration_required: "on", max_participants: "2" })));
    expect(result.init?.status).toBe(409);
    expect(result.data.result!.error?.max_participants?.[0]).toBe("Er zijn al 3 aanmeldingen; het maximum kan niet lager zijn dan 3.");
    expect(await snapshot(event.id)).toEqual(before);
    const equal = asRedirect(await editAction(postEdit(member, event.id, { ...changes, registration_required: "on", max_participants: "3" })));
    expect(equal.headers.get("Location")).toBe("/mijn-items");
    expect((await eventRow(event.id)).max_participants).toBe(3);
  });

  for (const [name, overrides, field, message] of badInput) {
    it(`answers ${name} with 400 and "${message}", changing nothing`, async () => {
      const { member, event, changes } = await setup();
      const before = await snapshot(event.id);
      const result = asData(await editAction(postEdit(member, event.id, { ...changes, ...overrides })));
      expect(result.init?.status).toBe(400);
      expect(result.data.result!.error?.[field]?.[0]).toBe(message);
      expect(result.data.result!.initialValue?.title).toBe(overrides.title ?? "Nieuwe titel");
      expect(await snapshot(event.id)).toEqual(before);
    });
  }
});

describe("/event/{id}/bewerken action, database failure", () => {
  it("answers 500 with the Dutch error text, keeps the typed values and changes nothing", async () => {
    const { member, initiative } = await memberWithInitiative();
    const event = await createEvent(database.db(), { initiative_id: initiative.id, created_by: member.id });
    const before = await snapshot(event.id);
    const error = vi.spyOn(logger, "error").mockImplementation(() => {});
    const result = await withFailingWrites(async () =>
      asData(await editAction(postEdit(member, event.id, { ...validForm(initiative.id), title: FAILING_TITLE }))),
    );
    error.mockRestore();
    expect(result.init?.status).toBe(500);
    expect(result.data.result!.error).toEqual({ "": ["Er ging iets mis bij het bijwerken van het event."] });
    expect(result.data.failure).toBe(eventTexts.updateFailed);
    expect(result.data.result!.initialValue?.title).toBe(FAILING_TITLE);
    expect(await snapshot(event.id)).toEqual(before);
  });
});

describe("module functions", () => {
  it("updateEvent re-checks ownership itself: 'forbidden' and 'not_found' change nothing", async () => {
    const { member, initiative } = await memberWithInitiative();
    const event = await createEvent(database.db(), { initiative_id: initiative.id, created_by: member.id });
    const other = await createMember();
    const before = await snapshot(event.id);
    const values = validEventValues();
    expect(await updateEvent({ id: event.id, viewer: other, values })).toEqual({ status: "forbidden" });
    expect(await updateEvent({ id: "9c0f2a55-1d7e-4d2b-8f3c-5a6b7c8d9e0f", viewer: member, values })).toEqual({ status: "not_found" });
    expect(await updateEvent({ id: "abc", viewer: member, values })).toEqual({ status: "not_found" });
    expect(await snapshot(event.id)).toEqual(before);
    expect(await getEventForOwner({ id: event.id, viewer: other })).toEqual({ status: "forbidden" });
    expect(await updateEvent({ id: event.id, viewer: member, values })).toEqual({ status: "ok", item: { itemStatus: "actief", initiativeStatus: "actief" } });
    expect((await eventRow(event.id)).title).toBe("Overgenomen");
  });

  it("createEvent refuses a foreign initiative and stores nothing", async () => {
    const { initiative: foreign } = await memberWithInitiative();
    const member = await createMember();
    const before = await eventCount();
    const outcome = await storeEvent({
      viewer: member,
      values: { ...validEventValues(), initiative_id: foreign.id, title: "Inbraak" },
    });
    expect(outcome).toEqual({ status: "initiative_not_own" });
    expect(await eventCount()).toBe(before);
  });
});

describe("the postcode of an event", () => {
  beforeAll(async () => {
    await seedMunicipalities(database.db());
  });

  it("stores the four digits of a known postcode, and the event gets that area's point, not its initiative's", async () => {
    const { member, initiative } = await memberWithInitiative();
    asRedirect(await newAction(postNew(member, validForm(initiative.id, { postcode: "3712 AB" }))));
    const [row] = await database.db().select().from(events).where(eq(events.initiative_id, initiative.id));
    const area = postcodeAreaList.find(([pc4]) => pc4 === "3712");
    expect(row).toMatchObject({ pc4: "3712", lat: area?.[1], lon: area?.[2] });
  });

  it("refuses a malformed and an unknown postcode with a Dutch message, storing nothing", async () => {
    const { member, initiative } = await memberWithInitiative();
    const before = await eventCount();
    for (const [postcode, message] of [["AB 3511", postcodeMessages.invalid], ["1000", postcodeMessages.unknown]] as const) {
      const result = asData(await newAction(postNew(member, validForm(initiative.id, { postcode }))));
      expect(result.init?.status).toBe(400);
      expect(result.data.result!.error).toEqual({ postcode: [message] });
    }
    expect(await eventCount()).toBe(before);
  });

  it("the edit form shows the stored postcode, and an edit can change it", async () => {
    const { member, initiative } = await memberWithInitiative();
    const event = await createEvent(database.db(), { initiative_id: initiative.id, created_by: member.id, pc4: "3511" });
    const loaded = await editLoader(getEdit(member, event.id));
    expect(loaded.defaults.postcode).toBe("3511");
    asRedirect(await editAction(postEdit(member, event.id, { ...validForm(initiative.id), postcode: "9999" })));
    expect((await eventRow(event.id)).pc4).toBe("9999");
  });
});
