import { sql } from "drizzle-orm";
import { closeDatabase, getDatabaseHandle, type Database } from "./db.server";
import { env } from "./env.server";
import { logger } from "./logger.server";
import { purgeExpiredRateLimits, RATE_LIMIT_PURGE_INTERVAL_MS } from "./rate-limit.server";

let purgeTimer: NodeJS.Timeout | undefined;

function schedulePurge(): void {
  const purge = () =>
    void purgeExpiredRateLimits().catch((error: unknown) => logger.warn({ err: error }, "purging expired rate-limit counters failed"));
  purge();
  clearInterval(purgeTimer);
  purgeTimer = setInterval(purge, RATE_LIMIT_PURGE_INTERVAL_MS);
  purgeTimer.unref();
}

/** `DEMO_DATA` "1"/"0" decides; unset loads demo content into the embedded database only. */
export function wantsDemoData(kind: "pglite" | "postgres", demoSetting: string | undefined): boolean {
  if (demoSetting === "0") return false;
  if (demoSetting === "1") return true;
  return kind === "pglite";
}

/** Runs `ANALYZE`: PGlite has no autovacuum daemon, so without it the planner guesses and picks bad plans. */
export async function analyzeDatabase(db: Database): Promise<void> {
  await db.execute(sql`analyze`);
}

/**
 * Seeds the freshly migrated database; `demo` says whether demo content is wanted
 * ({@link wantsDemoData}). Passed in by the composition root, as lib does not know the seed.
 */
export type StartupSeed = (db: Database, demo: boolean) => Promise<{ seeded: boolean; refreshedDemoEvents: number }>;

/** Opens and migrates the database, seeds it through `seed`, runs ANALYZE on PGlite and starts the purge. @throws Error on bad config or no database */
export async function startup(seed: StartupSeed): Promise<{
  database: "pglite" | "postgres";
  seeded: boolean;
  refreshedDemoEvents: number;
  port: number;
  host: string | undefined;
  publicUrl: string;
  trustProxy: boolean;
  workers: number;
}> {
  const config = env();
  const handle = await getDatabaseHandle();
  const demo = wantsDemoData(handle.kind, config.DEMO_DATA);
  const { seeded, refreshedDemoEvents } = await seed(handle.db, demo);
  if (handle.kind === "pglite") await analyzeDatabase(handle.db);
  schedulePurge();
  return {
    database: handle.kind,
    seeded,
    refreshedDemoEvents,
    port: config.PORT,
    host: config.HOST,
    publicUrl: config.SITE_URL,
    trustProxy: config.TRUST_PROXY === "1",
    workers: config.WEB_CONCURRENCY,
  };
}

/** Stops the purge and closes the database. Safe to call more than once. */
export async function shutdown(): Promise<void> {
  clearInterval(purgeTimer);
  purgeTimer = undefined;
  await closeDatabase();
}
