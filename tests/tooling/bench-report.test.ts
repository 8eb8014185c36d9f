/**
 * The benchmark's pure parts (bench/lib, docs/decisions/053-benchmark.md): its
 * command-line options, percentiles, min/median/max, the share of the floor, the Zipf sampler
 * and the realistic mix, Cache-Status parsing, the verdicts against the targets, the floor's
 * body, finding a page's scripts and stylesheets, reading Lighthouse scores, and the Node options
 * the server is started with (those of `npm start`).
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { gunzipSync, gzipSync } from "node:zlib";
import { BENCH_SETS, parseBenchOptions } from "../../bench/lib/cli";
import { FLOOR_BODY_BYTES, floorBody } from "../../bench/lib/floor-body";
import { measure, percentile, type Sample } from "../../bench/lib/load";
import { MEMBER_PATHS, MIX_SHARES, type MixData, mixGenerator, SEARCH_WORDS } from "../../bench/lib/mix";
import { assetsIn, readLighthouseScores } from "../../bench/lib/page-weight";
import { checkMemory, checkPage, missedTargets, overall, summarize, toMarkdown, type BenchReport } from "../../bench/lib/report";
import { productionEnvironmentDefaults, productionNodeOptions } from "../../bench/lib/node-options";
import {
  describeTarget,
  hitRate,
  judge,
  median,
  parseCacheStatus,
  seededRandom,
  shareOfFloor,
  spread,
  zipfSampler,
} from "../../bench/lib/stats";

const sample = (overrides: Partial<Sample>): Sample => ({
  requestsPerSecond: 600,
  requests: 6000,
  p50: 10,
  p95: 40,
  p99: 60,
  errors: 0,
  bytesPerResponse: 12000,
  appCpuMs: 2,
  dbCpuMs: null,
  cache: { hit: 0, miss: 0, bypass: 0, absent: 6000 },
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
      repeat: 3,
      sets: [...BENCH_SETS],
      assert: false,
    });
    expect(
      parseBenchOptions([
        "--db", "postgres", "--scale=500", "--duration", "5", "--warmup=0", "--connections", "4", "--workers", "3", "--keep",
        "--repeat", "1", "--only", "mix,cache", "--assert",
      ]),
    ).toEqual({
      databases: ["postgres"],
      scale: 500,
      duration: 5,
      warmup: 0,
      connections: 4,
      workers: 3,
      keep: true,
      repeat: 1,
      sets: ["cache", "mix"],
      assert: true,
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
    [["--repeat", "0"], "--repeat verwacht een geheel getal van 1 tot 20 (kreeg: 0)."],
    [["--only", "cache,alles"], "--only verwacht een of meer van cache, static, tail, mix, memory, api, pages, queries (kreeg: alles)."],
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

  it("checks page weight and the Lighthouse score", () => {
    const page = { path: "/", status: 200, htmlKb: 8, jsKb: 120, cssKb: 7, jsFiles: 9 };
    expect(checkPage(page, null).pass).toBe(true);
    expect(checkPage(page, 100).pass).toBe(true);
    expect(checkPage(page, 99).pass).toBe(false);
    expect(checkPage({ ...page, jsKb: 126 }, 99).pass).toBe(false);
    expect(checkPage({ ...page, status: 500 }, null).pass).toBe(false);
  });

  it("finds the scripts and stylesheets a page loads", () => {
    const html = `<link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="stylesheet" href="/assets/app-B.css"/>
      <script type="module">import "/assets/manifest-C.js"; import("/assets/entry.client-A.js");</script><a href="/assets/x.pdf">`;
    expect(assetsIn(html, "js")).toEqual(["/assets/entry.client-A.js", "/assets/manifest-C.js"]);
    expect(assetsIn(html, "css")).toEqual(["/assets/app-B.css"]);
  });

  it("finds the scripts of a module script deferred until the first paint and the modules it preloads", () => {
    const html = `<script id="page-module-script" type="text/x-deferred-module" data-modulepreload="/assets/entry.client-A.js /assets/framework-F.js">
      import * as route0 from "/assets/root-R.js";
      import("/assets/entry.client-A.js");</script>`;
    expect(assetsIn(html, "js")).toEqual(["/assets/entry.client-A.js", "/assets/framework-F.js", "/assets/root-R.js"]);
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

describe("benchmark statistics", () => {
  it("gives min, median and max of repeated runs", () => {
    expect(spread([3, 1, 2])).toEqual({ min: 1, median: 2, max: 3 });
    expect(spread([4, 1, 3, 2])).toEqual({ min: 1, median: 2.5, max: 4 });
    expect(spread([1234.56])).toEqual({ min: 1234.6, median: 1234.6, max: 1234.6 });
    expect(spread([])).toEqual({ min: 0, median: 0, max: 0 });
    expect(median([0.051, 0.049, 0.06], 2)).toBe(0.05);
  });

  it("expresses req/s as a share of the floor, and nothing without a floor", () => {
    expect(shareOfFloor(800, 8000)).toBe(10);
    expect(shareOfFloor(1234, 9000)).toBe(13.7);
    expect(shareOfFloor(500, 0)).toBeNull();
    expect(shareOfFloor(500, null)).toBeNull();
  });

  it("draws ranks with Zipf's law (s = 1)", () => {
    const n = 1000;
    const draw = zipfSampler(n, 1, seededRandom(42));
    const counts = new Array<number>(n).fill(0);
    const draws = 200_000;
    for (let i = 0; i < draws; i++) counts[draw()]! += 1;
    const harmonic = Array.from({ length: n }, (_, k) => 1 / (k + 1)).reduce((a, b) => a + b, 0);
    // Expected share of rank k: 1 / ((k + 1) · H_n); the top rank ≈ 13.4 % at n = 1000.
    for (const k of [0, 1, 4, 9]) {
      expect(counts[k]! / draws).toBeCloseTo(1 / ((k + 1) * harmonic), 2);
    }
    expect(counts[0]! / counts[1]!).toBeCloseTo(2, 0);
    expect(Math.min(...counts.slice(0, 10))).toBeGreaterThan(Math.max(...counts.slice(500)));
    expect(() => zipfSampler(0, 1, Math.random)).toThrow(RangeError);
    expect(() => zipfSampler(10, 0, Math.random)).toThrow(RangeError);
  });

  it("repeats the same sequence for the same seed", () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const values = Array.from({ length: 5 }, () => a());
    expect(values).toEqual(Array.from({ length: 5 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
  });

  it.each([
    ["ddn; hit", "hit"],
    ["ddn; fwd=miss; stored", "miss"],
    ["ddn; fwd=uri-miss", "miss"],
    ["ddn; fwd=bypass", "bypass"],
    ['"ddn"; hit; ttl=60', "hit"],
    ["cdn-voorbeeld; hit, ddn; fwd=miss; stored", "miss"],
    ["ddn; fwd=miss, cdn-voorbeeld; hit", "miss"],
    ["cdn-voorbeeld; hit", "absent"],
    ["", "absent"],
    [null, "absent"],
  ] as const)("reads Cache-Status %j as %s", (header, outcome) => {
    expect(parseCacheStatus(header)).toBe(outcome);
  });

  it("computes the hit rate over responses that carried the header", () => {
    expect(hitRate({ hit: 9, miss: 1, bypass: 0, absent: 5 })).toBe(90);
    expect(hitRate({ hit: 0, miss: 0, bypass: 0, absent: 100 })).toBeNull();
  });

  it("judges figures against minimum and maximum targets", () => {
    const atLeast = { kind: "min", value: 10, unit: "% van de vloer" } as const;
    const atMost = { kind: "max", value: 4, unit: "ms" } as const;
    expect(judge(10, atLeast)).toBe("gehaald");
    expect(judge(9.9, atLeast)).toBe("NIET GEHAALD");
    expect(judge(4, atMost)).toBe("gehaald");
    expect(judge(4.1, atMost)).toBe("NIET GEHAALD");
    expect(judge(null, atMost)).toBe("–");
    expect(describeTarget(atLeast)).toBe("≥ 10 % van de vloer");
    expect(describeTarget({ kind: "min", value: 1000, unit: "req/s" })).toBe("≥ 1.000 req/s");
  });
});

describe("benchmark verdicts", () => {
  const cacheRow = { set: "cache", name: "Events", path: "/events", kind: "list" } as const;

  it("holds cache hits and static files to 10 % of the floor", () => {
    const row = summarize("pglite", cacheRow, [sample({ requestsPerSecond: 700 }), sample({ requestsPerSecond: 900 }), sample({ requestsPerSecond: 800 })], 8000);
    expect(row.requestsPerSecond).toEqual({ min: 700, median: 800, max: 900 });
    expect(row.shareOfFloor).toBe(10);
    expect(row.verdict).toBe("gehaald");
    const slow = summarize("pglite", cacheRow, [sample({ requestsPerSecond: 790 })], 8000);
    expect(slow.verdict).toBe("NIET GEHAALD");
    expect(slow.checks.find((c) => c.figure === "% vloer")?.verdict).toBe("NIET GEHAALD");
    // Without a floor the share cannot be judged; zero errors still is.
    expect(summarize("pglite", cacheRow, [sample({})], null).checks.map((c) => c.verdict)).toEqual(["–", "gehaald", "gehaald"]);
  });

  it("counts Cache-Status outcomes over the runs", () => {
    const row = summarize("pglite", cacheRow, [
      sample({ cache: { hit: 90, miss: 10, bypass: 0, absent: 0 } }),
      sample({ cache: { hit: 100, miss: 0, bypass: 0, absent: 0 } }),
    ], 8000);
    expect(row.cache).toEqual({ hit: 190, miss: 10, bypass: 0, absent: 0 });
    expect(row.hitRate).toBe(95);
  });

  it("adds the database's CPU to the app's and holds a long-tail list page to 4 ms", () => {
    const tail = { set: "tail", name: "Initiatieven", path: "/initiatieven", kind: "list" } as const;
    const row = summarize("postgres", tail, [sample({ appCpuMs: 2.5, dbCpuMs: 1.2 }), sample({ appCpuMs: 3, dbCpuMs: 1 })], 8000);
    expect(row.cpuMs).toEqual({ app: 2.75, db: 1.1, total: 3.85 });
    expect(row.verdict).toBe("gehaald");
    expect(summarize("pglite", tail, [sample({ appCpuMs: 4.2 })], 8000).verdict).toBe("NIET GEHAALD");
    // A detail page of the long tail has no CPU target.
    expect(summarize("pglite", { ...tail, kind: "detail" }, [sample({ appCpuMs: 9 })], 8000).verdict).toBe("gehaald");
  });

  it("applies the mix targets per database", () => {
    const mix = { set: "mix", name: "Mix", path: "/", kind: "mix" } as const;
    expect(summarize("postgres", mix, [sample({ requestsPerSecond: 1000, p95: 30 })], 8000).verdict).toBe("gehaald");
    expect(summarize("postgres", mix, [sample({ requestsPerSecond: 1000, p95: 31 })], 8000).verdict).toBe("NIET GEHAALD");
    expect(summarize("pglite", mix, [sample({ requestsPerSecond: 400, p95: 90 })], 8000).verdict).toBe("gehaald");
    expect(summarize("pglite", mix, [sample({ requestsPerSecond: 399 })], 8000).verdict).toBe("NIET GEHAALD");
    expect(summarize("pglite", mix, [sample({ requestsPerSecond: 500, errors: 1 })], 8000).verdict).toBe("NIET GEHAALD");
    // No response finished within the measuring time: not a pass, even without errors.
    const none = summarize("pglite", { set: "api", name: "Agenda", path: "/events.ics", kind: "api" }, [sample({}), sample({ requests: 0, requestsPerSecond: 0 })], 8000);
    expect(none.checks.find((c) => c.figure === "antwoorden")?.verdict).toBe("NIET GEHAALD");
  });

  it("judges memory on the embedded database and lists every missed target", () => {
    const memory = checkMemory("pglite", { startPeakMb: 640, startSeconds: 12, idleMb: 340 });
    expect(memory.checks.map((c) => [c.figure, c.verdict])).toEqual([
      ["geheugen in rust", "gehaald"],
      ["piek bij de start", "NIET GEHAALD"],
    ]);
    expect(checkMemory("postgres", { startPeakMb: 900, startSeconds: 5, idleMb: 500 }).checks).toEqual([]);
    expect(overall([])).toBe("–");
    const report = {
      runs: [{ database: "pglite", floor: null, rows: [summarize("pglite", cacheRow, [sample({ requestsPerSecond: 10 })], 8000)], memory }],
      pages: [{ path: "/auth", pass: false }],
    } as unknown as BenchReport;
    expect(missedTargets(report)).toEqual([
      "Ingebouwde database (PGlite) · Events: % vloer 0.1 (doel ≥ 10 % van de vloer)",
      "Ingebouwde database (PGlite) · piek bij de start: 640 MB (doel ≤ 600 MB)",
      "Paginagewicht /auth",
    ]);
  });

  it("reports the embedded database's memory with each compiler setting (ADR 049)", () => {
    const memory = checkMemory("pglite", { startPeakMb: 1210, startSeconds: 6, idleMb: 340 });
    const memoryLowMemory = checkMemory("pglite", { startPeakMb: 650, startSeconds: 7, idleMb: 315 });
    const report = {
      date: "2026-11-26T22:00:00.000Z",
      options: { scale: 1000, duration: 4, warmup: 2, connections: 16, repeat: 3, sets: ["memory"] },
      machine: { cpuModel: "AMD EPYC", cores: 2, memoryGb: 24, node: "24.21.0", platform: "linux x64", loadAverage: { start: [1, 1, 1], end: [1, 1, 1] } },
      lighthouse: "present",
      runs: [{ database: "pglite", workers: 1, floor: null, rows: [], notes: [], memory, memoryLowMemory, peakUnderLoadMb: null, loadBefore: [1, 1, 1], loadAfter: [1, 1, 1] }],
      pages: [],
    } as unknown as BenchReport;
    expect(missedTargets(report)).toEqual([
      "Ingebouwde database (PGlite) · piek bij de start: 1210 MB (doel ≤ 600 MB)",
      "Ingebouwde database (PGlite) met PGLITE_LOW_MEMORY=1 · piek bij de start: 650 MB (doel ≤ 600 MB)",
    ]);
    const markdown = toMarkdown(report);
    expect(markdown).toContain("### Geheugen (nieuwe DATA_DIR met demodata, zoals een eerste start) · PGLITE_LOW_MEMORY=0 (optimaliserende compiler)");
    expect(markdown).toContain("### Geheugen (nieuwe DATA_DIR met demodata, zoals een eerste start) · PGLITE_LOW_MEMORY=1 (alleen de baseline-compiler)");
    expect(markdown).toMatch(/PGLITE_LOW_MEMORY=1[^#]*\| Piek bij de start \(VmHWM tot \/healthz antwoordt\) \| 650 \|/);
  });
});

describe("benchmark floor and mix", () => {
  it("sends a fixed 10 KB HTML body that compresses like a page", () => {
    const body = floorBody();
    expect(body.length).toBe(FLOOR_BODY_BYTES);
    expect(body.equals(floorBody())).toBe(true);
    expect(body.toString("utf8")).toMatch(/^<!doctype html>.*<\/html>$/s);
    const gzipped = gzipSync(body);
    expect(gunzipSync(gzipped).equals(body)).toBe(true);
    // Not a repeated sentence (which would shrink to a few hundred bytes).
    expect(gzipped.length).toBeGreaterThan(1500);
  });

  const data: MixData = {
    initiativeIds: Array.from({ length: 100 }, (_, i) => `i${i}`),
    eventIds: Array.from({ length: 1000 }, (_, i) => `e${i}`),
    themes: ["energie", "natuur"],
    provinces: ["utrecht", "groningen"],
    eventTypes: ["workshop"],
    municipalities: ["Utrecht", "'s-Gravenhage"],
    vacancyCategories: ["vrijwilliger"],
  };

  it("follows the shares of the mix with real values and member cookies", () => {
    const next = mixGenerator(data, ["session=a", "session=b"], { seed: 3, today: new Date("2026-12-01T00:00:00Z") });
    const draws = Array.from({ length: 20_000 }, () => next());
    for (const kind of Object.keys(MIX_SHARES) as (keyof typeof MIX_SHARES)[]) {
      expect(draws.filter((d) => d.kind === kind).length / draws.length).toBeCloseTo(MIX_SHARES[kind], 1);
    }
    for (const d of draws) {
      if (d.kind === "detail") expect(d.path).toMatch(/^\/(initiatief\/i|event\/e)\d+$/);
      if (d.kind === "member") {
        expect(MEMBER_PATHS).toContain(d.path);
        expect(["session=a", "session=b"]).toContain(d.headers?.cookie);
      } else {
        expect(d.headers).toBeUndefined();
      }
      if (d.kind === "search") expect(SEARCH_WORDS).toContain(new URL(d.path, "http://x").searchParams.get("zoek"));
      if (d.kind === "filtered") {
        const url = new URL(d.path, "http://x");
        expect(["/initiatieven", "/events", "/vacatures"]).toContain(url.pathname);
        expect([...url.searchParams.keys()].length).toBeGreaterThan(0);
        for (const [name, value] of url.searchParams) {
          const allowed: Record<string, string[]> = {
            thema: data.themes,
            provincie: data.provinces,
            type: data.eventTypes,
            gemeente: data.municipalities,
            categorie: data.vacancyCategories,
          };
          if (name === "van" || name === "tot") expect(value).toMatch(/^2027-0[12]-\d\d$|^2026-12-\d\d$/);
          else expect(allowed[name]).toContain(value);
        }
      }
    }
    // Zipf: the most asked detail page gets far more than an average one (1,100 pages).
    const details = draws.filter((d) => d.kind === "detail");
    const perPage = new Map<string, number>();
    for (const d of details) perPage.set(d.path, (perPage.get(d.path) ?? 0) + 1);
    expect(Math.max(...perPage.values()) / details.length).toBeGreaterThan(0.1);
    expect(mixGenerator(data, ["c"], { seed: 3 })().path).toBe(mixGenerator(data, ["c"], { seed: 3 })().path);
    expect(() => mixGenerator(data, [])).toThrow(RangeError);
  });
});

describe("benchmark load runs", () => {
  it("counts every response's Cache-Status and sends the mix's paths and cookies", async () => {
    const seen: { path: string; cookie: string | undefined }[] = [];
    let answered = 0;
    const server = createServer((request, response) => {
      seen.push({ path: request.url ?? "", cookie: request.headers.cookie });
      answered += 1;
      // Every third response is a miss, the others hits; the first header belongs to another cache.
      const status = answered % 3 === 0 ? "cdn-voorbeeld; hit, ddn; fwd=miss; stored" : "ddn; hit";
      response.writeHead(200, { "Content-Type": "text/plain", "Cache-Status": status });
      response.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    try {
      const fixed = await measure({ baseUrl, path: "/faq", headers: {} }, { connections: 2, duration: 1, warmup: 0, repeat: 2 }, { appPid: process.pid });
      expect(fixed).toHaveLength(2);
      for (const run of fixed) {
        expect(run.requests).toBeGreaterThan(0);
        expect(run.errors).toBe(0);
        expect(run.cache.hit + run.cache.miss).toBe(run.requests);
        expect(run.cache.absent + run.cache.bypass).toBe(0);
        expect(run.cache.miss).toBeGreaterThan(0);
        expect(run.cache.hit).toBeGreaterThan(run.cache.miss);
        expect(run.dbCpuMs).toBeNull();
      }
      expect(new Set(seen.map((s) => s.path))).toEqual(new Set(["/faq"]));

      seen.length = 0;
      const data: MixData = {
        initiativeIds: ["i1", "i2"],
        eventIds: ["e1", "e2", "e3"],
        themes: ["energie"],
        provinces: ["utrecht"],
        eventTypes: ["workshop"],
        municipalities: ["Utrecht"],
        vacancyCategories: ["stage"],
      };
      const next = mixGenerator(data, ["session=lid"], { seed: 5 });
      await measure({ baseUrl, path: "/", headers: {}, next }, { connections: 2, duration: 1, warmup: 0, repeat: 1 }, { appPid: process.pid });
      const paths = seen.map((s) => s.path);
      expect(paths.some((p) => p.startsWith("/event/e") || p.startsWith("/initiatief/i"))).toBe(true);
      expect(paths.some((p) => p.includes("?"))).toBe(true);
      const members = seen.filter((s) => (MEMBER_PATHS as readonly string[]).includes(s.path));
      expect(members.length).toBeGreaterThan(0);
      expect(members.every((s) => s.cookie === "session=lid")).toBe(true);
      expect(seen.filter((s) => !(MEMBER_PATHS as readonly string[]).includes(s.path)).every((s) => s.cookie === undefined)).toBe(true);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("benchmark server options", () => {
  it("starts the server with the Node options of npm start: a 16 MB semi-space (ADR 049)", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    expect(productionNodeOptions(root)).toEqual(["--max-semi-space-size=16"]);
  });

  it("reads options in their order, none, or refuses a start script without scripts/start.ts", () => {
    const root = mkdtempSync(path.join(tmpdir(), "ddn-bench-options-"));
    const withStart = (start: string) => writeFileSync(path.join(root, "package.json"), JSON.stringify({ scripts: { start } }));
    withStart("node scripts/check-node.mjs && X=1 node --max-semi-space-size=8 --no-opt scripts/start.ts");
    expect(productionNodeOptions(root)).toEqual(["--max-semi-space-size=8", "--no-opt"]);
    withStart("node scripts/start.ts");
    expect(productionNodeOptions(root)).toEqual([]);
    withStart("tsx server.ts");
    expect(() => productionNodeOptions(root)).toThrow(/start-script/);
  });

  it("starts the server with the C library's memory settings of npm start (ADR 049)", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    expect(productionEnvironmentDefaults(root)).toEqual({ MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "1048576" });
  });

  it("reads only NAME=${NAME:-default} assignments of the node command, or refuses a start script without it", () => {
    const root = mkdtempSync(path.join(tmpdir(), "ddn-bench-env-"));
    const withStart = (start: string) => writeFileSync(path.join(root, "package.json"), JSON.stringify({ scripts: { start } }));
    withStart("node scripts/check-node.mjs && A=${A:-1} B=2 C=${D:-3} E=${E:-} node --x=1 scripts/start.ts");
    expect(productionEnvironmentDefaults(root)).toEqual({ A: "1", E: "" });
    withStart("node scripts/start.ts");
    expect(productionEnvironmentDefaults(root)).toEqual({});
    withStart("tsx server.ts");
    expect(() => productionEnvironmentDefaults(root)).toThrow(/start-script/);
  });
});
