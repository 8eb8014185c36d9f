/**
 * The migration that turns a vacancy's free-text hours per week into a number
 * (docs/product-rules.md#vacancy-form), on PGlite or, with TEST_DATABASE_URL, on PostgreSQL: a
 * database migrated up to the migration before it gets vacancies with old texts, then the rest of
 * the migrations run. A single number of 0.5 to 20 in steps of 0.5 becomes the number; every other
 * text is kept as the note; the new check refuses numbers outside the rule afterwards.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresDatabase } from "../setup/postgres-database";

const TAG = "vacancy_hours_number";

/** Runs raw SQL and returns its rows. */
type Query = <Row>(statement: ReturnType<typeof sql>) => Promise<Row[]>;

interface Migratable {
  /** Applies every migration of `folder` not applied yet. */
  migrate: (folder: string) => Promise<void>;
  query: Query;
  close: () => Promise<void>;
}

/** An empty database of the kind the tests run on. */
async function openEmpty(): Promise<Migratable> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const { url, drop } = await createPostgresDatabase(adminUrl, "test");
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    const db = drizzle(pool);
    return {
      migrate: (folder) => migrate(db, { migrationsFolder: folder }),
      query: async <Row,>(statement: ReturnType<typeof sql>) => (await db.execute(statement)).rows as Row[],
      close: async () => {
        await pool.end();
        await drop();
      },
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { unaccent } = await import("@electric-sql/pglite/contrib/unaccent");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = await PGlite.create(undefined, { extensions: { pg_trgm, unaccent } });
  const db = drizzle(client);
  return {
    migrate: (folder) => migrate(db, { migrationsFolder: folder }),
    query: async <Row,>(statement: ReturnType<typeof sql>) => (await db.execute(statement)).rows as Row[],
    close: () => client.close(),
  };
}

/** A copy of the migrations whose journal stops before the hours migration. */
function migrationsBefore(tag: string): { folder: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), "ddn-hours-migration-"));
  const folder = path.join(root, "drizzle");
  cpSync(path.resolve("drizzle"), folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag.endsWith(`_${tag}`));
  if (index < 0) throw new Error(`no migration named …_${tag}`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return { folder, remove: () => rmSync(root, { recursive: true, force: true }) };
}

let database: Migratable | undefined;
const before = migrationsBefore(TAG);

beforeAll(async () => {
  database = await openEmpty();
  await database.migrate(before.folder);
});

afterAll(async () => {
  await database?.close();
  before.remove();
});

/** Old free text → the number and the note after the migration. */
const cases: [string | null, number | null, string | null][] = [
  ["4", 4, null],
  [" 4 ", 4, null],
  ["4,5", 4.5, null],
  ["4.5", 4.5, null],
  ["0,5", 0.5, null],
  ["20", 20, null],
  ["4 uur", 4, null],
  ["4 Uur per week", 4, null],
  ["2 uren", 2, null],
  ["2-4", null, "2-4"],
  ["2-4 uur", null, "2-4 uur"],
  ["Minimaal 3 uur", null, "Minimaal 3 uur"],
  ["in overleg", null, "in overleg"],
  ["32 uur", null, "32 uur"],
  ["0", null, "0"],
  ["2,3", null, "2,3"],
  ["4 uur per maand", null, "4 uur per maand"],
  ["  ", null, null],
  ["", null, null],
  [null, null, null],
];

describe("the migration of hours per week to a number", () => {
  it("keeps single numbers of 0.5 to 20 as the number and every other text as the note", async () => {
    const db = database as Migratable;
    const [initiative] = await db.query<{ id: string }>(sql`insert into initiatives
        (name, formality, formal_type, theme, scope, province, city, description, long_description, contact_email)
        values ('Migratietest', 'formeel', 'stichting', 'natuur', 'plaats', 'utrecht', 'Utrecht', 'Kort', 'Lang', 'info@migratie.example.org')
        returning id`);
    if (!initiative) throw new Error("no initiative");
    const ids: string[] = [];
    for (const [old] of cases) {
      const [row] = await db.query<{ id: string }>(sql`insert into vacancies
          (title, description, type, category, contact_email, initiative_id, hours_per_week)
          values ('Vacature', 'Beschrijving', 'Vrijwilligerswerk', 'vrijwilliger', 'vacature@migratie.example.org', ${initiative.id}, ${old})
          returning id`);
      if (!row) throw new Error("no vacancy");
      ids.push(row.id);
    }

    await db.migrate(path.resolve("drizzle"));

    const rows = await db.query<{ id: string; hours_per_week: string | number | null; hours_note: string | null }>(
      sql`select id, hours_per_week, hours_note from vacancies`,
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const converted = cases.map(([old], k) => {
      const row = byId.get(ids[k] as string);
      return [old, row?.hours_per_week === null || row === undefined ? null : Number(row.hours_per_week), row?.hours_note ?? null];
    });
    expect(converted).toEqual(cases);

    // The public view reads both columns.
    const [view] = await db.query<{ hours_per_week: string | number | null; hours_note: string | null }>(
      sql`select hours_per_week, hours_note from vacancies_public where id = ${ids[2] as string}`,
    );
    expect(view && Number(view.hours_per_week)).toBe(4.5);
  });

  it("refuses numbers outside 0.5 to 20 or between the half hours from then on", async () => {
    const db = database as Migratable;
    for (const hours of ["0", "20.5", "2.3"]) {
      await expect(db.query(sql`update vacancies set hours_per_week = ${hours}::numeric`)).rejects.toThrow();
    }
    await db.query(sql`update vacancies set hours_per_week = 19.5`);
  });
});
