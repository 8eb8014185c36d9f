/** PGlite or PostgreSQL (`DATABASE_URL`), kept on globalThis as PGlite opens one instance per folder (ADR 002). */
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
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  /** PostgreSQL only: after a connection failure, probes until it answers; throws Response 503 meanwhile. */
  ensureAvailable?: () => Promise<void>;
  /** LISTEN on `channel`, returning the unsubscriber; PostgreSQL calls `onLost` once when its connection ends. */
  listen?: (channel: string, onNotify: (payload: string) => void, onLost: (error?: Error) => void) => Promise<() => Promise<void>>;
}

export const CONNECT_TIMEOUT_MS = 2_000;

interface DbGlobal {
  __dditHandle?: Promise<DatabaseHandle>;
}
const g = globalThis as DbGlobal;

export const PGLITE_SHARED_BUFFERS_MB = 32;

/**
 * Planner settings of every connection, on PostgreSQL and PGlite alike
 * (docs/decisions/075-planner-cost-of-random-reads.md): a random read costs about what a sequential
 * one does when the data is in memory or on SSD. At the default (4) the planner would read a whole
 * table rather than the few thousand rows a text search's index points to.
 */
export const PLANNER_SETTINGS: Readonly<Record<string, string>> = { random_page_cost: "1.1" };

/** Settings as `-c name=value` pairs, for a server's start parameters or a connection's `options`. */
function settingArguments(settings: Readonly<Record<string, string>>): string[] {
  return Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`]);
}

/** PGlite start parameters: initdb's server defaults would take this process's memory for a cache the OS has. */
export function pgliteSettings(sharedBuffersMb: number): string[] {
  return settingArguments({
    shared_buffers: `${sharedBuffersMb}MB`,
    wal_buffers: "-1",
    maintenance_work_mem: "16MB",
    ...PLANNER_SETTINGS,
  });
}

/** Must run before PGlite compiles its module; process-wide and not undone. */
function keepWasmOnBaselineCompiler(): void {
  v8.setFlagsFromString(BASELINE_WASM_COMPILER_FLAGS);
}

export const LOW_MEMORY_BELOW_BYTES = 2 * 1024 ** 3;

/** Bytes this process may use: the control group's limit when one applies, else the machine's. */
export function availableMemoryBytes(): number {
  const total = os.totalmem();
  const limit = process.constrainedMemory();
  return limit > 0 && limit < total ? limit : total;
}

/** Baseline compiler only: `setting` "1"/"0" (PGLITE_LOW_MEMORY), else when memory is low. */
export function pgliteLowMemory(setting: "0" | "1" | undefined, availableBytes: number): boolean {
  return setting === undefined ? availableBytes < LOW_MEMORY_BELOW_BYTES : setting === "1";
}

export const migrationsFolder = path.resolve(process.env.MIGRATIONS_DIR ?? "drizzle");

/** Opens and migrates a postgres:// URL, "memory://", or a PGlite folder (a new one, or memory, from `readTemplate`). */
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
      // A request's queries read a page; starting parallel workers for one costs more than it saves
      // and takes cores from the other requests (docs/decisions/061-list-query-speed.md).
      options: settingArguments({ max_parallel_workers_per_gather: "0", ...PLANNER_SETTINGS }).join(" "),
    });
    let down = false;
    let probe: Promise<void> | undefined;
    const noteFailure = (error: unknown) => {
      if (isDatabaseUnavailableError(error)) down = true;
    };
    // An idle connection the server ends must not crash the process; the pool replaces it.
    pool.on("error", (error: Error & { code?: string }) => {
      noteFailure(error);
      logger.error({ err: error }, "PostgreSQL connection lost");
    });
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    // Watch (never change) every query's outcome, so connection failures turn on the 503 probe.
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
  const { unaccent } = await import("@electric-sql/pglite/contrib/unaccent");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const folder = url === "memory://" ? undefined : path.resolve(url);
  if (folder) mkdirSync(path.dirname(folder), { recursive: true });
  const fresh = folder === undefined || !existsSync(folder) || readdirSync(folder).length === 0;
  const template = fresh ? (readTemplate?.() ?? null) : null;
  const client = await PGlite.create(folder, {
    extensions: { pg_trgm, unaccent },
    startParams: [...PGlite.defaultStartParams, ...pgliteSettings(sharedBuffersMb)],
    ...(template ? { loadDataDir: new Blob([new Uint8Array(template)]) } : {}),
  });
  if (template) logger.info("embedded database created from a template");
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  const listen: NonNullable<DatabaseHandle["listen"]> = async (channel, onNotify) => {
    const unlisten = await client.listen(channel, onNotify);
    return () => unlisten();
  };
  return { db: db as unknown as Database, kind: "pglite", close: () => client.close(), listen };
}

export function configuredDatabaseUrl(): string {
  const e = env();
  return e.DATABASE_URL ?? path.join(e.DATA_DIR_ABSOLUTE, "db");
}

export const QUERY_TIMEOUT_MS = 10_000;

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

/** The process's database, opened on first call. @throws Response 503 while PostgreSQL is known unreachable */
export async function getDb(): Promise<Database> {
  const handle = await getDatabaseHandle();
  await handle.ensureAvailable?.();
  return handle.db;
}

/** Installs `handle` as the process database (tests). */
export function setDatabase(handle: DatabaseHandle): void {
  g.__dditHandle = Promise.resolve(handle);
}

export async function closeDatabase(): Promise<void> {
  const pending = g.__dditHandle;
  g.__dditHandle = undefined;
  if (pending) await (await pending).close();
}
