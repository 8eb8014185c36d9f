/**
 * The data version kept in memory (docs/decisions/034-page-cache.md). Every statement that changes
 * what public pages show bumps `data_version.version` in its own transaction and announces the new
 * value with NOTIFY on the channel "data_version" (migrations 0004 and 0013). Each app process
 * listens there, so it knows the current version without a database round trip: the page cache
 * keys pages by it and the count cache (app/lib/count-cache.server.ts) its counts.
 *
 * Order at start: LISTEN first, then read the version, so no change between the two is missed.
 * While the listening connection is down (PostgreSQL restart, network), the version is unknown
 * (`null`): the page cache then serves nothing from memory and counts read the version from the
 * database, until the connection is back (retried with backoff, 1 s up to 30 s) and the version
 * read again. On the embedded database the notification arrives before the writing query returns
 * (same process), so the next request always sees the write; on PostgreSQL it arrives when the
 * writing transaction commits, before the writer's own HTTP response is sent.
 */
import { sql } from "drizzle-orm";
import { type DatabaseHandle, getDatabaseHandle } from "./db.server";
import { logger } from "./logger.server";

/** The NOTIFY channel of the version bump (migration 0013). */
export const DATA_VERSION_CHANNEL = "data_version";

/** The version as the database last announced it; null while not watched or unknown. */
let known: string | null = null;
let stopped = true;
let unlisten: (() => Promise<void>) | undefined;
let retryTimer: NodeJS.Timeout | undefined;
let retryDelayMs = 1_000;
const changeListeners = new Set<(version: string | null) => void>();

/**
 * The current data version as this process knows it without asking the database, or null when it
 * does not know it (not watching, or the listening connection is down).
 */
export function knownDataVersion(): string | null {
  return known;
}

/**
 * Calls `listener` with every new version (null when it became unknown). For caches that drop
 * what they hold for an older version.
 * @returns a function that removes the listener
 */
export function onDataVersionChange(listener: (version: string | null) => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

function setKnown(version: string | null): void {
  if (version === known) return;
  // Versions only grow: a read that raced with a later notification must not step back.
  if (version !== null && known !== null && BigInt(version) < BigInt(known)) return;
  known = version;
  for (const listener of changeListeners) listener(version);
}

/**
 * Reads the version from the database (one single-row read).
 * @throws Error when the database fails
 */
export async function readDataVersion(handle: Pick<DatabaseHandle, "db">): Promise<string> {
  const result = (await handle.db.execute(sql`select version from data_version`)) as unknown as { rows: { version: unknown }[] };
  return String(result.rows[0]?.version ?? "0");
}

/**
 * React Router middleware (mounted on the root route) for requests that may write (every method
 * but GET and HEAD): once the action has run and its transaction committed, this process reads the
 * version from the database before the answer goes out, so the writer's next page is never an
 * older kept one, even before the notification has arrived. Other processes learn it from the
 * notification. Costs one single-row read per write request, none when not watching.
 */
export async function refreshDataVersionAfterWrite({ request }: { request: Request }, next: () => Promise<Response>): Promise<Response> {
  const response = await next();
  if (request.method === "GET" || request.method === "HEAD" || known === null || stopped) return response;
  try {
    setKnown(await readDataVersion(await getDatabaseHandle()));
  } catch (error) {
    // The database failed after the action: nothing may be served from memory until it is back.
    logger.warn({ err: error }, "reading the data version after a write failed");
    setKnown(null);
    scheduleResubscribe();
  }
  return response;
}

/** Subscribes anew (after {@link refreshDataVersionAfterWrite} lost track of the version). */
function scheduleResubscribe(): void {
  const stop = unlisten;
  unlisten = undefined;
  void stop?.().catch(() => undefined);
  if (!stopped) scheduleRetry();
}

async function subscribe(): Promise<void> {
  const handle = await getDatabaseHandle();
  if (!handle.listen) return;
  const stop = await handle.listen(
    DATA_VERSION_CHANNEL,
    (payload) => {
      if (!stopped && /^\d+$/.test(payload)) setKnown(payload);
    },
    (error) => {
      unlisten = undefined;
      setKnown(null);
      if (stopped) return;
      logger.warn({ err: error }, "listening for data version changes stopped; retrying");
      scheduleRetry();
    },
  );
  if (stopped) {
    await stop();
    return;
  }
  unlisten = stop;
  setKnown(await readDataVersion(handle));
  retryDelayMs = 1_000;
}

function scheduleRetry(): void {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => {
    subscribe().catch((error: unknown) => {
      logger.warn({ err: error }, "listening for data version changes failed; retrying");
      retryDelayMs = Math.min(retryDelayMs * 2, 30_000);
      if (!stopped) scheduleRetry();
    });
  }, retryDelayMs);
  retryTimer.unref();
}

/**
 * Starts watching the data version of the process database. A failure to subscribe is logged and
 * retried in the background (the version stays unknown meanwhile); never throws.
 */
export async function startDataVersionWatch(): Promise<void> {
  if (!stopped) return;
  stopped = false;
  try {
    await subscribe();
  } catch (error) {
    logger.warn({ err: error }, "listening for data version changes failed; retrying");
    scheduleRetry();
  }
}

/** Stops watching (shutdown, tests); the version becomes unknown. Safe to call twice. */
export async function stopDataVersionWatch(): Promise<void> {
  stopped = true;
  clearTimeout(retryTimer);
  const stop = unlisten;
  unlisten = undefined;
  setKnown(null);
  await stop?.().catch(() => undefined);
}
