/**
 * One load scenario with autocannon's programmatic API (docs/decisions/010-performance.md): a
 * warm-up run that is discarded, then the measured run at `connections` concurrent connections.
 * Latency percentiles come from every response's time (autocannon's own summary has no p95); the
 * server's resident memory is sampled every 250 ms and its CPU time is read before and after.
 */
import autocannon from "autocannon";
import { cpuMsOf, memoryOf } from "./server";

/** A measured scenario. Latencies in milliseconds, bytes per response as sent (compressed). */
export interface ScenarioResult {
  name: string;
  path: string;
  kind: "list" | "detail" | "search";
  requestsPerSecond: number;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  /** Non-2xx responses plus socket errors and timeouts. */
  errors: number;
  bytesPerResponse: number;
  /** Highest VmRSS seen during the measured run (MB). */
  rssMb: number;
  /**
   * Server CPU time (user + system, all threads) per response in ms: independent of other load on
   * the machine, so it shows what a request costs; 1000 / cpuMs is the ceiling per core.
   */
  cpuMsPerRequest: number;
}

export interface Scenario {
  name: string;
  path: string;
  kind: ScenarioResult["kind"];
  /** Send the member's session cookie. */
  member?: boolean;
}

/** The percentile `p` (0–100) of sorted values, nearest-rank. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? 0;
}

/**
 * One autocannon run.
 * @param onResponse called with each response's time in milliseconds
 * @returns autocannon's summary when the run ends
 * @throws Error when autocannon fails to run
 */
function run(options: autocannon.Options, onResponse?: (responseTime: number) => void): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error: unknown, result) => (error ? reject(error as Error) : resolve(result)));
    if (onResponse) instance.on("response", (_client, _status, _bytes, responseTime) => onResponse(responseTime));
  });
}

/**
 * Runs `scenario` against `baseUrl`.
 * @param options.duration measured seconds; options.warmup seconds before it (not measured)
 * @param options.headers sent with every request (e.g. Cookie, Accept-Encoding)
 */
export async function runScenario(
  baseUrl: string,
  scenario: Scenario,
  {
    connections,
    duration,
    warmup,
    headers,
    pid,
  }: { connections: number; duration: number; warmup: number; headers: Record<string, string>; pid: number },
): Promise<ScenarioResult> {
  const url = baseUrl + scenario.path;
  if (warmup > 0) await run({ url, connections, duration: warmup, headers, timeout: 10 });
  const times: number[] = [];
  let rssMb = 0;
  const sampler = setInterval(() => {
    rssMb = Math.max(rssMb, memoryOf(pid)?.rssMb ?? 0);
  }, 250);
  try {
    const cpuBefore = cpuMsOf(pid) ?? 0;
    const result = await run({ url, connections, duration, headers, timeout: 10 }, (responseTime) => times.push(responseTime));
    const cpuMs = (cpuMsOf(pid) ?? 0) - cpuBefore;
    times.sort((a, b) => a - b);
    const round = (n: number) => Math.round(n * 10) / 10;
    return {
      name: scenario.name,
      path: scenario.path,
      kind: scenario.kind,
      requestsPerSecond: round(result.requests.total / duration),
      requests: result.requests.total,
      p50: round(percentile(times, 50)),
      p95: round(percentile(times, 95)),
      p99: round(percentile(times, 99)),
      errors: result.non2xx + result.errors + result.timeouts,
      bytesPerResponse: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
      rssMb,
      cpuMsPerRequest: result.requests.total ? round(cpuMs / result.requests.total) : 0,
    };
  } finally {
    clearInterval(sampler);
  }
}
