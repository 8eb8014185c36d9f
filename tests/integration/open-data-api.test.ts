/**
 * The open-data API /api/v1 over real HTTP (docs/decisions/030-open-data-api.md), on PGlite and on
 * PostgreSQL: every endpoint, every answer checked against the OpenAPI document the API serves
 * (itself valid OpenAPI 3.1), problem+json errors (400, 404, 405, 429), CORS and the preflight,
 * ETag/304, no cookies, no contact details, no pending or hidden items, and a cursor walk through a
 * filtered list while items are added that returns every item present at the start exactly once.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { initiatives } from "~/db/schema";
import { postcodeAreaList, seedMunicipalities } from "~/db/seed/seed.server";
import { type AppServer, startAppServer } from "../setup/app-server";
import { setupTestDatabase } from "../setup/database";
import { createEvent, createInitiative, createVacancy } from "../setup/factories";
import { createMember, type TestMember } from "../setup/members";
import { answerChecker, type AnswerChecker, documentErrors } from "../setup/openapi";
import { seedUnpublishedItems, UNPUBLISHED_MARKER } from "../setup/unpublished-items";

const database = setupTestDatabase();
const DAY = 86_400_000;

let server: AppServer;
let checker: AnswerChecker;
let member: TestMember;
let initiativeId: string;
let eventId: string;
let vacancyId: string;
/** Contact values of every item seeded here: none may appear in any API answer. */
const contactValues: string[] = [];
/** Ids of items that are not public: none may appear in any API answer. */
const unpublishedPaths: string[] = [];
/** Every answer body this file received, for the leak checks at the end. */
const bodies: string[] = [];

/** A unique client address per test, so the shared counters of one test never limit another. */
const clientIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  body: unknown;
}

/**
 * One request to the API; the answer is checked against the OpenAPI document (every answer of this
 * file goes through here).
 */
async function api(path: string, init: RequestInit & { ip?: string; target?: AppServer } = {}): Promise<Answer> {
  const { ip = clientIp(), target = server, ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set("X-Forwarded-For", ip);
  const response = await fetch(`${target.base}${path}`, { ...rest, headers });
  const text = await response.text();
  bodies.push(text);
  const method = (rest.method ?? "GET").toUpperCase();
  const body = text && method !== "HEAD" ? (JSON.parse(text) as unknown) : undefined;
  if (method === "GET" || method === "HEAD") {
    const problems = checker.problems("GET", new URL(path, "http://x").pathname, response, body);
    expect(problems, `${method} ${path}`).toEqual([]);
  }
  return { status: response.status, headers: response.headers, text, body };
}

type Page = { items: ({ id: string } & Record<string, unknown>)[]; next: string | null; limit: number };

beforeAll(async () => {
  member = await createMember();
  const db = database.db();
  await seedMunicipalities(db);
  const initiative = await createInitiative(db, { created_by: member.id });
  initiativeId = initiative.id;
  const event = await createEvent(db, { initiative_id: initiative.id, created_by: member.id, type: "festival", end_date: new Date(Date.now() + 8 * DAY) });
  eventId = event.id;
  const vacancy = await createVacancy(db, { initiative_id: initiative.id, created_by: member.id, requirements: "Enthousiasme" });
  vacancyId = vacancy.id;
  contactValues.push(initiative.contact_email, initiative.contact_phone ?? "", initiative.website ?? "", event.organizer_email, event.organizer_phone ?? "", event.website ?? "", vacancy.contact_email, vacancy.contact_phone ?? "", member.email);
  const unpublished = await seedUnpublishedItems(db);
  unpublishedPaths.push(...unpublished.paths);
  server = await startAppServer({ PUBLIC_URL: "https://ddn.example.org", TRUST_PROXY: "1", API_RATE_LIMIT: "100000" });
  const document = (await (await fetch(`${server.base}/api/v1/openapi.json`)).json()) as Parameters<typeof answerChecker>[0];
  checker = answerChecker(document);
});

afterAll(async () => {
  await server?.close();
});

describe("the OpenAPI document", () => {
  it("is valid OpenAPI 3.1, served with the public address as its server", async () => {
    const answer = await api("/api/v1/openapi.json");
    expect(answer.status).toBe(200);
    const document = answer.body as { openapi: string; servers: { url: string }[]; paths: Record<string, unknown> };
    expect(document.openapi).toBe("3.1.0");
    expect(document.servers).toEqual([{ url: "https://ddn.example.org" }]);
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        "/api/v1/events",
        "/api/v1/events.geojson",
        "/api/v1/events/{id}",
        "/api/v1/gemeenten",
        "/api/v1/initiatives",
        "/api/v1/initiatives.geojson",
        "/api/v1/initiatives/{id}",
        "/api/v1/initiatives/{id}/updates",
        "/api/v1/matches",
        "/api/v1/me/follows",
        "/api/v1/me/follows/{initiativeId}",
        "/api/v1/openapi.json",
        "/api/v1/vacancies",
        "/api/v1/vacancies.geojson",
        "/api/v1/vacancies/{id}",
      ].sort(),
    );
    expect(await documentErrors(document)).toEqual([]);
  });
});

