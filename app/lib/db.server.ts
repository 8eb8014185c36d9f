/**
 * The database connection: embedded PGlite (persisted under `$DATA_DIR/db`) by default, or a
 * PostgreSQL server when `DATABASE_URL` is set (DESIGN.md, database). Both speak the same
 * dialect and run the same migrations from `./drizzle` at start-up.
 *
 * The connection is a process-wide singleton kept on `globalThis`, so a dev-server module reload
 * never opens a second PGlite on the same folder (PGlite allows only one open instance per data
 * folder). Tests install their own database per file with {@link setDatabase}.
 */
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import os from "node:os";
import v8 from "node:v8";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "../db/schema";
import { databaseUnavailableResponse, isDatabaseUnavailableError } from "./database-errors.server";
import { env } from "./env.server";
import { logger } from "./logger.server";
import { BASELINE_WASM_COMPILER_FLAGS, readPgliteTemplate } from "./pglite-template";

export type Schema = typeof schema;
/** A Drizzle database over either driver. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of {@link Database} (what `db.transaction(async (tx) => …)` hands its callback). */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** The database or one of its transactions: what a write that may join a caller's transaction takes. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  /** "pglite" or "postgres". */
  kind: "pglite" | "postgres";
  /** Closes the connection (pool or embedded instance). */
  close: () => Promise<void>;
  /**
   * PostgreSQL only: resolves when the server is believed reachable. After a connection failure
   * it probes with `select 1` (one probe at a time) until the server answers again.
   * @throws Response 503 with the Dutch outage text while the server is unreachable
   */
  ensureAvailable?: () => Promise<void>;
  /**
   * Subscribes to PostgreSQL notifications (LISTEN) on `channel`: `onNotify` gets each payload,
   * delivered when the notifying transaction commits. PostgreSQL: on a connection of its own (not
   * from the pool); when that connection ends or fails, `onLost` is called once and the
   * subscription is over (subscribe again to resume). PGlite: in process, never lost. Absent on
   * handles built by hand (tests).
   * @returns a function that ends the subscription
   * @throws Error when the connection or the LISTEN fails
   */
  listen?: (channel: string, onNotify: (payload: string) => void, onLost: (error?: Error) => void) => Promise<() => Promise<void>>;
}

/** Milliseconds a new PostgreSQL connection may take before the attempt fails (docs/decisions/012-reliability.md). */
export const CONNECT_TIMEOUT_MS = 2_000;

interface DbGlobal {
  __dditHandle?: Promise<DatabaseHandle>;
}
const g = globalThis as DbGlobal;

/** Default megabytes of PGlite's page cache (`shared_buffers`; env PGLITE_SHARED_BUFFERS_MB). */
export const PGLITE_SHARED_BUFFERS_MB = 32;

/**
 * PostgreSQL settings PGlite starts with besides its own defaults (docs/decisions/036-memory.md).
 * PGlite's initdb picks PostgreSQL's server defaults (128 MB of `shared_buffers`, 64 MB of
 * `maintenance_work_mem`), sized for a database server with memory of its own; inside PGlite
 * that memory is this Node process's. The page cache of the operating system still holds the data
 * files, so a page missing from `shared_buffers` costs a read from memory, not from disk.
 * @param sharedBuffersMb megabytes of `shared_buffers`
 * @returns `-c name=value` start parameters
 */
