/** GET /healthz for load balancers: 200 "ok" when the database answers in time, else 503 with one plain-text line. */
import { sql } from "drizzle-orm";
import { getDb } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";

/** Milliseconds the database may take to answer `select 1`. */
export const HEALTH_TIMEOUT_MS = 2_000;

const headers = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };

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

/** The reason of a 503 is logged, never sent. */
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
