/**
 * Public feeds and municipality pages on a real database
 * (docs/decisions/029-municipalities-and-feeds.md): /events.ics read back with ical.js, the three
 * Atom feeds read back with @rowanmanning/feed-parser, the list filters (gemeente among them),
 * ETag / Last-Modified and 304, no pending, hidden or inactive item, no contact details; and
 * /gemeente/:slug with its counts, and 404 for an unknown municipality.
 */
import { parseFeed } from "@rowanmanning/feed-parser";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { initiatives } from "~/db/schema";
import { env } from "~/lib/env.server";
import { eventEndsAt } from "~/modules/events/timing";
import { feedValidators } from "~/modules/feeds/conditional.server";
import { ATOM_ENTRIES, eventsAtomResponse, eventsIcsResponse, initiativesAtomResponse, vacanciesAtomResponse } from "~/modules/feeds/feeds.server";
import { loader as municipalityLoader } from "~/routes/municipalities/detail";
import { loader as eventsIcsLoader } from "~/routes/feeds/events-ics";
import { setupTestDatabase } from "../setup/database";
import { createEvent, createInitiative, createVacancy } from "../setup/factories";
import { parseCalendar } from "../setup/ical";
import { get, responseOf, thrownStatus } from "../setup/routes";

const database = setupTestDatabase();
const DAY = 24 * 60 * 60 * 1000;

/** A GET of `path` with extra request headers, as a feed reader sends it. */
const request = (path: string, headers: Record<string, string> = {}) => new Request(`http://localhost:3000${path}`, { headers });

/** Every contact value of the rows below: none may appear in a feed or on the page. */
const secrets: string[] = [];
/** The organizers' names: public on an event's card, but not put in a feed. */
const organizerNames: string[] = [];
const ids: Record<string, string> = {};

beforeAll(async () => {
  const db = database.db();
  const zwolle = await createInitiative(db, { name: "Energie Zwolle", municipality: "Zwolle", city: "Zwolle", province: "overijssel" });
  const pending = await createInitiative(db, { name: "Wachtend Zwolle", municipality: "Zwolle", province: "overijssel", status: "in_behandeling" });
  const hidden = await createInitiative(db, { name: "Verborgen Zwolle", municipality: "Zwolle", province: "overijssel", status: "verborgen" });
  const dalfsen = await createInitiative(db, { name: "Moestuin Dalfsen", municipality: "Dalfsen", city: "Nieuwleusen", province: "overijssel" });
  const soon = await createEvent(db, { initiative_id: zwolle.id, title: "Zonnepanelen; uitleg, vragen", type: "workshop", date: new Date(Date.now() + 2 * DAY) });
  const later = await createEvent(db, { initiative_id: zwolle.id, title: "Energiecafé", type: "bijeenkomst", date: new Date(Date.now() + 20 * DAY) });
  const past = await createEvent(db, { initiative_id: zwolle.id, title: "Afgelopen avond", date: new Date(Date.now() - 3 * DAY) });
  const pendingEvent = await createEvent(db, { initiative_id: zwolle.id, title: "Wachtend event", status: "in_behandeling" });
  const ofHidden = await createEvent(db, { initiative_id: hidden.id, title: "Event van verborgen initiatief" });
  const dalfsenEvent = await createEvent(db, { initiative_id: dalfsen.id, title: "Oogstfeest Dalfsen" });
  const vacancy = await createVacancy(db, { initiative_id: zwolle.id, title: "Penningmeester", category: "bestuurslid" });
  const inactive = await createVacancy(db, { initiative_id: zwolle.id, title: "Gesloten vacature", is_active: false });
  const ofPending = await createVacancy(db, { initiative_id: pending.id, title: "Vacature van wachtend initiatief" });
  Object.assign(ids, {
    zwolle: zwolle.id, pending: pending.id, hidden: hidden.id, dalfsen: dalfsen.id, soon: soon.id, later: later.id, past: past.id,
    pendingEvent: pendingEvent.id, ofHidden: ofHidden.id, dalfsenEvent: dalfsenEvent.id, vacancy: vacancy.id, inactive: inactive.id, ofPending: ofPending.id,
  });
  for (const i of [zwolle, pending, hidden, dalfsen]) secrets.push(i.contact_email, i.contact_phone ?? "", i.website ?? "");
  for (const e of [soon, later, past, dalfsenEvent]) secrets.push(e.organizer_email, e.organizer_phone ?? "", e.website ?? "");
  organizerNames.push("Testorganisator");
  for (const v of [vacancy, inactive]) secrets.push(v.contact_email, v.contact_phone ?? "");
});

