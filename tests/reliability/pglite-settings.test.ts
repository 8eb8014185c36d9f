/**
 * The embedded database starts with the memory settings of docs/decisions/049-memory.md, also on a
 * data folder whose postgresql.conf (written by initdb) still holds PostgreSQL's server defaults;
 * on a small server its WebAssembly stays on V8's baseline compiler
 * (docs/decisions/049-memory.md).
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { promisify } from "node:util";
import {
  LOW_MEMORY_BELOW_BYTES,
  availableMemoryBytes,
  openDatabase,
  pgliteLowMemory,
  PGLITE_SHARED_BUFFERS_MB,
  type Database,
} from "~/lib/db.server";
import { pgliteTemplatePath, readPgliteTemplate } from "~/lib/pglite-template";
import { rowsOf } from "~/lib/sql.server";

const folder = mkdtempSync(path.join(tmpdir(), "ddn-pglite-settings-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function setting(db: Database, name: "shared_buffers" | "maintenance_work_mem" | "wal_buffers"): Promise<string> {
  const [row] = rowsOf<{ value: string }>(await db.execute(sql`select current_setting(${name}) as value`));
  return row?.value ?? "";
}

describe("PGlite memory settings", () => {
  it("applies the page cache size and the maintenance memory on a new and on a reopened data folder", async () => {
    const url = path.join(folder, "db");
    const first = await openDatabase(url);
    try {
      expect(await setting(first.db, "shared_buffers")).toBe(`${PGLITE_SHARED_BUFFERS_MB}MB`);
      expect(await setting(first.db, "maintenance_work_mem")).toBe("16MB");
      // wal_buffers=-1: 1/32 of shared_buffers.
      expect(await setting(first.db, "wal_buffers")).toBe("1MB");
    } finally {
      await first.close();
    }
    const second = await openDatabase(url, { sharedBuffersMb: 8 });
    try {
      expect(await setting(second.db, "shared_buffers")).toBe("8MB");
    } finally {
      await second.close();
    }
  });
});

/**
 * Runs tests/setup/pglite-compiler-probe.ts in a child process with V8's compilation trace and
 * counts the functions each compiler compiled.
 */
async function compilersOf(mode: "baseline" | "default"): Promise<{ liftoff: number; turbofan: number; done: boolean }> {
  const root = path.resolve(import.meta.dirname, "../..");
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--trace-wasm-compilation-times", "--import", "tsx", "tests/setup/pglite-compiler-probe.ts", mode],
    { cwd: root, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, LOG_LEVEL: "warn" } },
  );
  const count = (compiler: string) => stdout.split("\n").filter((line) => line.includes(`using ${compiler},`)).length;
  return { liftoff: count("Liftoff"), turbofan: count("TurboFan"), done: stdout.includes("probe done") };
}

describe("PGlite on the baseline compiler (PGLITE_LOW_MEMORY)", () => {
  it("is on below 2 GiB of memory unless set, and as set otherwise", () => {
    const gib = 1024 ** 3;
    expect(LOW_MEMORY_BELOW_BYTES).toBe(2 * gib);
    expect(pgliteLowMemory(undefined, 1 * gib)).toBe(true);
    expect(pgliteLowMemory(undefined, 2 * gib - 1)).toBe(true);
    expect(pgliteLowMemory(undefined, 2 * gib)).toBe(false);
    expect(pgliteLowMemory(undefined, 16 * gib)).toBe(false);
    expect(pgliteLowMemory("0", 1 * gib)).toBe(false);
    expect(pgliteLowMemory("1", 16 * gib)).toBe(true);
    expect(availableMemoryBytes()).toBeGreaterThan(0);
  });

  it("compiles no function with the optimising compiler, where the default does", { timeout: 120_000 }, async () => {
    const [baseline, standard] = await Promise.all([compilersOf("baseline"), compilersOf("default")]);
    expect(baseline.done && standard.done).toBe(true);
    expect(baseline.liftoff).toBeGreaterThan(1000);
    expect(baseline.turbofan).toBe(0);
    // The control: the same work on the default settings does reach the optimising compiler.
    expect(standard.turbofan).toBeGreaterThan(0);
  });
});

describe("PGlite's template (a data folder as initdb leaves it, made by the build)", () => {
  /** The database system's identifier: initdb draws a new one each time it runs. */
  async function systemIdentifier(db: Database): Promise<string> {
    const [row] = rowsOf<{ id: string }>(await db.execute(sql`select system_identifier::text as id from pg_control_system()`));
    return row?.id ?? "";
  }

  it("is written by the build step and unpacked on a first start instead of running initdb", { timeout: 120_000 }, async () => {
    const buildDir = path.join(folder, "build");
    const root = path.resolve(import.meta.dirname, "../..");
    await promisify(execFile)(process.execPath, ["scripts/pglite-template.ts", buildDir], { cwd: root });
    expect(pgliteTemplatePath(buildDir)).toMatch(/pglite-template-\d+\.\d+\.\d+\.tar\.gz$/);
    const template = readPgliteTemplate(buildDir);
    expect(template?.byteLength).toBeGreaterThan(0);
    expect(readPgliteTemplate(path.join(folder, "no-build-here"))).toBeNull();

    // The template's own identifier, read from an in-memory copy of it.
    const { PGlite } = await import("@electric-sql/pglite");
    const copy = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(template ?? [])]) });
    const [templateRow] = (await copy.query<{ id: string }>("select system_identifier::text as id from pg_control_system()")).rows;
    await copy.close();

    const fromTemplate = await openDatabase(path.join(folder, "from-template"), { readTemplate: () => template });
    const byInitdb = await openDatabase(path.join(folder, "by-initdb"));
    try {
      expect(await systemIdentifier(fromTemplate.db)).toBe(templateRow?.id);
      expect(await systemIdentifier(byInitdb.db)).not.toBe(templateRow?.id);
      // Migrated and with the memory settings, like any other start.
      expect(rowsOf<{ n: number }>(await fromTemplate.db.execute(sql`select count(*)::int as n from data_version`))[0]?.n).toBe(1);
      expect(await setting(fromTemplate.db, "shared_buffers")).toBe(`${PGLITE_SHARED_BUFFERS_MB}MB`);
    } finally {
      await fromTemplate.close();
      await byInitdb.close();
    }
    // A folder that holds a database already is opened as it is, whatever the template.
    const reopened = await openDatabase(path.join(folder, "by-initdb"), { readTemplate: () => template });
    try {
      expect(await systemIdentifier(reopened.db)).not.toBe(templateRow?.id);
    } finally {
      await reopened.close();
    }
  });
});
