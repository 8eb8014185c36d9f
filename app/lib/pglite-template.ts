/**
 * The embedded database's WebAssembly compiler setting and its starting point
 * (docs/decisions/048-baseline-compiler-for-pglite.md).
 *
 * - {@link BASELINE_WASM_COMPILER_FLAGS}: the V8 flags that keep PGlite's WebAssembly on the
 *   baseline compiler (the optimising compiler needs ~600 MB for one of PGlite's functions).
 * - The template: a data folder as PGlite's initdb leaves it, made once at build time
 *   (scripts/pglite-template.ts, run by the build) and unpacked on a first start instead of running
 *   initdb again. initdb is the largest memory peak of a first start on the baseline compiler.
 *   Its file name carries the PGlite version that made it, so a template is only used by the
 *   version that can read it; without one (a development server, tests) initdb runs as before.
 *
 * Plain erasable TypeScript without path aliases: the build step runs it with Node directly.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * V8 flags that keep WebAssembly on the baseline compiler (Liftoff): no tier-up to the optimising
 * compiler (TurboFan), neither dynamic nor eager. `--liftoff-only` alone, set at run time, does not
 * turn the tier-up off (its implications are applied only when V8 starts), so all three are named.
 */
export const BASELINE_WASM_COMPILER_FLAGS = "--liftoff-only --no-wasm-tier-up --no-wasm-dynamic-tiering";

/** The installed PGlite's version, e.g. "0.5.16" (its package.json). */
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

/**
 * Where the template for the installed PGlite lives.
 * @param buildDir the build's output folder (default: `build` under the working directory)
 * @returns `<buildDir>/pglite-template-<version>.tar.gz`
 */
export function pgliteTemplatePath(buildDir = path.resolve("build")): string {
  return path.join(buildDir, `pglite-template-${pgliteVersion()}.tar.gz`);
}

/**
 * The template's bytes (a gzipped tar of a data folder, PGlite's `dumpDataDir` format).
 * @param buildDir the build's output folder (default: `build` under the working directory)
 * @returns the bytes, or null when the build holds no template for the installed PGlite
 */
export function readPgliteTemplate(buildDir?: string): Buffer | null {
  const file = pgliteTemplatePath(buildDir);
  return existsSync(file) ? readFileSync(file) : null;
}
