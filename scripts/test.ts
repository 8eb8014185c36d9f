/**
 * `npm test`: the whole suite, in order, stopping at the first failure:
 *   1. Vitest (unit + integration) on embedded PGlite databases;
 *   2. the same Vitest run on PostgreSQL, plus the PostgreSQL-only tests of tests/postgres/, when
 *      TEST_DATABASE_URL is set (`.ci/run` sets it);
 *   3. a production build;
 *   4. reliability tests that start that build as a server process (graceful shutdown, crash
 *      safety; with TEST_DATABASE_URL also the PostgreSQL outage and two-process tests, which
 *      start their own PostgreSQL server): vitest.reliability.config.ts;
 *   5. Playwright browser journeys in Chromium against that build on the embedded database;
 *   6. Lighthouse on six public pages of that build (`scripts/lighthouse.ts --assert`):
 *      Accessibility, Best Practices and SEO must be 100 (issue #5 §4).
 * Extra arguments are passed to Playwright (e.g. `npm test -- --grep home`).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  // Tools are started through this Node (24), never through their `env node` shebang.
  const result = spawnSync(process.execPath, [command, ...args], { cwd: root, stdio: "inherit", env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✗ ${title} mislukt (${seconds} s)`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${title} (${seconds} s)`);
}

const vitest = path.join(root, "node_modules/vitest/vitest.mjs");
const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;
run("Vitest op PGlite", vitest, ["run"], withoutPostgres);
if (TEST_DATABASE_URL) {
  run("Vitest op PostgreSQL", vitest, ["run", "--config", "vitest.postgres.config.ts"], process.env);
}
run("Productiebuild", path.join(root, "node_modules/@react-router/dev/bin.cjs"), ["build"]);
run("Betrouwbaarheid", vitest, ["run", "--config", "vitest.reliability.config.ts"], process.env);
run("Playwright (Chromium)", path.join(root, "node_modules/@playwright/test/cli.js"), ["test", ...process.argv.slice(2)]);
run("Lighthouse (Chromium, mobiel)", path.join(root, "scripts/lighthouse.ts"), ["--assert"]);
