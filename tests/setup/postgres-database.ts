/**
 * Throw-away databases on a PostgreSQL server, for the PostgreSQL runs of the tests: Vitest
 * (tests/setup/database.ts, one per test file) and the member browser journeys
 * (tests/setup/e2e-global.ts, one per Playwright run).
 */
import { randomUUID } from "node:crypto";
import pg from "pg";

/**
 * Creates a database with a random name on the server of `adminUrl`.
 * @param adminUrl a connection URL whose user may create databases, e.g. postgres://postgres@127.0.0.1:5432/postgres
 * @param prefix the start of the database name ("test", "e2e")
 * @param template the name of a database to copy (migrated, with no open connection), else an empty one
 * @returns the new database's URL and `drop()`, which removes it (ending open connections)
 * @throws Error when the server refuses
 */
export async function createPostgresDatabase(adminUrl: string, prefix = "test", template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${pg.escapeIdentifier(template)}` : ""}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
