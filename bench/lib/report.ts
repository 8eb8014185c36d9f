/**
 * Targets of the benchmark (docs/decisions/010-performance.md) and its report: a plain-text table
 * per database for the terminal, and Markdown for bench/results/.
 */
import type { ScenarioResult } from "./load";
import type { PageWeight } from "./page-weight";
import type { SeedReport } from "./seed";

export type DatabaseKind = "pglite" | "postgres";

/** Benchmark targets (docs/decisions/010-performance.md). Details on the embedded database use the list target (none is given). */
export const TARGETS = {
  postgres: { list: 500, detail: 600, p95: 50 },
  pglite: { list: 220, detail: 220, p95: 100 },
  searchP95: 100,
  page: { jsKb: 125, cssKb: 15, htmlKb: 30, lighthouse: 95 },
} as const;

/** A scenario with its verdict and the reasons it failed (Dutch). */
export interface CheckedScenario extends ScenarioResult {
  pass: boolean;
  failures: string[];
}

/** Compares one scenario with the targets for `database`. */
export function checkScenario(database: DatabaseKind, row: ScenarioResult): CheckedScenario {
  const target = TARGETS[database];
  const minRps = row.kind === "detail" ? target.detail : target.list;
  const maxP95 = row.kind === "search" ? Math.max(target.p95, TARGETS.searchP95) : target.p95;
  const failures: string[] = [];
  if (row.requestsPerSecond < minRps) failures.push(`req/s < ${minRps}`);
  if (row.p95 > maxP95) failures.push(`p95 > ${maxP95} ms`);
  if (row.errors > 0) failures.push("fouten");
  return { ...row, pass: failures.length === 0, failures };
}

export interface DatabaseRun {
  database: DatabaseKind;
  /** Server processes (WEB_CONCURRENCY; always 1 on the embedded database). */
  workers: number;
  seed: SeedReport | null;
  reusedData: boolean;
  scenarios: CheckedScenario[];
  /** VmHWM of the server process at the end (MB), summed over its workers. */
  peakRssMb: number;
}

export interface PageRow extends PageWeight {
  lighthouse: number | null;
  pass: boolean;
}

export interface BenchReport {
  date: string;
  machine: {
    cpuModel: string;
    cores: number;
    memoryGb: number;
    node: string;
    platform: string;
    /** 1-minute load average at the start and at the end of the run (other work on the machine). */
    loadAverage: { start: number; end: number };
  };
  options: { scale: number; duration: number; warmup: number; connections: number };
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

const verdict = (pass: boolean) => (pass ? "ok" : "NIET GEHAALD");

function table(header: string[], rows: (string | number)[][]): string[] {
  const line = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)];
}

function runTable(run: DatabaseRun): string[] {
  return table(
    ["Scenario", "Pad", "req/s", "p50 ms", "p95 ms", "p99 ms", "Fouten", "Bytes/antwoord", "CPU ms/verzoek", "RSS MB", "Doel"],
    run.scenarios.map((s) => [
      s.name,
      `\`${s.path}\``,
      s.requestsPerSecond,
      s.p50,
      s.p95,
      s.p99,
      s.errors,
      s.bytesPerResponse,
      s.cpuMsPerRequest,
      s.rssMb,
      s.pass ? "ok" : `NIET GEHAALD (${s.failures.join(", ")})`,
    ]),
  );
}

const databaseName = (kind: DatabaseKind) => (kind === "postgres" ? "PostgreSQL" : "Ingebouwde database (PGlite)");

/** The report as Markdown (Dutch headings, like the README). */
export function toMarkdown(report: BenchReport): string {
  const m = report.machine;
  const o = report.options;
  const out: string[] = [
    `# Benchmark ${report.date}`,
    "",
    `Machine: ${m.cores} cores (${m.cpuModel}), ${m.memoryGb} GB geheugen, Node ${m.node}, ${m.platform}; belasting (load average, 1 min) ${m.loadAverage.start} bij de start en ${m.loadAverage.end} aan het eind${m.loadAverage.start > m.cores || m.loadAverage.end > m.cores ? ": de machine was druk met ander werk, dus req/s en latenties zijn te laag; vergelijk CPU ms/verzoek" : ""}.`,
    "CPU ms/verzoek: processortijd van de server per antwoord (gebruiker + systeem); veel minder gevoelig voor ander werk op de machine dan req/s en latenties (maar op een drukke machine wel hoger dan op een rustige).",
    `Belasting: autocannon, ${o.connections} verbindingen, ${o.warmup} s opwarmen en ${o.duration} s meten per scenario, op dezelfde machine als de server.`,
    `Data: ${o.scale} initiatieven, ${o.scale * 10} events, ${o.scale * 2} vacatures, ${Math.max(1, Math.floor(o.scale / 2))} leden met elk 10 favorieten.`,
    "",
  ];
  for (const run of report.runs) {
    out.push(`## ${databaseName(run.database)}`, "");
    if (run.seed) {
      const s = run.seed.seconds;
      out.push(
        `Vullen: ${run.seed.initiatives} initiatieven, ${run.seed.events} events, ${run.seed.vacancies} vacatures, ${run.seed.members} leden, ${run.seed.favorites} favorieten in ${s.total} s (openen ${s.open} s, inhoud ${s.items} s, leden ${s.members} s, ANALYZE ${s.analyze} s).`,
        "",
      );
    } else if (run.reusedData) {
      out.push("Vullen: bestaande gevulde database hergebruikt (--keep).", "");
    }
    out.push(
      `Serverprocessen: ${run.workers}${run.workers > 1 ? " (WEB_CONCURRENCY; CPU en geheugen opgeteld over alle processen)" : ""}.`,
      "",
      ...runTable(run),
      "",
      `Piekgeheugen van de server (VmHWM): ${run.peakRssMb} MB.`,
      "",
    );
  }
  out.push("## Paginagewicht (gzip)", "");
  if (report.lighthouse === "missing") {
    out.push("Lighthouse-scores ontbreken: `bench/results/lighthouse.json` bestaat niet (maak die met `npm run lighthouse`).", "");
  }
  out.push(
    ...table(
      ["Pagina", "HTML KB", "JS KB", "JS-bestanden", "CSS KB", "Lighthouse", "Doel"],
      report.pages.map((p) => [
        `\`${p.path}\``,
        p.htmlKb,
        p.jsKb,
        p.jsFiles,
        p.cssKb,
        p.lighthouse ?? "–",
        verdict(p.pass),
      ]),
    ),
    "",
    `Doelen: PostgreSQL lijsten ≥ ${TARGETS.postgres.list} req/s, details ≥ ${TARGETS.postgres.detail} req/s, p95 ≤ ${TARGETS.postgres.p95} ms; ingebouwde database ≥ ${TARGETS.pglite.list} req/s, p95 ≤ ${TARGETS.pglite.p95} ms; zoekpagina's p95 ≤ ${TARGETS.searchP95} ms; nul fouten. JS ≤ ${TARGETS.page.jsKb} KB, CSS ≤ ${TARGETS.page.cssKb} KB, HTML ≤ ${TARGETS.page.htmlKb} KB (gzip), Lighthouse ≥ ${TARGETS.page.lighthouse}.`,
    "",
  );
  return out.join("\n");
}
