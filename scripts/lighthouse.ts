/**
 * `npm run lighthouse`: Lighthouse (the `lighthouse` package, default mobile preset with simulated
 * throttling) on the production build, in the Chromium of the browser tests
 * (docs/decisions/008-seo-structured-data.md, 054-page-weight-and-first-paint.md). Pages: the home
 * page, /initiatieven, an initiative, /events, an event, /vacatures, a vacancy, a municipality
 * (/gemeente/:slug), /contact, /faq and /auth.
 *
 * Steps: builds the app when `build/` is missing or older than the sources; starts `server.ts`
 * on a free port with a temporary DATA_DIR, the embedded database and the demo content; picks
 * the first initiative, event and vacancy from the sitemap; runs Lighthouse on every page in one
 * Chromium; prints the four category scores (0-100), the First Contentful Paint and the Largest
 * Contentful Paint (ms, simulated mobile) per page; writes every score and the failing audits, with
 * the machine and its load average at the start and the end (bench/lib/machine.ts), to
 * `bench/results/lighthouse.json` (committed when it backs docs/performance.md; the benchmark reports
 * Performance from it; `npm test` writes its own run elsewhere); stops the server
 * and Chromium and removes the folder, also on failure.
 *
 * `--runs N` (default 1): N runs per page; each figure reported is the median of the N runs
 * (Performance and the paint times vary from run to run on a busy machine). `--pages a,b`: only
 * the pages with those names (case-insensitive, e.g. `--pages home,contact`).
 *
 * `--assert` (or LIGHTHOUSE_ASSERT=1): exit code 1 unless Accessibility, Best Practices and SEO
 * are 100 on every page and no picture shifts the layout (Lighthouse's `unsized-images` passes and
 * its `layout-shifts` names no `<img>` or `<picture>`; docs/decisions/033-images.md); the audits
 * that cost points are listed. The cumulative layout shift of every page is reported. Performance is reported only
 * (it depends on the machine). CHROME_PATH overrides /usr/bin/chromium; LIGHTHOUSE_OUTPUT the
 * JSON path.
 *
 * `--report DIR`: also writes every run's full Lighthouse report (LHR JSON) to DIR as
 * `<page>-<run>.json`, e.g. to read the `network-requests`, `metrics` and
 * `network-dependency-tree-insight` audits behind a paint time
 * (docs/decisions/054-page-weight-and-first-paint.md).
 */
import { parseArgs } from "node:util";
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { loadAverage, machine } from "../bench/lib/machine.ts";
import { startAppServer } from "../bench/lib/server-process.ts";

