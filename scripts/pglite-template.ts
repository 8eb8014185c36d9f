/**
 * Build step: writes the embedded database's template, a data folder as PGlite's initdb leaves it,
 * to `<buildDir>/pglite-template-<version>.tar.gz` and removes templates of other PGlite versions
 * (app/lib/pglite-template.ts, docs/decisions/049-memory.md). Run by the
 * build (scripts/vite/pglite-template.ts); by hand: `node scripts/pglite-template.ts build`.
 * initdb runs on V8's baseline compiler here too, so the build needs no more memory than a start.
 */
import { parseArgs } from "node:util";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import { BASELINE_WASM_COMPILER_FLAGS, pgliteTemplatePath } from "../app/lib/pglite-template.ts";

const buildDir = path.resolve(parseArgs({ allowPositionals: true }).positionals[0] ?? "build");
v8.setFlagsFromString(BASELINE_WASM_COMPILER_FLAGS);
const { PGlite } = await import("@electric-sql/pglite");
const client = await PGlite.create();
const dump = await client.dumpDataDir("gzip");
await client.close();
const target = pgliteTemplatePath(buildDir);
mkdirSync(buildDir, { recursive: true });
for (const name of readdirSync(buildDir)) {
  if (/^pglite-template-.*\.tar\.gz$/.test(name) && path.join(buildDir, name) !== target) rmSync(path.join(buildDir, name));
}
writeFileSync(target, Buffer.from(await dump.arrayBuffer()));
console.log(`Sjabloon van de ingebouwde database: ${path.relative(process.cwd(), target)} (${Math.round(dump.size / 1024)} KB)`);
