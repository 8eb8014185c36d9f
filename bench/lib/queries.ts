/**
 * The `queries` part of `npm run bench` (docs/decisions/053-benchmark.md): the lists' own query
 * functions called in the benchmark process against the seeded database, without HTTP or the page
 * cache, so the figure is the database's time plus the driver's round trips. Each call asks for a
 * different place or term, and the count cache is emptied before each call, so every figure is that
 * of the first request after a change of the data. Runs before a server opens the database (PGlite
 * is single-process).
 */
import { sql } from "drizzle-orm";
import { type DatabaseHandle, openDatabase, setDatabase } from "../../app/lib/db.server";
import { parseEventFilters } from "../../app/modules/events/filters";
import { listEvents } from "../../app/modules/events/queries.server";
import { parseInitiativeFilters } from "../../app/modules/initiatives/filters";
import { listInitiatives } from "../../app/modules/initiatives/queries.server";
import { resolveNear } from "../../app/modules/municipalities/places.server";
import { parseVacancyFilters } from "../../app/modules/vacancies/filters";
import { listVacancies } from "../../app/modules/vacancies/queries.server";
import { rankEvents, rankVacancies, withHomePoint } from "../../app/modules/matching/ranking.server";
import type { VolunteerProfile } from "../../app/modules/matching/profile";
import { forgetCachedCounts } from "../../app/lib/count-cache.server";
import { startDataVersionWatch, stopDataVersionWatch } from "../../app/lib/data-version.server";
import { rowsOf } from "../../app/lib/sql.server";
import { type Spread, spread } from "./stats";

/** Database time a list query may take at p95 (ms). */
export const QUERY_P95_TARGET_MS = 15;

/** Database time a "Voor jou" ranking may take at p95 (ms): it scores every candidate, not a page. */
export const FOR_YOU_P95_TARGET_MS = 30;

/**
 * One query scenario: p50 and p95 per round, as min / median / max over the rounds (ms). `p50`/`p95`
 * are each call's whole time in this process (building the SQL, the round trips, reading the rows);
 * `database` the part of it spent waiting for the database, against which the target is judged.
 */
export interface QueryRow {
  name: string;
  calls: number;
  p50: Spread;
  p95: Spread;
  database: { p50: Spread; p95: Spread };
  targetMs: number;
  pass: boolean;
}

/**
 * Measures how long the client waits for its database: from a query's start until its answer, with
 * overlapping queries (a list's two counts at once) counted once, as wall time.
 * @returns `reset` starts a call's measurement; `waited` the ms waited since
 */
function watchDatabaseWait(client: { query: (...args: unknown[]) => unknown }): { reset: () => void; waited: () => number } {
  let inFlight = 0;
  let busySince = 0;
  let waited = 0;
  const original = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    if (inFlight++ === 0) busySince = performance.now();
    const done = () => {
      if (--inFlight === 0) waited += performance.now() - busySince;
    };
    const result = original(...args);
    if (result instanceof Promise) result.then(done, done);
    else done();
    return result;
  };
  return {
    reset: () => {
      waited = 0;
      if (inFlight > 0) busySince = performance.now();
    },
    waited: () => waited + (inFlight > 0 ? performance.now() - busySince : 0),
  };
}

/** Words people search for, from the demo content's vocabulary, and a few that find nothing. */
const SEARCH_TERMS = ["buurt", "moestuin", "repair", "energie", "taal", "koken", "natuur", "wandelen", "fiets", "muziek", "zorg", "jongeren"];

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * Measures the list queries with `bij` + `straal` 10 km and with a search term.
 * @param options.rounds rounds of `calls` calls each; p50/p95 are taken per round
 * @returns one row per scenario
 */