const root = path.resolve(import.meta.dirname, "..");
const loadAtStart = loadAverage();
let args: ReturnType<typeof parseLighthouseArgs>;
try {
  args = parseLighthouseArgs();
} catch (error) {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
const assert = args.assert || process.env.LIGHTHOUSE_ASSERT === "1";

/** The command line: `--assert`, `--runs N`, `--report DIR`, `--pages a,b` (also as `--name=value`). */
function parseLighthouseArgs() {
  const { values } = parseArgs({
    options: {
      assert: { type: "boolean", default: false },
      runs: { type: "string" },
      report: { type: "string" },
      pages: { type: "string" },
    },
  });
  return values;
}
/** The value of command-line option `--name`, if given. */
function option(name: "runs" | "report" | "pages"): string | undefined {
  return args[name];
}
const runs = Number(option("runs") ?? "1");
if (!Number.isInteger(runs) || runs < 1 || runs > 25) {
  console.error("✗ --runs moet een geheel getal van 1 tot en met 25 zijn");
  process.exit(2);
}
const reportDir = option("report");
const onlyPages = option("pages")?.split(",").map((name) => name.trim().toLowerCase()).filter(Boolean);
const output = path.resolve(root, process.env.LIGHTHOUSE_OUTPUT ?? "bench/results/lighthouse.json");
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** Categories in report order; the last three must score 100 under --assert. */
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
const REQUIRED: Category[] = ["accessibility", "best-practices", "seo"];
const LABELS: Record<Category, string> = {
  performance: "Performance",
  accessibility: "Accessibility",
  "best-practices": "Best Practices",
  seo: "SEO",
};

/** Newest modification time (ms) of the files under `dir` (recursively). */
function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Builds unless build/server/index.js is newer than app/, public/ and the build configuration. */
function ensureBuild() {
  const built = path.join(root, "build/server/index.js");
  const sources = ["app", "public", "package.json", "vite.config.ts", "react-router.config.ts"].map((p) => path.join(root, p));
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  if (builtAt > Math.max(...sources.map(newestMtime))) return;
  console.log("▶ Productiebuild (build/ ontbreekt of is ouder dan de bronnen)");
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error("de productiebuild is mislukt");
}

/** Starts Chromium with remote debugging on a free port; resolves to the process and port. */
async function startChromium(): Promise<{ child: ChildProcess; port: number; profile: string }> {
  const profile = mkdtempSync(path.join(tmpdir(), "ddn-lighthouse-chrome-"));
  const child = spawn(
    chromePath,
    [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--no-default-browser-check",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
      "--lang=nl-NL",
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let buffer = "";
    const timer = setTimeout(() => reject(new Error("Chromium meldde geen DevTools-poort binnen 30 s")), 30_000);
    child.once("exit", (code) => reject(new Error(`Chromium stopte met code ${code}`)));
    child.stderr?.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(buffer);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  });
  child.stderr?.resume();
  return { child, port, profile };
}

/** The first URL of a sitemap file of the running server (a real public detail page). */
async function firstFromSitemap(baseUrl: string, type: string): Promise<string> {
  const xml = await (await fetch(`${baseUrl}/sitemap/${type}/1.xml`)).text();
  const match = /<loc>([^<]+)<\/loc>/.exec(xml);
  if (!match?.[1]) throw new Error(`geen ${type} in de sitemap: laadt de demo-inhoud wel?`);
  return new URL(match[1]).pathname;
}

interface PageResult {
  name: string;
  path: string;
  scores: Record<Category, number>;
  /** Audits that cost points in a required category: id, title and score (0-1). */
  failures: { category: Category; id: string; title: string; score: number | null }[];
  /** Cumulative layout shift (unitless, Lighthouse's `cumulative-layout-shift`). */
  cls: number;
  /** First Contentful Paint and Largest Contentful Paint, ms (simulated mobile; median of the runs). */
  fcpMs: number;
  lcpMs: number;
  /** How many Lighthouse runs the figures are the median of. */
  runs: number;
  /** Performance audits that cost points in the median run: id, title and what Lighthouse shows. */
  performanceHints: { id: string; title: string; displayValue?: string }[];
  /** Layout shifts and unsized elements caused by pictures: the elements' HTML snippets. */
  imageShifts: string[];
}

/** The HTML snippets of the picture elements in a Lighthouse audit's detail items (any depth). */
function pictureSnippets(details: unknown): string[] {
  const found: string[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") {
      const record = value as Record<string, unknown>;
      if (record.type === "node" && typeof record.snippet === "string" && /^<(img|picture|source)\b/i.test(record.snippet)) found.push(record.snippet);
      Object.values(record).forEach(visit);
    }
  };
  visit((details as { items?: unknown } | undefined)?.items);
  return found;
}

/**
 * Runs Lighthouse on one URL and returns its result. Lighthouse sometimes fails to record a trace
 * on a busy machine (runtime errors such as NO_NAVSTART, NO_FCP or NO_LCP, whose message itself says
 * "Please run Lighthouse again"); such a run is repeated, at most `attempts` times in all. Any other
 * runtime error, or the last failed attempt, throws an Error with a Dutch message.
 */
