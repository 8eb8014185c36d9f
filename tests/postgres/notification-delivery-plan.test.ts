/**
 * PostgreSQL only: the digest delivery reads each pending notification a bounded number of times,
 * also right after a large fan-out, while the table's statistics still say it is empty (analysed
 * before the fan-out, autovacuum not yet round). Before the members were chosen once, the planner
 * then joined the notifications with the member choice and re-ran that choice for every row: with
 * 10,000 followers one weekly digest run took minutes instead of seconds.
 *
 * Counted, not timed: the rows the plan reads from `notifications` (`EXPLAIN ANALYZE`, rolled back).
 */
import { sql, TransactionRollbackError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { follows } from "~/db/schema";
import { periodStart } from "~/modules/notifications/alerts.server";
import { notifyFollowers } from "~/modules/notifications/center.server";
import { DELIVERY_BATCH, expandNotificationJobs, pickDueNotificationsSql } from "~/modules/notifications/delivery.server";
import { setupTestDatabase } from "../setup/database";
import { createInitiative } from "../setup/factories";

const database = setupTestDatabase();
const FOLLOWERS = 2_000;

interface PlanNode {
  "Relation Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Rows Removed by Filter"?: number;
  Plans?: PlanNode[];
}

/** Rows the plan read from `relation`: returned plus filtered out, over every loop of every node. */
function rowsRead(node: PlanNode, relation: string): number {
  const own =
    node["Relation Name"] === relation ? ((node["Actual Rows"] ?? 0) + (node["Rows Removed by Filter"] ?? 0)) * (node["Actual Loops"] ?? 1) : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsRead(child, relation), 0);
}

describe("digest delivery after a large fan-out", () => {
  it("reads each pending notification a bounded number of times, whatever the statistics say", async () => {
    const db = database.db();
    const initiative = await createInitiative(db, { name: "Buurtmoestuin Statistiek" });
    const now = new Date("2026-11-25T12:00:00Z");
    const members = await db.execute(sql`
      insert into "user" (name, email, email_verified)
      select 'Volger ' || i, 'volger-' || i || '@plan.example.org', true from generate_series(1, ${FOLLOWERS}) i
      returning id`);
    const ids = (members as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
    await db.insert(follows).values(ids.map((id) => ({ user_id: id, initiative_id: initiative.id, created_at: new Date(now.getTime() - 86_400_000) })));
    // Statistics taken while there are no notifications yet, as after a quiet week.
    await db.execute(sql`analyze`);
    await db.transaction((tx) =>
      notifyFollowers(tx, { initiativeId: initiative.id, type: "initiative_update", subjectId: initiative.id, title: "Eerste oogst", path: `/initiatief/${initiative.id}`, now }),
    );
    expect(await expandNotificationJobs(now)).toBe(FOLLOWERS);

    const monday = new Date(periodStart("weekly", new Date(now.getTime() + 7 * 86_400_000)).getTime() + 60_000);
    const cutoff = new Date(periodStart("weekly", monday).getTime() - 1);
    const statement = pickDueNotificationsSql("following", "weekly", cutoff, monday, DELIVERY_BATCH);
    let plan: PlanNode | undefined;
    // Rolled back: the plan is measured, nothing is flagged sent.
    await db
      .transaction(async (tx) => {
        const result = await tx.execute(sql`explain (analyze, format json) ${statement}`);
        plan = (result as unknown as { rows: { "QUERY PLAN": [{ Plan: PlanNode }] }[] }).rows[0]?.["QUERY PLAN"][0].Plan;
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    expect(plan).toBeDefined();
    const read = rowsRead(plan!, "notifications");
    expect(read).toBeGreaterThanOrEqual(DELIVERY_BATCH);
    expect(read).toBeLessThanOrEqual(5 * FOLLOWERS);
  });
});
