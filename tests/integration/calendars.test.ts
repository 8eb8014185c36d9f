/**
 * Calendars on a real database (docs/decisions/028-calendars.md): GET /event/:id/agenda.ics for a
 * public event and 404 for every event a visitor cannot see; a member's private feed
 * /agenda/<token>.ics with the events they signed up for (confirmed and waitlisted, upcoming and
 * the past 30 days, public only); the settings form that makes and replaces the token (the old
 * address ends); nobody can make or replace someone else's; no contact details anywhere. Files are
 * read back with ical.js (tests/setup/ical.ts).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventRegistrations, type NewEvent, profiles, user } from "~/db/schema";
import { calendarFeedTexts } from "~/modules/calendar/feed";
import { FEED_PAST_MS, memberFeedCalendar } from "~/modules/calendar/feed.server";
import { loader as feedLoader } from "~/routes/calendar/feed";
import { loader as eventCalendarLoader } from "~/routes/events/calendar";
import { action as settingsAction, loader as settingsLoader } from "~/routes/settings/index";
import { type AppServer, startAppServer } from "../setup/app-server";
import { setupTestDatabase } from "../setup/database";
import { createEvent, createInitiative } from "../setup/factories";
import { parseCalendar } from "../setup/ical";
import { createMember, type TestMember } from "../setup/members";
import { asData, asRedirect, get, post, responseOf, thrownResponse, toastOf } from "../setup/routes";

const database = setupTestDatabase();

const DAY = 24 * 60 * 60 * 1000;

/** GET /event/:id/agenda.ics as `member` (null: a visitor). */
const eventIcs = (id: string, member: TestMember | null = null) =>
  responseOf(eventCalendarLoader(get(member, `/event/${id}/agenda.ics`, { pattern: "/event/:id/agenda.ics", params: { id } })));

/** GET /agenda/<segment> without a session, as a calendar app fetches it. */
const feed = (segment: string) =>
  responseOf(feedLoader(get(null, `/agenda/${segment}`, { pattern: "/agenda/:token", params: { token: segment } })));

/** The member's feed address as /instellingen shows it, or null. */
async function feedUrlOf(member: TestMember): Promise<string | null> {
  const page = await settingsLoader(get(member, "/instellingen"));
  return page.calendarFeed?.url ?? null;
}

/** The last path segment of a feed address ("<token>.ics"). */
const segmentOf = (url: string) => url.split("/").pop() as string;

/** Presses "Agendalink maken" / "Nieuwe link maken" as `member` (null: a visitor). */
const renew = (member: TestMember | null, fields: Record<string, string> = { confirm: "ja" }) =>
  settingsAction(post(member, "/instellingen", { intent: "calendar-link", ...fields }));

let organizer: TestMember;
let initiativeId: string;
/** Every contact value of the events below: none may show up in a calendar. */
const contactValues: string[] = [];

/** A public event of the test initiative, remembering its contact values. */
async function publicEvent(overrides: Partial<NewEvent> = {}) {
  const row = await createEvent(database.db(), { initiative_id: initiativeId, created_by: organizer.id, ...overrides });
  contactValues.push(row.organizer_email, row.organizer_name, ...(row.organizer_phone ? [row.organizer_phone] : []), ...(row.website ? [row.website] : []));
  return row;
}

beforeAll(async () => {
  organizer = await createMember();
  const initiative = await createInitiative(database.db(), { created_by: organizer.id });
  initiativeId = initiative.id;
  contactValues.push(initiative.contact_email, organizer.email);
});

/** Whether `text` holds any contact value or the e-mail address of `members`. */
function leaks(text: string, members: TestMember[] = []): string[] {
  return [...contactValues, ...members.map((m) => m.email)].filter((value) => text.includes(value));
}

