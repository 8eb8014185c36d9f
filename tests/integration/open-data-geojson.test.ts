/**
 * The GeoJSON endpoints of the open-data API (docs/open-data.md) over real HTTP, on PGlite
 * and on PostgreSQL: RFC 7946 FeatureCollections as application/geo+json, checked against the
 * OpenAPI document the API serves; the JSON lists' filters and order; [lon, lat] points and
 * `geometry: null` for items without a place; the cap with the total; the API's 400, CORS, ETag
 * and rate-limit behaviour.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "~/db/schema";
import { postcodeAreaList, seedMunicipalities } from "~/db/seed/seed.server";
import { MAX_FEATURES } from "~/modules/api/schemas";
import { type AppServer, startAppServer } from "../setup/app-server";
import { setupTestDatabase } from "../setup/database";
import { createEvent, createInitiative, createVacancy } from "../setup/factories";
import { answerChecker, type AnswerChecker } from "../setup/openapi";

const database = setupTestDatabase();
const DAY = 86_400_000;

let server: AppServer;
let checker: AnswerChecker;

const clientIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

interface Feature {
  type: "Feature";
  id: string;
  geometry: { type: "Point"; coordinates: [number, number] } | null;
  properties: { id: string; name: string; url: string; place: string | null } & Record<string, unknown>;
}
interface Collection {
  type: "FeatureCollection";
  features: Feature[];
  total: number;
  limit: number;
}

/** One GET, its answer checked against the OpenAPI document. */
async function api(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.base}${path}`, { headers: { "X-Forwarded-For": clientIp(), ...headers } });
  const text = await response.text();
  const body = text ? (JSON.parse(text) as unknown) : undefined;
  expect(checker.problems("GET", new URL(path, "http://x").pathname, response, body), path).toEqual([]);
  return { status: response.status, headers: response.headers, body };
}

const point = (pc4: string): [number, number] => {
  const [, lat, lon] = postcodeAreaList.find(([code]) => code === pc4) ?? [];
  return [lon as number, lat as number];
};

beforeAll(async () => {
  await seedMunicipalities(database.db());
  server = await startAppServer({ PUBLIC_URL: "https://ddn.example.org", TRUST_PROXY: "1", API_RATE_LIMIT: "100000" });
  checker = answerChecker((await (await fetch(`${server.base}/api/v1/openapi.json`)).json()) as Parameters<typeof answerChecker>[0]);
});

afterAll(async () => {
  await server?.close();
});

describe("the .geojson endpoints", () => {
  it("are in the OpenAPI document as application/geo+json with the lists' filters and no page parameters", async () => {
    const document = (await api("/api/v1/openapi.json")).body as {
      paths: Record<string, { get: { parameters: { name: string }[]; responses: Record<string, { content?: Record<string, unknown> }> } }>;
    };
    for (const kind of ["initiatives", "events", "vacancies"]) {
      const list = document.paths[`/api/v1/${kind}`]?.get.parameters.map((p) => p.name) ?? [];
      const geo = document.paths[`/api/v1/${kind}.geojson`]?.get;
      expect(geo?.parameters.map((p) => p.name).sort()).toEqual(list.filter((name) => name !== "limit" && name !== "cursor").sort());
      expect(Object.keys(geo?.responses["200"]?.content ?? {})).toEqual(["application/geo+json"]);
    }
  });

  it("give every item as a Feature: [lon, lat] points, null geometry without a place, absolute urls", async () => {
    const db = database.db();
    const marker = `Kaartproef${randomUUID().slice(0, 6)}`;
    const local = await createInitiative(db, { name: `${marker} Zeist`, municipality: "Zeist", city: "Zeist", province: "utrecht", pc4: "3701" });
    const national = await createInitiative(db, { name: `${marker} landelijk`, scope: "nationaal", province: null, municipality: null, city: null });
    const inUtrecht = await createEvent(db, { initiative_id: national.id, title: `${marker} in Utrecht`, pc4: "3511" });
    const nationalEvent = await createEvent(db, { initiative_id: national.id, title: `${marker} landelijk`, date: new Date(Date.now() + 9 * DAY) });
    const placed = await createVacancy(db, { initiative_id: local.id, title: `${marker} in Zeist`, city: "Zeist" });
    const remote = await createVacancy(db, { initiative_id: local.id, title: `${marker} thuis`, is_remote: true });

    const initiativesAnswer = await api(`/api/v1/initiatives.geojson?zoek=${marker}`);
    expect(initiativesAnswer.status).toBe(200);
    expect(initiativesAnswer.headers.get("Content-Type")).toBe("application/geo+json; charset=utf-8");
    const initiativesBody = initiativesAnswer.body as Collection;
    expect(initiativesBody).toMatchObject({ type: "FeatureCollection", total: 2, limit: MAX_FEATURES });
    // Newest first, as the list.
    expect(initiativesBody.features).toEqual([
      {
        type: "Feature",
        id: national.id,
        geometry: null,
        properties: { id: national.id, name: national.name, url: `https://ddn.example.org/initiatief/${national.id}`, place: null, scope: "nationaal" },
      },
      {
        type: "Feature",
        id: local.id,
        geometry: { type: "Point", coordinates: point("3701") },
        properties: { id: local.id, name: local.name, url: `https://ddn.example.org/initiatief/${local.id}`, place: "Zeist", scope: "plaats" },
      },
    ]);

    const eventsBody = (await api(`/api/v1/events.geojson?zoek=${marker}`)).body as Collection;
    expect(eventsBody.total).toBe(2);
    // By date, as the list.
    expect(eventsBody.features.map((feature) => [feature.id, feature.geometry?.coordinates ?? null])).toEqual([
      [inUtrecht.id, point("3511")],
      [nationalEvent.id, null],
    ]);
    expect(eventsBody.features[0]?.properties).toMatchObject({ name: inUtrecht.title, url: `https://ddn.example.org/event/${inUtrecht.id}`, place: "Utrecht" });
    expect(eventsBody.features[0]?.properties.starts_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/);

    const vacanciesBody = (await api(`/api/v1/vacancies.geojson?zoek=${marker}`)).body as Collection;
    expect(vacanciesBody.features.map((feature) => [feature.id, feature.geometry?.coordinates ?? null, feature.properties.place, feature.properties.remote])).toEqual([
      [remote.id, null, null, true],
      [placed.id, point("3701"), "Zeist", false],
    ]);
  });

  it("apply the JSON lists' filters and answer exactly the items of the JSON list", async () => {
    const db = database.db();
    const bosch = await createInitiative(db, { municipality: "'s-Hertogenbosch", city: "Den Bosch", province: "noord-brabant", theme: "cultuur" });
    const boschEvent = await createEvent(db, { initiative_id: bosch.id, type: "festival" });
    await createEvent(db, { initiative_id: bosch.id, type: "workshop" });
    const past = await createEvent(db, { initiative_id: bosch.id, type: "festival", date: new Date(Date.now() - 30 * DAY) });
    const boschVacancy = await createVacancy(db, { initiative_id: bosch.id, category: "bestuurslid" });
    const ids = async (path: string) => ((await api(path)).body as Collection).features.map((feature) => feature.id);
    const listIds = async (path: string) => ((await api(path)).body as { items: { id: string }[] }).items.map((item) => item.id);

    expect(await ids("/api/v1/initiatives.geojson?gemeente=s-hertogenbosch&thema=cultuur")).toEqual([bosch.id]);
    expect(await ids("/api/v1/events.geojson?gemeente=s-hertogenbosch&type=festival")).toEqual([boschEvent.id]);
    expect(await ids("/api/v1/events.geojson?gemeente=s-hertogenbosch&type=festival&verleden=1")).toEqual([past.id, boschEvent.id]);
    expect(await ids("/api/v1/vacancies.geojson?gemeente=s-hertogenbosch&categorie=bestuur")).toEqual([boschVacancy.id]);
    for (const [kind, query] of [
      ["initiatives", "provincie=noord-brabant"],
      ["events", "gemeente=s-hertogenbosch&verleden=1"],
      ["vacancies", "gemeente=s-hertogenbosch"],
      ["initiatives", "bij=5211&straal=10"],
      ["events", "bij=s-hertogenbosch&straal=25&verleden=1"],
      ["vacancies", "bij=5211"],
    ] as const) {
      expect(await ids(`/api/v1/${kind}.geojson?${query}`), kind).toEqual(await listIds(`/api/v1/${kind}?${query}&limit=100`));
    }
  });

  it(`give at most ${MAX_FEATURES} features in the list's order, with the total of all matches`, async () => {
    const db = database.db();
    const marker = `Kaartlimiet${randomUUID().slice(0, 6)}`;
    const initiative = await createInitiative(db);
    const start = Date.now() + DAY;
    await db.insert(events).values(
      Array.from({ length: MAX_FEATURES + 3 }, (_, index) => ({
        initiative_id: initiative.id,
        title: `${marker} ${index}`,
        description: "Een event voor de limiet van de kaart",
        type: "workshop" as const,
        date: new Date(start + index * 60_000),
        city: "Utrecht",
        location: "Buurthuis",
        organizer_name: "Limiet",
        organizer_email: "limiet@organisator.example.org",
      })),
    );
    const body = (await api(`/api/v1/events.geojson?zoek=${marker}`)).body as Collection;
    expect(body.total).toBe(MAX_FEATURES + 3);
    expect(body.limit).toBe(MAX_FEATURES);
    expect(body.features).toHaveLength(MAX_FEATURES);
    expect(body.features[0]?.properties.name).toBe(`${marker} 0`);
    expect(body.features.at(-1)?.properties.name).toBe(`${marker} ${MAX_FEATURES - 1}`);
  });

  it("refuse page parameters, unknown ones and invalid values with a Dutch 400 problem", async () => {
    for (const [path, parameter, detail] of [
      ["/api/v1/events.geojson?limit=10", "limit", /Onbekende parameter: limit\. GeoJSON heeft geen pagina's/],
      ["/api/v1/initiatives.geojson?cursor=abc", "cursor", /Onbekende parameter: cursor/],
      ["/api/v1/vacancies.geojson?pagina=2", "pagina", /Onbekende parameter: pagina/],
      ["/api/v1/events.geojson?type=feest", "type", /Onbekende waarde voor type/],
      ["/api/v1/initiatives.geojson?organisatie=informeel&vorm=stichting", "vorm", /vorm hoort bij organisatie/],
      ["/api/v1/events.geojson?gemeente=nergenshuizen", "gemeente", /Onbekende gemeente/],
      ["/api/v1/vacancies.geojson?bij=nergenshuizen", "bij", /Onbekende postcode of plaats voor bij/],
    ] as const) {
      const answer = await api(path);
      expect(answer.status, path).toBe(400);
      expect(answer.headers.get("Content-Type")).toBe("application/problem+json; charset=utf-8");
      const problem = answer.body as { detail: string; errors: { parameter: string }[] };
      expect(problem.detail, path).toMatch(detail);
      expect(problem.errors.map((error) => error.parameter), path).toContain(parameter);
    }
  });

  it("behave as the other endpoints: CORS, ETag and 304, cache time, rate-limit headers, preflight, 405", async () => {
    for (const path of ["/api/v1/initiatives.geojson", "/api/v1/events.geojson", "/api/v1/vacancies.geojson"]) {
      const first = await api(path, { Origin: "https://kaart.example.net" });
      expect(first.headers.get("Access-Control-Allow-Origin")).toBe("*");
      expect(first.headers.get("Cache-Control")).toBe("public, max-age=60");
      expect(first.headers.get("RateLimit")).toMatch(/^"api";r=\d+;t=\d+$/);
      expect(first.headers.get("Set-Cookie")).toBeNull();
      const tag = first.headers.get("ETag") as string;
      expect((await api(path, { "If-None-Match": tag })).status).toBe(304);
      const preflight = await fetch(`${server.base}${path}`, { method: "OPTIONS", headers: { Origin: "https://kaart.example.net", "Access-Control-Request-Method": "GET" } });
      expect(preflight.status).toBe(204);
      const deleted = await fetch(`${server.base}${path}`, { method: "DELETE", headers: { "X-Forwarded-For": clientIp() } });
      expect(deleted.status).toBe(405);
      expect(deleted.headers.get("Allow")).toBe("GET, HEAD, OPTIONS");
    }
  });
});
