/**
 * The pure arithmetic of the benchmark (docs/decisions/053-benchmark.md): the spread of
 * repeated measurements, a figure as a share of the floor, a seeded random source and a Zipf
 * sampler for the realistic mix, reading the RFC 9211 `Cache-Status` header, and judging a figure
 * against its target. No I/O, so tests/integration/bench-report.test.ts checks it directly.
 */

/** Lowest, middle and highest of repeated measurements. */
export interface Spread {
  min: number;
  median: number;
  max: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Min, median and max of `values` (median of an even count: the mean of the two middle values),
 * rounded to `digits` decimals (default 1).
 * @returns all zero for an empty list
 */
export function spread(values: readonly number[], digits = 1): Spread {
  if (values.length === 0) return { min: 0, median: 0, max: 0 };
  const factor = 10 ** digits;
  const round = (n: number) => Math.round(n * factor) / factor;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { min: round(sorted[0]!), median: round(median), max: round(sorted.at(-1)!) };
}

/** {@link spread} as "min / median / max", each with `digits` decimals (default 1). */
export function spreadText(values: readonly number[], digits = 1): string {
  const { min, median, max } = spread(values, digits);
  return [min, median, max].map((value) => value.toFixed(digits)).join(" / ");
}

/** The median of `values` (0 for none), rounded to `digits` decimals (default 1). */
export function median(values: readonly number[], digits = 1): number {
  return spread(values, digits).median;
}

/**
 * `value` as a percentage of the floor's `floor` (req/s ÷ floor req/s × 100), one decimal.
 * @returns null when there is no floor (0, negative or not measured)
 */
export function shareOfFloor(value: number, floor: number | null | undefined): number | null {
  if (!floor || floor <= 0 || !Number.isFinite(floor)) return null;
  return round1((value / floor) * 100);
}

/**
 * A small seeded pseudo-random source (mulberry32) returning numbers in [0, 1): the mix is the
 * same sequence in every run, so two runs load the same pages.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * A sampler of ranks 0 … n-1 with Zipf's law: P(rank k) ∝ 1 / (k+1)^s (s ≈ 1 for page popularity).
 * Builds the cumulative distribution once (n numbers) and draws by binary search.
 * @param n number of items (≥ 1)
 * @param s exponent (> 0)
 * @param random uniform source in [0, 1)
 * @throws RangeError when n < 1 or s ≤ 0
 */
export function zipfSampler(n: number, s: number, random: () => number): () => number {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`zipfSampler: n must be a positive integer, got ${n}`);
  if (!(s > 0)) throw new RangeError(`zipfSampler: s must be positive, got ${s}`);
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let k = 0; k < n; k++) {
    sum += 1 / (k + 1) ** s;
    cumulative[k] = sum;
  }
  return () => {
    const target = random() * sum;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (cumulative[mid]! > target) high = mid;
      else low = mid + 1;
    }
    return low;
  };
}

/** What one response's `Cache-Status` says about the platform's page cache. */
export type CacheOutcome = "hit" | "miss" | "bypass" | "absent";

/** The cache's name in `Cache-Status` (RFC 9211 §2: the first item of each list member). */
export const CACHE_NAME = "ddn";

/**
 * Reads the platform cache's entry from an RFC 9211 `Cache-Status` header value, e.g.
 * `ddn; hit`, `ddn; fwd=miss; stored`, `ddn; fwd=bypass`; other caches' entries (a CDN in front)
 * are skipped. `hit` wins; any other `fwd` value (miss, uri-miss, vary-miss, stale, request,
 * method) counts as a miss except `fwd=bypass`.
 * @returns "absent" when the header or the platform's entry is missing
 */
export function parseCacheStatus(header: string | null | undefined, name = CACHE_NAME): CacheOutcome {
  if (!header) return "absent";
  for (const member of header.split(",")) {
    const [first, ...params] = member.split(";").map((part) => part.trim());
    if (first?.replace(/^"|"$/g, "").toLowerCase() !== name.toLowerCase()) continue;
    const values = new Map(
      params.map((param) => {
        const [key = "", value = "?1"] = param.split("=").map((p) => p.trim());
        return [key.toLowerCase(), value.replace(/^"|"$/g, "").toLowerCase()];
      }),
    );
    if (values.has("hit") && values.get("hit") !== "?0") return "hit";
    if (values.get("fwd") === "bypass") return "bypass";
    return "miss";
  }
  return "absent";
}

/** Responses per Cache-Status outcome. */
export type CacheCounts = Record<CacheOutcome, number>;

export const noCacheCounts = (): CacheCounts => ({ hit: 0, miss: 0, bypass: 0, absent: 0 });

/**
 * Share of hits among the responses that carried the platform's Cache-Status, in %, one decimal.
 * @returns null when none did (the page cache is not there: reported as "–")
 */
export function hitRate(counts: CacheCounts): number | null {
  const seen = counts.hit + counts.miss + counts.bypass;
  return seen === 0 ? null : round1((counts.hit / seen) * 100);
}

/** A target: the figure must be at least (`min`) or at most (`max`) `value`. */
export interface Target {
  kind: "min" | "max";
  value: number;
  /** Unit as printed after the value, e.g. "req/s", "ms", "MB", "% van de vloer". */
  unit: string;
}

export type Verdict = "gehaald" | "NIET GEHAALD" | "–";

/**
 * Judges `value` against `target`.
 * @returns "–" when the figure could not be measured (null), else "gehaald" or "NIET GEHAALD"
 */
export function judge(value: number | null | undefined, target: Target): Verdict {
  if (value === null || value === undefined || !Number.isFinite(value)) return "–";
  const met = target.kind === "min" ? value >= target.value : value <= target.value;
  return met ? "gehaald" : "NIET GEHAALD";
}

/** A target as text: "≥ 10 % van de vloer", "≤ 4 ms". */
export function describeTarget(target: Target): string {
  return `${target.kind === "min" ? "≥" : "≤"} ${target.value.toLocaleString("nl-NL")} ${target.unit}`;
}
