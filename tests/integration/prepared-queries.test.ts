/**
 * Prepared queries (app/lib/prepared.server.ts, docs/decisions/050-render-cost.md): a query is
 * built once per database handle and reused with new values; another handle (another database)
 * gets its own; values are bound, so text that looks like SQL is only ever a value. Every statement
 * name in the app is used once (PostgreSQL keeps one statement per name and connection).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { initiatives } from "~/db/schema";
import { type Database } from "~/lib/db.server";
import { preparedFor } from "~/lib/prepared.server";
import { openTestDatabase, setupTestDatabase } from "../setup/database";
import { createInitiative } from "../setup/factories";

const database = setupTestDatabase();

/** A prepared query over `initiatives` by name, counting how often it is built. */
function byName(build: () => void) {
  return preparedFor((db: Database) => {
    build();
    return db
      .select({ id: initiatives.id, name: initiatives.name })
      .from(initiatives)
      .where(eq(initiatives.name, sql.placeholder("name")))
      .prepare("test_initiative_by_name");
  });
}

describe("preparedFor", () => {
  it("builds a query once per database handle and runs it with each call's values", async () => {
    const db = database.db();
    const ids: string[] = [];
    for (const name of ["Buurttuin Oost", "Repair Café West"]) ids.push((await createInitiative(db, { name })).id);
    const build = vi.fn();
    const query = byName(build);
    expect(await query(db).execute({ name: "Buurttuin Oost" })).toEqual([{ id: ids[0], name: "Buurttuin Oost" }]);
    expect(await query(db).execute({ name: "Repair Café West" })).toEqual([{ id: ids[1], name: "Repair Café West" }]);
    // A value that looks like SQL is a value: no rows, no error, the table intact.
    expect(await query(db).execute({ name: "x' or '1'='1" })).toEqual([]);
    expect(await db.$count(initiatives)).toBeGreaterThanOrEqual(2);
    expect(build).toHaveBeenCalledTimes(1);

    // Another database (as after a restart or in another test file) gets a query of its own.
    const other = await openTestDatabase();
    try {
      expect(await query(other.db).execute({ name: "Buurttuin Oost" })).toEqual([]);
      expect(build).toHaveBeenCalledTimes(2);
    } finally {
      await other.close();
    }
  });
});

describe("the app's prepared queries", () => {
  it("each have a statement name of their own", () => {
    const appDir = path.resolve(import.meta.dirname, "../../app");
    const names = readdirSync(appDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith(".server.ts"))
      .flatMap((entry) => [...readFileSync(path.join(entry.parentPath, entry.name), "utf8").matchAll(/^\s*\.prepare\("([^"]+)"\)/gm)].map((m) => m[1]));
    expect(names).toEqual(expect.arrayContaining(["public_event_by_id", "favorite_events_of_member", "responses_of_member"]));
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
});
