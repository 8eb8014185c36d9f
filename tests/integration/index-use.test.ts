/**
 * Index use at national scale (docs/decisions/055-queries-and-processes.md): with 100,000 events, 10,000
 * initiatives and 20,000 vacancies, EXPLAIN (FORMAT JSON) of every list, filter and search query
 * shows no sequential scan on events, initiatives or vacancies. The queries are not copied here:
 * the real query functions of app/modules/* run against a Drizzle instance with a logger that
 * records each SQL statement and its parameters, so the test follows every change to the query
 * builders. Deterministic: it checks plans, never timings.
 */
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "~/db/schema";
import { type Database, type DatabaseHandle, setDatabase } from "~/lib/db.server";
import { parseEventFilters } from "~/modules/events/filters";
import { countOwnedContent } from "~/modules/accounts/account-deletion.server";
import { countUpcomingEvents, getEvent, listEvents, listEventsAfter, listEventsForInitiative } from "~/modules/events/queries.server";
import { listFavorites } from "~/modules/favorites/queries.server";
import { resolveNear } from "~/modules/municipalities/places.server";
import { parseInitiativeFilters } from "~/modules/initiatives/filters";
import {
  countActiveInitiatives,
  getInitiative,
  listInitiatives,
  listInitiativesAfter,
  listNewestInitiatives,
} from "~/modules/initiatives/queries.server";
import type { KeysetPosition } from "~/lib/sql.server";
import { suggestSearch } from "~/modules/search/suggestions.server";
import { parseVacancyFilters } from "~/modules/vacancies/filters";
import {
  countActiveVacancies,
  getVacancy,
  listActiveVacanciesForInitiative,
  listVacancies,
  listVacanciesAfter,
} from "~/modules/vacancies/queries.server";
import { openTestDatabase } from "../setup/database";
import { seedNationalScale } from "../setup/scale-data";

/** Tables that must never be read by a sequential scan. */
const BIG_TABLES = ["events", "initiatives", "vacancies"];

interface Captured {
  label: string;
  sql: string;
  params: unknown[];
}

let handle: DatabaseHandle;
let explain: (query: string, params: unknown[]) => Promise<unknown>;
const captured: Captured[] = [];
let label = "";

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedNationalScale(handle.db, { base: 1000, factor: 10 });
  const logger = { logQuery: (query: string, params: unknown[]) => captured.push({ label, sql: query, params }) };
  const client = (handle.db as unknown as { $client: PGlite | pg.Pool }).$client;
  const recording =
    handle.kind === "pglite"
      ? drizzlePglite(client as PGlite, { schema, logger })
      : drizzlePostgres(client as pg.Pool, { schema, logger });
  setDatabase({ ...handle, db: recording as unknown as Database });
  explain = async (query, params) => {
    const text = `explain (format json) ${query}`;
    const result = (await (client as PGlite).query(text, params as unknown[])) as { rows: Record<string, unknown>[] };
    return Object.values(result.rows[0] ?? {})[0];
  };
}, 300_000);

afterAll(async () => {
  await handle?.close();
});

/** Runs `fn` and labels the SQL it issues. */
async function record(name: string, fn: () => Promise<unknown>): Promise<void> {
  label = name;
  await fn();
  label = "";
}

/** Every "Seq Scan" node on one of {@link BIG_TABLES} in a JSON plan. */
function sequentialScans(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((child) => sequentialScans(child, found));
  else if (node && typeof node === "object") {
    const record = node as Record<string, unknown>;
    if (record["Node Type"] === "Seq Scan" && BIG_TABLES.includes(String(record["Relation Name"]))) {
      found.push(String(record["Relation Name"]));
    }
    Object.values(record).forEach((child) => sequentialScans(child, found));
  }
  return found;
}

/** How `relation` is read in a JSON plan: the node type of every scan of it. */
function readsOf(node: unknown, relation: string, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((child) => readsOf(child, relation, found));
  else if (node && typeof node === "object") {
    const record = node as Record<string, unknown>;
    if (record["Relation Name"] === relation) found.push(String(record["Node Type"]));
    Object.values(record).forEach((child) => readsOf(child, relation, found));
  }
  return found;
}

