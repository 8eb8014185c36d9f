/**
 * The public projections carry no contact column (docs/product-rules.md#contact-visibility): checked
 * against the database catalogue, so a column added to a view later cannot slip through.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../setup/database";

const database = setupTestDatabase();

const contactColumns = ["contact_email", "contact_phone", "website", "organizer_email", "organizer_phone"];

describe("public views", () => {
  it.each(["initiatives_public", "events_public", "vacancies_public"])("%s has no contact column", async (view) => {
    const result = (await database.db().execute(sql`
      select column_name from information_schema.columns
      where table_schema = 'public' and table_name = ${view}`)) as unknown as { rows: { column_name: string }[] };
    const columns = result.rows.map((r) => r.column_name);
    expect(columns.length).toBeGreaterThan(5);
    for (const column of contactColumns) expect(columns).not.toContain(column);
  });
});
