/**
 * The benchmark's pure parts (bench/lib): its command-line options, percentiles, the verdicts
 * against the performance targets, finding a page's scripts and stylesheets, and reading
 * Lighthouse scores.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseBenchOptions } from "../../bench/lib/cli";
import { percentile, type ScenarioResult } from "../../bench/lib/load";
import { assetsIn, readLighthouseScores } from "../../bench/lib/page-weight";
import { checkPage, checkScenario } from "../../bench/lib/report";

const row = (overrides: Partial<ScenarioResult>): ScenarioResult => ({
  name: "Lijst",
  path: "/initiatieven",
  kind: "list",
  requestsPerSecond: 600,
  requests: 6000,
  p50: 10,
  p95: 40,
  p99: 60,
  errors: 0,
  bytesPerResponse: 12000,
  rssMb: 300,
  cpuMsPerRequest: 2,
  ...overrides,
});

describe("npm run bench options", () => {
  it("has the documented defaults and reads --name value, --name=value, --keep and --help", () => {
    expect(parseBenchOptions([])).toEqual({
      databases: ["pglite", "postgres"],
      scale: 10_000,
      duration: 10,
      warmup: 3,
      connections: 16,
      workers: 2,
      keep: false,
    });
    expect(parseBenchOptions(["--db", "postgres", "--scale=500", "--duration", "5", "--warmup=0", "--connections", "4", "--workers", "3", "--keep"])).toEqual({
      databases: ["postgres"],
      scale: 500,
      duration: 5,
      warmup: 0,
      connections: 4,
      workers: 3,
      keep: true,
    });
    expect(parseBenchOptions(["--db=pglite"])).toMatchObject({ databases: ["pglite"] });
    expect(parseBenchOptions(["-h"])).toBe("help");
    expect(parseBenchOptions(["--scale", "20", "--help"])).toBe("help");
  });

  it.each([
    [["--onbekend"], "Onbekende optie: --onbekend"],
    [["--scale"], "Optie --scale verwacht een waarde."],
    [["--scale", "9"], "--scale verwacht een geheel getal van 10 tot 1000000 (kreeg: 9)."],
    [["--duration=1.5"], "--duration verwacht een geheel getal van 1 tot 600 (kreeg: 1.5)."],
    [["--db", "mysql"], "--db verwacht pglite, postgres of both (kreeg: mysql)."],
    [["extra"], "Onverwacht argument: extra"],
  ])("refuses %j with a Dutch message", (args, message) => {
    expect(() => parseBenchOptions(args)).toThrow(message);
  });
});

describe("benchmark report", () => {
  it("takes nearest-rank percentiles", () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBe(0);
  });

  it("applies the targets per database and kind", () => {
    expect(checkScenario("postgres", row({})).pass).toBe(true);
    expect(checkScenario("postgres", row({ kind: "detail", requestsPerSecond: 550 })).failures).toEqual(["req/s < 600"]);
    expect(checkScenario("postgres", row({ p95: 60 })).failures).toEqual(["p95 > 50 ms"]);
    expect(checkScenario("postgres", row({ kind: "search", p95: 90 })).pass).toBe(true);
    expect(checkScenario("pglite", row({ requestsPerSecond: 230, p95: 95 })).pass).toBe(true);
    expect(checkScenario("pglite", row({ requestsPerSecond: 200, errors: 1 })).failures).toEqual(["req/s < 220", "fouten"]);
  });

  it("checks page weight and the Lighthouse score", () => {
    const page = { path: "/", status: 200, htmlKb: 8, jsKb: 120, cssKb: 7, jsFiles: 9 };
    expect(checkPage(page, null).pass).toBe(true);
    expect(checkPage(page, 94).pass).toBe(false);
    expect(checkPage({ ...page, jsKb: 126 }, 99).pass).toBe(false);
    expect(checkPage({ ...page, status: 500 }, null).pass).toBe(false);
  });

  it("finds the scripts and stylesheets a page loads", () => {
    const html = `<link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="stylesheet" href="/assets/app-B.css"/>
      <script type="module">import "/assets/manifest-C.js"; import("/assets/entry.client-A.js");</script><a href="/assets/x.pdf">`;
    expect(assetsIn(html, "js")).toEqual(["/assets/entry.client-A.js", "/assets/manifest-C.js"]);
    expect(assetsIn(html, "css")).toEqual(["/assets/app-B.css"]);
  });

  it("does not count the modules React Router's inline route manifest only lists", () => {
    const html = `<link rel="modulepreload" href="/assets/framework-F.js"/><script src="/assets/legacy-L.js"></script>
      <script type="module" async="">import * as route0 from "/assets/root-R.js";
      import * as route1 from "/assets/about-A.js";
      window.__reactRouterManifest = {"routes": {"routes/home": {"module": "/assets/home-H.js",
        "imports": ["/assets/card-C.js"], "css": ["/assets/home-H.css"]}}};</script>`;
    expect(assetsIn(html, "js")).toEqual(["/assets/about-A.js", "/assets/framework-F.js", "/assets/legacy-L.js", "/assets/root-R.js"]);
    expect(assetsIn(html, "css")).toEqual([]);
  });

  it("reads Lighthouse scores from a list or a map of pages, and reports a missing file", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "ddn-lighthouse-"));
    const list = path.join(dir, "list.json");
    writeFileSync(list, JSON.stringify([{ url: "http://localhost:4000/events", categories: { performance: { score: 0.97 } } }]));
    expect(readLighthouseScores(list)).toEqual(new Map([["/events", 97]]));
    const map = path.join(dir, "map.json");
    writeFileSync(map, JSON.stringify({ pages: { "/": { performance: 99 }, "/faq": { scores: { performance: 0.9 } } } }));
    expect(readLighthouseScores(map)).toEqual(new Map([["/", 99], ["/faq", 90]]));
    expect(readLighthouseScores(path.join(dir, "missing.json"))).toBeNull();
  });
});