describe("endpoints", () => {
  it("lists initiatives, events and vacancies with English fields and ISO 8601 instants with offset", async () => {
    const initiativesPage = (await api("/api/v1/initiatives")).body as Page & { items: Record<string, unknown>[] };
    const initiative = initiativesPage.items.find((item) => item.id === initiativeId);
    expect(initiative).toMatchObject({ id: initiativeId, url: `https://ddn.example.org/initiatief/${initiativeId}`, theme: "natuur", formality: "formeel" });
    expect(initiativesPage.limit).toBe(20);

    const eventsPage = (await api("/api/v1/events?type=festival")).body as Page & { items: Record<string, unknown>[] };
    const event = eventsPage.items.find((item) => item.id === eventId);
    expect(event).toMatchObject({ type: "festival", initiative: { id: initiativeId }, calendar_url: `https://ddn.example.org/event/${eventId}/agenda.ics` });
    expect(String(event?.starts_at)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/);
    expect(String(event?.ends_at)).toMatch(/\+0[12]:00$/);
    expect(eventsPage.items.every((item) => item.type === "festival")).toBe(true);

    const vacanciesPage = (await api("/api/v1/vacancies?categorie=vrijwilliger")).body as Page & { items: Record<string, unknown>[] };
    expect(vacanciesPage.items.find((item) => item.id === vacancyId)).toMatchObject({ requirements: "Enthousiasme", category: "vrijwilliger" });
  });

  it("filters by gemeente (slug or CBS name) exactly as the site's lists do", async () => {
    const db = database.db();
    const bosch = await createInitiative(db, { municipality: "'s-Hertogenbosch", city: "Den Bosch", province: "noord-brabant" });
    const boschEvent = await createEvent(db, { initiative_id: bosch.id });
    const boschVacancy = await createVacancy(db, { initiative_id: bosch.id });
    for (const value of ["s-hertogenbosch", encodeURIComponent("'s-Hertogenbosch")]) {
      const ids = async (kind: string) => ((await api(`/api/v1/${kind}?gemeente=${value}&limit=100`)).body as Page).items.map((item) => item.id);
      expect(await ids("initiatives")).toEqual([bosch.id]);
      expect(await ids("events")).toEqual([boschEvent.id]);
      expect(await ids("vacancies")).toEqual([boschVacancy.id]);
    }
  });

  it("gives every item its point (lat/lon), null when national, and a vacancy its place or remote", async () => {
    const db = database.db();
    const local = await createInitiative(db, { municipality: "Zeist", city: "Zeist", province: "utrecht", pc4: "3701" });
    const national = await createInitiative(db, { scope: "nationaal", province: null, municipality: null, city: null });
    const inUtrecht = await createEvent(db, { initiative_id: national.id, pc4: "3511" });
    const nationalEvent = await createEvent(db, { initiative_id: national.id });
    const placed = await createVacancy(db, { initiative_id: local.id, city: "Zeist" });
    const remote = await createVacancy(db, { initiative_id: local.id, is_remote: true });
    const item = async (kind: string, id: string) => (await api(`/api/v1/${kind}/${id}`)).body as Record<string, unknown>;
    const [, lat3701, lon3701] = postcodeAreaList.find(([pc4]) => pc4 === "3701") ?? [];
    const [, lat3511, lon3511] = postcodeAreaList.find(([pc4]) => pc4 === "3511") ?? [];
    expect(await item("initiatives", local.id)).toMatchObject({ lat: lat3701, lon: lon3701 });
    expect(await item("initiatives", national.id)).toMatchObject({ lat: null, lon: null });
    expect(await item("events", inUtrecht.id)).toMatchObject({ lat: lat3511, lon: lon3511 });
    expect(await item("events", nationalEvent.id)).toMatchObject({ lat: null, lon: null });
    expect(await item("vacancies", placed.id)).toMatchObject({ place: "Zeist", remote: false, lat: lat3701, lon: lon3701 });
    expect(await item("vacancies", remote.id)).toMatchObject({ place: null, remote: true, lat: null, lon: null });
  });

  it("gives the hours per week as a number and the note beside them as text, both null when not said", async () => {
    const db = database.db();
    const initiative = await createInitiative(db);
    const hours = await createVacancy(db, { initiative_id: initiative.id, hours_per_week: 2.5, hours_note: "in overleg" });
    const none = await createVacancy(db, { initiative_id: initiative.id });
    expect((await api(`/api/v1/vacancies/${hours.id}`)).body).toMatchObject({ hours_per_week: 2.5, hours_note: "in overleg" });
    expect((await api(`/api/v1/vacancies/${none.id}`)).body).toMatchObject({ hours_per_week: null, hours_note: null });
    const document = (await api("/api/v1/openapi.json")).body as { components: { schemas: Record<string, { properties: Record<string, unknown> }> } };
    expect(document.components.schemas.Vacancy?.properties.hours_per_week).toMatchObject({
      anyOf: [{ type: "number", minimum: 0.5, maximum: 20, multipleOf: 0.5 }, { type: "null" }],
    });
  });

  it("says what a vacancy asks, its closing day and whether it is filled; a closed one leaves the list", async () => {
    const db = database.db();
    const initiative = await createInitiative(db);
    const asks = await createVacancy(db, {
      initiative_id: initiative.id,
      availability: ["dinsdag-avond"],
      commitment: "lang",
      skills: ["koken", "klussen"],
      suitable_for: ["jongeren"],
      vog_required: true,
      closes_on: "2999-12-12",
      filled_at: new Date(),
    });
    const closed = await createVacancy(db, { initiative_id: initiative.id, closes_on: "2020-01-01" });
    expect((await api(`/api/v1/vacancies/${asks.id}`)).body).toMatchObject({
      availability: ["dinsdag-avond"],
      commitment: "lang",
      skills: ["koken", "klussen"],
      suitable_for: ["jongeren"],
      vog_required: true,
      closes_on: "2999-12-12",
      filled: true,
    });
    const listed = ((await api("/api/v1/vacancies?limit=100")).body as { items: { id: string }[] }).items.map((v) => v.id);
    expect(listed).not.toContain(closed.id);
  });

  it("answers one item of each kind, and 404 problem+json for an unknown one", async () => {
    expect(((await api(`/api/v1/initiatives/${initiativeId}`)).body as { id: string }).id).toBe(initiativeId);
    expect(((await api(`/api/v1/events/${eventId}`)).body as { id: string }).id).toBe(eventId);
    expect(((await api(`/api/v1/vacancies/${vacancyId}`)).body as { id: string }).id).toBe(vacancyId);
    for (const kind of ["initiatives", "events", "vacancies"]) {
      const answer = await api(`/api/v1/${kind}/${randomUUID()}`);
      expect(answer.status).toBe(404);
      expect(answer.headers.get("Content-Type")).toBe("application/problem+json; charset=utf-8");
      expect((answer.body as { detail: string }).detail).toMatch(/niet gevonden/);
    }
  });

  it("lists the 342 municipalities by name", async () => {
    const answer = await api("/api/v1/gemeenten");
    const items = (answer.body as { items: { code: string; name: string; province: string }[] }).items;
    expect(items).toHaveLength(342);
    expect(items.find((g) => g.name === "Utrecht")).toEqual({ code: "GM0344", name: "Utrecht", slug: "utrecht", province: "utrecht" });
    expect(items.find((g) => g.code === "GM0796")).toMatchObject({ name: "'s-Hertogenbosch", slug: "s-hertogenbosch" });
  });

  it("answers an unknown address under /api/v1 with 404 problem+json", async () => {
    const response = await fetch(`${server.base}/api/v1/onbekend`);
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toBe("application/problem+json; charset=utf-8");
    expect(((await response.json()) as { detail: string }).detail).toMatch(/bestaat niet/);
  });
});

