/**
 * The data version in memory (docs/decisions/052-page-cache.md): writes bump it with NOTIFY and each process
 * listens (LISTEN before the read, so no change is missed); null while the connection is down.
 */
import { sql } from "drizzle-orm";
import { type DatabaseHandle, getDatabaseHandle } from "./db.server";
import { logger } from "./logger.server";

export const DATA_VERSION_CHANNEL = "data_version";

let known: string | null = null;
let stopped = true;
let unlisten: (() => Promise<void>) | undefined;
let retryTimer: NodeJS.Timeout | undefined;
let retryDelayMs = 1_000;
const changeListeners = new Set<(version: string | null) => void>();

/** The version known without asking the database; null when not watching or disconnected. */
export function knownDataVersion(): string | null {
  return known;
}

/** Calls `listener` with every new version (null when it became unknown); returns a remover. */
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

export async function readDataVersion(handle: Pick<DatabaseHandle, "db">): Promise<string> {
  const result = (await handle.db.execute(sql`select version from data_version`)) as unknown as { rows: { version: unknown }[] };
  return String(result.rows[0]?.version ?? "0");
}

/** Root middleware for writes: rereads the version, so the writer's next page is never an older kept one. */
export async function refreshDataVersionAfterWrite({ request }: { request: Request }, next: () => Promise<Response>): Promise<Response> {
  const response = await next();
  if (request.method === "GET" || request.method === "HEAD" || known === null || stopped) return response;
  try {
    setKnown(await readDataVersion(await getDatabaseHandle()));
  } catch (error) {
    logger.warn({ err: error }, "reading the data version after a write failed");
    setKnown(null);
    scheduleResubscribe();
  }
  return response;
}

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

/** Starts watching; a failed subscription is logged and retried in the background, never thrown. */
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

/** Stops watching; the version becomes unknown. Safe to call twice. */
export async function stopDataVersionWatch(): Promise<void> {
  stopped = true;
  clearTimeout(retryTimer);
  const stop = unlisten;
  unlisten = undefined;
  setKnown(null);
  await stop?.().catch(() => undefined);
}
