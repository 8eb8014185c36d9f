/** PGlite's baseline-compiler flags and build-time initdb template (ADR 049); plain TypeScript, run by Node. */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** `--liftoff-only` alone, set at run time, does not turn the tier-up off, so all three are named. */
export const BASELINE_WASM_COMPILER_FLAGS = "--liftoff-only --no-wasm-tier-up --no-wasm-dynamic-tiering";

export function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  let dir = path.dirname(entry);
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("package.json of @electric-sql/pglite not found");
    dir = parent;
  }
  return (JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as { version: string }).version;
}

/** `<buildDir>/pglite-template-<version>.tar.gz`: only the PGlite version that made it can read it. */
export function pgliteTemplatePath(buildDir = path.resolve("build")): string {
  return path.join(buildDir, `pglite-template-${pgliteVersion()}.tar.gz`);
}

/** The template's bytes (PGlite's `dumpDataDir` format), or null when the build holds none. */
export function readPgliteTemplate(buildDir?: string): Buffer | null {
  const file = pgliteTemplatePath(buildDir);
  return existsSync(file) ? readFileSync(file) : null;
}