async function auditWithRetry(url: string, port: number, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const run = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
    if (!run) throw new Error(`Lighthouse gaf geen resultaat voor ${url}`);
    const { lhr } = run;
    if (!lhr.runtimeError) return lhr;
    const retryable = /run Lighthouse again/i.test(lhr.runtimeError.message) || /^NO_/.test(lhr.runtimeError.code);
    if (!retryable || attempt >= attempts) throw new Error(`Lighthouse op ${new URL(url).pathname}: ${lhr.runtimeError.message}`);
    console.log(`  Lighthouse kon ${new URL(url).pathname} niet opnemen (${lhr.runtimeError.code}); poging ${attempt + 1} van ${attempts}`);
  }
}

/** The median of `values` (the mean of the middle two for an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

async function stopProcess(child: ChildProcess, graceMs: number) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, graceMs))]);
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
}

async function main(): Promise<number> {
  ensureBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), "ddn-lighthouse-"));
  // The production server on a free port with the demo content (the shared starter waits for /healthz).
  const server = await startAppServer({ dataDir, env: { DEMO_DATA: "1" }, startTimeoutMs: 90_000 });
  const baseUrl = server.url;
  let chromium: Awaited<ReturnType<typeof startChromium>> | undefined;
  try {
    const allPages = [
      { name: "Home", path: "/" },
      { name: "Initiatieven", path: "/initiatieven" },
      { name: "Initiatief", path: await firstFromSitemap(baseUrl, "initiatieven") },
      { name: "Events", path: "/events" },
      { name: "Event", path: await firstFromSitemap(baseUrl, "events") },
      { name: "Vacatures", path: "/vacatures" },
      { name: "Vacature", path: await firstFromSitemap(baseUrl, "vacatures") },
      { name: "Gemeente", path: "/gemeente/amsterdam" },
      { name: "Contact", path: "/contact" },
      { name: "FAQ", path: "/faq" },
      { name: "Inloggen", path: "/auth" },
    ];
    const pages = onlyPages ? allPages.filter((page) => onlyPages.includes(page.name.toLowerCase())) : allPages;
    if (pages.length === 0) throw new Error(`geen pagina heet ${onlyPages?.join(", ")}; kies uit ${allPages.map((p) => p.name).join(", ")}`);
    chromium = await startChromium();
    const results: PageResult[] = [];
    for (const page of pages) {
      const started = Date.now();
      const lhrs: Awaited<ReturnType<typeof auditWithRetry>>[] = [];
      for (let run = 0; run < runs; run++) lhrs.push(await auditWithRetry(`${baseUrl}${page.path}`, chromium.port));
      if (reportDir) {
        mkdirSync(reportDir, { recursive: true });
        lhrs.forEach((report, run) => writeFileSync(path.join(reportDir, `${page.name.toLowerCase()}-${run + 1}.json`), JSON.stringify(report)));
      }
      // The run with the median Performance score stands for the page (its audits and CLS); the
      // paint times are the medians of all runs.
      const byScore = [...lhrs].sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
      const lhr = byScore[Math.floor((byScore.length - 1) / 2)]!;
      const fcpMs = Math.round(median(lhrs.map((r) => r.audits["first-contentful-paint"]?.numericValue ?? Number.NaN)));
      const lcpMs = Math.round(median(lhrs.map((r) => r.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN)));
      const scores = Object.fromEntries(
        CATEGORIES.map((c) => [c, Math.round(median(lhrs.map((r) => (r.categories[c]?.score ?? 0) * 100)))]),
      ) as Record<Category, number>;
      const performanceHints = (lhr.categories.performance?.auditRefs ?? [])
        .map((ref) => lhr.audits[ref.id])
        .concat(["render-blocking-resources", "render-blocking-insight", "lcp-discovery-insight", "bootup-time", "unused-javascript"].map((id) => lhr.audits[id]))
        .filter((audit) => audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "notApplicable")
        .filter((audit, index, list) => list.findIndex((other) => other!.id === audit!.id) === index)
        .map((audit) => ({ id: audit!.id, title: audit!.title, displayValue: audit!.displayValue }));
      const failures = REQUIRED.flatMap((category) =>
        (lhr.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id])
          .filter((audit) => audit && audit.score !== null && audit.score < 1)
          .map((audit) => ({ category, id: audit!.id, title: audit!.title, score: audit!.score })),
      );
      const cls = lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0;
      const imageShifts = [
        ...pictureSnippets(lhr.audits["layout-shifts"]?.details),
        ...pictureSnippets(lhr.audits["unsized-images"]?.details),
      ];
      results.push({ ...page, scores, failures, cls, imageShifts, fcpMs, lcpMs, runs, performanceHints });
      console.log(`  ${page.name} (${page.path}) gemeten in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }

    const rows = results.map((r) => {
      const shown = r.path.length > 30 ? `${r.path.slice(0, 29)}…` : r.path;
      return [
        `${r.name} ${shown}`,
        { ...Object.fromEntries(CATEGORIES.map((c) => [LABELS[c], r.scores[c]])), "FCP ms": r.fcpMs, "LCP ms": r.lcpMs, CLS: Number(r.cls.toFixed(3)) },
      ] as const;
    });
    if (runs > 1) console.log(`Mediaan van ${runs} runs per pagina`);
    console.table(Object.fromEntries(rows));
    for (const r of results.filter((result) => result.scores.performance < 100)) {
      for (const hint of r.performanceHints) console.log(`  · ${r.name} [Performance] ${hint.id}: ${hint.title}${hint.displayValue ? ` (${hint.displayValue})` : ""}`);
    }
    mkdirSync(path.dirname(output), { recursive: true });
    writeFileSync(
      output,
      `${JSON.stringify(
        {
          tool: "lighthouse",
          lighthouseVersion: (await import("lighthouse/package.json", { with: { type: "json" } })).default.version,
          formFactor: "mobile",
          measuredAt: new Date().toISOString(),
          machine: machine(loadAtStart),
          runsPerPage: runs,
          pages: results.map((r) => ({
            name: r.name,
            path: r.path,
            scores: r.scores,
            fcpMs: r.fcpMs,
            lcpMs: r.lcpMs,
            failures: r.failures,
            performanceHints: r.performanceHints,
            cls: r.cls,
            imageShifts: r.imageShifts,
          })),
        },
        null,
        2,
      )}\n`,
    );
    console.log(`Resultaten: ${path.relative(root, output)}`);

    const failing = results.filter((r) => REQUIRED.some((c) => r.scores[c] < 100));
    for (const r of failing) {
      for (const f of r.failures) console.log(`  ✗ ${r.name} ${r.path} [${LABELS[f.category]}] ${f.id}: ${f.title}`);
    }
    const shifting = results.filter((r) => r.imageShifts.length > 0);
    for (const r of shifting) {
      for (const snippet of r.imageShifts) console.log(`  ✗ ${r.name} ${r.path} afbeelding verschuift de pagina of heeft geen maten: ${snippet}`);
    }
    if (assert && failing.length > 0) {
      console.error(`✗ Accessibility, Best Practices en SEO moeten 100 zijn; ${failing.length} pagina('s) halen dat niet`);
      return 1;
    }
    if (assert && shifting.length > 0) {
      console.error(`✗ Afbeeldingen mogen de pagina niet laten verschuiven; ${shifting.length} pagina('s) doen dat wel`);
      return 1;
    }
    if (assert) console.log("✓ Accessibility, Best Practices en SEO zijn 100 op elke pagina en geen afbeelding verschuift de pagina");
    return 0;
  } finally {
    if (chromium) {
      await stopProcess(chromium.child, 5_000);
      rmSync(chromium.profile, { recursive: true, force: true });
    }
    await server.stop("SIGTERM", 12_000);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`✗ Lighthouse: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
