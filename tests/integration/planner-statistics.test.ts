/**
 * The embedded database gets planner statistics (app/lib/lifecycle.server.ts `analyzeDatabase`,
 * docs/decisions/055-queries-and-processes.md): PGlite has no autovacuum, so without ANALYZE the planner
 * never learns how many rows a table holds and how many initiatives are active.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { analyzeDatabase } from "~/lib/lifecycle.server";
import { setupTestDatabase } from "../setup/database";
import { createInitiative } from "../setup/factories";

const database = setupTestDatabase();

/** pg_class.reltuples of a table: -1 while it was never analysed or vacuumed. */
async function estimatedRows(table: string): Promise<number> {
  const result = (await database.db().execute(sql`select reltuples from pg_class where relname = ${table}`)) as unknown as {
    rows: { reltuples: number | string }[];
  };
  return Number(result.rows[0]?.reltuples);
}

describe("analyzeDatabase", () => {
  it("records row counts and column statistics the planner can use", async () => {
    const db = database.db();
    for (let n = 0; n < 5; n++) await createInitiative(db);
    const [{ total } = { total: 0 }] = (
      (await db.execute(sql`select count(*)::int as total from initiatives`)) as unknown as { rows: { total: number }[] }
    ).rows;

    await analyzeDatabase(db);

    expect(await estimatedRows("initiatives")).toBe(total);
    const stats = (await db.execute(
      sql`select count(*)::int as n from pg_stats where tablename = 'initiatives' and attname = 'status'`,
    )) as unknown as { rows: { n: number }[] };
    expect(stats.rows[0]?.n).toBe(1);
  });
});
