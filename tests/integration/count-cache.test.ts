/**
 * The count cache (app/lib/count-cache.server.ts) stays exact: every write to initiatives, events
 * or vacancies bumps the data version (migration 0004's triggers), so the next count sees it,
 * including a status change that hides an initiative's events and a rolled-back write; and a
 * repeated count really comes from memory (a row written without a version bump stays uncounted).
 */
import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { initiatives } from "~/db/schema";
import { dataVersion, startDataVersionRead } from "~/lib/count-cache.server";
import { getDatabaseHandle, setDatabase } from "~/lib/db.server";
import { parseEventFilters } from "~/modules/events/filters";
import { countUpcomingEvents, listEvents } from "~/modules/events/queries.server";
import { parseInitiativeFilters } from "~/modules/initiatives/filters";
import { countActiveInitiatives, listInitiatives } from "~/modules/initiatives/queries.server";
import { countActiveVacancies } from "~/modules/vacancies/queries.server";
import { openTestDatabase, setupTestDatabase } from "../setup/database";
import { createEvent, createInitiative, createVacancy } from "../setup/factories";

const database = setupTestDatabase();

describe("cached counts", () => {
  it("follow inserts, updates and deletes in every counted table", async () => {
    const db = database.db();
    const now = new Date();
    const later = new Date(now.getTime() + 3 * 86_400_000);
    const before = {
      initiatives: await countActiveInitiatives(),
      upcoming: await countUpcomingEvents({ now }),
      vacancies: await countActiveVacancies(),
      list: (await listEvents({ filters: parseEventFilters(new URLSearchParams()), now })).total,
    };
    // The same counts again come from the cache and agree; the home counter and the unfiltered
    // list total are the same SQL under different column names and share one entry.
    expect(await countActiveInitiatives()).toBe(before.initiatives);
    expect((await listInitiatives({ filters: parseInitiativeFilters(new URLSearchParams()) })).total).toBe(before.initiatives);
    expect(await countUpcomingEvents({ now })).toBe(before.upcoming);

    const initiative = await createInitiative(db);
    await createEvent(db, { initiative_id: initiative.id, date: later });
    await createVacancy(db, { initiative_id: initiative.id });
    expect(await countActiveInitiatives()).toBe(before.initiatives + 1);
    expect(await countUpcomingEvents({ now })).toBe(before.upcoming + 1);
    expect(await countActiveVacancies()).toBe(before.vacancies + 1);
    expect((await listEvents({ filters: parseEventFilters(new URLSearchParams()), now })).total).toBe(before.list + 1);

    // Hiding the initiative hides its event and vacancy too (the public views), counted at once.
    await db.update(initiatives).set({ status: "in_behandeling" }).where(eq(initiatives.id, initiative.id));
    expect(await countActiveInitiatives()).toBe(before.initiatives);
    expect(await countUpcomingEvents({ now })).toBe(before.upcoming);
    expect(await countActiveVacancies()).toBe(before.vacancies);

    await db.update(initiatives).set({ status: "actief" }).where(eq(initiatives.id, initiative.id));
    expect(await countUpcomingEvents({ now })).toBe(before.upcoming + 1);
    await db.delete(initiatives).where(eq(initiatives.id, initiative.id));
    expect(await countActiveInitiatives()).toBe(before.initiatives);
    expect(await countUpcomingEvents({ now })).toBe(before.upcoming);
    expect(await countActiveVacancies()).toBe(before.vacancies);
  });

  it("answers a repeated count from memory: a row written behind the cache's back stays uncounted until the version moves", async () => {
    const db = database.db();
    const before = await countActiveInitiatives();
    const version = await dataVersion(db);
    // A write whose version bump is undone: the data changed, the version did not. Only a cache
    // can still answer the old count; a fresh count would see the new row.
    await createInitiative(db);
    await db.execute(sql`update data_version set version = ${version}::bigint`);
    expect(await dataVersion(db)).toBe(version);
    const [fresh] = await db.select({ n: count() }).from(initiatives).where(eq(initiatives.status, "actief"));
    expect(fresh?.n).toBeGreaterThan(before);
    expect(await countActiveInitiatives()).toBe(before);
    expect((await listInitiatives({ filters: parseInitiativeFilters(new URLSearchParams()) })).total).toBe(before);

    // The next real write moves the version, and the count is exact again.
    await createInitiative(db);
    expect(await countActiveInitiatives()).toBe(before + 2);
  });

  it("shares one version read between the home counters, and a later read sees a later write", async () => {
    const db = database.db();
    const now = new Date();
    const version = startDataVersionRead();
    const shared = await Promise.all([
      countActiveInitiatives({ version }),
      countActiveVacancies({ version }),
      countUpcomingEvents({ now, version }),
    ]);
    expect(shared).toEqual([await countActiveInitiatives(), await countActiveVacancies(), await countUpcomingEvents({ now })]);

    const initiative = await createInitiative(db);
    await createVacancy(db, { initiative_id: initiative.id });
    const next = startDataVersionRead();
    expect(BigInt(await next)).toBeGreaterThan(BigInt(await version));
    expect(await countActiveInitiatives({ version: next })).toBe(shared[0] + 1);
    expect(await countActiveVacancies({ version: next })).toBe(shared[1] + 1);
  });

  it("counts an event that ended a moment ago as past and one that started a moment ago as running, within the cached minute", async () => {
    const db = database.db();
    const { id } = await createInitiative(db);
    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    const now = new Date(minute + 30_000);
    const base = await countUpcomingEvents({ now });
    await createEvent(db, { initiative_id: id, date: new Date(minute - 3_600_000), end_date: new Date(minute) });
    await createEvent(db, { initiative_id: id, date: new Date(minute), end_date: new Date(minute + 3_600_000) });
    await createEvent(db, { initiative_id: id, date: new Date(minute + 60_000), end_date: null });
    expect(await countUpcomingEvents({ now })).toBe(base + 2);
  });

  it("does not move the version for a write that is rolled back", async () => {
    const db = database.db();
    const start = await dataVersion(db);
    await expect(
      db.transaction(async (tx) => {
        await createInitiative(tx as never);
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(await dataVersion(db)).toBe(start);
    await createInitiative(db);
    expect(BigInt(await dataVersion(db))).toBeGreaterThan(BigInt(start));
    const { rows } = (await db.execute(sql`select count(*)::int as n from data_version`)) as unknown as { rows: { n: number }[] };
    const [row] = rows;
    expect(row?.n).toBe(1);
  });

  it("keeps each database's counts apart, also when two databases are at the same data version", async () => {
    const first = database.db();
    const own = await getDatabaseHandle();
    const other = await openTestDatabase();
    try {
      setDatabase(other);
      // A version neither database has had before, so nothing is cached under it yet.
      const shared = "1000000000000";
      await other.db.execute(sql`update data_version set version = ${shared}`);
      const otherCount = await countActiveInitiatives();
      setDatabase(own);
      await createInitiative(first);
      await first.execute(sql`update data_version set version = ${shared}`);
      expect(await dataVersion(first)).toBe(shared);
      const [row] = await first.select({ n: count() }).from(initiatives).where(eq(initiatives.status, "actief"));
      expect(row?.n).not.toBe(otherCount);
      expect(await countActiveInitiatives()).toBe(row?.n);
    } finally {
      setDatabase(own);
      await other.close();
    }
  });
});