describe("errors", () => {
  it.each([
    ["/api/v1/events?type=concert", "type", /Onbekende waarde voor type/],
    ["/api/v1/events?van=2026-02-30", "van", /JJJJ-MM-DD/],
    ["/api/v1/initiatives?thema=sport", "thema", /Kies energie, voedsel/],
    ["/api/v1/initiatives?organisatie=informeel&vorm=stichting", "vorm", /vorm hoort bij organisatie/],
    ["/api/v1/vacancies?categorie=bestuurslid", "categorie", /Onbekende waarde voor categorie/],
    ["/api/v1/vacancies?beschikbaarheid=dinsdag-nacht", "beschikbaarheid", /Onbekende waarde voor beschikbaarheid/],
    ["/api/v1/vacancies?inzet=altijd", "inzet", /Onbekende waarde voor inzet/],
    ["/api/v1/vacancies?vaardigheid=koken,toveren", "vaardigheid", /Onbekende vaardigheid: toveren/],
    ["/api/v1/vacancies?geschikt-voor=iedereen", "geschikt-voor", /Onbekende waarde voor geschikt-voor/],
    ["/api/v1/vacancies?vog=ja", "vog", /Onbekende waarde voor vog/],
    ["/api/v1/events?limit=101", "limit", /hoogstens 100/],
    ["/api/v1/events?limit=0", "limit", /1 tot en met 100/],
    ["/api/v1/events?limit=tien", "limit", /geheel getal/],
    ["/api/v1/events?cursor=bm9n", "cursor", /cursor is ongeldig/],
    ["/api/v1/events?pagina=2", "pagina", /Onbekende parameter: pagina/],
    ["/api/v1/events?thema=zorg&thema=wonen", "thema", /meer dan eens/],
    [`/api/v1/events/niet-een-id`, "id", /geen geldig id/],
    ["/api/v1/events?gemeente=atlantis", "gemeente", /Onbekende gemeente/],
    [`/api/v1/gemeenten?provincie=utrecht`, "provincie", /Onbekende parameter/],
    [`/api/v1/vacancies?zoek=${"x".repeat(101)}`, "zoek", /maximaal 100 tekens/],
  ])("%s is a 400 problem+json naming %s in Dutch", async (path, parameter, detail) => {
    const answer = await api(path);
    expect(answer.status).toBe(400);
    expect(answer.headers.get("Content-Type")).toBe("application/problem+json; charset=utf-8");
    const problem = answer.body as { type: string; title: string; status: number; detail: string; errors: { parameter: string; detail: string }[] };
    expect(problem).toMatchObject({ type: "about:blank", title: "Bad Request", status: 400 });
    expect(problem.detail).toMatch(detail);
    expect(problem.errors.map((error) => error.parameter)).toContain(parameter);
    expect(answer.headers.get("Access-Control-Allow-Origin")).toBe("*");
  });

  it("a cursor that decodes to a date that does not exist is a 400, not a database error", async () => {
    const cursor = Buffer.from(JSON.stringify(["2026-02-30 10:00:00+00", randomUUID()])).toString("base64url");
    expect((await api(`/api/v1/events?cursor=${cursor}`)).status).toBe(400);
  });

  it("a cursor with a time-zone offset PostgreSQL refuses is a 400, not a database error", async () => {
    for (const key of ["2026-05-09 08:00:00+99", "2026-05-09 08:00:00-16", "2026-05-09 08:00:00+01:75"]) {
      const cursor = Buffer.from(JSON.stringify([key, randomUUID()])).toString("base64url");
      expect((await api(`/api/v1/events?cursor=${cursor}`)).status, key).toBe(400);
    }
    const valid = Buffer.from(JSON.stringify(["2026-05-09 08:00:00+05:30", randomUUID()])).toString("base64url");
    expect((await api(`/api/v1/events?cursor=${valid}`)).status).toBe(200);
    expect(server.lines.some((line) => (line.level as number) >= 50)).toBe(false);
  });

  it("refuses other methods with 405 problem+json and Allow", async () => {
    const response = await fetch(`${server.base}/api/v1/events`, { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, HEAD, OPTIONS");
    expect(response.headers.get("Content-Type")).toBe("application/problem+json; charset=utf-8");
    expect(((await response.json()) as { detail: string }).detail).toMatch(/alleen gelezen/);
  });

  it("limits requests per IP address: RateLimit headers count down, then 429 with Retry-After", async () => {
    const limited = await startAppServer({ PUBLIC_URL: "https://ddn.example.org", TRUST_PROXY: "1", API_RATE_LIMIT: "3" });
    try {
      const ip = clientIp();
      const remaining: string[] = [];
      for (let n = 0; n < 3; n++) {
        const answer = await api("/api/v1/gemeenten", { ip, target: limited });
        expect(answer.status).toBe(200);
        expect(answer.headers.get("RateLimit-Policy")).toBe('"api";q=3;w=60');
        remaining.push(answer.headers.get("RateLimit") ?? "");
      }
      expect(remaining.map((value) => /r=(\d+)/.exec(value)?.[1])).toEqual(["2", "1", "0"]);
      const refused = await api("/api/v1/events", { ip, target: limited });
      expect(refused.status).toBe(429);
      expect(refused.headers.get("Content-Type")).toBe("application/problem+json; charset=utf-8");
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(60);
      expect((refused.body as { detail: string }).detail).toMatch(/Te veel verzoeken vanaf dit adres: hoogstens 3 per minuut/);
      // Another address has its own allowance.
      expect((await api("/api/v1/events", { ip: clientIp(), target: limited })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe("CORS, caching and cookies", () => {
  it("allows any origin to read, without credentials, and exposes the paging and limit headers", async () => {
    const answer = await api("/api/v1/events", { headers: { Origin: "https://andere-site.example.org" } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(answer.headers.get("Access-Control-Allow-Credentials")).toBeNull();
    expect(answer.headers.get("Access-Control-Expose-Headers")).toMatch(/ETag, Link, RateLimit, RateLimit-Policy, Retry-After/);
  });

  it("answers a preflight with 204 and the allowed methods", async () => {
    const response = await fetch(`${server.base}/api/v1/events?type=workshop`, {
      method: "OPTIONS",
      headers: { Origin: "https://andere-site.example.org", "Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "if-none-match" },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(response.headers.get("Access-Control-Allow-Methods")).toBe("GET, HEAD, OPTIONS");
    expect(response.headers.get("Access-Control-Allow-Headers")).toMatch(/If-None-Match/);
    expect(response.headers.get("Access-Control-Allow-Credentials")).toBeNull();
  });

  it("answers If-None-Match with the ETag by 304 on every endpoint, and 200 once the data changed", async () => {
    const paths = [
      "/api/v1/initiatives",
      `/api/v1/initiatives/${initiativeId}`,
      "/api/v1/events?verleden=1",
      `/api/v1/events/${eventId}`,
      "/api/v1/vacancies",
      `/api/v1/vacancies/${vacancyId}`,
      "/api/v1/gemeenten",
      "/api/v1/openapi.json",
    ];
    for (const path of paths) {
      const first = await api(path);
      const tag = first.headers.get("ETag");
      expect(tag, path).toMatch(/^"[\w-]+"$/);
      expect(first.headers.get("Cache-Control")).toBe("public, max-age=60");
      const again = await api(path, { headers: { "If-None-Match": tag as string } });
      expect(again.status, path).toBe(304);
      expect(again.text).toBe("");
      expect(again.headers.get("ETag")).toBe(tag);
      expect(again.headers.get("Access-Control-Allow-Origin")).toBe("*");
      expect((await api(path, { headers: { "If-None-Match": `W/${tag as string}, "x"` } })).status).toBe(304);
      expect((await api(path, { headers: { "If-None-Match": '"anders"' } })).status).toBe(200);
    }
    const before = (await api(`/api/v1/initiatives/${initiativeId}`)).headers.get("ETag") as string;
    await database.db().update(initiatives).set({ description: "Een nieuwe korte beschrijving" }).where(eq(initiatives.id, initiativeId));
    const after = await api(`/api/v1/initiatives/${initiativeId}`, { headers: { "If-None-Match": before } });
    expect(after.status).toBe(200);
    expect(after.headers.get("ETag")).not.toBe(before);
  });

  it("answers HEAD like GET without a body", async () => {
    const response = await fetch(`${server.base}/api/v1/events`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("ETag")).toMatch(/^"/);
    expect(await response.text()).toBe("");
  });

  it("never sets a cookie and answers a member exactly as a visitor", async () => {
    const path = `/api/v1/events/${eventId}`;
    const visitor = await api(path);
    const asMember = await api(path, { headers: { Cookie: member.cookie } });
    expect(asMember.headers.get("Set-Cookie")).toBeNull();
    expect(visitor.headers.get("Set-Cookie")).toBeNull();
    expect(asMember.text).toBe(visitor.text);
    expect(asMember.headers.get("Cache-Control")).toBe("public, max-age=60");
  });
});

describe("/ontwikkelaars", () => {
  it("renders on the server with every list parameter, the limit and the feeds and widgets", async () => {
    const response = await fetch(`${server.base}/ontwikkelaars`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Open data voor ontwikkelaars");
    for (const name of ["zoek", "thema", "provincie", "gemeente", "schaal", "organisatie", "vorm", "type", "van", "tot", "verleden", "categorie", "bij", "straal", "limit", "cursor"]) {
      expect(html).toContain(`<code class="rounded bg-muted px-1 py-0.5 text-[0.9em]">${name}</code>`);
    }
    expect(html).toMatch(/100\.000(<!-- -->)? verzoeken per minuut/);
    for (const path of ["/events.ics?gemeente=utrecht", "/events.atom", "/initiatieven.atom", "/vacatures.atom", 'href="/embed/events"', 'href="/embed/initiatieven"', 'href="/op-je-eigen-site"', 'href="/api/v1/openapi.json"']) {
      expect(html).toContain(path);
    }
    expect(html).toContain("CC BY 4.0");
    expect(html).toContain("/api/v1/events.geojson");
  });

  it("shows examples that the API really gives: a page valid against the document and the real 400", async () => {
    const { developerPageData } = await import("~/modules/api/developer-page.server");
    const data = developerPageData("https://ddn.example.org");
    const page = JSON.parse(data.exampleEventPage) as unknown;
    const headers = new Headers({ "Content-Type": "application/json", ETag: '"x"', RateLimit: "r", "RateLimit-Policy": "q", "Access-Control-Allow-Origin": "*" });
    expect(checker.problems("GET", "/api/v1/events", { status: 200, headers }, page)).toEqual([]);
    const real = await api("/api/v1/events?type=concert");
    expect(JSON.parse(data.exampleProblem)).toEqual(real.body);
  });
});

describe("what is never published", () => {
  it("pending, rejected and hidden items and those of blocked members are absent from lists and 404 as details", async () => {
    const lists = ["/api/v1/initiatives?limit=100", "/api/v1/events?verleden=1&limit=100", "/api/v1/vacancies?limit=100", `/api/v1/initiatives?zoek=${UNPUBLISHED_MARKER}`, `/api/v1/events?zoek=${UNPUBLISHED_MARKER}&verleden=1`, `/api/v1/vacancies?zoek=${UNPUBLISHED_MARKER}`];
    for (const path of lists) {
      const answer = await api(path);
      expect(answer.status).toBe(200);
      expect(answer.text, path).not.toContain(UNPUBLISHED_MARKER);
    }
    const kinds: Record<string, string> = { initiatief: "initiatives", event: "events", vacature: "vacancies" };
    for (const sitePath of unpublishedPaths) {
      const [, kind, id] = sitePath.split("/");
      const answer = await api(`/api/v1/${kinds[kind as string] as string}/${id as string}`);
      expect(answer.status, sitePath).toBe(404);
    }
  });

  it("an inactive vacancy is a 404", async () => {
    const inactive = await createVacancy(database.db(), { initiative_id: initiativeId, created_by: member.id, is_active: false });
    contactValues.push(inactive.contact_email);
    expect((await api(`/api/v1/vacancies/${inactive.id}`)).status).toBe(404);
  });
});

describe("cursor pagination", () => {
  it("walks a filtered event list completely, without duplicates or gaps, while events are added", async () => {
    const db = database.db();
    const walker = await createInitiative(db, { created_by: member.id, name: "Wandelinitiatief" });
    const base = Date.now() + 30 * DAY;
    // 23 events of one type, three sharing one instant (the id breaks the tie), plus others.
    const existing = new Set<string>();
    for (let n = 0; n < 23; n++) {
      const date = new Date(n < 3 ? base : base + n * 3_600_000);
      existing.add((await createEvent(db, { initiative_id: walker.id, type: "training", theme: "wonen", date })).id);
    }
    await createEvent(db, { initiative_id: walker.id, type: "training", theme: "zorg", date: new Date(base) });
    const seen: string[] = [];
    let path: string | null = "/api/v1/events?type=training&thema=wonen&limit=4";
    let pages = 0;
    while (path) {
      const answer = await api(path);
      expect(answer.status).toBe(200);
      const page = answer.body as Page;
      expect(page.items.length).toBeLessThanOrEqual(4);
      seen.push(...page.items.map((item) => item.id));
      if (page.next) {
        expect(answer.headers.get("Link")).toBe(`<${page.next}>; rel="next"`);
        expect(page.next.startsWith("https://ddn.example.org/api/v1/events?")).toBe(true);
        path = page.next.replace("https://ddn.example.org", "");
      } else {
        expect(answer.headers.get("Link")).toBeNull();
        path = null;
      }
      // Events added during the walk: before, at and after the walk's position.
      await createEvent(db, { initiative_id: walker.id, type: "training", theme: "wonen", date: new Date(base + pages * 7_200_000) });
      await createEvent(db, { initiative_id: walker.id, type: "training", theme: "wonen", date: new Date(base - DAY + pages * 60_000) });
      pages += 1;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect([...existing].filter((id) => !seen.includes(id))).toEqual([]);
    expect(pages).toBeGreaterThanOrEqual(6);
  });

  it("walks the initiatives (newest first) without duplicates or gaps while initiatives are added", async () => {
    const db = database.db();
    const theme = "energie";
    const existing = new Set<string>();
    for (let n = 0; n < 11; n++) existing.add((await createInitiative(db, { theme, scope: "wijk" })).id);
    const seen: string[] = [];
    let path: string | null = `/api/v1/initiatives?thema=${theme}&schaal=wijk&limit=3`;
    while (path) {
      const page = (await api(path)).body as Page;
      seen.push(...page.items.map((item) => item.id));
      path = page.next ? page.next.replace("https://ddn.example.org", "") : null;
      await createInitiative(db, { theme, scope: "wijk" });
      await createInitiative(db, { theme, scope: "wijk", created_at: new Date(Date.now() - 365 * DAY) });
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect([...existing].filter((id) => !seen.includes(id))).toEqual([]);
  });

  it("walks the vacancies to the end with the maximum page size", async () => {
    const db = database.db();
    for (let n = 0; n < 5; n++) await createVacancy(db, { initiative_id: initiativeId, category: "stage" });
    const first = (await api("/api/v1/vacancies?categorie=stage&limit=100")).body as Page;
    expect(first.items.length).toBeGreaterThanOrEqual(5);
    expect(first.next).toBeNull();
    const small = (await api("/api/v1/vacancies?categorie=stage&limit=2")).body as Page;
    const second = (await api((small.next as string).replace("https://ddn.example.org", ""))).body as Page;
    expect(second.items.map((item) => item.id)).toEqual(first.items.slice(2, 4).map((item) => item.id));
  });
});

describe("contact details", () => {
  it("no answer of this file contains a contact e-mail, phone number or website", () => {
    expect(bodies.length).toBeGreaterThan(50);
    const values = contactValues.filter((value) => value !== "");
    const leaks = bodies.flatMap((body) => values.filter((value) => body.includes(value)));
    expect(leaks).toEqual([]);
  });
});
