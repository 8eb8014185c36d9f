/**
 * PostgreSQL only: /healthz answers 503 within its timeout when the database does not answer in
 * time (here: the pool's only connection is busy, so `select 1` waits for a connection until the
 * health timeout or the pool's connect timeout, whichever comes first),
 * instead of hanging like the request it guards (docs/decisions/012-reliability.md).
 */
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { type DatabaseHandle, openDatabase, setDatabase } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { HEALTH_TIMEOUT_MS, loader } from "~/routes/healthz";
import { openTestDatabase } from "../setup/database";

let handle: DatabaseHandle | undefined;
let single: DatabaseHandle | undefined;

afterAll(async () => {
  await single?.close();
  await handle?.close();
});

describe("/healthz on a busy PostgreSQL", () => {
  it("answers 503 within the health timeout", async () => {
    vi.spyOn(logger, "error").mockImplementation(() => {});
    handle = await openTestDatabase();
    // A second pool of one connection on the same fresh database (already migrated).
    const url = (handle.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
    single = await openDatabase(url, { poolSize: 1 });
    setDatabase(single);
    // Drizzle queries start when awaited or then-ed.
    const busy = single.db.execute(sql`select pg_sleep(${HEALTH_TIMEOUT_MS / 1000 + 1.5})`).then(() => {});
    const started = Date.now();
    const response = await loader();
    const elapsed = Date.now() - started;
    expect(response.status).toBe(503);
    expect(await response.text()).toBe("database unreachable");
    expect(elapsed).toBeLessThan(HEALTH_TIMEOUT_MS + 1_000);
    await busy;
  });
});
