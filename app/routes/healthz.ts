/**
 * GET /healthz for load balancers (docs/decisions/012-reliability.md): 200 "ok" when the process is
 * up and the database answers `select 1` within {@link HEALTH_TIMEOUT_MS}; 503 with a one-line
 * plain-text body otherwise (database down, unreachable or too slow). No HTML, no caching.
 */
import { sql } from "drizzle-orm";
import { getDb } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";

/** Milliseconds the database may take to answer `select 1`. */
export const HEALTH_TIMEOUT_MS = 2_000;

const headers = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };

/** Resolves with `promise`, or rejects after `ms` milliseconds. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * @returns 200 "ok", or 503 "database unreachable" (the reason is logged, never sent)
 */
export async function loader() {
  try {
    await within(
      getDb().then((db) => db.execute(sql`select 1`)),
      HEALTH_TIMEOUT_MS,
    );
    return new Response("ok", { headers });
  } catch (error) {
    logger.error({ err: error instanceof Response ? `HTTP ${error.status}` : error }, "healthz: database unreachable");
    return new Response("database unreachable", { status: 503, headers: { ...headers, "Retry-After": "10" } });
  }
}
