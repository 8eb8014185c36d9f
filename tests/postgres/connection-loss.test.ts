/**
 * PostgreSQL only (run by `npm test` when TEST_DATABASE_URL is set): when the server ends the
 * pool's idle connections (a restart, a failover), the app logs it and goes on; the next query
 * gets a fresh connection. Before the pool had an error listener, this crashed the process with
 * an unhandled 'error' event.
 */
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { logger } from "~/lib/logger.server";
import { openTestDatabase } from "../setup/database";

describe("PostgreSQL connection loss", () => {
  it("survives the server terminating idle connections", async () => {
    const handle = await openTestDatabase();
    const logged = vi.spyOn(logger, "error").mockImplementation(() => {});
    const unhandled: unknown[] = [];
    const onUncaught = (error: unknown) => unhandled.push(error);
    process.on("uncaughtException", onUncaught);
    try {
      const result = (await handle.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const name = result.rows[0]?.name;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const terminated = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [name],
      );
      await admin.end();
      expect(terminated.rowCount).toBeGreaterThan(0);
      await vi.waitFor(() => expect(logged).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), "PostgreSQL connection lost"));
      const again = (await handle.db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] };
      expect(again.rows[0]?.one).toBe(1);
      expect(unhandled).toEqual([]);
    } finally {
      process.off("uncaughtException", onUncaught);
      logged.mockRestore();
      await handle.close();
    }
  });
});
