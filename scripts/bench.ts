/**
 * `npm run bench`: the benchmark as evidence (docs/decisions/053-benchmark.md). For each
 * database (embedded PGlite in a temporary DATA_DIR; PostgreSQL from DATABASE_URL or a throw-away
 * cluster started here on 127.0.0.1) it seeds the scale data set and measures, each scenario
 * `--repeat` times after a warm-up:
 * - the floor: a bare Node `http` server with a pre-gzipped 10 KB body (bench/floor-server.ts),
 *   with the same load settings; every figure is also printed as a share of it;
 * - cache: public pages with the page cache on (hit rate from the `Cache-Status` header);
 * - static: a JavaScript asset and the favicon with `Accept-Encoding: br`;
 * - api: the open-data API, the .ics feed and a member page;
 * - mix: one run of the realistic mix (bench/lib/mix.ts);
 * - tail: list and detail pages on a server started with PAGE_CACHE_MB=0 (every request renders);
 * - memory: start-up peak and idle RSS of a first start (fresh DATA_DIR, demo data); on the
 *   embedded database once with each WebAssembly compiler setting (PGLITE_LOW_MEMORY 0 and 1);
 * - pages: page weight per public route, with Lighthouse scores from bench/results/lighthouse.json;
 * - queries: the list query functions with a place and 10 km, and with a search term, called in this
 *   process without HTTP (bench/lib/queries.ts): p50 and p95 against a target of 15 ms.
 * CPU per request is read from /proc for all server processes and, on a cluster it started, for all
 * PostgreSQL processes. Prints tables, writes bench/results/latest.json and latest.md, and exits 0
 * (with `--assert`: 1 when a target is missed). Everything it started is stopped, also on failure
 * or Ctrl-C. Options: see HELP.
 */
import { execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { type BenchOptions, type BenchSet, parseBenchOptions } from "../bench/lib/cli";
import { startFloor } from "../bench/lib/floor";
import { type LoadPlan, type LoadSettings, measure } from "../bench/lib/load";
import { mixGenerator } from "../bench/lib/mix";
import { assetsIn, measurePageWeights, readLighthouseScores } from "../bench/lib/page-weight";
import { startPostgres } from "../bench/lib/postgres";
import { measureListQueries, type QueryRow } from "../bench/lib/queries";
import { treeMemoryMb } from "../bench/lib/processes";
import {
  type BenchReport,
  checkMemory,
  checkPage,
  type DatabaseKind,
  type DatabaseRun,
  databaseName,
  type LoadSet,
  type MemoryResult,
  missedTargets,
  type Row,
  rowCells,
  type ScenarioKind,
  summarize,
  toMarkdown,
} from "../bench/lib/report";
import { loadAverage, machine } from "../bench/lib/machine";
import { type Fixtures, fixturesOf, seedBenchDatabase, type SeedReport } from "../bench/lib/seed";
import { type RunningServer, signIn, startServer } from "../bench/lib/server";

const HELP = `Gebruik: npm run bench [-- opties]

Vult een database op landelijke schaal, start de productieserver en meet met autocannon: een kale
Node-server als vloer, cachetreffers, statische bestanden, open data, een realistische mix, de
lange staart zonder paginacache en het geheugen. Elk cijfer staat naast zijn doel en als deel
van de vloer. Schrijft bench/results/latest.json en latest.md.

--db pglite|postgres|both   Welke database(s) (standaard: both). PostgreSQL: DATABASE_URL, of
                            een tijdelijke server op 127.0.0.1 (initdb + pg_ctl).
--scale N                   Aantal initiatieven (standaard 10000: 100.000 events,
                            20.000 vacatures, 5.000 leden).
--duration S                Meetduur per herhaling in seconden (standaard 10).
--warmup S                  Opwarmtijd per scenario in seconden (standaard 3).
--connections N             Gelijktijdige verbindingen (standaard 16).
--workers N                 Serverprocessen voor PostgreSQL (WEB_CONCURRENCY, standaard 2);
                            de ingebouwde database draait altijd in één proces.
--repeat N                  Herhalingen per scenario en van de vloer (standaard 3).
--only DELEN                Alleen deze onderdelen, met komma's: cache, static, tail, mix,
                            memory, api, pages, queries (standaard alle).
--keep                      Bewaar de gevulde database in de tijdelijke map en hergebruik
                            die bij een volgende run met dezelfde --scale.
--assert                    Eindig met code 1 als een doel niet gehaald is (zonder: altijd 0).
-h, --help                  Toont deze hulp.`;

type Options = BenchOptions;

const root = path.resolve(import.meta.dirname, "..");
const resultsDir = path.join(root, "bench/results");
/** Seconds after listening before the idle memory is read (docs/decisions/053-benchmark.md). */
const IDLE_AFTER_SECONDS = 30;
/** Browser-like compression header of page requests. */
const PAGE_ENCODING = { "accept-encoding": "gzip, deflate, br" };

/** Builds the app when build/ is missing or older than the sources (like `npm start`). */
function ensureBuild(): void {
  const entry = path.join(root, "build/server/index.js");
  const newest = (target: string): number => {
    if (!existsSync(target)) return 0;
    const stat = statSync(target);
    if (!stat.isDirectory()) return stat.mtimeMs;
    return readdirSync(target, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .reduce((max, e) => Math.max(max, statSync(path.join(e.parentPath, e.name)).mtimeMs), 0);
  };
  const sources = ["app", "public", "package.json", "vite.config.ts", "react-router.config.ts"];
  const builtAt = existsSync(entry) ? statSync(entry).mtimeMs : 0;
  if (builtAt >= Math.max(...sources.map((s) => newest(path.join(root, s))))) return;
  console.log("Productiebuild maken…");
  execFileSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build"], { cwd: root, stdio: "inherit" });
}

interface Scenario {
  set: LoadSet;
  name: string;
  path: string;
  kind: ScenarioKind;
  headers?: Record<string, string>;
}

/** Public pages with the page cache on: home, the three lists with and without a filter, the three details, two static pages. */
function cacheScenarios(f: Fixtures): Scenario[] {
  return [
    { name: "Home", path: "/", kind: "list" },
    { name: "Initiatieven", path: "/initiatieven", kind: "list" },
    { name: "Initiatieven 2 filters", path: "/initiatieven?thema=energie&provincie=utrecht", kind: "list" },
    { name: "Events", path: "/events", kind: "list" },
    { name: "Events type", path: "/events?type=workshop", kind: "list" },
    { name: "Vacatures", path: "/vacatures", kind: "list" },
    { name: "Vacatures categorie", path: "/vacatures?categorie=vrijwilliger", kind: "list" },
    { name: "Initiatief", path: `/initiatief/${f.initiativeId}`, kind: "detail" },
    { name: "Event", path: `/event/${f.eventId}`, kind: "detail" },
    { name: "Vacature", path: `/vacature/${f.vacancyId}`, kind: "detail" },
    { name: "FAQ", path: "/faq", kind: "detail" },
    { name: "Over ons", path: "/over-ons", kind: "detail" },
  ].map((s) => ({ ...s, set: "cache" as const, kind: s.kind as ScenarioKind }));
}

/** Every list must render without the page cache: the long tail of URLs nobody asked for a minute ago. */
function tailScenarios(f: Fixtures): Scenario[] {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return [
    { name: "Home", path: "/", kind: "list" },
    { name: "Initiatieven", path: "/initiatieven", kind: "list" },
    { name: "Initiatieven zoeken", path: "/initiatieven?zoek=buurt", kind: "search" },
    { name: "Initiatieven 2 filters", path: "/initiatieven?thema=energie&provincie=utrecht", kind: "list" },
    { name: "Events", path: "/events", kind: "list" },
    { name: "Events periode", path: `/events?van=${day(7)}&tot=${day(37)}`, kind: "list" },
    { name: "Events type", path: "/events?type=workshop", kind: "list" },
    { name: "Vacatures", path: "/vacatures", kind: "list" },
    { name: "Initiatief", path: `/initiatief/${f.initiativeId}`, kind: "detail" },
    { name: "Event", path: `/event/${f.eventId}`, kind: "detail" },
    { name: "Vacature", path: `/vacature/${f.vacancyId}`, kind: "detail" },
  ].map((s) => ({ ...s, set: "tail" as const, kind: s.kind as ScenarioKind }));
}

/** The open-data API (ADR 030), the calendar feed (ADR 029) and a member page. */
function apiScenarios(cookie: string): Scenario[] {
  return [
    { name: "API events", path: "/api/v1/events", kind: "api" },
    { name: "API events type+provincie", path: "/api/v1/events?type=workshop&provincie=utrecht", kind: "api" },
    { name: "API events 100 per pagina", path: "/api/v1/events?limit=100", kind: "api" },
    { name: "Agenda events.ics", path: "/events.ics", kind: "api" },
    { name: "Agenda events.ics type", path: "/events.ics?type=workshop", kind: "api" },
    { name: "Favorieten (lid)", path: "/favorieten", kind: "member", headers: { cookie } },
  ].map((s) => ({ ...s, set: "api" as const, kind: s.kind as ScenarioKind }));
}

/** Public routes measured for page weight. */
function publicPages(f: Fixtures): string[] {
  return [
    "/",
    "/initiatieven",
    `/initiatief/${f.initiativeId}`,
    "/events",
    `/event/${f.eventId}`,
    "/vacatures",
    `/vacature/${f.vacancyId}`,
    "/faq",
    "/contact",
    "/over-ons",
    "/privacy",
    "/voorwaarden",
    "/auth",
  ];
}

/** Cleanup steps, run in reverse order on exit, failure or Ctrl-C. */
const cleanups: (() => Promise<void> | void)[] = [];
async function cleanup(): Promise<void> {
  while (cleanups.length) {
    const step = cleanups.pop();
    try {
      await step?.();
    } catch (error) {
      console.error(`Opruimen mislukt: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** Where one database lives during the run. */
interface DatabaseHome {
  workDir: string;
  /** DATA_DIR of the servers that measure the seeded data. */
  dataDir: string;
  /** postgres:// URL, or the PGlite folder. */
  url: string;
  /** Postmaster of the cluster this run started (its CPU is measured); null for PGlite or DATABASE_URL. */
  postgresPid: () => number | null;
}

/** Creates the temporary folder and, for PostgreSQL without DATABASE_URL, starts a cluster. */
async function openHome(database: DatabaseKind, options: Options): Promise<DatabaseHome> {
  const external = database === "postgres" ? process.env.DATABASE_URL : undefined;
  const keyed = external ? `url-${createHash("sha1").update(external).digest("hex").slice(0, 8)}` : database;
  const workDir = options.keep
    ? path.join(tmpdir(), `ddn-bench-${keyed}-${options.scale}`)
    : mkdtempSync(path.join(tmpdir(), `ddn-bench-${database}-`));
  mkdirSync(workDir, { recursive: true });
  // mkdtemp makes the folder private; PostgreSQL runs as its own user and must reach its cluster.
  chmodSync(workDir, 0o711);
  if (!options.keep) cleanups.push(() => rmSync(workDir, { recursive: true, force: true }));
  const dataDir = path.join(workDir, "app-data");
  mkdirSync(dataDir, { recursive: true });
  if (database === "pglite") return { workDir, dataDir, url: path.join(dataDir, "db"), postgresPid: () => null };
  if (external) return { workDir, dataDir, url: external, postgresPid: () => null };
  const server = await startPostgres({ dir: path.join(workDir, "postgres"), settings: ["max_connections=100", "shared_buffers=256MB"] });
  cleanups.push(() => server.destroy());
  console.log(`PostgreSQL gestart op ${server.url}${server.reused ? " (bestaande data)" : ""}`);
  return { workDir, dataDir, url: server.url, postgresPid: () => server.pid() };
}

/** Seeds the database (or reuses it with --keep) and reads the ids and filter values the scenarios use. */
async function seedHome(home: DatabaseHome, options: Options): Promise<{ fixtures: Fixtures; seed: SeedReport | null }> {
  const marker = path.join(home.workDir, "seeded.json");
  if (options.keep && existsSync(marker)) {
    console.log(`Gevulde database hergebruikt (${home.workDir}).`);
    return { fixtures: await fixturesOf(home.url), seed: null };
  }
  console.log(`Database vullen (${options.scale} initiatieven)…`);
  const { report, fixtures } = await seedBenchDatabase(home.url, { scale: options.scale, log: (line) => console.log(line) });
  console.log(`Gevuld in ${report.seconds.total} s.`);
  if (options.keep) writeFileSync(marker, JSON.stringify(report, null, 2));
  return { fixtures, seed: report };
}

/** The environment of a server on `home`'s data. */
function serverEnv(database: DatabaseKind, home: DatabaseHome, options: Options, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATA_DIR: home.dataDir,
    // One load generator on one address would hit the API's per-address limit within a second.
    API_RATE_LIMIT: "1000000",
    ...(database === "postgres" ? { DATABASE_URL: home.url, WEB_CONCURRENCY: String(options.workers) } : {}),
    ...extra,
  };
}

/** Starts a server that is stopped by the cleanup too. */
async function startTracked(env: Record<string, string>, extra?: Parameters<typeof startServer>[2]): Promise<RunningServer> {
  const server = await startServer(root, env, extra);
  cleanups.push(() => server.stop());
  return server;
}

/**
 * GETs `url` once and returns the body.
 * @throws Error with the server's last output when the status is not 200
 */
async function expectOk(server: RunningServer, pathname: string, headers: Record<string, string>): Promise<string> {
  const response = await fetch(server.url + pathname, { headers });
  const body = await response.text();
  if (response.status !== 200) {
    throw new Error(`${pathname} gaf status ${response.status} in plaats van 200. Laatste serveruitvoer:\n${server.output()}`);
  }
  return body;
}

function printRow(row: Row): void {
  const c = rowCells(row);
  console.log(
    `  ${row.name.padEnd(26)} ${String(c["req/s min / med / max"]).padStart(22)} req/s  ${String(c["% vloer"]).padStart(5)} % vloer  p95 ${c["p95 ms min / med / max"]} ms  CPU ${row.cpuMs.total} ms${row.cpuMs.db === null ? "" : ` (db ${row.cpuMs.db})`}  hits ${c["cache-hits"]}  fouten ${row.errors}  ${c.oordeel}`,
  );
}

/**
 * Measures one memory start: a fresh DATA_DIR with the demo content, as a real first start.
 * @param extraEnv more environment for the server, e.g. `{ PGLITE_LOW_MEMORY: "1" }`
 */
async function measureMemory(
  database: DatabaseKind,
  home: DatabaseHome,
  options: Options,
  extraEnv: Record<string, string> = {},
): Promise<MemoryResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "ddn-bench-memory-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const env: Record<string, string> = { DATA_DIR: dataDir, DEMO_DATA: "1", ...extraEnv };
  if (database === "postgres") {
    // A fresh database in the same PostgreSQL server, so the start migrates and seeds the demo.
    const name = `ddn_bench_memory_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: home.url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: home.url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    });
    const url = new URL(home.url);
    url.pathname = `/${name}`;
    Object.assign(env, { DATABASE_URL: url.toString(), WEB_CONCURRENCY: String(options.workers) });
  }
  let startPeakMb = 0;
  let sampler: NodeJS.Timeout | undefined;
  const spawned = performance.now();
  const server = await startTracked(env, {
    timeoutMs: 600_000,
    onSpawn: (pid) => {
      sampler = setInterval(() => {
        startPeakMb = Math.max(startPeakMb, treeMemoryMb(pid)?.peakMb ?? 0);
      }, 100);
    },
  });
  clearInterval(sampler);
  startPeakMb = Math.max(startPeakMb, treeMemoryMb(server.pid)?.peakMb ?? 0);
  const startSeconds = Math.round((performance.now() - spawned) / 100) / 10;
  console.log(`  Gestart in ${startSeconds} s, piek ${startPeakMb} MB; ${IDLE_AFTER_SECONDS} s wachten zonder belasting…`);
  await new Promise((resolve) => setTimeout(resolve, IDLE_AFTER_SECONDS * 1000));
  const idleMb = treeMemoryMb(server.pid)?.rssMb ?? 0;
  await server.stop();
  const result = checkMemory(database, { startPeakMb, startSeconds, idleMb });
  console.log(`  Geheugen: piek bij de start ${startPeakMb} MB, in rust ${idleMb} MB ${result.checks.map((c) => `(${c.figure}: ${c.verdict})`).join(" ")}`);
  return result;
}

async function benchDatabase(
  database: DatabaseKind,
  options: Options,
  floorServer: { url: string; pid: number },
  onPages: (server: RunningServer, fixtures: Fixtures) => Promise<void>,
): Promise<DatabaseRun> {
  console.log(`\n== ${databaseName(database)} ==`);
  const loadBefore = loadAverage();
  const has = (set: BenchSet) => options.sets.includes(set);
  const settings: LoadSettings = { connections: options.connections, duration: options.duration, warmup: options.warmup, repeat: options.repeat };
  const home = await openHome(database, options);
  const rows: Row[] = [];
  const notes: string[] = [];
  let peakUnderLoadMb: number | null = null;
  const meters = (server: RunningServer) => ({
    appPid: server.pid,
    dbPid: home.postgresPid(),
    onRss: (rssMb: number) => (peakUnderLoadMb = Math.max(peakUnderLoadMb ?? 0, rssMb)),
  });

  const loads = ["cache", "static", "api", "mix", "tail"].some((set) => has(set as BenchSet));
  let floor: Row | null = null;
  if (loads) {
    console.log(`Vloer (${options.repeat} × ${options.duration} s)…`);
    const floorPlan: LoadPlan = { baseUrl: floorServer.url, path: "/", headers: PAGE_ENCODING };
    const samples = await measure(floorPlan, settings, { appPid: floorServer.pid });
    floor = summarize(database, { set: "floor", name: "Vloer", path: "/", kind: "floor" }, samples, null);
    printRow(floor);
  }
  const floorRps = floor?.requestsPerSecond.median ?? null;

  const run = async (server: RunningServer, scenario: Scenario, plan?: Partial<LoadPlan>) => {
    const headers = { ...PAGE_ENCODING, ...scenario.headers };
    if (!plan?.next) await expectOk(server, scenario.path, headers);
    const samples = await measure({ baseUrl: server.url, path: scenario.path, headers, ...plan }, settings, meters(server));
    const row = summarize(database, scenario, samples, floorRps);
    printRow(row);
    rows.push(row);
  };

  const needsData = ["cache", "static", "api", "mix", "pages", "tail", "queries"].some((set) => has(set as BenchSet));
  const { fixtures, seed } = needsData ? await seedHome(home, options) : { fixtures: null, seed: null };
  let queries: QueryRow[] | undefined;
  if (fixtures && has("queries")) {
    console.log("Lijstquery's zonder HTTP (plaats + 10 km, zoekterm):");
    queries = await measureListQueries(home.url, { rounds: options.repeat, calls: 100, log: (line) => console.log(line) });
  }
  if (fixtures && ["cache", "static", "api", "mix", "pages"].some((set) => has(set as BenchSet))) {
    const server = await startTracked(serverEnv(database, home, options));
    const cookies: string[] = [];
    for (const email of has("mix") ? fixtures.memberEmails : fixtures.memberEmails.slice(0, 1)) {
      cookies.push(await signIn(server, email, fixtures.memberPassword));
    }
    if (has("cache")) {
      console.log("Cachetreffers:");
      for (const scenario of cacheScenarios(fixtures)) await run(server, scenario);
    }
    if (has("static")) {
      console.log("Statische bestanden:");
      const html = await expectOk(server, "/", PAGE_ENCODING);
      const script = assetsIn(html, "js")[0];
      if (!script) throw new Error("De startpagina laadt geen JavaScript uit /assets.");
      const favicon = (await fetch(`${server.url}/favicon.ico`).then(async (r) => (await r.arrayBuffer(), r.status))) === 200 ? "/favicon.ico" : "/favicon.svg";
      if (favicon !== "/favicon.ico") notes.push("/favicon.ico bestaat niet (status ≠ 200); gemeten is /favicon.svg.");
      for (const [name, pathname] of [["JavaScript", script], ["Favicon", favicon]] as const) {
        await run(server, { set: "static", name, path: pathname, kind: "static", headers: { "accept-encoding": "br" } });
      }
    }
    if (has("api")) {
      console.log("Open data, agenda en ledenpagina:");
      for (const scenario of apiScenarios(cookies[0]!)) await run(server, scenario);
    }
    if (has("mix")) {
      console.log("Realistische mix:");
      const next = mixGenerator(fixtures.mix, cookies);
      await run(server, { set: "mix", name: "Mix", path: "/", kind: "mix" }, { next });
    }
    if (has("pages")) await onPages(server, fixtures);
    await server.stop();
  }
  if (fixtures && has("tail")) {
    console.log("Lange staart (PAGE_CACHE_MB=0):");
    const server = await startTracked(serverEnv(database, home, options, { PAGE_CACHE_MB: "0" }));
    for (const scenario of tailScenarios(fixtures)) await run(server, scenario);
    await server.stop();
  }
  let memory: MemoryResult | null = null;
  let memoryLowMemory: MemoryResult | null = null;
  if (has("memory")) {
    // The embedded database twice: with V8's optimising compiler (the default from 2 GiB of
    // memory) and on the baseline compiler only (the default below; ADR 049).
    const pglite = database === "pglite";
    console.log(`Geheugen bij een eerste start (demodata)${pglite ? ", PGLITE_LOW_MEMORY=0" : ""}:`);
    memory = await measureMemory(database, home, options, pglite ? { PGLITE_LOW_MEMORY: "0" } : {});
    if (pglite) {
      console.log("Geheugen bij een eerste start (demodata), PGLITE_LOW_MEMORY=1:");
      memoryLowMemory = await measureMemory(database, home, options, { PGLITE_LOW_MEMORY: "1" });
    }
  }
  return {
    database,
    workers: database === "postgres" ? options.workers : 1,
    seed,
    reusedData: Boolean(fixtures) && seed === null,
    databaseCpu: home.postgresPid() !== null,
    loadBefore,
    loadAfter: loadAverage(),
    floor,
    rows,
    peakUnderLoadMb,
    memory,
    memoryLowMemory,
    notes,
    queries,
  };
}

async function main(): Promise<void> {
  let options: Options | "help";
  try {
    options = parseBenchOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${HELP}`);
    process.exitCode = 2;
    return;
  }
  if (options === "help") {
    console.log(HELP);
    return;
  }
  const started = performance.now();
  const loadAtStart = loadAverage();
  ensureBuild();
  const runs: DatabaseRun[] = [];
  let pages: BenchReport["pages"] = [];
  const lighthouse = readLighthouseScores(path.join(resultsDir, "lighthouse.json"));
  const floorServer = await startFloor(root);
  cleanups.push(() => floorServer.stop());
  for (const database of options.databases) {
    const run = await benchDatabase(database, options, floorServer, async (server, fixtures) => {
      if (pages.length) return;
      const weights = await measurePageWeights(server.url, path.join(root, "build/client"), publicPages(fixtures));
      pages = weights.map((w) => checkPage(w, lighthouse?.get(w.path) ?? lighthouse?.get(w.path.replace(/[0-9a-f-]{36}$/, ":id")) ?? null));
    });
    runs.push(run);
    // Stop this database's servers before the next database's run.
    const floorStop = cleanups.shift();
    await cleanup();
    if (floorStop) cleanups.push(floorStop);
  }
  if (pages.length) {
    console.log("\nPaginagewicht (KB gzip):");
    console.table(pages.map((p) => ({ pagina: p.path, html: p.htmlKb, js: p.jsKb, css: p.cssKb, lighthouse: p.lighthouse ?? "–", oordeel: p.pass ? "gehaald" : "NIET GEHAALD" })));
    if (!lighthouse) console.log("Lighthouse-scores ontbreken (bench/results/lighthouse.json bestaat niet; maak die met npm run lighthouse).");
  }
  for (const run of runs) {
    console.log(`\n${databaseName(run.database)}: ${run.workers} serverproces(sen)`);
    console.table([...(run.floor ? [run.floor] : []), ...run.rows].map((row) => ({ deel: row.set, ...rowCells(row) })));
  }
  const report: BenchReport = {
    date: new Date().toISOString(),
    machine: machine(loadAtStart),
    options: {
      scale: options.scale,
      duration: options.duration,
      warmup: options.warmup,
      connections: options.connections,
      repeat: options.repeat,
      sets: options.sets,
    },
    runs,
    pages,
    lighthouse: lighthouse ? "present" : "missing",
  };
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, "latest.json"), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(resultsDir, "latest.md"), toMarkdown(report));
  const missed = missedTargets(report);
  console.log(
    `\nKlaar in ${Math.round((performance.now() - started) / 1000)} s. Resultaten: bench/results/latest.md en latest.json.\n${missed.length ? `${missed.length} doel(en) NIET GEHAALD:\n${missed.map((line) => `  - ${line}`).join("\n")}` : "Alle gemeten doelen gehaald."}`,
  );
  if (options.assert && missed.length) process.exitCode = 1;
}

let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: opruimen…`);
    void cleanup().then(() => process.exit(130));
  });
}
try {
  await main();
} catch (error) {
  console.error(`Benchmark mislukt: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
