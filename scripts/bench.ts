/**
 * `npm run bench`: the national-scale benchmark (docs/decisions/010-performance.md). For each
 * database (embedded PGlite in a temporary DATA_DIR; PostgreSQL from DATABASE_URL or started here
 * on 127.0.0.1 on a free port) it seeds the scale data set, starts the production server (`node
 * server.ts`, building first when the build is missing or stale), signs a member in, and drives
 * each scenario with autocannon. Then it measures page weight per public route and reads Lighthouse
 * scores from bench/results/lighthouse.json when present. Prints a table per database and writes
 * bench/results/latest.json and latest.md. Everything it started is stopped, also on failure or
 * Ctrl-C. Options: see HELP.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem, tmpdir } from "node:os";
import path from "node:path";
import { type BenchOptions, parseBenchOptions } from "../bench/lib/cli";
import { type Scenario, type ScenarioResult, runScenario } from "../bench/lib/load";
import { measurePageWeights, readLighthouseScores } from "../bench/lib/page-weight";
import { startPostgres } from "../bench/lib/postgres";
import {
  type BenchReport,
  checkPage,
  checkScenario,
  type DatabaseKind,
  type DatabaseRun,
  toMarkdown,
} from "../bench/lib/report";
import { type Fixtures, fixturesOf, seedBenchDatabase, type SeedReport } from "../bench/lib/seed";
import { memoryOf, type RunningServer, signIn, startServer } from "../bench/lib/server";

const HELP = `Gebruik: npm run bench [-- opties]

Vult een database op landelijke schaal, start de productieserver en meet elke pagina met
autocannon. Schrijft bench/results/latest.json en latest.md.

--db pglite|postgres|both   Welke database(s) (standaard: both). PostgreSQL: DATABASE_URL, of
                            een tijdelijke server op 127.0.0.1 (initdb + pg_ctl).
--scale N                   Aantal initiatieven (standaard 10000: 100.000 events,
                            20.000 vacatures, 5.000 leden).
--duration S                Meetduur per scenario in seconden (standaard 10).
--warmup S                  Opwarmtijd per scenario in seconden (standaard 3).
--connections N             Gelijktijdige verbindingen (standaard 16).
--workers N                 Serverprocessen voor PostgreSQL (WEB_CONCURRENCY, standaard 2);
                            de ingebouwde database draait altijd in één proces.
--keep                      Bewaar de gevulde database in de tijdelijke map en hergebruik
                            die bij een volgende run met dezelfde --scale.
-h, --help                  Toont deze hulp.`;

type Options = BenchOptions;

const root = path.resolve(import.meta.dirname, "..");
const resultsDir = path.join(root, "bench/results");

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

function machine(loadAtStart: number): BenchReport["machine"] {
  const list = cpus();
  let model = list[0]?.model ?? "onbekend";
  try {
    model = /^model name\s*:\s*(.+)$/m.exec(readFileSync("/proc/cpuinfo", "utf8"))?.[1]?.trim() ?? model;
  } catch {
    // not Linux: keep os.cpus()'s model
  }
  return {
    cpuModel: model,
    cores: list.length,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.versions.node,
    platform: `${process.platform} ${process.arch}`,
    loadAverage: { start: loadAtStart, end: Math.round((loadavg()[0] ?? 0) * 10) / 10 },
  };
}

/** The benchmark scenarios (docs/decisions/010-performance.md) for the seeded ids. */
function scenarios(f: Fixtures): Scenario[] {
  const today = new Date();
  const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return [
    { name: "Home", path: "/", kind: "list" },
    { name: "Initiatieven", path: "/initiatieven", kind: "list" },
    { name: "Initiatieven zoeken", path: "/initiatieven?zoek=buurt", kind: "search" },
    { name: "Initiatieven 2 filters", path: "/initiatieven?thema=energie&provincie=utrecht", kind: "list" },
    { name: "Initiatief", path: `/initiatief/${f.initiativeId}`, kind: "detail" },
    { name: "Events", path: "/events", kind: "list" },
    { name: "Events periode", path: `/events?van=${day(7)}&tot=${day(37)}`, kind: "list" },
    { name: "Events type", path: "/events?type=workshop", kind: "list" },
    { name: "Event", path: `/event/${f.eventId}`, kind: "detail" },
    { name: "Vacatures", path: "/vacatures", kind: "list" },
    { name: "Favorieten (lid)", path: "/favorieten", kind: "list", member: true },
    // The open-data API (docs/decisions/030-open-data-api.md): JSON of 20 events, plain and filtered.
    { name: "API events", path: "/api/v1/events", kind: "list" },
    { name: "API events type+provincie", path: "/api/v1/events?type=workshop&provincie=utrecht", kind: "list" },
    { name: "API events 100 per pagina", path: "/api/v1/events?limit=100", kind: "list" },
    // The calendar feed of a filter (docs/decisions/029-municipalities-and-feeds.md): up to 500 events.
    { name: "Agenda events.ics", path: "/events.ics", kind: "list" },
    { name: "Agenda events.ics type", path: "/events.ics?type=workshop", kind: "list" },
  ];
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

/** Seeds (or reuses with --keep) one database; returns its server environment and fixtures. */
async function prepareDatabase(
  database: DatabaseKind,
  options: Options,
): Promise<{ env: Record<string, string>; fixtures: Fixtures; seed: SeedReport | null }> {
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
  let url = path.join(dataDir, "db");
  if (database === "postgres") {
    if (external) {
      url = external;
    } else {
      const server = await startPostgres({
        dir: path.join(workDir, "postgres"),
        settings: ["max_connections=100", "shared_buffers=256MB"],
      });
      cleanups.push(() => server.destroy());
      url = server.url;
      console.log(`PostgreSQL gestart op ${url}${server.reused ? " (bestaande data)" : ""}`);
    }
  }
  const marker = path.join(workDir, "seeded.json");
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    // One load generator on one address would hit the API's per-address limit within a second.
    API_RATE_LIMIT: "1000000",
    ...(database === "postgres" ? { DATABASE_URL: url, WEB_CONCURRENCY: String(options.workers) } : {}),
  };
  if (options.keep && existsSync(marker)) {
    console.log(`Gevulde database hergebruikt (${workDir}).`);
    return { env, fixtures: await fixturesOf(url), seed: null };
  }
  console.log(`Database vullen (${options.scale} initiatieven)…`);
  const { report, fixtures } = await seedBenchDatabase(url, { scale: options.scale, log: (line) => console.log(line) });
  console.log(`Gevuld in ${report.seconds.total} s.`);
  if (options.keep) writeFileSync(marker, JSON.stringify(report, null, 2));
  return { env, fixtures, seed: report };
}

