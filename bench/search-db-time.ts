/**
 * `npm run bench:search`: database time of text searches at national scale on PostgreSQL
 * (docs/performance.md#text-search, docs/decisions/058-dutch-text-search.md). Creates a throw-away
 * database on the server of BENCH_DATABASE_URL (a URL whose user may create databases), seeds
 * 10,000 initiatives, 100,000 events and 20,000 vacancies, records the SQL that the real list
 * functions issue for each search (count, page and, when nothing is found, the suggestion), and
 * runs each recorded request `--repeat` times (default 10) with EXPLAIN (ANALYZE, TIMING OFF).
 * A request's database time is the sum of its statements' planning and execution times. Prints
 * p50 and p95 per case against the 15 ms budget; exits 1 with `--assert` when one is over it.
 */
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import * as schema from "~/db/schema";
import { type Database, openDatabase, setDatabase } from "~/lib/db.server";
import { parseEventFilters } from "~/modules/events/filters";
import { listEvents } from "~/modules/events/queries.server";
import { parseInitiativeFilters } from "~/modules/initiatives/filters";
import { listInitiatives } from "~/modules/initiatives/queries.server";
import { type SearchList, suggestSearch } from "~/modules/search/suggestions.server";
import { parseVacancyFilters } from "~/modules/vacancies/filters";
import { listVacancies } from "~/modules/vacancies/queries.server";
import { createPostgresDatabase } from "../tests/setup/postgres-database";
import { seedNationalScale } from "../tests/setup/scale-data";

const BUDGET_MS = 15;
const TERMS = ["buurt", "moestuin venlo", "repair cafe", "moestuinen", "vrijwiliger", "Den Bosch", '"samen koken" -utrecht', "xqzvbnw"];

const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) {
  console.error("BENCH_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/postgres).");
  process.exit(2);
}
const repeatArg = process.argv.indexOf("--repeat");
const repeat = repeatArg > 0 ? Number(process.argv[repeatArg + 1]) : 10;
const assert = process.argv.includes("--assert");

const { url, drop } = await createPostgresDatabase(adminUrl, "bench");
const handle = await openDatabase(url);
try {
  const started = Date.now();
  await seedNationalScale(handle.db, { base: 1000, factor: 10 });
  console.log(`seeded national scale in ${Math.round((Date.now() - started) / 1000)} s`);
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  let statements: { sql: string; params: unknown[] }[] = [];
  const recording = drizzle(pool, { schema, logger: { logQuery: (sql, params) => statements.push({ sql, params }) } });
  setDatabase({ ...handle, db: recording as unknown as Database });

  const lists: Record<SearchList, (zoek: string) => Promise<{ items: unknown[] }>> = {
    initiatives: (zoek) => listInitiatives({ filters: parseInitiativeFilters(new URLSearchParams({ zoek })) }),
    events: (zoek) => listEvents({ filters: parseEventFilters(new URLSearchParams({ zoek })) }),
    vacancies: (zoek) => listVacancies({ filters: parseVacancyFilters(new URLSearchParams({ zoek })) }),
  };
  const rows: string[] = [];
  let over = 0;
  for (const [list, run] of Object.entries(lists) as [SearchList, (zoek: string) => Promise<{ items: unknown[] }>][]) {
    for (const term of TERMS) {
      statements = [];
      const result = await run(term);
      if (result.items.length === 0) await suggestSearch(list, term);
      const recorded = statements.filter((s) => !/^\s*(begin|commit|set )/i.test(s.sql));
      const times: number[] = [];
      for (let i = 0; i < repeat; i++) {
        let total = 0;
        for (const { sql, params } of recorded) {
          const { rows: plan } = await pool.query(`explain (analyze, timing off, format json) ${sql}`, params);
          const [root] = Object.values(plan[0] as Record<string, unknown>)[0] as { "Planning Time": number; "Execution Time": number }[];
          total += (root?.["Planning Time"] ?? 0) + (root?.["Execution Time"] ?? 0);
        }
        times.push(total);
      }
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? 0;
      if (at(0.95) > BUDGET_MS) over++;
      const row = `| ${list} | ${term} | ${result.items.length === 0 ? "0 (+ suggestion)" : result.items.length} | ${at(0.5).toFixed(1)} | ${at(0.95).toFixed(1)} |`;
      console.log(row);
      rows.push(row);
    }
  }
  console.log(`\nText search, database time per request (ms), ${repeat} runs, budget p95 ≤ ${BUDGET_MS} ms\n`);
  console.log("| List | Term | Rows on page 1 | p50 | p95 |\n| --- | --- | --- | --- | --- |");
  console.log(rows.join("\n"));
  if (assert && over > 0) process.exitCode = 1;
} finally {
  await handle.close();
  await drop();
}