/** Asserts the text holds no contact value of the test rows (nor, in a feed, an organizer's name). */
function expectNoContact(text: string, { feed = true } = {}) {
  for (const secret of [...secrets, ...(feed ? organizerNames : [])].filter(Boolean)) expect(text).not.toContain(secret);
}

describe("/events.ics", () => {
  it("is a calendar of the upcoming public events of the filter, by date, without contact details", async () => {
    const response = await eventsIcsResponse(request("/events.ics?gemeente=zwolle"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const text = await response.text();
    const calendar = parseCalendar(text);
    expect(calendar.name).toBe("Dit doet Nederland – events in Zwolle");
    expect(calendar.entries.map((e) => e.summary)).toEqual(["Zonnepanelen; uitleg, vragen", "Energiecafé"]);
    expect(calendar.entries[0]?.url).toBe(`${env().SITE_URL}/event/${ids.soon}`);
    expect(calendar.entries[0]?.startZone).toBe("Europe/Amsterdam");
    expectNoContact(text);
    for (const id of [ids.past, ids.pendingEvent, ids.ofHidden, ids.dalfsenEvent]) expect(text).not.toContain(id);
  });

  it("takes the other /events parameters and the initiative of its page", async () => {
    const byType = parseCalendar(await (await eventsIcsResponse(request("/events.ics?gemeente=Zwolle&type=bijeenkomst"))).text());
    expect(byType.entries.map((e) => e.summary)).toEqual(["Energiecafé"]);
    const withPast = parseCalendar(await (await eventsIcsResponse(request("/events.ics?gemeente=zwolle&verleden=1"))).text());
    expect(withPast.entries.map((e) => e.summary)).toContain("Afgelopen avond");
    const ofInitiative = parseCalendar(await (await eventsIcsResponse(request(`/events.ics?initiatief=${ids.dalfsen}`))).text());
    expect(ofInitiative.entries.map((e) => e.summary)).toEqual(["Oogstfeest Dalfsen"]);
    const ofHidden = parseCalendar(await (await eventsIcsResponse(request(`/events.ics?initiatief=${ids.hidden}`))).text());
    expect(ofHidden.entries).toEqual([]);
  });

  it("answers 304 to a matching If-None-Match or If-Modified-Since, and 200 once the data changed", async () => {
    const first = await responseOf(eventsIcsLoader({ request: request("/events.ics?gemeente=zwolle"), params: {}, context: {} } as never));
    const etag = first.headers.get("ETag") as string;
    const lastModified = first.headers.get("Last-Modified") as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(new Date(lastModified).getTime()).toBeLessThanOrEqual(Date.now());
    const again = await eventsIcsResponse(request("/events.ics?gemeente=zwolle", { "If-None-Match": etag }));
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("ETag")).toBe(etag);
    expect((await eventsIcsResponse(request("/events.ics?gemeente=zwolle", { "If-Modified-Since": lastModified }))).status).toBe(304);
    // Another filter is another feed.
    expect((await eventsIcsResponse(request("/events.ics?gemeente=dalfsen", { "If-None-Match": etag }))).status).toBe(200);
    // A page number is no filter: same feed.
    expect((await eventsIcsResponse(request("/events.ics?gemeente=zwolle&pagina=3", { "If-None-Match": etag }))).status).toBe(304);

    await database.db().update(initiatives).set({ name: "Energie Zwolle e.o." }).where(eq(initiatives.id, ids.zwolle as string));
    const changed = await eventsIcsResponse(request("/events.ics?gemeente=zwolle", { "If-None-Match": etag }));
    expect(changed.status).toBe(200);
    expect(changed.headers.get("ETag")).not.toBe(etag);
    expect((await eventsIcsResponse(request("/events.ics?gemeente=zwolle", { "If-Modified-Since": "gisteren" }))).status).toBe(200);
  });
});

describe("event feed validators", () => {
  it("change when an event ends (then the upcoming events are fewer), not in between", async () => {
    const at = (now: Date) => feedValidators({ feed: "events.ics", filters: { municipality: "Zwolle" }, upcomingEvents: true, now });
    // 12:00–14:00 Amsterdam time in two days (10 hours before the end of that day).
    const end = new Date(eventEndsAt({ date: new Date(Date.now() + 2 * DAY), end_date: null }).getTime() - 10 * 3600_000);
    await createEvent(database.db(), { initiative_id: ids.hidden as string, date: new Date(end.getTime() - 2 * 3600_000), end_date: end });
    const before = await at(new Date(end.getTime() - 60_000));
    expect((await at(new Date(end.getTime() - 30 * 60_000))).etag).toBe(before.etag);
    const after = await at(new Date(end.getTime() + 60_000));
    expect(after.etag).not.toBe(before.etag);
    expect(after.lastModified).toEqual(end);
  });
});

describe("Atom feeds", () => {
  it("/initiatieven.atom: the newest public initiatives of the filter, linked, summary the short description", async () => {
    const response = await initiativesAtomResponse(request("/initiatieven.atom?gemeente=zwolle"));
    expect(response.headers.get("Content-Type")).toBe("application/atom+xml; charset=utf-8");
    expect(response.headers.get("ETag")).toBeTruthy();
    const text = await response.text();
    const feed = parseFeed(text);
    expect(feed.meta.type).toBe("atom");
    expect(feed.title).toBe("Nieuwe initiatieven in Zwolle – Dit doet Nederland");
    expect(feed.items.map((i) => i.url)).toEqual([`${env().SITE_URL}/initiatief/${ids.zwolle}`]);
    expect(feed.items[0]?.description).toMatch(/^Korte beschrijving/);
    expectNoContact(text);
    for (const id of [ids.pending, ids.hidden, ids.dalfsen]) expect(text).not.toContain(id);
  });

  it("/events.atom: newest first by when they were added, upcoming and public only", async () => {
    const text = await (await eventsAtomResponse(request("/events.atom?gemeente=zwolle"))).text();
    const feed = parseFeed(text);
    expect(feed.items.map((i) => i.title)).toEqual(["Energiecafé", "Zonnepanelen; uitleg, vragen"]);
    expect(feed.items[0]?.url).toBe(`${env().SITE_URL}/event/${ids.later}`);
    expect(feed.items[0]?.published?.getTime()).toBeGreaterThanOrEqual(feed.items[1]?.published?.getTime() ?? 0);
    expectNoContact(text);
    for (const id of [ids.past, ids.pendingEvent, ids.ofHidden, ids.dalfsenEvent]) expect(text).not.toContain(id);
  });

  it("/vacatures.atom: open public vacancies with the list's filters, at most 50", async () => {
    const text = await (await vacanciesAtomResponse(request("/vacatures.atom?categorie=bestuur&gemeente=zwolle"))).text();
    const feed = parseFeed(text);
    expect(feed.items.map((i) => i.url)).toEqual([`${env().SITE_URL}/vacature/${ids.vacancy}`]);
    expectNoContact(text);
    for (const id of [ids.inactive, ids.ofPending]) expect(text).not.toContain(id);
    const all = parseFeed(await (await vacanciesAtomResponse(request("/vacatures.atom"))).text());
    expect(all.items.length).toBeLessThanOrEqual(ATOM_ENTRIES);
    const etag = (await vacanciesAtomResponse(request("/vacatures.atom"))).headers.get("ETag") as string;
    expect((await vacanciesAtomResponse(request("/vacatures.atom", { "If-None-Match": `W/${etag}` }))).status).toBe(304);
  });
});

describe("/gemeente/:slug", () => {
  it("shows the municipality's public initiatives, upcoming events and open vacancies with their counts", async () => {
    const page = await municipalityLoader(get(null, "/gemeente/zwolle", { pattern: "/gemeente/:slug", params: { slug: "zwolle" } }));
    expect(page.municipality).toMatchObject({ name: "Zwolle", slug: "zwolle", province: "overijssel" });
    expect(page.initiatives.total).toBe(1);
    expect(page.events.total).toBe(2);
    expect(page.events.items.map((e) => e.id)).toEqual([ids.soon, ids.later]);
    expect(page.vacancies.items.map((v) => v.id)).toEqual([ids.vacancy]);
    expectNoContact(JSON.stringify(page), { feed: false });
  });

  it("is a 404 for an unknown municipality, and for a name instead of the slug", async () => {
    for (const slug of ["atlantis", "Zwolle", "sudwest fryslan"]) {
      expect(await thrownStatus(municipalityLoader(get(null, `/gemeente/${encodeURIComponent(slug)}`, { pattern: "/gemeente/:slug", params: { slug } })))).toBe(404);
    }
  });
});
