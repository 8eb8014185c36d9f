/**
 * The embedded database starts with the memory settings of docs/decisions/036-memory.md, also on a
 * data folder whose postgresql.conf (written by initdb) still holds PostgreSQL's server defaults.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, PGLITE_SHARED_BUFFERS_MB, type Database } from "~/lib/db.server";
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
