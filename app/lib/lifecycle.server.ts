/**
 * Process start and stop for the production server (`server.ts` calls these through the build's
 * entry module): open and migrate the database, load reference data and, on a first start with an
 * empty embedded database, the demo content; delete expired rate-limit counters regularly; close
 * the database on shutdown so PGlite flushes and the process can exit.
 */
import { sql } from "drizzle-orm";
import { refreshDemoDates, seedIfEmpty } from "../db/seed/seed.server";
import { closeDatabase, getDatabaseHandle, type Database } from "./db.server";
import { env } from "./env.server";
import { logger } from "./logger.server";
import { purgeExpiredRateLimits, RATE_LIMIT_PURGE_INTERVAL_MS } from "./rate-limit.server";

let purgeTimer: NodeJS.Timeout | undefined;

/**
 * Deletes expired rate-limit counters now and then every {@link RATE_LIMIT_PURGE_INTERVAL_MS}
 * (the timer does not keep the process alive). A failed purge is logged and tried again next time.
 */
function schedulePurge(): void {
  const purge = () =>
    void purgeExpiredRateLimits().catch((error: unknown) => logger.warn({ err: error }, "purging expired rate-limit counters failed"));
  purge();
  clearInterval(purgeTimer);
  purgeTimer = setInterval(purge, RATE_LIMIT_PURGE_INTERVAL_MS);
  purgeTimer.unref();
}

/**
 * Whether demo content is loaded into an empty database: `DEMO_DATA=1` always, `DEMO_DATA=0`
 * never, unset only for the embedded database (a PostgreSQL server starts empty unless asked).
 */
export function wantsDemoData(kind: "pglite" | "postgres", demoSetting: string | undefined): boolean {
  if (demoSetting === "0") return false;
  if (demoSetting === "1") return true;
  return kind === "pglite";
}

/**
 * Refreshes the planner statistics of every table (`ANALYZE`). PGlite runs PostgreSQL without its
 * autovacuum daemon, so an embedded database never gathers statistics on its own: the planner then
 * guesses ~10 active initiatives and picks plans like a nested loop over all of them for the first
 * page of /events (53 ms instead of 0.4 ms at 1,000 initiatives; docs/decisions/010-performance.md).
 * PostgreSQL servers analyse by themselves. Takes a few seconds at national scale.
 * @throws Error when the database fails
 */
export async function analyzeDatabase(db: Database): Promise<void> {
  await db.execute(sql`analyze`);
}

/**
 * Opens the configured database, migrates it and seeds it when empty; with demo data on, the demo
 * events are put back at their distance from today (`refreshDemoDates`: a long-running demo keeps
 * upcoming events; members' events are never touched). An embedded database gets fresh planner
 * statistics ({@link analyzeDatabase}).
 * @returns the database kind, whether demo content was loaded, how many demo events moved, where to listen, whether to
 *   trust X-Forwarded-For and how many server processes to run (WEB_CONCURRENCY)
 * @throws Error on invalid configuration or an unreachable database
 */
export async function startup(): Promise<{
  database: "pglite" | "postgres";
  seeded: boolean;
  /** Demo events moved back to their distance from today (0 without demo data). */
  refreshedDemoEvents: number;
  port: number;
  host: string | undefined;
  /** The public address (PUBLIC_URL or http://localhost:$PORT), no trailing slash. */
  publicUrl: string;
  trustProxy: boolean;
  workers: number;
}> {
  const config = env();
  const handle = await getDatabaseHandle();
  const demo = wantsDemoData(handle.kind, config.DEMO_DATA);
  const result = await seedIfEmpty(handle.db, { demo });
  const refreshedDemoEvents = demo && !result.seeded ? await refreshDemoDates(handle.db) : 0;
  if (handle.kind === "pglite") await analyzeDatabase(handle.db);
  schedulePurge();
  return {
    database: handle.kind,
    seeded: result.seeded,
    refreshedDemoEvents,
    port: config.PORT,
    host: config.HOST,
    publicUrl: config.SITE_URL,
    trustProxy: config.TRUST_PROXY === "1",
    workers: config.WEB_CONCURRENCY,
  };
}

/** Stops the purge of rate-limit counters and closes the database. Safe to call more than once. */
export async function shutdown(): Promise<void> {
  clearInterval(purgeTimer);
  purgeTimer = undefined;
  await closeDatabase();
}
