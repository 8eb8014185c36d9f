/**
 * The widgets under /embed/ and the builder /op-je-eigen-site (docs/decisions/031-embeds.md) on the
 * whole app behind a real HTTP server (tests/setup/app-server.ts): the lists' filters plus
 * `aantal`, nothing pending or hidden and no contact details, links to the full pages in a new tab,
 * and the headers: only widgets may be framed (by any site) and read cross-origin, they set no
 * cookie and are cacheable; every other page stays unframable.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer } from "../setup/app-server";
import { setupTestDatabase } from "../setup/database";
import { createEvent, createInitiative } from "../setup/factories";
import { createMember, type TestMember } from "../setup/members";

const database = setupTestDatabase();
let server: AppServer;
let member: TestMember;
let toastCookie: string;

/** Rows made for this file, all in Zwolle (theme energie) unless said otherwise. */
const made = {
  publicNames: [] as string[],
  hiddenNames: [] as string[],
  otherPlaceName: "",
  upcomingEvent: "",
  hiddenEvents: [] as string[],
  contacts: [] as string[],
};

beforeAll(async () => {
  server = await startAppServer({ PUBLIC_URL: undefined });
  member = await createMember();
  const { toastHeader } = await import("~/lib/toast.server");
  toastCookie = (await toastHeader({ type: "success", message: "Opgeslagen." })).split(";")[0] as string;
  const db = database.db();
  const zwolle = { municipality: "Zwolle", city: "Zwolle", province: "overijssel" as const, theme: "energie" as const };
  const base = new Date("2026-01-01T12:00:00Z").getTime();
  // Three public initiatives, newest last, so the widget (newest first) starts with the third.
  for (let n = 0; n < 3; n++) {
    const row = await createInitiative(db, { ...zwolle, name: `Zonnedak Zwolle ${n}`, created_at: new Date(base + n * 60_000) });
    made.publicNames.push(row.name);
    made.contacts.push(row.contact_email, row.website ?? "");
  }
  for (const status of ["in_behandeling", "afgewezen", "verborgen"] as const) {
    const row = await createInitiative(db, { ...zwolle, name: `Niet openbaar ${status}`, status });
    made.hiddenNames.push(row.name);
    const event = await createEvent(db, { initiative_id: row.id, title: `Event van niet openbaar ${status}` });
    made.hiddenEvents.push(event.title);
  }
  made.otherPlaceName = (await createInitiative(db, { name: "Buurttuin Maastricht", municipality: "Maastricht", city: "Maastricht", province: "limburg", theme: "energie" })).name;
  const owner = await createInitiative(db, { ...zwolle, name: "Energiecoöperatie Zwolle" });
  made.publicNames.push(owner.name);
  const upcoming = await createEvent(db, { initiative_id: owner.id, title: "Zonnepanelenavond Zwolle", type: "bijeenkomst", date: new Date(Date.now() + 3 * 24 * 3600_000) });
  made.upcomingEvent = upcoming.title;
  made.contacts.push(upcoming.organizer_email, upcoming.website ?? "");
  const hiddenEvent = await createEvent(db, { initiative_id: owner.id, title: "Verborgen event Zwolle", status: "verborgen" });
  made.hiddenEvents.push(hiddenEvent.title);
  made.hiddenEvents.push((await createEvent(db, { initiative_id: owner.id, title: "Afgelopen event Zwolle", date: new Date(Date.now() - 30 * 24 * 3600_000) })).title);
});

