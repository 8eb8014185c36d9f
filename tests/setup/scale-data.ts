/**
 * National-scale data for plan tests at the 100,000-event scale, fast enough for CI
 * (docs/decisions/055-queries-and-processes.md): `seedScale` writes a base of realistic rows, then
 * every initiative is copied `factor - 1` times inside the database (INSERT … SELECT with
 * generate_series) together with its events and vacancies, dates shifted so they spread over the
 * year. Copies get name-based ids (md5(original id || copy number)), so each copied event points at
 * its copied initiative. Ends with VACUUM ANALYZE, so the planner sees real statistics and the
 * visibility map is set.
 */
import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { events, initiatives, vacancies } from "~/db/schema";
import { seedMunicipalities, seedScale } from "~/db/seed/seed.server";
import type { Database } from "~/lib/db.server";

/**
 * INSERT INTO `table` SELECT every column of `table` from its own rows × generate_series(1, copies),
 * with `overrides` (SQL over the source row alias `t` and the copy number `g`) for some columns.
 * Generated columns are skipped.
 */
function copyRows(table: PgTable, tableName: string, copies: number, overrides: Record<string, SQL>): SQL {
  const columns = Object.values(getTableColumns(table)).filter((c) => !(c as { generated?: unknown }).generated);
  const names = columns.map((c) => sql.identifier(c.name));
  const values = columns.map((c) => overrides[c.name] ?? sql`t.${sql.identifier(c.name)}`);
  return sql`insert into ${sql.identifier(tableName)} (${sql.join(names, sql`, `)})
    select ${sql.join(values, sql`, `)} from ${sql.identifier(tableName)} as t cross join generate_series(1, ${copies}::int) as g`;
}

const copyId = (column: string) => sql`md5(t.${sql.identifier(column)}::text || '-' || g)::uuid`;

/**
 * Seeds `base` initiatives with seedScale and multiplies them by `factor`:
 * base × factor initiatives, ×10 events and ×2 vacancies.
 * @returns the row counts afterwards
 */
export async function seedNationalScale(
  db: Database,
  { base, factor }: { base: number; factor: number },
): Promise<{ initiatives: number; events: number; vacancies: number }> {
  await seedMunicipalities(db);
  await seedScale(db, { initiatives: base });
  const copies = factor - 1;
  const shift = sql`(((g * 37) % 120) - 60) * interval '1 day'`;
  await db.execute(
    copyRows(initiatives, "initiatives", copies, {
      id: copyId("id"),
      name: sql`t.name || ' ' || g`,
      created_at: sql`t.created_at - (g * interval '3 days')`,
      updated_at: sql`t.updated_at - (g * interval '3 days')`,
    }),
  );
  await db.execute(
    copyRows(events, "events", copies, {
      id: copyId("id"),
      initiative_id: copyId("initiative_id"),
      date: sql`t.date + ${shift}`,
      end_date: sql`t.end_date + ${shift}`,
    }),
  );
  await db.execute(
    copyRows(vacancies, "vacancies", copies, {
      id: copyId("id"),
      initiative_id: copyId("initiative_id"),
      created_at: sql`t.created_at - (g * interval '2 days')`,
    }),
  );
  await db.execute(sql`vacuum analyze`);
  const result = (await db.execute(sql`select
      (select count(*) from initiatives)::int as initiatives,
      (select count(*) from events)::int as events,
      (select count(*) from vacancies)::int as vacancies`)) as unknown as {
    rows: { initiatives: number; events: number; vacancies: number }[];
  };
  const row = result.rows[0];
  if (!row) throw new Error("seedNationalScale: no counts");
  return { initiatives: Number(row.initiatives), events: Number(row.events), vacancies: Number(row.vacancies) };
}
