/**
 * Targets of the benchmark and its report (docs/decisions/053-benchmark.md): the
 * summary of repeated runs of one scenario with its verdicts, and the report as Markdown for
 * bench/results/latest.md (the terminal shows the same rows).
 */
import type { QueryRow } from "./queries";
import type { Sample } from "./load";
import { type LoadAverage, type Machine, loadText, machineText } from "./machine";
import type { PageWeight } from "./page-weight";
import type { SeedReport } from "./seed";
import {
  type CacheCounts,
  describeTarget,
  hitRate,
  judge,
  median,
  noCacheCounts,
  shareOfFloor,
  type Spread,
  spread,
  type Target,
  type Verdict,
} from "./stats";

export type DatabaseKind = "pglite" | "postgres";

/** The measured parts: the floor and the scenario sets of `--only`. */
export type LoadSet = "floor" | "cache" | "static" | "tail" | "api" | "mix";

/** What a scenario requests; the CPU target of the long tail applies to list pages. */
export type ScenarioKind = "floor" | "list" | "detail" | "search" | "static" | "member" | "api" | "mix";

/** Targets (docs/decisions/053-benchmark.md, from the performance goals of the platform). */
export const TARGETS = {
  /** Cache hits and static files: req/s as a share of the floor, %. */
  shareOfFloor: { kind: "min", value: 10, unit: "% van de vloer" },
  /** A list page rendered without the page cache: server CPU (app + database) per request. */
  tailListCpuMs: { kind: "max", value: 4, unit: "ms" },
  mix: {
    postgres: { rps: { kind: "min", value: 1000, unit: "req/s" }, p95: { kind: "max", value: 30, unit: "ms" } },
    pglite: { rps: { kind: "min", value: 400, unit: "req/s" } },
  },
  /** Embedded database, demo data, fresh DATA_DIR. */
  memory: {
    idle: { kind: "max", value: 350, unit: "MB" },
    startPeak: { kind: "max", value: 600, unit: "MB" },
  },
  errors: { kind: "max", value: 0, unit: "" },
  /** Fewest responses in one run: a run in which none completed (each took longer than the measuring time) proves nothing. */
  responses: { kind: "min", value: 1, unit: "" },
  page: { jsKb: 125, cssKb: 15, htmlKb: 30, lighthouse: 100 },
} as const satisfies {
  shareOfFloor: Target;
  tailListCpuMs: Target;
  mix: { postgres: { rps: Target; p95: Target }; pglite: { rps: Target } };
  memory: { idle: Target; startPeak: Target };
  errors: Target;
  responses: Target;
  page: Record<string, number>;
};

/** One figure judged against its target. */
export interface Check {
  /** Dutch name of the figure, e.g. "req/s", "CPU ms/verzoek". */
  figure: string;
  value: number | null;
  /** The target as text, e.g. "≥ 10 % van de vloer". */
  target: string;
  verdict: Verdict;
}

/** Judges `value` against `target` under the name `figure`. */
export function check(figure: string, value: number | null, target: Target): Check {
  return { figure, value, target: describeTarget(target), verdict: judge(value, target) };
}

/** "gehaald" when every check is met, "NIET GEHAALD" when one is missed, "–" when none could be judged. */
export function overall(checks: readonly Check[]): Verdict {
  if (checks.some((c) => c.verdict === "NIET GEHAALD")) return "NIET GEHAALD";
  return checks.some((c) => c.verdict === "gehaald") ? "gehaald" : "–";
}

/** A scenario over its repeated runs. */
export interface Row {
  set: LoadSet;
  name: string;
  path: string;
  kind: ScenarioKind;
  samples: Sample[];
  requestsPerSecond: Spread;
  p95: Spread;
  /** Medians over the runs. */
  p50: number;
  p99: number;
  bytesPerResponse: number;
  /** Median req/s as a share of the floor's median req/s, %; null without a floor. */
  shareOfFloor: number | null;
  /** Median CPU ms per request: the app's processes, the database server's (null: not measured), and both. */
  cpuMs: { app: number; db: number | null; total: number };
  /** Errors over all runs. */
  errors: number;
  /** Responses per Cache-Status outcome over all runs, and the hit rate in % (null: header absent). */
  cache: CacheCounts;
  hitRate: number | null;
  checks: Check[];
  verdict: Verdict;
}

