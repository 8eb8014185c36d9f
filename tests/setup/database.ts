/**
 * One migrated database per test file. Call {@link setupTestDatabase} at the top of a test file:
 * before the file's tests it opens a fresh database and installs it as the process database (so
 * module functions use it); afterwards it closes it.
 *
 * - Default: an in-memory PGlite.
 * - With `TEST_DATABASE_URL=postgres://…/postgres`: a new database `test_<random>` on that server,
 *   dropped afterwards. `.ci/run` uses this to run the same tests on PostgreSQL.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, inject } from "vitest";
import { events, favorites, initiatives, vacancies } from "~/db/schema";
import { type Database, type DatabaseHandle, openDatabase, setDatabase } from "~/lib/db.server";
import { createPostgresDatabase } from "./postgres-database";

/** The migrated PGlite data directory of tests/setup/vitest-global.ts, read once per worker. */
let pgliteTemplate: Buffer | undefined;

/**
 * Opens a fresh migrated database: PGlite in memory, or a new PostgreSQL database; both copies of
 * the database that tests/setup/vitest-global.ts migrated once for the whole run.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    pgliteTemplate ??= readFileSync(inject("pgliteTemplate"));
    const template = pgliteTemplate;
    return openDatabase("memory://", { readTemplate: () => template });
  }
  const { url, drop } = await createPostgresDatabase(adminUrl, "test", inject("postgresTemplate") || undefined);
  const handle = await openDatabase(url);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}

/**
 * Registers beforeAll/afterAll hooks that give this test file its own database.
 * @returns an accessor; `db()` is usable inside tests and hooks that run after beforeAll
 */
export function setupTestDatabase(): { db: () => Database; kind: () => DatabaseHandle["kind"] } {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await openTestDatabase();
    setDatabase(handle);
  });
  afterAll(async () => {
    await handle?.close();
  });
  const current = () => {
    if (!handle) throw new Error("setupTestDatabase: database not open yet (use it inside a test or hook)");
    return handle;
  };
  return { db: () => current().db, kind: () => current().kind };
}

/**
 * Every row of the content tables and the favourites, as one JSON string: take it before and
 * after a refused write to prove that nothing changed.
 * @param db the test file's database
 */
export async function contentSnapshot(db: Database): Promise<string> {
  const [i, e, v, f] = await Promise.all([
    db.select().from(initiatives).orderBy(initiatives.id),
    db.select().from(events).orderBy(events.id),
    db.select().from(vacancies).orderBy(vacancies.id),
    db.select().from(favorites).orderBy(favorites.id),
  ]);
  return JSON.stringify({ i, e, v, f });
}