afterAll(async () => {
  await server.close();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.base}${path}`, { redirect: "manual", headers });

/** The text of an HTML fragment with the entities React writes turned back. */
const unescape = (html: string) => html.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");

/** The list items of a widget. */
const itemsOf = (html: string) => [...html.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => unescape((m[1] ?? "").replace(/<[^>]+>/g, "")));

describe("the widgets' content", () => {
  it("shows the newest public initiatives for the filters, at most `aantal`, and the full list with the same filters", async () => {
    const response = await get("/embed/initiatieven?gemeente=zwolle&thema=energie&aantal=2&pagina=9&utm_source=gemeente");
    expect(response.status).toBe(200);
    const html = await response.text();
    const items = itemsOf(html);
    expect(items).toHaveLength(2);
    expect(items[0]).toContain("Energiecoöperatie Zwolle");
    expect(items[1]).toContain("Zonnedak Zwolle 2");
    expect(items[0]).toContain("Energie · Zwolle, Overijssel");
    expect(unescape(html)).toContain('href="/initiatieven?gemeente=zwolle&thema=energie" target="_blank" rel="noopener"');
    expect(html).toContain("Bekijk alle <!-- -->initiatieven<!-- --> op Dit doet Nederland");
    // No header, footer or skip link: the widget is the whole page.
    expect(html).not.toMatch(/<header|<footer|Naar de inhoud/);
  });

  it("opens every link in a new tab and says so to screen readers", async () => {
    const html = await (await get("/embed/initiatieven?gemeente=zwolle&aantal=20")).text();
    const links = [...html.matchAll(/<a ([^>]*)>([\s\S]*?)<\/a>/g)];
    expect(links.length).toBe(made.publicNames.length + 1);
    for (const [, attributes, text] of links) {
      expect(attributes).toContain('target="_blank"');
      expect(attributes).toContain('rel="noopener"');
      expect(text).toContain('<span class="sr-only"> (opent in nieuw tabblad)</span>');
    }
  });

  it("never shows pending, rejected or hidden items, past events by default, or contact details", async () => {
    const pages = await Promise.all(
      ["/embed/initiatieven?gemeente=zwolle&aantal=20", "/embed/events?gemeente=zwolle&aantal=20", "/embed/events?aantal=20&verleden=1&zoek=Zwolle"].map(async (path) => unescape(await (await get(path)).text())),
    );
    const [initiatives, events, pastToo] = pages as [string, string, string];
    for (const name of made.publicNames) expect(initiatives).toContain(name);
    for (const name of [...made.hiddenNames, made.otherPlaceName]) expect(initiatives).not.toContain(name);
    expect(events).toContain(made.upcomingEvent);
    for (const title of made.hiddenEvents) expect(events).not.toContain(title);
    expect(pastToo).toContain("Afgelopen event Zwolle");
    expect(pastToo).toContain("Afgelopen · ");
    for (const title of made.hiddenEvents.filter((t) => !t.startsWith("Afgelopen"))) expect(pastToo).not.toContain(title);
    for (const page of pages) {
      for (const value of made.contacts.filter(Boolean)) expect(page.toLowerCase()).not.toContain(value.toLowerCase());
      expect(page).not.toContain("030 123 4567");
      expect(page).not.toContain("06 1234 5678");
    }
  });

  it("filters events like /events, and reads a bad `aantal` or unknown filter as the default", async () => {
    const workshop = await (await get("/embed/events?gemeente=zwolle&type=workshop")).text();
    expect(workshop).not.toContain(made.upcomingEvent);
    expect(workshop).toContain("Er zijn nu geen events die hierbij passen.");
    const bad = await get("/embed/events?gemeente=zwolle&type=onbekend&aantal=%00%FF&thema=all");
    expect(bad.status).toBe(200);
    expect(unescape(await bad.text())).toContain(made.upcomingEvent);
  });
});

describe("headers", () => {
  it("lets any site frame and read a widget, without X-Frame-Options, credentials or cookies, and lets caches keep it", async () => {
    for (const path of ["/embed/events", "/embed/initiatieven?thema=energie", "/embed/events.data"]) {
      // Whatever the request carries (a session, a pending toast), a widget reads and sets no cookie.
      const response = await get(path, { Cookie: `${member.cookie}; ${toastCookie}`, Origin: "https://gemeente.example.org" });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-security-policy"), path).toContain("frame-ancestors *");
      expect(response.headers.get("x-frame-options"), path).toBeNull();
      expect(response.headers.get("access-control-allow-origin"), path).toBe("*");
      expect(response.headers.get("access-control-allow-credentials"), path).toBeNull();
      expect(response.headers.get("cross-origin-resource-policy"), path).toBe("cross-origin");
      expect(response.headers.get("set-cookie"), path).toBeNull();
      expect(response.headers.get("cache-control"), path).toBe("public, max-age=300");
      expect(response.headers.get("vary") ?? "", path).not.toMatch(/cookie/i);
    }
    // The session was not read: the widget looks the same as for a visitor.
    const asMember = await (await get("/embed/initiatieven?gemeente=zwolle", { Cookie: member.cookie })).text();
    expect(asMember).not.toContain(member.email);
  });

  it("keeps every other page unframable and without CORS, also the builder and for a member", async () => {
    for (const [path, cookie] of [["/", undefined], ["/events", undefined], ["/op-je-eigen-site", undefined], ["/embed", undefined], ["/events", member.cookie], ["/instellingen", member.cookie]] as const) {
      const response = await get(path, cookie ? { Cookie: cookie } : {});
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).not.toContain("frame-ancestors *");
      expect(response.headers.get("x-frame-options"), path).toBe("DENY");
      expect(response.headers.get("access-control-allow-origin"), path).toBeNull();
    }
  });

  it("does not cache a widget that failed", async () => {
    // A widget address under /embed/ that has no route: the not-found page, never public.
    const response = await get("/embed/vacatures");
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control") ?? "").not.toContain("public");
  });
});

describe("the builder /op-je-eigen-site", () => {
  it("shows the preview of the chosen widget and a snippet with the site's absolute address", async () => {
    const response = await get("/op-je-eigen-site?soort=initiatieven&gemeente=Zwolle&type=workshop&thema=energie&aantal=50");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<iframe src="\/embed\/initiatieven\?gemeente=zwolle&amp;thema=energie&amp;aantal=20" title="Voorbeeld: Initiatieven van Dit doet Nederland"/);
    const snippet = unescape(html.match(/<textarea[^>]*>([\s\S]*?)<\/textarea>/)?.[1] ?? "");
    expect(snippet).toMatch(
      /^<iframe src="http:\/\/[^"/]+\/embed\/initiatieven\?gemeente=zwolle&amp;thema=energie&amp;aantal=20" title="Initiatieven van Dit doet Nederland" width="100%" height="\d+"/,
    );
    expect(snippet).toContain('event.data.type !== "ditdoetnederland:height"');
    // The choices are kept in the form.
    expect(html).toMatch(/<option value="zwolle" selected="">Zwolle<\/option>/);
    expect(html).toMatch(/name="soort" checked="" value="initiatieven"/);
  });

  it("answers hostile input with the default choices, never an error", async () => {
    const response = await get(`/op-je-eigen-site?soort=%00&aantal=${"9".repeat(50)}&zoek=${"<script>".repeat(50)}&gemeente=%FF`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<iframe src="/embed/events?zoek=');
    expect(html).not.toContain("<script><script>");
  });
});