export function pgliteSettings(sharedBuffersMb: number): string[] {
  const settings: Record<string, string> = {
    shared_buffers: `${sharedBuffersMb}MB`,
    // -1: 1/32 of shared_buffers, as on a PostgreSQL server.
    wal_buffers: "-1",
    // Index builds (migrations) and VACUUM; larger sorts spill to temporary files.
    maintenance_work_mem: "16MB",
  };
  return Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`]);
}

/**
 * Keeps every WebAssembly module this process compiles from now on, PGlite's among them, on V8's
 * baseline compiler. Must run before PGlite compiles its module; the process's only WebAssembly
 * is PGlite's. Process-wide and not undone.
 */
function keepWasmOnBaselineCompiler(): void {
  v8.setFlagsFromString(BASELINE_WASM_COMPILER_FLAGS);
}

/** Below this much memory (bytes) the embedded database runs on the baseline compiler by default: 2 GiB. */
export const LOW_MEMORY_BELOW_BYTES = 2 * 1024 ** 3;

/**
 * Bytes of memory this process may use: the control group's limit when one applies (a container
 * or a service with a memory limit), else the machine's memory.
 */
export function availableMemoryBytes(): number {
  const total = os.totalmem();
  const limit = process.constrainedMemory();
  return limit > 0 && limit < total ? limit : total;
}

/**
 * Whether the embedded database runs on V8's baseline compiler only
 * (docs/decisions/048-baseline-compiler-for-pglite.md).
 * @param setting env PGLITE_LOW_MEMORY: "1" yes, "0" no, undefined: decided by the memory
 * @param availableBytes memory the process may use ({@link availableMemoryBytes}), bytes
 * @returns true for "1", or when unset and `availableBytes` is below {@link LOW_MEMORY_BELOW_BYTES}
 */
export function pgliteLowMemory(setting: "0" | "1" | undefined, availableBytes: number): boolean {
  return setting === undefined ? availableBytes < LOW_MEMORY_BELOW_BYTES : setting === "1";
}

/** Folder holding the SQL migrations generated by drizzle-kit. */
export const migrationsFolder = path.resolve(process.env.MIGRATIONS_DIR ?? "drizzle");

/**
 * Opens a database and applies all pending migrations.
 * @param url a postgres:// URL, "memory://" for an in-memory PGlite, or a folder path for PGlite
 * @param options.poolSize connections in the PostgreSQL pool
 * @param options.queryTimeoutMs PostgreSQL only: a query without an answer after this many
 *   milliseconds fails (client-side `query_timeout`); unset: no limit (scripts, seeding)
 * @param options.sharedBuffersMb PGlite only: megabytes of its page cache ({@link pgliteSettings})
 * @param options.baselineCompilerOnly PGlite only: compile its WebAssembly with V8's baseline
 *   compiler only ({@link pgliteLowMemory}); process-wide, so it holds for any PGlite opened after
 * @param options.readTemplate PGlite only: reads a data folder as initdb leaves it
 *   (app/lib/pglite-template.ts; null when there is none), called only when the folder `url` does
 *   not exist yet or is empty, whose template is then unpacked instead of running initdb
 * @returns the open, migrated handle
 */
export async function openDatabase(
  url: string,
  {
    poolSize = 10,
    queryTimeoutMs,
    sharedBuffersMb = PGLITE_SHARED_BUFFERS_MB,
    baselineCompilerOnly = false,
    readTemplate,
  }: {
    poolSize?: number;
    queryTimeoutMs?: number;
    sharedBuffersMb?: number;
    baselineCompilerOnly?: boolean;
    readTemplate?: () => Buffer | null;
  } = {},
): Promise<DatabaseHandle> {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new pg.Pool({
      connectionString: url,
      max: poolSize,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: queryTimeoutMs,
      keepAlive: true,
    });
    // After a connection-level failure, requests answer 503 until a probe succeeds again.
    let down = false;
    let probe: Promise<void> | undefined;
    const noteFailure = (error: unknown) => {
      if (isDatabaseUnavailableError(error)) down = true;
    };
    // An idle connection that the server ends (restart, failover, a dropped test database) must
    // not crash the process: the pool replaces it on the next query.
    pool.on("error", (error: Error & { code?: string }) => {
      noteFailure(error);
      logger.error({ err: error }, "PostgreSQL connection lost");
    });
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    // Watch (never change) every query's and checkout's outcome for connection failures.
    for (const method of ["query", "connect"] as const) {
      const original = (pool[method] as (...args: unknown[]) => unknown).bind(pool);
      (pool as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
        const result = original(...args);
        if (result instanceof Promise) result.catch(noteFailure);
        return result;
      };
    }
    const ensureAvailable = async () => {
      if (!down) return;
      probe ??= db
        .execute(sql`select 1`)
        .then(
          () => {
            down = false;
          },
          noteFailure,
        )
        .finally(() => {
          probe = undefined;
        });
      await probe;
      if (down) throw databaseUnavailableResponse();
    };
    const listen: NonNullable<DatabaseHandle["listen"]> = async (channel, onNotify, onLost) => {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
      let ended = false;
      const lost = (error?: Error) => {
        if (ended) return;
        ended = true;
        void client.end().catch(() => undefined);
        onLost(error);
      };
      client.on("notification", (message) => {
        if (message.channel === channel) onNotify(message.payload ?? "");
      });
      client.on("error", lost);
      client.on("end", () => lost());
      try {
        await client.connect();
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        ended = true;
        await client.end().catch(() => undefined);
        throw error;
      }
      return async () => {
        ended = true;
        await client.end().catch(() => undefined);
      };
    };
    return { db: db as unknown as Database, kind: "postgres", close: () => pool.end(), ensureAvailable, listen };
  }
  if (baselineCompilerOnly) {
    keepWasmOnBaselineCompiler();
    logger.info("embedded database on the baseline WebAssembly compiler only (low memory; PGLITE_LOW_MEMORY)");
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const folder = url === "memory://" ? undefined : path.resolve(url);
  if (folder) mkdirSync(path.dirname(folder), { recursive: true });
  const fresh = folder !== undefined && (!existsSync(folder) || readdirSync(folder).length === 0);
  const template = fresh ? (readTemplate?.() ?? null) : null;
  const client = await PGlite.create(folder, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...pgliteSettings(sharedBuffersMb)],
    ...(template ? { loadDataDir: new Blob([new Uint8Array(template)]) } : {}),
  });
  if (template) logger.info("embedded database created from the build's template");
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  const listen: NonNullable<DatabaseHandle["listen"]> = async (channel, onNotify) => {
    const unlisten = await client.listen(channel, onNotify);
    return () => unlisten();
  };
  return { db: db as unknown as Database, kind: "pglite", close: () => client.close(), listen };
}

/** The URL {@link getDatabase} opens: `DATABASE_URL`, else `$DATA_DIR/db`. */
export function configuredDatabaseUrl(): string {
  const e = env();
  return e.DATABASE_URL ?? path.join(e.DATA_DIR_ABSOLUTE, "db");
}

/**
 * Milliseconds a query of the app process may wait for PostgreSQL before it fails and the request
 * answers 503 (no hanging requests during an outage; docs/decisions/012-reliability.md).
 */
export const QUERY_TIMEOUT_MS = 10_000;

/** The process's database handle, opened and migrated on first call. */
export function getDatabaseHandle(): Promise<DatabaseHandle> {
  g.__dditHandle ??= openDatabase(configuredDatabaseUrl(), {
    poolSize: env().DATABASE_POOL_SIZE,
    queryTimeoutMs: QUERY_TIMEOUT_MS,
    sharedBuffersMb: env().PGLITE_SHARED_BUFFERS_MB,
    baselineCompilerOnly: pgliteLowMemory(env().PGLITE_LOW_MEMORY, availableMemoryBytes()),
    readTemplate: () => readPgliteTemplate(),
  }).catch((error: unknown) => {
    g.__dditHandle = undefined;
    throw error;
  });
  return g.__dditHandle;
}

/**
 * The process's Drizzle database.
 * @throws Error when it cannot be opened or migrated
 * @throws Response 503 (Dutch outage text) while PostgreSQL is known to be unreachable
 */
export async function getDb(): Promise<Database> {
  const handle = await getDatabaseHandle();
  await handle.ensureAvailable?.();
  return handle.db;
}

/** Installs `handle` as the process database (tests: one database per test file). */
export function setDatabase(handle: DatabaseHandle): void {
  g.__dditHandle = Promise.resolve(handle);
}

/** Closes the process database if one is open. Safe to call twice. */
export async function closeDatabase(): Promise<void> {
  const pending = g.__dditHandle;
  g.__dditHandle = undefined;
  if (pending) await (await pending).close();
}
