/**
 * Exact row counts without recounting on every request (docs/decisions/010-performance.md).
 * The list totals and home counters count tens of thousands of rows (all upcoming events: ~67,000
 * at national scale, ~90 ms on the embedded database, which runs on the event loop), while the data
 * changes rarely. Every write to initiatives, events or vacancies (and sign-ups, pictures, favourites) bumps `data_version.version`
 * (statement-level triggers of migration 0004, in the same transaction as the write), so a count
 * remembered under the version current before it ran is exact for as long as that version is
 * current, in every app process on the same database.
 *
 * Order matters: the version is read before the count, so a count can only be newer than its
 * version, never older; the next request after a write sees the new version and counts again.
 */
import { LRUCache } from "lru-cache";
import { knownDataVersion, readDataVersion as readStoredDataVersion } from "./data-version.server";
import { type Database, getDb } from "./db.server";

/** A count query as Drizzle builds it: runnable, and able to show its SQL and parameters. */
interface CountQuery<Row> extends PromiseLike<Row[]> {
  toSQL: () => { sql: string; params: unknown[] };
}

/** Remembered counts: key "version|sql|params" → the count. At most 1,000 distinct queries. */
const cache = new LRUCache<string, number>({ max: 1000 });

/**
 * The current data version (a counter bumped by every statement that writes initiatives, events,
 * vacancies, sign-ups, pictures or favourites): from memory when this process watches it
 * (app/lib/data-version.server.ts), else one single-row primary-key read.
 * @throws Error when the database fails
 */
export async function dataVersion(db: Database): Promise<string> {
  return knownDataVersion() ?? readStoredDataVersion({ db });
}

/**
 * Starts one read of the current data version (from memory when watched), for several
 * {@link cachedCount} calls of one page.
 * @returns the version (a decimal string)
 * @throws Error when the database fails (through the promise)
 */
export function startDataVersionRead(): Promise<string> {
  const read = getDb().then(dataVersion);
  // The counts await it; this keeps a failure that no count got to await from being "unhandled".
  read.catch(() => undefined);
  return read;
}

/**
 * Runs a count query, or returns its count from memory when the same query (same SQL and
 * parameters) already ran at the current data version.
 * @param db the database the query was built on
 * @param query a Drizzle select of one count column, such as `db.select({ n: count() }).from(t).where(…)`
 * @param sharedVersion a {@link startDataVersionRead} started before this call, when one page shows
 *   several counts (the home counters): one version read instead of one per count. Still read
 *   before the count runs, so the order above holds.
 * @returns the count (exact at the time of the call); 0 when the query returns no row
 * @throws Error when the database fails (nothing is cached then)
 */
export async function cachedCount(
  db: Database,
  query: CountQuery<Record<string, number>>,
  sharedVersion?: Promise<string>,
): Promise<number> {
  const version = await (sharedVersion ?? dataVersion(db));
  const { sql: text, params } = query.toSQL();
  const key = `${version}|${text}|${JSON.stringify(params)}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const [row] = await query;
  const value = Number(Object.values(row ?? {})[0] ?? 0);
  cache.set(key, value);
  return value;
}