/**
 * Summarises the runs of one scenario and judges it.
 * @param floorRps the floor's median req/s in the same database run (null when not measured)
 */
export function summarize(
  database: DatabaseKind,
  scenario: { set: LoadSet; name: string; path: string; kind: ScenarioKind },
  samples: Sample[],
  floorRps: number | null,
): Row {
  const rps = spread(samples.map((s) => s.requestsPerSecond));
  const app = median(samples.map((s) => s.appCpuMs), 2);
  const dbValues = samples.map((s) => s.dbCpuMs).filter((v): v is number => v !== null);
  const db = dbValues.length ? median(dbValues, 2) : null;
  const cache = noCacheCounts();
  for (const sample of samples) for (const key of Object.keys(cache) as (keyof CacheCounts)[]) cache[key] += sample.cache[key];
  const errors = samples.reduce((sum, s) => sum + s.errors, 0);
  const row: Row = {
    ...scenario,
    samples,
    requestsPerSecond: rps,
    p95: spread(samples.map((s) => s.p95)),
    p50: median(samples.map((s) => s.p50)),
    p99: median(samples.map((s) => s.p99)),
    bytesPerResponse: Math.round(median(samples.map((s) => s.bytesPerResponse))),
    shareOfFloor: scenario.set === "floor" ? 100 : shareOfFloor(rps.median, floorRps),
    cpuMs: { app, db, total: Math.round((app + (db ?? 0)) * 100) / 100 },
    errors,
    cache,
    hitRate: hitRate(cache),
    checks: [],
    verdict: "–",
  };
  row.checks = targetsOf(database, row);
  row.verdict = overall(row.checks);
  return row;
}

/** The checks that apply to a summarised row (docs/decisions/053-benchmark.md). */
function targetsOf(database: DatabaseKind, row: Row): Check[] {
  // Every run must have completed responses: one slow enough to finish none would read as p95 0.
  const responses = row.samples.length ? Math.min(...row.samples.map((s) => s.requests)) : 0;
  const checks = [check("fouten", row.errors, TARGETS.errors), check("antwoorden", responses, TARGETS.responses)];
  if (row.set === "cache" || row.set === "static") checks.unshift(check("% vloer", row.shareOfFloor, TARGETS.shareOfFloor));
  if (row.set === "tail" && row.kind === "list") checks.unshift(check("CPU ms/verzoek", row.cpuMs.total, TARGETS.tailListCpuMs));
  if (row.set === "mix") {
    if (database === "postgres") {
      checks.unshift(check("req/s", row.requestsPerSecond.median, TARGETS.mix.postgres.rps), check("p95", row.p95.median, TARGETS.mix.postgres.p95));
    } else {
      checks.unshift(check("req/s", row.requestsPerSecond.median, TARGETS.mix.pglite.rps));
    }
  }
  return checks;
}

/** Memory of the server process tree (MB). */
export interface MemoryResult {
  /** Summed VmHWM from the spawn until /healthz answered (fresh DATA_DIR, demo data), sampled every 100 ms. */
  startPeakMb: number;
  /** Seconds from the spawn until /healthz answered. */
  startSeconds: number;
  /** Summed VmRSS 30 s after listening, without load. */
  idleMb: number;
  checks: Check[];
}

/** Judges the memory of a start (the targets hold for the embedded database). */
export function checkMemory(database: DatabaseKind, m: Omit<MemoryResult, "checks">): MemoryResult {
  const checks =
    database === "pglite"
      ? [check("geheugen in rust", m.idleMb, TARGETS.memory.idle), check("piek bij de start", m.startPeakMb, TARGETS.memory.startPeak)]
      : [];
  return { ...m, checks };
}

/** Load averages (1, 5 and 15 minutes) of the machine. */
export type { LoadAverage };

