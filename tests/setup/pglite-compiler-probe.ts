/**
 * A child process for tests/integration/pglite-settings.test.ts: opens an in-memory embedded
 * database through `openDatabase` (migrations included), on the baseline compiler only when the
 * first argument is "baseline", and runs a few hundred queries so that hot functions of PGlite's
 * WebAssembly would be optimised. Run it with V8's `--trace-wasm-compilation-times` to see which
 * compiler compiled what (docs/decisions/049-memory.md).
 */
import { sql } from "drizzle-orm";
import { openDatabase } from "~/lib/db.server";

const handle = await openDatabase("memory://", { baselineCompilerOnly: process.argv[2] === "baseline" });
for (let i = 0; i < 300; i++) {
  await handle.db.execute(sql`select count(*) from pg_class c join pg_attribute a on a.attrelid = c.oid`);
}
await handle.close();
console.log("probe done");
