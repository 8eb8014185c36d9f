/**
 * The server start refreshes the demo event dates when demo data is on (app/startup.server.ts
 * `prepareDatabase`, app/db/seed/seed.server.ts `refreshDemoDates`): a demo seeded months ago gets its
 * upcoming events back, and with demo data off nothing is moved. Which of the two applies follows
 * the configured DEMO_DATA and the database kind, exactly as the server decides it.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildDemoRows, seedDemo, seedMunicipalities } from "~/db/seed/seed.server";
import { env } from "~/lib/env.server";
import { wantsDemoData } from "~/lib/lifecycle.server";
import { prepareDatabase } from "~/startup.server";
import { setupTestDatabase } from "../setup/database";

const database = setupTestDatabase();

const DAY_MS = 24 * 60 * 60 * 1000;

/** Demo events (no creator) that start now or later. */
async function upcomingDemoEvents(): Promise<number> {
  const result = (await database
    .db()
    .execute(sql`select count(*)::int as n from events where created_by is null and date >= now()`)) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

describe("server start with an aged demo", () => {
  it("moves the demo events back to their place relative to today when demo data is on, else leaves them", async () => {
    const db = database.db();
    await seedMunicipalities(db);
    await seedDemo(db, { now: new Date(Date.now() - 240 * DAY_MS) });
    expect(await upcomingDemoEvents()).toBe(0);

    const started = await prepareDatabase();
    const demo = wantsDemoData(database.kind(), env().DEMO_DATA);
    const fresh = buildDemoRows(new Date()).events;
    if (demo) {
      expect(started.refreshedDemoEvents).toBeGreaterThan(fresh.length / 2);
      const ahead = fresh.filter((row) => row.date.getTime() >= Date.now() + 60_000).length;
      expect(await upcomingDemoEvents()).toBeGreaterThanOrEqual(ahead);
      expect(await upcomingDemoEvents()).toBeGreaterThan(fresh.length / 2);
    } else {
      expect(started.refreshedDemoEvents).toBe(0);
      expect(await upcomingDemoEvents()).toBe(0);
    }
  });
});