describe("index use at 100,000 events", () => {
  it("has the national-scale row counts", async () => {
    const [row] = (
      (await (handle.db as unknown as { $client: PGlite }).$client.query(
        "select (select count(*) from events)::int as e, (select count(*) from initiatives)::int as i, (select count(*) from vacancies)::int as v",
      )) as { rows: { e: number; i: number; v: number }[] }
    ).rows;
    expect(row).toEqual({ e: 100_000, i: 10_000, v: 20_000 });
  });

  it("plans every list, filter, search and detail query without a sequential scan on the big tables", async () => {
    const now = new Date();
    const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const initiativeQueries: Record<string, string> = {
      plain: "",
      "page 5": "pagina=5",
      search: "zoek=moestuin",
      // A quarter of the initiatives contain it: the index still finds them sooner than reading all.
      "search, common word": "zoek=buurt",
      theme: "thema=energie",
      province: "provincie=utrecht",
      scope: "schaal=provinciaal",
      "formality and kind": "organisatie=formeel&vorm=stichting",
      "two filters": "thema=energie&provincie=utrecht",
      "search and filter": "zoek=tuin&provincie=gelderland",
      "search by municipality": "zoek=venlo",
      "search, words across fields": "zoek=moestuin+venlo",
      "search, misspelt word": "zoek=moestuinn",
      "search, phrase and exclusion": "zoek=%22samen+koken%22+-utrecht",
      "search, everyday municipality name": "zoek=Den+Bosch",
      municipality: "gemeente=utrecht",
      "municipality and theme": "gemeente=amsterdam&thema=energie",
    };
    for (const [name, query] of Object.entries(initiativeQueries)) {
      await record(`initiatives: ${name}`, () => listInitiatives({ filters: parseInitiativeFilters(new URLSearchParams(query)) }));
    }
    const eventQueries: Record<string, string> = {
      plain: "",
      "page 5": "pagina=5",
      search: "zoek=workshop",
      type: "type=workshop",
      theme: "thema=zorg",
      province: "provincie=friesland",
      "date range": `van=${day(7)}&tot=${day(37)}`,
      "date range and type": `van=${day(7)}&tot=${day(37)}&type=actie`,
      past: "verleden=1",
      // A selective word: with a common one ("markt") the planner may rightly hash-join all
      // initiatives, as for the initiatives' search above.
      "search and province": "zoek=moestuin&provincie=limburg",
      municipality: "gemeente=utrecht",
      "municipality, date range and type": `gemeente=amsterdam&van=${day(7)}&tot=${day(37)}&type=actie`,
    };
    for (const [name, query] of Object.entries(eventQueries)) {
      await record(`events: ${name}`, () => listEvents({ filters: parseEventFilters(new URLSearchParams(query)), now }));
    }
    const vacancyQueries: Record<string, string> = {
      plain: "",
      "page 5": "pagina=5",
      search: "zoek=vrijwilliger",
      category: "categorie=bestuur",
      municipality: "gemeente=utrecht",
      "municipality and category": "gemeente=amsterdam&categorie=bestuur",
    };
    for (const [name, query] of Object.entries(vacancyQueries)) {
      await record(`vacancies: ${name}`, () => listVacancies({ filters: parseVacancyFilters(new URLSearchParams(query)) }));
    }
    for (const list of ["initiatives", "events", "vacancies"] as const) {
      await record(`${list}: "Bedoelde je …?"`, () => suggestSearch(list, "xqzvbnw"));
    }
    // The open-data API's keyset walks (docs/decisions/030-open-data-api.md): the first page and a
    // page after a cursor, plain and filtered, with the API's default page (20) and, for events, its
    // largest (100). A search with 100 rows per page is left out: there the planner prefers a hash
    // join that reads initiatives whole (10,000 rows) to 100 index probes (ADR 030).
    const walks: Record<string, () => Promise<{ position: KeysetPosition | undefined; run: (after: KeysetPosition | null) => Promise<unknown> }>> = {};
    for (const [name, query, limit] of [
      ["plain", "", 100],
      ["type", "type=workshop", 100],
      ["date range", `van=${day(7)}&tot=${day(37)}`, 100],
      ["search", "zoek=markt&provincie=utrecht", 20],
    ] as const) {
      walks[`api events: ${name}`] = async () => {
        const filters = parseEventFilters(new URLSearchParams(query));
        const run = (after: KeysetPosition | null) => listEventsAfter({ filters, after, limit, now });
        return { position: (await run(null)).items.at(-1)?.position, run };
      };
    }
    for (const [name, query] of Object.entries({ plain: "", theme: "thema=energie", search: "zoek=buurt" })) {
      walks[`api initiatives: ${name}`] = async () => {
        const filters = parseInitiativeFilters(new URLSearchParams(query));
        const run = (after: KeysetPosition | null) => listInitiativesAfter({ filters, after, limit: 20 });
        return { position: (await run(null)).items.at(-1)?.position, run };
      };
    }
    for (const [name, query] of Object.entries({ plain: "", category: "categorie=bestuur" })) {
      walks[`api vacancies: ${name}`] = async () => {
        const filters = parseVacancyFilters(new URLSearchParams(query));
        const run = (after: KeysetPosition | null) => listVacanciesAfter({ filters, after, limit: 20 });
        return { position: (await run(null)).items.at(-1)?.position, run };
      };
    }
    for (const [name, start] of Object.entries(walks)) {
      let walk: Awaited<ReturnType<typeof start>> | undefined;
      await record(`${name}, first page`, async () => (walk = await start()));
      const { position, run } = walk as NonNullable<typeof walk>;
      if (position) await record(`${name}, after a cursor`, () => run(position));
    }

    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const { rows } = (await client.query(
      `select e.id as event_id, e.initiative_id, (select id from vacancies v where v.is_active order by id limit 1) as vacancy_id
       from events e join initiatives i on i.id = e.initiative_id order by e.id limit 1`,
    )) as { rows: { event_id: string; initiative_id: string; vacancy_id: string }[] };
    const ids = rows[0];
    if (!ids) throw new Error("no rows");
    const viewer = { id: "00000000-0000-4000-8000-000000000001" };
    await record("home: newest initiatives", () => listNewestInitiatives({ limit: 6 }));
    await record("home: counters", () => Promise.all([countActiveInitiatives(), countUpcomingEvents({ now }), countActiveVacancies()]));
    await record("initiative detail", () => getInitiative({ id: ids.initiative_id, viewer }));
    await record("initiative detail: events", () => listEventsForInitiative({ initiativeId: ids.initiative_id }));
    await record("initiative detail: vacancies", () => listActiveVacanciesForInitiative({ initiativeId: ids.initiative_id }));
    await record("event detail", () => getEvent({ id: ids.event_id, viewer }));
    await record("vacancy detail", () => getVacancy({ id: ids.vacancy_id, viewer }));
    await record("favourites", () => listFavorites({ userId: viewer.id }));
    // The owner rule (creator, or owner of the initiative) shared by the data export and account deletion.
    await record("account deletion: owned content", () => countOwnedContent({ userId: viewer.id }));

    expect(captured.length).toBeGreaterThan(40);
    const offenders: string[] = [];
    for (const query of captured) {
      const scans = sequentialScans(await explain(query.sql, query.params));
      if (scans.length) offenders.push(`${query.label}: Seq Scan on ${[...new Set(scans)].join(", ")}\n  ${query.sql}`);
    }
    expect(offenders, offenders.join("\n\n")).toEqual([]);
  }, 120_000);

  it("counts the events near a place, and those without a point, from the point index alone", async () => {
    const filters = await resolveNear(parseEventFilters(new URLSearchParams({ bij: "3511", straal: "10" })));
    await record("events near", () => listEvents({ filters }));
    const counts = captured.filter((query) => query.label === "events near" && query.sql.startsWith("select count(*)"));
    expect(counts).toHaveLength(2);
    for (const query of counts) {
      expect(readsOf(await explain(query.sql, query.params), "events"), query.sql).toEqual(["Index Only Scan"]);
    }
  });
});
