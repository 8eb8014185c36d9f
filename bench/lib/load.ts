/**
 * One measured load with autocannon's programmatic API (docs/decisions/053-benchmark.md):
 * a warm-up that is discarded, then `repeat` measured runs at `connections` concurrent
 * connections, no pipelining. Per run: req/s, latency percentiles from every response's time
 * (autocannon's summary has no p95), errors, bytes per response, the Cache-Status outcome of
 * every response, and the CPU time the app's processes and the database server's processes used,
 * read from /proc before and after.
 */
import autocannon from "autocannon";
import { treeCpuMs, treeMemoryMb } from "./processes";
import { type CacheCounts, noCacheCounts, parseCacheStatus } from "./stats";

/** One measured run. Latencies in ms; bytes per response as sent (compressed). */
export interface Sample {
  requestsPerSecond: number;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  /** Non-2xx responses plus socket errors and timeouts. */
  errors: number;
  bytesPerResponse: number;
  /** CPU time (user + system) of the measured server's processes per response, ms. */
  appCpuMs: number;
  /** CPU time of the database server's processes per response, ms; null when not measured. */
  dbCpuMs: number | null;
  /** Responses per platform Cache-Status outcome. */
  cache: CacheCounts;
}

/** What one load drives: a fixed path, or a generator that picks each request. */
export interface LoadPlan {
  /** Base URL without trailing slash. */
  baseUrl: string;
  /** Path of every request (when `next` is not given). */
  path: string;
  /** Headers of every request (Accept-Encoding, a session cookie). */
  headers: Record<string, string>;
  /** Picks the next request's path and extra headers (the realistic mix). */
  next?: () => { path: string; headers?: Record<string, string> };
}

export interface LoadSettings {
  connections: number;
  /** Measured seconds per run. */
  duration: number;
  /** Seconds of unmeasured load before the first run. */
  warmup: number;
  /** Measured runs. */
  repeat: number;
}

/** Process ids whose CPU is measured: the server (with its workers), and the database server when it is ours. */
export interface Meters {
  appPid: number;
  dbPid?: number | null;
  /** Called with the server's summed RSS (MB) every 250 ms while a run measures. */
  onRss?: (rssMb: number) => void;
}

/** The percentile `p` (0–100) of sorted values, nearest-rank. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? 0;
}

/** A header's value from autocannon's raw (case as sent) header map. */
function headerOf(headers: Record<string, unknown> | undefined, name: string): string | null {
  for (const [key, value] of Object.entries(headers ?? {})) {
    if (key.toLowerCase() === name) return Array.isArray(value) ? value.join(", ") : String(value);
  }
  return null;
}

/**
 * One autocannon run of `plan`.
 * @param onResponse called with each response's time in ms and its Cache-Status value
 * @throws Error when autocannon fails to run
 */
function run(
  plan: LoadPlan,
  seconds: number,
  connections: number,
  onResponse?: (responseTime: number, cacheStatus: string | null) => void,
): Promise<autocannon.Result> {
  const request: autocannon.Request = {
    method: "GET",
    path: plan.path,
    headers: plan.headers,
    ...(plan.next
      ? {
          setupRequest: (req: autocannon.Request) => {
            const picked = plan.next!();
            return { ...req, path: picked.path, headers: { ...plan.headers, ...picked.headers } };
          },
        }
      : {}),
  };
  let cacheStatus: string | null = null;
  if (onResponse) {
    request.onResponse = (_status, _body, _context, headers) => {
      cacheStatus = headerOf(headers as Record<string, unknown>, "cache-status");
    };
  }
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: plan.baseUrl, connections, duration: seconds, requests: [request], timeout: 10, pipelining: 1 },
      (error: unknown, result) => (error ? reject(error as Error) : resolve(result)),
    );
    // autocannon calls the request's onResponse just before it emits "response" for that response.
    if (onResponse) instance.on("response", (_client, _status, _bytes, responseTime) => onResponse(responseTime, cacheStatus));
  });
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Warms up, then measures `plan` `settings.repeat` times.
 * @returns one Sample per measured run
 * @throws Error when autocannon fails
 */
export async function measure(plan: LoadPlan, settings: LoadSettings, meters: Meters): Promise<Sample[]> {
  if (settings.warmup > 0) await run(plan, settings.warmup, settings.connections);
  const samples: Sample[] = [];
  for (let i = 0; i < settings.repeat; i++) {
    const times: number[] = [];
    const cache = noCacheCounts();
    const sampler = meters.onRss
      ? setInterval(() => {
          const memory = treeMemoryMb(meters.appPid);
          if (memory) meters.onRss?.(memory.rssMb);
        }, 250)
      : null;
    try {
      const appBefore = treeCpuMs(meters.appPid);
      const dbBefore = meters.dbPid ? treeCpuMs(meters.dbPid) : null;
      const result = await run(plan, settings.duration, settings.connections, (responseTime, status) => {
        times.push(responseTime);
        cache[parseCacheStatus(status)] += 1;
      });
      const appAfter = treeCpuMs(meters.appPid);
      const dbAfter = meters.dbPid ? treeCpuMs(meters.dbPid) : null;
      const total = result.requests.total;
      const perRequest = (before: number | null, after: number | null) =>
        before === null || after === null || total === 0 ? null : Math.round(((after - before) / total) * 100) / 100;
      times.sort((a, b) => a - b);
      samples.push({
        requestsPerSecond: round1(total / settings.duration),
        requests: total,
        p50: round1(percentile(times, 50)),
        p95: round1(percentile(times, 95)),
        p99: round1(percentile(times, 99)),
        errors: result.non2xx + result.errors + result.timeouts,
        bytesPerResponse: total ? Math.round(result.throughput.total / total) : 0,
        appCpuMs: perRequest(appBefore, appAfter) ?? 0,
        dbCpuMs: perRequest(dbBefore, dbAfter),
        cache,
      });
    } finally {
      if (sampler) clearInterval(sampler);
    }
  }
  return samples;
}
