/**
 * Backups of the database while the server runs, and restoring one into an empty database
 * (docs/decisions/025-operator-commands.md). One file per backup under `$DATA_DIR/backups/`,
 * named with the UTC time:
 * - embedded database: PGlite's own dump of its data folder (`dumpDataDir`, a gzipped tar),
 *   taken by the process that has the database open, so it is consistent;
 * - PostgreSQL: `pg_dump` in its custom format (a consistent snapshot by design).
 */
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { PGlite } from "@electric-sql/pglite";
import { type DatabaseHandle, getDatabaseHandle } from "~/lib/db.server";
import { env } from "~/lib/env.server";

const run = promisify(execFile);

/** The folder of the backups: `$DATA_DIR/backups`. */
export function backupFolder(): string {
  return path.join(env().DATA_DIR_ABSOLUTE, "backups");
}

/**
 * The path of a new backup file: `ddn-<UTC time>.<ext>`, e.g. `ddn-2026-11-24T00-21-05Z.tar.gz`.
 * @param kind "pglite" (a .tar.gz) or "postgres" (a .dump)
 */
export function newBackupPath(kind: DatabaseHandle["kind"], now = new Date()): string {
  const stamp = now.toISOString().replace(/\.\d+Z$/, "Z").replace(/:/g, "-");
  return path.join(backupFolder(), `ddn-${stamp}.${kind === "pglite" ? "tar.gz" : "dump"}`);
}

/**
 * Writes a backup of the embedded database that this process has open.
 * @returns the file's path
 * @throws Error when this process's database is not the embedded one, or the dump fails
 */
export async function backupEmbedded(): Promise<string> {
  const handle = await getDatabaseHandle();
  if (handle.kind !== "pglite") throw new Error("backupEmbedded: the database is not the embedded one");
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir("gzip");
  const file = newBackupPath("pglite");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  return file;
}

/**
 * Writes a backup of the PostgreSQL database at `url` with `pg_dump` (custom format).
 * @returns the file's path
 * @throws Error when pg_dump is missing or fails (its message included)
 */
export async function backupPostgres(url: string): Promise<string> {
  const file = newBackupPath("postgres");
  mkdirSync(path.dirname(file), { recursive: true });
  await run("pg_dump", ["--format=custom", "--no-owner", "--file", file, "--dbname", url]);
  return file;
}

/**
 * Restores the PostgreSQL backup `file` into the database at `url`, which must be empty (no tables).
 * @returns "not_empty" (nothing done) or "ok"
 * @throws Error when pg_restore is missing or fails
 */
export async function restorePostgres(url: string, file: string): Promise<"ok" | "not_empty"> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    if ((result.rows[0]?.n ?? 0) > 0) return "not_empty";
  } finally {
    await client.end();
  }
  await run("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", "--dbname", url, file]);
  return "ok";
}

/**
 * Restores the embedded-database backup `file` into the folder `dataFolder`, which must not exist
 * or be empty. No server may have the folder open (the caller checks).
 * @returns "not_empty" (nothing done) or "ok"
 * @throws Error when the file is not a PGlite dump
 */
export async function restoreEmbedded(dataFolder: string, file: string): Promise<"ok" | "not_empty"> {
  if (existsSync(dataFolder) && readdirSync(dataFolder).length > 0) return "not_empty";
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const blob = new Blob([readFileSync(file)]);
  const client = await PGlite.create(dataFolder, { loadDataDir: blob, extensions: { pg_trgm } });
  // Proves the restored data opens and is ours before the folder is used.
  await client.query("select version from data_version");
  await client.close();
  return "ok";
}