export interface DatabaseRun {
  database: DatabaseKind;
  /** Server processes (WEB_CONCURRENCY; always 1 on the embedded database). */
  workers: number;
  seed: SeedReport | null;
  reusedData: boolean;
  /** Whether the database server's CPU was measured (a PostgreSQL cluster this run started). */
  databaseCpu: boolean;
  loadBefore: LoadAverage;
  loadAfter: LoadAverage;
  floor: Row | null;
  rows: Row[];
  /** Highest summed VmRSS of the server under load at the data set's scale (MB); null when not loaded. */
  peakUnderLoadMb: number | null;
  /** A first start's memory; on the embedded database with PGLITE_LOW_MEMORY=0 (the optimising compiler). */
  memory: MemoryResult | null;
  /** The same on the embedded database with PGLITE_LOW_MEMORY=1 (baseline compiler only, ADR 049); null otherwise. */
  memoryLowMemory?: MemoryResult | null;
  /** Notes for the reader (Dutch), e.g. a file that was substituted. */
  notes: string[];
  /** The list queries' own time, without HTTP (bench/lib/queries.ts); absent when not measured. */
  queries?: QueryRow[];
}

export interface PageRow extends PageWeight {
  lighthouse: number | null;
  pass: boolean;
}

export interface BenchReport {
  date: string;
  machine: Machine;
  options: { scale: number; duration: number; warmup: number; connections: number; repeat: number; sets: string[] };
  runs: DatabaseRun[];
  pages: PageRow[];
  lighthouse: "present" | "missing";
}

/** Checks a page against the weight targets (and the Lighthouse score when there is one). */
export function checkPage(weight: PageWeight, lighthouse: number | null): PageRow {
  const t = TARGETS.page;
  const pass =
    weight.status === 200 &&
    weight.jsKb <= t.jsKb &&
    weight.cssKb <= t.cssKb &&
    weight.htmlKb <= t.htmlKb &&
    (lighthouse === null || lighthouse >= t.lighthouse);
  return { ...weight, lighthouse, pass };
}

/** Every check of a report that was missed, as "PostgreSQL · mix: req/s". */
export function missedTargets(report: BenchReport): string[] {
  const missed: string[] = [];
  for (const run of report.runs) {
    const db = databaseName(run.database);
    for (const row of [...(run.floor ? [run.floor] : []), ...run.rows]) {
      for (const c of row.checks) if (c.verdict === "NIET GEHAALD") missed.push(`${db} · ${row.name}: ${c.figure} ${c.value} (doel ${c.target})`);
    }
    for (const q of run.queries ?? []) if (!q.pass) missed.push(`${db} · ${q.name}: database p95 ${q.database.p95.median} ms (doel ≤ ${q.targetMs} ms)`);
    for (const c of run.memory?.checks ?? []) if (c.verdict === "NIET GEHAALD") missed.push(`${db} · ${c.figure}: ${c.value} MB (doel ${c.target})`);
    for (const c of run.memoryLowMemory?.checks ?? []) {
      if (c.verdict === "NIET GEHAALD") missed.push(`${db} met PGLITE_LOW_MEMORY=1 · ${c.figure}: ${c.value} MB (doel ${c.target})`);
    }
  }
  for (const page of report.pages) if (!page.pass) missed.push(`Paginagewicht ${page.path}`);
  return missed;
}

const SET_TITLES: Record<LoadSet, string> = {
  floor: "Vloer (kale Node-server, 10 KB gzip)",
  cache: "Cachetreffers (paginacache aan)",
  static: "Statische bestanden (br)",
  tail: "Lange staart (paginacache uit: PAGE_CACHE_MB=0)",
  api: "Open data, agenda en ledenpagina",
  mix: "Realistische mix",
};

export const databaseName = (kind: DatabaseKind) => (kind === "postgres" ? "PostgreSQL" : "Ingebouwde database (PGlite)");

const dash = (value: number | null | undefined, suffix = "") => (value === null || value === undefined ? "–" : `${value}${suffix}`);
const triple = (s: Spread) => `${s.min} / ${s.median} / ${s.max}`;