describe("GET /event/:id/agenda.ics", () => {
  it("is the public event as a calendar file, without contact details", async () => {
    const event = await publicEvent({
      title: "Repair Café: fietsen, lampen; en meer",
      date: new Date("2031-07-15T16:00:00Z"),
      end_date: null,
    });
    const response = await eventIcs(event.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="repair-cafe-fietsen-lampen-en-meer.ics"');
    const text = await response.text();
    expect(leaks(text)).toEqual([]);
    const calendar = parseCalendar(text);
    expect(calendar.timezones).toEqual(["Europe/Amsterdam"]);
    expect(calendar.entries).toHaveLength(1);
    const [entry] = calendar.entries;
    expect(entry?.uid).toBe(`event-${event.id}@localhost`);
    expect(entry?.summary).toBe("Repair Café: fietsen, lampen; en meer");
    expect(entry?.startLocal).toBe("2031-07-15 18:00");
    expect(entry?.end.getTime()).toBe(event.date.getTime() + 2 * 60 * 60 * 1000);
    expect(entry?.location).toBe(`${event.location}, ${event.city}`);
    expect(entry?.url).toBe(`http://localhost:3000/event/${event.id}`);
    expect(entry?.description).toBe(`${event.description}\n\nhttp://localhost:3000/event/${event.id}`);
  });

  it("is the same file for a member (no contact details, though the event page shows them to members)", async () => {
    const event = await publicEvent();
    const member = await createMember();
    const response = await eventIcs(event.id, member);
    expect(response.status).toBe(200);
    expect(leaks(await response.text(), [member])).toEqual([]);
  });

  it("is 404 for a hidden event, an event under review, one of an initiative that is not public, and unknown or malformed ids", async () => {
    const db = database.db();
    const hidden = await publicEvent({ status: "verborgen", status_reason: "Gemeld" });
    const review = await publicEvent({ status: "in_behandeling", review_requested_at: new Date() });
    const pending = await createInitiative(db, { created_by: organizer.id, status: "in_behandeling", review_requested_at: new Date() });
    const underPending = await createEvent(db, { initiative_id: pending.id, created_by: organizer.id });
    const blockedOwner = await createMember();
    const blockedInitiative = await createInitiative(db, { created_by: blockedOwner.id });
    const ofBlocked = await createEvent(db, { initiative_id: blockedInitiative.id, created_by: blockedOwner.id });
    await db.update(user).set({ blockedAt: new Date() }).where(eq(user.id, blockedOwner.id));

    for (const id of [hidden.id, review.id, underPending.id, ofBlocked.id, "00000000-0000-4000-8000-000000000000", "niet-een-id"]) {
      const response = await eventIcs(id);
      expect(response.status, id).toBe(404);
      expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
      expect(await response.text()).toBe("Dit event bestaat niet of is niet meer beschikbaar.");
    }
    // Also for its owner, who may see the page itself: the file is the public one.
    expect((await eventIcs(hidden.id, organizer)).status).toBe(404);
  });
});

describe("the private feed /agenda/<token>.ics", () => {
  it("lists the member's confirmed and waitlisted sign-ups, upcoming and the past 30 days, public events only", async () => {
    const db = database.db();
    const member = await createMember();
    const other = await createMember();
    const now = Date.now();
    const confirmed = await publicEvent({ title: "Bevestigd event", date: new Date(now + 3 * DAY) });
    const waitlisted = await publicEvent({ title: "Wachtlijst event", date: new Date(now + 5 * DAY) });
    const recent = await publicEvent({ title: "Net voorbij", date: new Date(now - 10 * DAY) });
    // Started 40 days ago but ends tomorrow: still on.
    const long = await publicEvent({ title: "Lange tentoonstelling", date: new Date(now - 40 * DAY), end_date: new Date(now + DAY) });
    const old = await publicEvent({ title: "Lang geleden", date: new Date(now - 40 * DAY) });
    const hidden = await publicEvent({ title: "Verborgen event", date: new Date(now + 4 * DAY), status: "verborgen" });
    const notMine = await publicEvent({ title: "Niet van mij", date: new Date(now + 6 * DAY) });
    await db.insert(eventRegistrations).values([
      { event_id: confirmed.id, user_id: member.id, status: "confirmed" },
      { event_id: waitlisted.id, user_id: member.id, status: "waitlisted" },
      { event_id: recent.id, user_id: member.id, status: "confirmed" },
      { event_id: long.id, user_id: member.id, status: "confirmed" },
      { event_id: old.id, user_id: member.id, status: "confirmed" },
      { event_id: hidden.id, user_id: member.id, status: "confirmed" },
      { event_id: notMine.id, user_id: other.id, status: "confirmed" },
    ]);

    expect(await feedUrlOf(member)).toBeNull();
    asRedirect(await renew(member));
    const url = await feedUrlOf(member);
    expect(url).toMatch(/^http:\/\/localhost:3000\/agenda\/[A-Za-z0-9_-]{43}\.ics$/);

    const response = await feed(segmentOf(url as string));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const text = await response.text();
    expect(leaks(text, [member, other])).toEqual([]);
    const calendar = parseCalendar(text);
    expect(calendar.name).toBe(calendarFeedTexts.feedName);
    expect(calendar.timezones).toEqual(["Europe/Amsterdam"]);
    // By start: the long exhibition (40 days ago), the recent one, then the upcoming ones.
    expect(calendar.entries.map((e) => e.summary)).toEqual([
      "Lange tentoonstelling",
      "Net voorbij",
      "Bevestigd event",
      "(wachtlijst) Wachtlijst event",
    ]);
    expect(calendar.entries.map((e) => e.uid)).toContain(`event-${confirmed.id}@localhost`);
    expect(FEED_PAST_MS).toBe(30 * DAY);
  });

  it("is an empty calendar for a member without sign-ups", async () => {
    const member = await createMember();
    asRedirect(await renew(member));
    const response = await feed(segmentOf((await feedUrlOf(member)) as string));
    expect(response.status).toBe(200);
    expect(parseCalendar(await response.text()).entries).toEqual([]);
  });

  it("is 404 for unknown tokens and addresses of any other shape, never cached", async () => {
    const member = await createMember();
    asRedirect(await renew(member));
    const token = segmentOf((await feedUrlOf(member)) as string).replace(/\.ics$/, "");
    const unknown = "A".repeat(43);
    for (const segment of [`${unknown}.ics`, token, `${token}.ical`, `${token}x.ics`, ".ics", `${token.slice(1)}.ics`, `${token}.ics.ics`]) {
      const response = await feed(segment);
      expect(response.status, segment).toBe(404);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(await response.text()).toContain("Deze agendalink bestaat niet (meer).");
    }
  });

  it("stops when the member is blocked", async () => {
    const db = database.db();
    const member = await createMember();
    asRedirect(await renew(member));
    const segment = segmentOf((await feedUrlOf(member)) as string);
    expect((await feed(segment)).status).toBe(200);
    await db.update(user).set({ blockedAt: new Date() }).where(eq(user.id, member.id));
    expect((await feed(segment)).status).toBe(404);
  });

  it("is gone with the account (the token lives in the profile row)", async () => {
    const db = database.db();
    const member = await createMember();
    asRedirect(await renew(member));
    const token = segmentOf((await feedUrlOf(member)) as string).replace(/\.ics$/, "");
    await db.delete(user).where(eq(user.id, member.id));
    expect(await memberFeedCalendar(token)).toBeNull();
  });
});

describe("making and replacing the link on /instellingen", () => {
  it("makes a first link, then replaces it: the old address answers 404, the new one works", async () => {
    const db = database.db();
    const member = await createMember();
    // A member without a profile row gets one.
    await db.delete(profiles).where(eq(profiles.id, member.id));

    const first = asRedirect(await renew(member));
    expect(first.headers.get("Location")).toBe("/instellingen#agenda");
    expect(await toastOf(first)).toEqual({ type: "success", message: calendarFeedTexts.created });
    const oldUrl = (await feedUrlOf(member)) as string;
    expect((await feed(segmentOf(oldUrl))).status).toBe(200);

    const second = asRedirect(await renew(member));
    expect(await toastOf(second)).toEqual({ type: "success", message: calendarFeedTexts.renewed });
    const newUrl = (await feedUrlOf(member)) as string;
    expect(newUrl).not.toBe(oldUrl);
    expect((await feed(segmentOf(oldUrl))).status).toBe(404);
    expect((await feed(segmentOf(newUrl))).status).toBe(200);

    const page = await settingsLoader(get(member, "/instellingen"));
    expect(page.calendarFeed).toEqual({ url: newUrl, webcalUrl: newUrl.replace(/^http:/, "webcal:") });
  });

  it("refuses a post without confirm=ja and keeps the link", async () => {
    const member = await createMember();
    asRedirect(await renew(member));
    const url = await feedUrlOf(member);
    const refused = await renew(member, {});
    const answer = asData(refused);
    expect(answer.init?.status).toBe(400);
    expect(answer.data.intent).toBe("calendar-link");
    expect(answer.data.result?.error?.confirm).toEqual([calendarFeedTexts.confirm]);
    expect(await feedUrlOf(member)).toBe(url);
  });

  it("gives every member their own random token", async () => {
    const members = await Promise.all([createMember(), createMember(), createMember()]);
    for (const member of members) asRedirect(await renew(member));
    const urls = await Promise.all(members.map(feedUrlOf));
    expect(new Set(urls).size).toBe(3);
  });

  it("cannot be done by a visitor or for another member", async () => {
    const db = database.db();
    const victim = await createMember();
    asRedirect(await renew(victim));
    const victimUrl = (await feedUrlOf(victim)) as string;

    // A visitor is sent to /auth and nothing changes.
    const visitor = await thrownResponse(renew(null, { confirm: "ja", user_id: victim.id, id: victim.id }));
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/auth\?/);
    expect(await feedUrlOf(victim)).toBe(victimUrl);

    // Another member naming the victim in any field only renews their own link.
    const attacker = await createMember();
    asRedirect(await renew(attacker, { confirm: "ja", user_id: victim.id, id: victim.id, userId: victim.id, email: victim.email }));
    expect(await feedUrlOf(victim)).toBe(victimUrl);
    expect((await feed(segmentOf(victimUrl))).status).toBe(200);
    const attackerUrl = await feedUrlOf(attacker);
    expect(attackerUrl).not.toBeNull();
    expect(attackerUrl).not.toBe(victimUrl);
    const [row] = await db.select({ token: profiles.calendar_token }).from(profiles).where(eq(profiles.id, attacker.id));
    expect(attackerUrl).toContain(row?.token as string);
  });
});

describe("over HTTP (the whole app)", () => {
  let server: AppServer;
  beforeAll(async () => {
    server = await startAppServer({ PUBLIC_URL: undefined });
  });
  afterAll(async () => {
    await server.close();
  });

  it("sends the feed and its .data variant with private, no-store; the event file may be cached", async () => {
    const member = await createMember();
    asRedirect(await renew(member));
    const segment = segmentOf((await feedUrlOf(member)) as string);
    for (const path of [`/agenda/${segment}`, `/agenda/${segment}.data`, "/agenda/onbekend.ics", "/agenda/onbekend.ics.data"]) {
      const response = await fetch(`${server.base}${path}`, { redirect: "manual" });
      expect(response.status, path).toBeLessThan(500);
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
    }
    const feedResponse = await fetch(`${server.base}/agenda/${segment}`);
    expect(feedResponse.status).toBe(200);
    expect(feedResponse.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(feedResponse.headers.get("x-robots-tag")).toBe("noindex");

    const event = await publicEvent();
    const file = await fetch(`${server.base}/event/${event.id}/agenda.ics`);
    expect(file.status).toBe(200);
    expect(file.headers.get("cache-control")).toBe("public, max-age=300");
    expect(leaks(await file.text())).toEqual([]);
  });
});
