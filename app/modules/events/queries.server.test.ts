import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createEvent, createInitiative } from "../../../tests/setup/factories";
import { setupTestDatabase } from "../../../tests/setup/database";
import { parseEventFilters } from "./filters";
import { countUpcomingEvents, getEvent, listEvents, listEventsForInitiative } from "./queries.server";
import { eventEndsAt } from "./timing";

const database = setupTestDatabase();
const filters = (query: string) => parseEventFilters(new URLSearchParams(query));
/** A search term no other test uses (letters only, so it survives the URL as is). */
const uniqueTerm = () => `term${randomUUID().replaceAll("-", "").slice(0, 12)}`;
const ids = (items: { id: string }[]) => items.map((e) => e.id);

describe("event queries", () => {
  it("searches title, description and place case-insensitively, and no other column", async () => {
    const db = database.db();
    const { id: initiative_id } = await createInitiative(db);
    const term = uniqueTerm();
    const byTitle = await createEvent(db, { initiative_id, title: `Workshop ${term.toUpperCase()} maken` });
    const byDescription = await createEvent(db, { initiative_id, description: `Samen ${term} bouwen` });
    const byPlace = await createEvent(db, { initiative_id, city: term });
    await createEvent(db, { initiative_id, location: term, organizer_name: term });
    const result = await listEvents({ filters: filters(`zoek=${term.slice(0, 6).toUpperCase()}${term.slice(6)}`) });
    expect(ids(result.items).sort()).toEqual([byTitle.id, byDescription.id, byPlace.id].sort());
    expect(result.total).toBe(3);
  });

  it("narrows by type, theme and province, combined with AND; 'all' and unknown values are no filter", async () => {
    const db = database.db();
    const { id: initiative_id } = await createInitiative(db);
    const term = uniqueTerm();
    const title = `Event ${term}`;
    const e1 = await createEvent(db, { initiative_id, title, type: "workshop", theme: "energie", province: "zeeland" });
    const e2 = await createEvent(db, { initiative_id, title, type: "festival", theme: "energie", province: "zeeland" });
    const e3 = await createEvent(db, { initiative_id, title, type: "workshop", theme: "zorg", province: "zeeland" });
    const e4 = await createEvent(db, { initiative_id, title, type: "workshop", theme: "energie", province: "limburg" });
    const e5 = await createEvent(db, { initiative_id, title, type: "workshop", theme: null, province: null });
    const sorted = (items: { id: string }[]) => ids(items).sort();
    expect(sorted((await listEvents({ filters: filters(`zoek=${term}&type=workshop`) })).items)).toEqual(
      [e1.id, e3.id, e4.id, e5.id].sort(),
    );
    expect(sorted((await listEvents({ filters: filters(`zoek=${term}&thema=energie`) })).items)).toEqual(
      [e1.id, e2.id, e4.id].sort(),
    );
    expect(sorted((await listEvents({ filters: filters(`zoek=${term}&provincie=zeeland`) })).items)).toEqual(
      [e1.id, e2.id, e3.id].sort(),
    );
    const all = await listEvents({ filters: filters(`zoek=${term}&type=workshop&thema=energie&provincie=zeeland`) });
    expect(ids(all.items)).toEqual([e1.id]);
    expect(all.total).toBe(1);
    const none = await listEvents({ filters: filters(`zoek=${term}&type=all&thema=onzin&provincie=all`) });
    expect(none.total).toBe(5);
  });

  it("takes the date range inclusively in Amsterdam calendar days, across the DST change", async () => {
    const db = database.db();
    const { id: initiative_id } = await createInitiative(db);
    const term = uniqueTerm();
    const at = (iso: string) => createEvent(db, { initiative_id, title: `Event ${term}`, date: new Date(iso) });
    // Winter time (+01:00) at the start of March, summer time (+02:00) from 29 March 2026.
    const beforeStart = await at("2026-02-28T23:59:59+01:00");
    const atStart = await at("2026-03-01T00:00:00+01:00");
    const earlyFirst = await at("2026-03-01T00:30:00+01:00");
    const lateLast = await at("2026-03-31T23:30:00+02:00");
    const afterEnd = await at("2026-04-01T00:00:00+02:00");

    const both = await listEvents({ filters: filters(`zoek=${term}&van=2026-03-01&tot=2026-03-31`) });
    expect(ids(both.items)).toEqual([atStart.id, earlyFirst.id, lateLast.id]);

    // `van` alone: no upper bound; it replaces the default "from today" bound.
    const fromOnly = await listEvents({ filters: filters(`zoek=${term}&van=2026-03-01`) });
    expect(ids(fromOnly.items)).toEqual([atStart.id, earlyFirst.id, lateLast.id, afterEnd.id]);

    // `tot` alone with past events shown: no lower bound.
    const toOnly = await listEvents({ filters: filters(`zoek=${term}&tot=2026-03-31&verleden=1`) });
    expect(ids(toOnly.items)).toEqual([beforeStart.id, atStart.id, earlyFirst.id, lateLast.id]);

    // One day: from and to the same day.
    const oneDay = await listEvents({ filters: filters(`zoek=${term}&van=2026-03-31&tot=2026-03-31`) });
    expect(ids(oneDay.items)).toEqual([lateLast.id]);
  });

  it("lists an event added later that started before every other one not over, at once", async () => {
    const db = database.db();
    const { id: initiative_id } = await createInitiative(db);
    const term = uniqueTerm();
    const now = new Date("2031-03-10T12:00:00Z");
    const at = (iso: string, end?: string) =>
      createEvent(db, { initiative_id, title: `Event ${term}`, date: new Date(iso), end_date: end ? new Date(end) : null });
    const next = await at("2031-03-11T10:00:00Z");
    expect(ids((await listEvents({ filters: filters(`zoek=${term}`), now })).items)).toEqual([next.id]);
    // Started a month before, still running: earlier than the start every list query was bounded by.
    const longRunning = await at("2031-02-10T10:00:00Z", "2031-03-20T16:00:00Z");
    const listed = await listEvents({ filters: filters(`zoek=${term}`), now });
    expect(ids(listed.items)).toEqual([longRunning.id, next.id]);
    expect(listed.total).toBe(2);
  });

  it("shows the events that are not over by default (running ones too), and past ones with verleden=1", async () => {
    const db = database.db();
    const { id: initiative_id } = await createInitiative(db);
    const term = uniqueTerm();
    const at = (iso: string, end?: string) =>
      createEvent(db, { initiative_id, title: `Event ${term}`, date: new Date(iso), end_date: end ? new Date(end) : null });
    // 14:39 in Amsterdam (summer time); today started at 2030-06-14T22:00Z.
    const now = new Date("2030-06-15T12:39:00Z");
    const later = await at("2030-06-20T10:00:00Z");
    const yesterday = await at("2030-06-14T21:59:00Z");
    // 12:00–14:00 today: over at 14:39.
    const endedToday = await at("2030-06-15T10:00:00Z", "2030-06-15T12:00:00Z");
    // 13:00–15:00 today: running.
    const running = await at("2030-06-15T11:00:00Z", "2030-06-15T13:00:00Z");
    // Started last week, ends tomorrow: running.
    const longRunning = await at("2030-06-08T08:00:00Z", "2030-06-16T16:00:00Z");
    // No end: counts until the end of its day.
    const earlierToday = await at("2030-06-15T08:00:00Z");

    const upcoming = await listEvents({ filters: filters(`zoek=${term}`), now });
    expect(ids(upcoming.items)).toEqual([longRunning.id, earlierToday.id, running.id, later.id]);
    expect(upcoming.total).toBe(4);
    expect(upcoming.items.map((e) => [e.is_past, e.is_running])).toEqual([
      [false, true],
      [false, true],
      [false, true],
      [false, false],
    ]);

    const withPast = await listEvents({ filters: filters(`zoek=${term}&verleden=1`), now });
    expect(ids(withPast.items)).toEqual([longRunning.id, yesterday.id, earlierToday.id, endedToday.id, running.id, later.id]);
    expect(withPast.items.find((e) => e.id === endedToday.id)?.is_past).toBe(true);

    const fromEarlier = await listEvents({ filters: filters(`zoek=${term}&van=2030-06-01`), now });
    expect(fromEarlier.total).toBe(6);
  });

  it("keeps the database's end instant (ends_at) equal to the rule of the pages", async () => {
    const db = database.db();
    const { id: initiative_id } = await createInitiative(db);
    const starts = ["2030-01-10T22:59:00Z", "2030-01-10T23:00:00Z", "2030-03-31T21:59:00Z", "2030-06-15T08:00:00Z", "2030-10-27T00:30:00Z"];
    for (const start of starts) {
      const row = await createEvent(db, { initiative_id, date: new Date(start), end_date: null });
      expect(row.ends_at, start).toEqual(eventEndsAt(row));
    }
    const withEnd = await createEvent(db, { initiative_id, date: new Date("2030-06-15T08:00:00Z"), end_date: new Date("2030-06-17T10:00:00Z") });
    expect(withEnd.ends_at).toEqual(new Date("2030-06-17T10:00:00Z"));
  });

  it("sorts by date ascending and paginates, clamping a page beyond the end", async () => {
    const db = database.db();
    const { id: initiative_id } = await createInitiative(db);
    const term = uniqueTerm();
    const base = Date.UTC(2031, 0, 1);
    // Inserted in a scrambled order: 0, 7, 14, … (mod 30).
    for (let n = 0; n < 30; n++) {
      const k = (n * 7) % 30;
      await createEvent(db, { initiative_id, title: `Event ${term} ${k}`, date: new Date(base + k * 3_600_000) });
    }
    const query = `zoek=${term}`;
    const first = await listEvents({ filters: filters(query) });
    expect(first.total).toBe(30);
    expect(first.items).toHaveLength(24);
    expect(first.pageCount).toBe(2);
    const times = first.items.map((e) => e.date.getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const second = await listEvents({ filters: filters(`${query}&pagina=2`) });
    expect(second.items).toHaveLength(6);
    expect(second.items[0]?.date.getTime()).toBeGreaterThan(times.at(-1) ?? Infinity);
    expect(new Set(ids([...first.items, ...second.items])).size).toBe(30);
    const beyond = await listEvents({ filters: filters(`${query}&pagina=99`) });
    expect(beyond.page).toBe(2);
    expect(beyond.items).toHaveLength(6);
  });

  it("joins the initiative's id and name into every card", async () => {
    const db = database.db();
    const initiative = await createInitiative(db);
    const term = uniqueTerm();
    const event = await createEvent(db, {
      initiative_id: initiative.id,
      title: `Event ${term}`,
      max_participants: 40,
      external_participants: 12,
      registration_required: true,
    });
    const [card] = (await listEvents({ filters: filters(`zoek=${term}`) })).items;
    expect(card).toMatchObject({
      id: event.id,
      title: event.title,
      organizer_name: event.organizer_name,
      max_participants: 40,
      current_participants: 12,
      registration_required: true,
      initiative: { id: initiative.id, name: initiative.name },
    });
    expect(JSON.stringify(card)).not.toContain(event.organizer_email);
  });

  it("hides events of initiatives that are not active", async () => {
    const db = database.db();
    const hidden = await createInitiative(db, { status: "in_behandeling" });
    const term = uniqueTerm();
    const event = await createEvent(db, { initiative_id: hidden.id, title: `Event ${term}` });
    expect((await listEvents({ filters: filters(`zoek=${term}&verleden=1`) })).total).toBe(0);
    expect(await getEvent({ id: event.id, viewer: null })).toBeNull();
    expect(await getEvent({ id: event.id, viewer: { id: randomUUID() } })).toBeNull();
    expect(await listEventsForInitiative({ initiativeId: hidden.id })).toEqual([]);
  });

  it("gives visitors no organizer contact data and members all of it", async () => {
    const db = database.db();
    const initiative = await createInitiative(db);
    const event = await createEvent(db, { initiative_id: initiative.id, long_description: null });
    const visitor = await getEvent({ id: event.id, viewer: null });
    expect(visitor).toMatchObject({
      id: event.id,
      title: event.title,
      location: event.location,
      long_description: null,
      initiative_id: initiative.id,
      initiative: { id: initiative.id, name: initiative.name },
      contact: null,
    });
    const json = JSON.stringify(visitor);
    expect(json).not.toContain(event.organizer_email);
    expect(json).not.toContain("06 1234 5678");
    expect(json).not.toContain(event.website ?? "no website");
    expect(json).not.toContain("organizer_email");
    const member = await getEvent({ id: event.id, viewer: { id: randomUUID() } });
    expect(member?.contact).toEqual({
      organizer_email: event.organizer_email,
      organizer_phone: event.organizer_phone,
      website: event.website,
    });
    expect(await getEvent({ id: randomUUID(), viewer: null })).toBeNull();
  });

  it("lists an initiative's events, past and upcoming, by date ascending", async () => {
    const db = database.db();
    const initiative = await createInitiative(db);
    const other = await createInitiative(db);
    const future = await createEvent(db, { initiative_id: initiative.id, date: new Date("2099-05-01T10:00:00Z") });
    const past = await createEvent(db, { initiative_id: initiative.id, date: new Date("2020-05-01T10:00:00Z") });
    const soon = await createEvent(db, { initiative_id: initiative.id });
    await createEvent(db, { initiative_id: other.id });
    const list = await listEventsForInitiative({ initiativeId: initiative.id });
    expect(ids(list)).toEqual([past.id, soon.id, future.id]);
    expect(list[0]?.initiative).toEqual({ id: initiative.id, name: initiative.name });
    expect(await listEventsForInitiative({ initiativeId: randomUUID() })).toEqual([]);
  });

  it("counts public events that are not over at now: an event that ended today no longer counts", async () => {
    const db = database.db();
    // 14:39 in Amsterdam.
    const now = new Date("2100-06-15T12:39:00Z");
    const before = await countUpcomingEvents({ now });
    const active = await createInitiative(db);
    const hidden = await createInitiative(db, { status: "afgewezen" });
    await createEvent(db, { initiative_id: active.id, date: now });
    await createEvent(db, { initiative_id: active.id, date: new Date("2100-09-01T00:00:00Z") });
    // Running: 13:00–15:00.
    await createEvent(db, { initiative_id: active.id, date: new Date("2100-06-15T11:00:00Z"), end_date: new Date("2100-06-15T13:00:00Z") });
    // Over: 12:00–14:00 today, and yesterday without an end.
    await createEvent(db, { initiative_id: active.id, date: new Date("2100-06-15T10:00:00Z"), end_date: new Date("2100-06-15T12:00:00Z") });
    await createEvent(db, { initiative_id: active.id, date: new Date("2100-06-14T18:00:00Z") });
    await createEvent(db, { initiative_id: hidden.id, date: new Date("2100-09-01T00:00:00Z") });
    expect(await countUpcomingEvents({ now })).toBe(before + 3);
    expect(await countUpcomingEvents()).toBeGreaterThanOrEqual(before + 3);
  });

  it("filters by the municipality of the event's initiative, never showing a hidden one", async () => {
    const db = database.db();
    const ameland = await createInitiative(db, { municipality: "Ameland", province: "friesland" });
    const hidden = await createInitiative(db, { municipality: "Ameland", province: "friesland", status: "verborgen" });
    const elsewhere = await createInitiative(db, { municipality: "Schiermonnikoog", province: "friesland" });
    // The event's own city does not count: the initiative decides (docs/decisions/029-municipalities-and-feeds.md).
    const match = await createEvent(db, { initiative_id: ameland.id, city: "Leeuwarden" });
    await createEvent(db, { initiative_id: ameland.id, status: "in_behandeling" });
    await createEvent(db, { initiative_id: hidden.id });
    await createEvent(db, { initiative_id: elsewhere.id, city: "Ameland" });
    const result = await listEvents({ filters: filters("gemeente=ameland") });
    expect(ids(result.items)).toEqual([match.id]);
    expect(result.total).toBe(1);
    expect((await listEvents({ filters: filters("gemeente=Ameland&type=actie") })).total).toBe(0);
  });
});
