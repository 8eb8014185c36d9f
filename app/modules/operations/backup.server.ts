/** Backups of the running database under `$DATA_DIR/backups/`, and restoring one into an empty database. */
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { PGlite } from "@electric-sql/pglite";
import { type DatabaseHandle, getDatabaseHandle } from "~/lib/db.server";
import { env } from "~/lib/env.server";

const run = promisify(execFile);

export function backupFolder(): string {
  return path.join(env().DATA_DIR_ABSOLUTE, "backups");
}

/** `ddn-<UTC time>.tar.gz` (pglite) or `.dump` (postgres). */
export function newBackupPath(kind: DatabaseHandle["kind"], now = new Date()): string {
  const stamp = now.toISOString().replace(/\.\d+Z$/, "Z").replace(/:/g, "-");
  return path.join(backupFolder(), `ddn-${stamp}.${kind === "pglite" ? "tar.gz" : "dump"}`);
}

/** Backs up the embedded database this process has open and returns the path; throws when it is not embedded or the dump fails. */
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

/** Writes a `pg_dump` backup (custom format) of the database at `url`; returns its path; throws when pg_dump is missing or fails. */
export async function backupPostgres(url: string): Promise<string> {
  const file = newBackupPath("postgres");
  mkdirSync(path.dirname(file), { recursive: true });
  await run("pg_dump", ["--format=custom", "--no-owner", "--file", file, "--dbname", url]);
  return file;
}

/** Restores `file` into the empty PostgreSQL database at `url`; "not_empty" does nothing; throws when pg_restore is missing or fails. */
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

/** Restores an embedded backup into `dataFolder` (absent or empty, no server open); "not_empty" does nothing; throws when the file is not a PGlite dump. */
export async function restoreEmbedded(dataFolder: string, file: string): Promise<"ok" | "not_empty"> {
  if (existsSync(dataFolder) && readdirSync(dataFolder).length > 0) return "not_empty";
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { unaccent } = await import("@electric-sql/pglite/contrib/unaccent");
  const blob = new Blob([readFileSync(file)]);
  const client = await PGlite.create(dataFolder, { loadDataDir: blob, extensions: { pg_trgm, unaccent } });
  // Proves the restored data opens and is ours before the folder is used.
  await client.query("select version from data_version");
  await client.close();
  return "ok";
}