function table(header: string[], rows: (string | number)[][]): string[] {
  const line = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)];
}

/** The verdict cell: "gehaald", "–", or "NIET GEHAALD (figure, figure)". */
export function verdictText(checks: readonly Check[]): string {
  const verdict = overall(checks);
  if (verdict !== "NIET GEHAALD") return verdict;
  return `NIET GEHAALD (${checks.filter((c) => c.verdict === "NIET GEHAALD").map((c) => c.figure).join(", ")})`;
}

/** A row's cells for the terminal table and the Markdown table (same columns). */
export function rowCells(row: Row): Record<string, string | number> {
  const targets = row.checks.filter((c) => c.figure !== "fouten" && c.figure !== "antwoorden");
  return {
    scenario: row.name,
    "req/s min / med / max": triple(row.requestsPerSecond),
    "% vloer": dash(row.shareOfFloor),
    "p95 ms min / med / max": triple(row.p95),
    "CPU ms app": row.cpuMs.app,
    "CPU ms database": dash(row.cpuMs.db),
    "CPU ms samen": row.cpuMs.total,
    "cache-hits": row.hitRate === null ? "–" : `${row.hitRate} % (${row.cache.hit}/${row.cache.hit + row.cache.miss + row.cache.bypass})`,
    fouten: row.errors,
    doel: [...targets.map((c) => `${c.figure} ${c.target}`), "0 fouten"].join("; "),
    oordeel: verdictText(row.checks),
  };
}

