/**
 * `npm run soak [-- --minutes N] [--rate R] [--connections C]`: a bounded soak test
 * (docs/decisions/012-reliability.md). Starts the production server (embedded database in a
 * temporary DATA_DIR with the demo content, or the PostgreSQL server of `DATABASE_URL`), registers
 * a member, and drives it with autocannon at a fixed overall rate (default 120 req/s, about half
 * the benchmark rate on two cores) for N minutes (default 10): public pages (home, lists with and
 * without search and filters, a detail page, FAQ) and the member's own pages (/favorieten,
 * /mijn-items) with a session cookie. Every 5 s it samples the server's resident memory (RSS, from
 * /proc). It prints errors and an RSS-over-time table, judges "memory flat" (RSS at the end at most
 * 10 % above RSS at half time), "zero errors" and "rate reached" (the achieved average rate is at
 * least 95 % of --rate: a server that cannot keep up was not soaked at the rate asked for; see
 * docs/decisions/053-benchmark.md), and writes bench/results/soak-<timestamp>.json and
 * .md, and the same as soak-latest.json and .md, each with the machine and its load average at the
 * start and the end (bench/lib/machine.ts). Exits 1 when a judgement fails. Needs the production build (`npm run build`).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { registerMember, repositoryRoot, startAppServer } from "../bench/lib/server-process.ts";
import { readOptions } from "../bench/lib/cli.ts";
import { loadAverage, machine, machineText } from "../bench/lib/machine.ts";

/** The part of autocannon's API and result used here (the package ships no types). */
interface AutocannonResult {
  requests: { total: number; average: number };
  latency: { p50: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  mismatches: number;
  statusCodeStats: Record<string, { count: number }>;
}
interface AutocannonInstance {
  on(event: "response", listener: (client: unknown, statusCode: number) => void): void;
}
type Autocannon = ((
  options: Record<string, unknown>,
  callback: (error: Error | null, result: AutocannonResult) => void,
) => AutocannonInstance) & { track: (instance: AutocannonInstance, options: Record<string, unknown>) => void };
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const USAGE = "Gebruik: npm run soak -- [--minutes N] [--rate R] [--connections C] (positieve getallen)";

const values = readOptions(USAGE, {
  minutes: "10",
  rate: "120",
  connections: "8",
});
const minutes = Number(values.minutes);
const rate = Number(values.rate);
const connections = Number(values.connections);
if (!(minutes > 0) || !(rate > 0) || !Number.isInteger(connections) || connections < 1) {
  console.error(USAGE);
  process.exit(2);
}

/** Allowed RSS growth from half time to the end (memory must stay flat over a long run; docs/decisions/012-reliability.md). */
const MAX_GROWTH = 0.1;
/** Lowest achieved share of --rate that counts as soaking at that rate (docs/decisions/053-benchmark.md). */
const MIN_RATE_SHARE = 0.95;
const SAMPLE_EVERY_MS = 5_000;

/** Resident memory of `pid` in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? Number.NaN);
  return Math.round((kb / 1024) * 10) / 10;
}

const loadAtStart = loadAverage();
const dataDir = mkdtempSync(path.join(tmpdir(), "ddn-soak-"));
const databaseUrl = process.env.DATABASE_URL || undefined;
console.log(`Soak: ${minutes} min, ${rate} req/s over ${connections} verbindingen, database: ${databaseUrl ? "PostgreSQL" : "ingebouwd (PGlite)"}`);
const server = await startAppServer({ dataDir, databaseUrl, env: { DEMO_DATA: "1" }, startTimeoutMs: 180_000 });
const pid = server.child.pid;
if (!pid) throw new Error("server zonder pid");
let exitCode = 0;
try {
  const member = await registerMember(server);
  const listHtml = await (await fetch(`${server.url}/initiatieven`)).text();
  const detail = /href="(\/initiatief\/[0-9a-f-]{36})"/.exec(listHtml)?.[1];
  const publicPaths = [
    "/",
    "/initiatieven",
    "/initiatieven?zoek=buurt",
    "/initiatieven?thema=natuur&provincie=utrecht",
    "/events",
    "/vacatures",
    "/faq",
    ...(detail ? [detail] : []),
  ];
  const memberPaths = ["/favorieten", "/mijn-items"];
  const requests = [
    ...publicPaths.map((p) => ({ method: "GET", path: p })),
    ...memberPaths.map((p) => ({ method: "GET", path: p, headers: { cookie: member.cookie } })),
  ];
  console.log(`Routes: ${[...publicPaths, ...memberPaths.map((p) => `${p} (lid)`)].join(", ")}`);

  const samples: { second: number; rssMb: number; requests: number }[] = [];
  let completed = 0;
  const started = Date.now();
  const sample = () => samples.push({ second: Math.round((Date.now() - started) / 1000), rssMb: rssMb(pid), requests: completed });
  sample();
  const timer = setInterval(sample, SAMPLE_EVERY_MS);
  const statusCounts = new Map<number, number>();
  const result = await new Promise<AutocannonResult>((resolve, reject) => {
    const instance = autocannon(
      { url: server.url, connections, overallRate: rate, duration: Math.round(minutes * 60), requests, timeout: 10 },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on("response", (_client, statusCode) => {
      completed += 1;
      statusCounts.set(statusCode, (statusCounts.get(statusCode) ?? 0) + 1);
    });
  });
  clearInterval(timer);
  sample();

  const half = samples.reduce((best, s) =>
    Math.abs(s.second - samples.at(-1)!.second / 2) < Math.abs(best.second - samples.at(-1)!.second / 2) ? s : best,
  );
  const end = samples.at(-1)!;
  const growth = (end.rssMb - half.rssMb) / half.rssMb;
  const errors = result.errors + result.timeouts + result.non2xx;
  const flat = growth <= MAX_GROWTH;
  const achievedRate = Math.round((result.requests.total / Math.round(minutes * 60)) * 10) / 10;
  const rateReached = achievedRate >= MIN_RATE_SHARE * rate;
  const table = [
    "| tijd (s) | RSS (MB) | verzoeken |",
    "|---:|---:|---:|",
    ...samples.map((s) => `| ${s.second} | ${s.rssMb.toFixed(1)} | ${s.requests} |`),
  ].join("\n");
  const summary = [
    `Verzoeken: ${result.requests.total} (${achievedRate} req/s gemiddeld, doel ${rate}), latentie p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    `Statuscodes: ${[...statusCounts].map(([code, count]) => `${code}: ${count}`).join(", ")}`,
    `Fouten: ${result.errors} verbindingsfouten, ${result.timeouts} time-outs, ${result.non2xx} niet-2xx-antwoorden`,
    `RSS: ${samples[0]!.rssMb} MB bij start, ${half.rssMb} MB halverwege (${half.second} s), ${end.rssMb} MB aan het eind: groei tweede helft ${(growth * 100).toFixed(1)} %`,
    `Oordeel: ${errors === 0 ? "nul fouten" : `${errors} fouten`}; geheugen ${flat ? "vlak" : `groeit (> ${MAX_GROWTH * 100} %)`}; tempo ${rateReached ? "gehaald" : `NIET GEHAALD: ${achievedRate} req/s is minder dan ${MIN_RATE_SHARE * 100} % van ${rate} req/s, de server hield het gevraagde tempo niet bij`}`,
  ];
  console.log(`\n${table}\n\n${summary.join("\n")}`);

  const outDir = path.join(repositoryRoot, "bench/results");
  mkdirSync(outDir, { recursive: true });
  const stamp = new Date().toISOString().replaceAll(":", "-").slice(0, 19);
  const report = {
    date: new Date().toISOString(),
    machine: machine(loadAtStart),
    minutes,
    rate,
    connections,
    database: databaseUrl ? "postgres" : "pglite",
    routes: [...publicPaths, ...memberPaths],
    requests: result.requests,
    latency: result.latency,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(statusCounts),
    rss: samples,
    rssGrowthSecondHalf: growth,
    zeroErrors: errors === 0,
    memoryFlat: flat,
    achievedRate,
    rateReached,
  };
  const markdown = `# Soak ${report.date}\n\n${machineText(report.machine)}\n\n${minutes} min, ${rate} req/s, ${connections} verbindingen, database ${report.database}.\n\n${summary.map((l) => `- ${l}`).join("\n")}\n\n${table}\n`;
  // Every run under its time stamp (not committed); the latest also as soak-latest, the copy that
  // is committed next to the benchmark's latest.md when it backs docs/performance.md.
  for (const name of [`soak-${stamp}`, "soak-latest"]) {
    writeFileSync(path.join(outDir, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(path.join(outDir, `${name}.md`), markdown);
  }
  console.log(`\nRapport: bench/results/soak-${stamp}.json en .md (ook als soak-latest)`);
  if (!rateReached) console.error(`\nNIET GEHAALD: gemiddeld ${achievedRate} req/s, doel ${rate} req/s (minimaal ${MIN_RATE_SHARE * 100} %).`);
  if (errors > 0 || !flat || !rateReached) exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await server.stop("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