export async function measureListQueries(
  url: string,
  { rounds, calls, log }: { rounds: number; calls: number; log: (line: string) => void },
): Promise<QueryRow[]> {
  const handle: DatabaseHandle = await openDatabase(url, { poolSize: 4 });
  setDatabase(handle);
  // As in a server process: the data version from notifications, not read before every count.
  await startDataVersionWatch();
  const wait = watchDatabaseWait((handle.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client);
  try {
    // Postcode areas in municipalities that have content: the places people near it would type.
    const areas = rowsOf<{ pc4: string }>(
      await handle.db.execute(sql`select a.pc4 from postcode_areas a join municipalities m on m.code = a.municipality_code
        where m.name in (select distinct municipality from initiatives where municipality is not null) order by a.pc4`),
    ).map((row) => row.pc4);
    if (areas.length === 0) throw new Error("Geen postcodegebieden bij gemeenten met inhoud gevonden.");
    let next = 0;
    const nearParams = () => new URLSearchParams({ bij: areas[next++ % areas.length]!, straal: "10" });
    const termParams = () => new URLSearchParams({ zoek: `${SEARCH_TERMS[next++ % SEARCH_TERMS.length]}` });
    // A filled-in volunteer profile near a changing home postcode; "Maakt niet uit" scores every item in the country.
    const volunteer = (maxDistance: number | null): VolunteerProfile => ({
      home_pc4: areas[next++ % areas.length]!,
      max_distance_km: maxDistance,
      themes: ["natuur", "zorg"],
      categories: ["vrijwilliger"],
      skills: ["tuinieren", "koken", "communicatie"],
      availability: ["dinsdag-avond", "zaterdag-ochtend", "zaterdag-middag"],
      commitments: ["eenmalig", "lang"],
      suitable_for: ["jongeren"],
    });
    const scenarios: { name: string; call: () => Promise<unknown>; targetMs?: number }[] = [
      { name: "Initiatieven bij postcode, 10 km", call: async () => listInitiatives({ filters: await resolveNear(parseInitiativeFilters(nearParams())) }) },
      { name: "Events bij postcode, 10 km", call: async () => listEvents({ filters: await resolveNear(parseEventFilters(nearParams())) }) },
      { name: "Vacatures bij postcode, 10 km", call: async () => listVacancies({ filters: await resolveNear(parseVacancyFilters(nearParams())) }) },
      {
        name: "Events bij postcode, 10 km, dichtstbij",
        call: async () => {
          const params = nearParams();
          params.set("sorteer", "afstand");
          return listEvents({ filters: await resolveNear(parseEventFilters(params)) });
        },
      },
      { name: "Initiatieven met zoekterm", call: () => listInitiatives({ filters: parseInitiativeFilters(termParams()) }) },
      { name: "Events met zoekterm", call: () => listEvents({ filters: parseEventFilters(termParams()) }) },
      { name: "Vacatures met zoekterm", call: () => listVacancies({ filters: parseVacancyFilters(termParams()) }) },
      { name: "Voor jou: vacatures, 25 km", targetMs: FOR_YOU_P95_TARGET_MS, call: async () => rankVacancies({ profile: await withHomePoint(volunteer(25)), page: 1 }) },
      { name: "Voor jou: events, 25 km", targetMs: FOR_YOU_P95_TARGET_MS, call: async () => rankEvents({ profile: await withHomePoint(volunteer(25)), page: 1 }) },
      { name: "Voor jou: vacatures, elke afstand", targetMs: FOR_YOU_P95_TARGET_MS, call: async () => rankVacancies({ profile: await withHomePoint(volunteer(null)), page: 1 }) },
      { name: "Voor jou: events, elke afstand", targetMs: FOR_YOU_P95_TARGET_MS, call: async () => rankEvents({ profile: await withHomePoint(volunteer(null)), page: 1 }) },
    ];
    const rows: QueryRow[] = [];
    for (const scenario of scenarios) {
      for (let i = 0; i < 10; i++) await scenario.call();
      const p50s: number[] = [];
      const p95s: number[] = [];
      const databaseP50s: number[] = [];
      const databaseP95s: number[] = [];
      for (let round = 0; round < rounds; round++) {
        const times: number[] = [];
        const waits: number[] = [];
        for (let i = 0; i < calls; i++) {
          forgetCachedCounts(handle.db);
          wait.reset();
          const start = performance.now();
          await scenario.call();
          times.push(performance.now() - start);
          waits.push(wait.waited());
        }
        times.sort((a, b) => a - b);
        waits.sort((a, b) => a - b);
        p50s.push(percentile(times, 50));
        p95s.push(percentile(times, 95));
        databaseP50s.push(percentile(waits, 50));
        databaseP95s.push(percentile(waits, 95));
      }
      const database = { p50: spread(databaseP50s), p95: spread(databaseP95s) };
      const targetMs = scenario.targetMs ?? QUERY_P95_TARGET_MS;
      const row = { name: scenario.name, calls, p50: spread(p50s), p95: spread(p95s), database, targetMs, pass: database.p95.median <= targetMs };
      log(
        `  ${row.name}: database p50 ${database.p50.median} ms, p95 ${database.p95.min} / ${database.p95.median} / ${database.p95.max} ms (doel ≤ ${targetMs} ms: ${row.pass ? "gehaald" : "NIET GEHAALD"}); hele aanroep p50 ${row.p50.median} ms, p95 ${row.p95.median} ms`,
      );
      rows.push(row);
    }
    return rows;
  } finally {
    await stopDataVersionWatch();
    await handle.close();
  }
}
