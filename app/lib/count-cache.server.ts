/** Counts kept per data version, read before counting so a count is never older than its key (ADR 055). */
import { LRUCache } from "lru-cache";
import { knownDataVersion, readDataVersion as readStoredDataVersion } from "./data-version.server";
import { type Database, getDb } from "./db.server";

interface CountQuery<Row> extends PromiseLike<Row[]> {
  toSQL: () => { sql: string; params: unknown[] };
}

// One cache per database: two databases can be at the same data version.
const caches = new WeakMap<Database, LRUCache<string, number>>();

/** The current data version: from memory when watched, else one primary-key read. */
export async function dataVersion(db: Database): Promise<string> {
  return knownDataVersion() ?? readStoredDataVersion({ db });
}

/** Starts one version read shared by the {@link cachedCount} calls of one page. */
export function startDataVersionRead(): Promise<string> {
  const read = getDb().then(dataVersion);
  // Keeps a failure no count got to await from being "unhandled".
  read.catch(() => undefined);
  return read;
}

/** A one-column count, from memory at the current data version; `sharedVersion` from {@link startDataVersionRead}. */
export async function cachedCount(
  db: Database,
  query: CountQuery<Record<string, number>>,
  sharedVersion?: Promise<string>,
): Promise<number> {
  const version = await (sharedVersion ?? dataVersion(db));
  const { sql: text, params } = query.toSQL();
  const key = `${version}|${text}|${JSON.stringify(params)}`;
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new LRUCache<string, number>({ max: 1000 })));
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const [row] = await query;
  const value = Number(Object.values(row ?? {})[0] ?? 0);
  cache.set(key, value);
  return value;
}

// Row sets are larger than counts and asked for by few pages, so fewer are kept.
const rowCaches = new WeakMap<Database, LRUCache<string, readonly unknown[]>>();

/**
 * A query's rows (e.g. counts grouped by a column), from memory at the current data version, as
 * {@link cachedCount} keeps one count. The rows are shared between callers: do not change them.
 * @param sharedVersion from {@link startDataVersionRead}
 */
export async function cachedRows<Row>(
  db: Database,
  query: PromiseLike<Row[]> & { toSQL: () => { sql: string; params: unknown[] } },
  sharedVersion?: Promise<string>,
): Promise<readonly Row[]> {
  const version = await (sharedVersion ?? dataVersion(db));
  const { sql: text, params } = query.toSQL();
  const key = `${version}|${text}|${JSON.stringify(params)}`;
  let cache = rowCaches.get(db);
  if (!cache) rowCaches.set(db, (cache = new LRUCache<string, readonly unknown[]>({ max: 20 })));
  const hit = cache.get(key);
  if (hit !== undefined) return hit as readonly Row[];
  const rows = await query;
  cache.set(key, rows);
  return rows;
}

/** Forgets every kept count and row set of `db`, as a change of the data would (the benchmark measures uncached reads). */
export function forgetCachedCounts(db: Database): void {
  caches.get(db)?.clear();
  rowCaches.get(db)?.clear();
}
