/**
 * Vite plugin: once the whole build is written, runs scripts/pglite-template.ts in a child process,
 * which writes the embedded database's template (a data folder as initdb leaves it) next to the
 * server and browser builds (app/lib/pglite-template.ts,
 * docs/decisions/049-memory.md). A child process, so that PGlite's memory and
 * its compiler flags stay out of the build's own process.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * The plugin: see the module comment. The template goes into the parent folder of the browser
 * build's output (`build/` for `build/client`).
 * @throws Error (the build fails) when the template cannot be made
 */
export function pgliteTemplate(): Plugin {
  return {
    name: "ddn:pglite-template",
    apply: "build",
    buildApp: {
      order: "post",
      async handler(builder) {
        const client = builder.environments.client;
        if (!client) return;
        const buildDir = path.dirname(path.resolve(client.config.root, client.config.build.outDir));
        const script = path.resolve(client.config.root, "scripts/pglite-template.ts");
        execFileSync(process.execPath, [script, buildDir], { cwd: client.config.root, stdio: "inherit" });
      },
    },
  };
}