function printRun(run: DatabaseRun): void {
  console.log(
    `\n${run.database === "postgres" ? "PostgreSQL" : "PGlite"}: ${run.workers} serverproces(sen), piekgeheugen server ${run.peakRssMb} MB`,
  );
  console.table(
    run.scenarios.map((s) => ({
      scenario: s.name,
      "req/s": s.requestsPerSecond,
      "p50 ms": s.p50,
      "p95 ms": s.p95,
      "p99 ms": s.p99,
      fouten: s.errors,
      bytes: s.bytesPerResponse,
      "CPU ms": s.cpuMsPerRequest,
      "RSS MB": s.rssMb,
      doel: s.pass ? "ok" : `NIET GEHAALD: ${s.failures.join(", ")}`,
    })),
  );
}

async function benchDatabase(
  database: DatabaseKind,
  options: Options,
  onServer: (server: RunningServer, fixtures: Fixtures, cookie: string) => Promise<void>,
): Promise<DatabaseRun> {
  console.log(`\n== ${database === "postgres" ? "PostgreSQL" : "PGlite"} ==`);
  const { env, fixtures, seed } = await prepareDatabase(database, options);
  const server = await startServer(root, env);
  cleanups.push(() => server.stop());
  const cookie = await signIn(server, fixtures.memberEmail, fixtures.memberPassword);
  const results: ScenarioResult[] = [];
  for (const scenario of scenarios(fixtures)) {
    const headers: Record<string, string> = { "accept-encoding": "gzip, deflate, br", ...(scenario.member ? { cookie } : {}) };
    const check = await fetch(server.url + scenario.path, { headers });
    if (check.status !== 200) {
      throw new Error(`${scenario.path} gaf status ${check.status} in plaats van 200. Laatste serveruitvoer:\n${server.output()}`);
    }
    const result = await runScenario(server.url, scenario, { ...options, headers, pid: server.pid });
    console.log(`  ${scenario.name.padEnd(24)} ${String(result.requestsPerSecond).padStart(7)} req/s  p95 ${result.p95} ms  CPU ${result.cpuMsPerRequest} ms/verzoek  fouten ${result.errors}`);
    results.push(result);
  }
  await onServer(server, fixtures, cookie);
  const peakRssMb = memoryOf(server.pid)?.peakMb ?? 0;
  await server.stop();
  const workers = database === "postgres" ? options.workers : 1;
  return { database, workers, seed, reusedData: seed === null, scenarios: results.map((r) => checkScenario(database, r)), peakRssMb };
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
  const loadAtStart = Math.round((loadavg()[0] ?? 0) * 10) / 10;
  ensureBuild();
  const runs: DatabaseRun[] = [];
  let pages: BenchReport["pages"] = [];
  const lighthouse = readLighthouseScores(path.join(resultsDir, "lighthouse.json"));
  for (const database of options.databases) {
    const run = await benchDatabase(database, options, async (server, fixtures) => {
      if (pages.length) return;
      const weights = await measurePageWeights(server.url, path.join(root, "build/client"), publicPages(fixtures));
      pages = weights.map((w) => checkPage(w, lighthouse?.get(w.path) ?? lighthouse?.get(w.path.replace(/[0-9a-f-]{36}$/, ":id")) ?? null));
    });
    printRun(run);
    runs.push(run);
    await cleanup();
  }
  console.log("\nPaginagewicht (KB gzip):");
  console.table(pages.map((p) => ({ pagina: p.path, html: p.htmlKb, js: p.jsKb, css: p.cssKb, lighthouse: p.lighthouse ?? "–", doel: p.pass ? "ok" : "NIET GEHAALD" })));
  if (!lighthouse) console.log("Lighthouse-scores ontbreken (bench/results/lighthouse.json bestaat niet; maak die met npm run lighthouse).");
  const report: BenchReport = {
    date: new Date().toISOString(),
    machine: machine(loadAtStart),
    options: { scale: options.scale, duration: options.duration, warmup: options.warmup, connections: options.connections },
    runs,
    pages,
    lighthouse: lighthouse ? "present" : "missing",
  };
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, "latest.json"), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(resultsDir, "latest.md"), toMarkdown(report));
  const failed = runs.flatMap((r) => r.scenarios).filter((s) => !s.pass).length + pages.filter((p) => !p.pass).length;
  console.log(
    `\nKlaar in ${Math.round((performance.now() - started) / 1000)} s. Resultaten: bench/results/latest.md en latest.json. ${failed ? `${failed} regel(s) halen het doel niet.` : "Alle doelen gehaald."}`,
  );
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