/** The report as Markdown (Dutch headings). */
export function toMarkdown(report: BenchReport): string {
  const m = report.machine;
  const o = report.options;
  const out: string[] = [
    `# Benchmark ${report.date}`,
    "",
    machineText(m),
    "",
    `Belasting: autocannon op dezelfde machine, ${o.connections} verbindingen, geen pipelining, ${o.warmup} s opwarmen en dan ${o.repeat} × ${o.duration} s meten per scenario; req/s en p95 als min / mediaan / max over de herhalingen, CPU ms/verzoek als mediaan. Onderdelen: ${o.sets.join(", ")}.`,
    `Data: ${o.scale} initiatieven, ${o.scale * 10} events, ${o.scale * 2} vacatures, ${Math.max(1, Math.floor(o.scale / 2))} leden met elk 10 favorieten.`,
    "",
    "De vloer is een kale Node-`http`-server die een vooraf gegzipt antwoord van 10 KB geeft, gemeten met dezelfde instellingen in dezelfde run; \"% vloer\" is req/s van het scenario gedeeld door req/s van de vloer. CPU ms/verzoek: processortijd (gebruiker + systeem) van alle serverprocessen per antwoord, en op PostgreSQL apart die van de PostgreSQL-processen (het cluster dat de benchmark startte).",
    "",
  ];
  for (const run of report.runs) {
    out.push(`## ${databaseName(run.database)}`, "");
    if (run.seed) {
      const s = run.seed.seconds;
      out.push(
        `Vullen: ${run.seed.initiatives} initiatieven, ${run.seed.events} events, ${run.seed.vacancies} vacatures, ${run.seed.members} leden, ${run.seed.favorites} favorieten in ${s.total} s.`,
        "",
      );
    } else if (run.reusedData) {
      out.push("Vullen: bestaande gevulde database hergebruikt (--keep).", "");
    }
    out.push(
      `Serverprocessen: ${run.workers}${run.workers > 1 ? " (WEB_CONCURRENCY; CPU en geheugen opgeteld over primair proces en workers)" : ""}. Load average (1 / 5 / 15 min) ervoor ${loadText(run.loadBefore)}, erna ${loadText(run.loadAfter)}.`,
      "",
    );
    if (run.database === "postgres" && !run.databaseCpu) {
      out.push("CPU van PostgreSQL niet gemeten: de database is een bestaande server (DATABASE_URL).", "");
    }
    for (const note of run.notes) out.push(`- ${note}`);
    if (run.notes.length) out.push("");
    const sets = [...(run.floor ? [run.floor] : []), ...run.rows];
    for (const set of Object.keys(SET_TITLES) as LoadSet[]) {
      const rows = sets.filter((r) => r.set === set);
      if (!rows.length) continue;
      const cells = rows.map(rowCells);
      out.push(`### ${SET_TITLES[set]}`, "", ...table(Object.keys(cells[0]!), cells.map((c) => Object.values(c))), "");
    }
    if (run.queries?.length) {
      out.push(
        "### Lijstquery's (zonder HTTP: de queryfuncties in het benchmarkproces, elke aanroep een andere plaats of zoekterm)",
        "",
        ...table(
          [
            "Query",
            "Aanroepen per ronde",
            "database p50 ms (mediaan)",
            "database p95 ms (min / mediaan / max)",
            "hele aanroep p50 ms",
            "hele aanroep p95 ms (min / mediaan / max)",
            "Doel (database p95)",
            "Oordeel",
          ],
          run.queries.map((q) => [
            q.name,
            q.calls,
            q.database.p50.median,
            `${q.database.p95.min} / ${q.database.p95.median} / ${q.database.p95.max}`,
            q.p50.median,
            `${q.p95.min} / ${q.p95.median} / ${q.p95.max}`,
            `≤ ${q.targetMs} ms`,
            q.pass ? "gehaald" : "NIET GEHAALD",
          ]),
        ),
        "",
      );
    }
    if (run.peakUnderLoadMb !== null) out.push(`Geheugen onder belasting (hoogste VmRSS, opgeteld): ${run.peakUnderLoadMb} MB.`, "");
    const starts = [
      { title: run.database === "pglite" ? " · PGLITE_LOW_MEMORY=0 (optimaliserende compiler)" : "", mem: run.memory },
      { title: " · PGLITE_LOW_MEMORY=1 (alleen de baseline-compiler)", mem: run.memoryLowMemory ?? null },
    ];
    for (const { title, mem } of starts) {
      if (!mem) continue;
      const target = (figure: string) => mem.checks.find((c) => c.figure === figure);
      out.push(
        `### Geheugen (nieuwe DATA_DIR met demodata, zoals een eerste start)${title}`,
        "",
        ...table(
          ["Meting", "MB", "Doel", "Oordeel"],
          [
            ["Piek bij de start (VmHWM tot /healthz antwoordt)", mem.startPeakMb, target("piek bij de start")?.target ?? "–", target("piek bij de start")?.verdict ?? "–"],
            ["In rust (VmRSS 30 s na de start)", mem.idleMb, target("geheugen in rust")?.target ?? "–", target("geheugen in rust")?.verdict ?? "–"],
          ],
        ),
        "",
        `Start tot /healthz: ${mem.startSeconds} s.`,
        "",
      );
    }
  }
  if (report.pages.length) {
    out.push("## Paginagewicht (gzip)", "");
    if (report.lighthouse === "missing") {
      out.push("Lighthouse-scores ontbreken: `bench/results/lighthouse.json` bestaat niet (maak die met `npm run lighthouse`).", "");
    }
    out.push(
      ...table(
        ["Pagina", "HTML KB", "JS KB", "JS-bestanden", "CSS KB", "Lighthouse", "Oordeel"],
        report.pages.map((p) => [`\`${p.path}\``, p.htmlKb, p.jsKb, p.jsFiles, p.cssKb, p.lighthouse ?? "–", p.pass ? "gehaald" : "NIET GEHAALD"]),
      ),
      "",
      `Doelen: JS ≤ ${TARGETS.page.jsKb} KB, CSS ≤ ${TARGETS.page.cssKb} KB, HTML ≤ ${TARGETS.page.htmlKb} KB (gzip), Lighthouse ${TARGETS.page.lighthouse}.`,
      "",
    );
  }
  const missed = missedTargets(report);
  out.push("## Oordeel", "", missed.length ? `${missed.length} doel(en) NIET GEHAALD:` : "Alle gemeten doelen gehaald.", ...missed.map((line) => `- ${line}`), "");
  return out.join("\n");
}
