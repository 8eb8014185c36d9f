/**
 * `npm test`: the whole suite, in order, stopping at the first failure:
 *   0. Chromium for the browser steps (Debian's headless shell for Playwright, CHROMIUM_PATH; the
 *      full browser for Lighthouse, CHROME_PATH): when one is missing, it is installed with apt on
 *      Debian or Ubuntu when running as root (non-interactive);
 *      otherwise the run stops here, before the first test, with the one command to run;
 *   1. Vitest (unit + integration) on embedded PGlite databases;
 *   2. with TEST_DATABASE_URL (`.ci/run` sets it), every Vitest file that reaches the database
 *      again on that PostgreSQL server, plus the PostgreSQL-only tests of tests/postgres/
 *      (vitest.postgres.config.ts);
 *   3. a production build;
 *   4. reliability tests that start that build as a server process (graceful shutdown, crash
 *      safety; with TEST_DATABASE_URL also the PostgreSQL outage and two-process tests, which
 *      start their own PostgreSQL server): vitest.reliability.config.ts;
 *   5. Playwright browser journeys in Chromium against that build: the visitor project on a fresh
 *      embedded database, then the member project on its own fresh database: embedded, or with
 *      TEST_DATABASE_URL on that PostgreSQL server (E2E_DATABASE_URL, tests/setup/e2e-global.ts),
 *      so one run drives the server on both kinds of database. A failing browser step does not
 *      stop the next one; the run fails at the end;
 *   6. Lighthouse on six public pages of that build (`scripts/lighthouse.ts --assert`):
 *      Accessibility, Best Practices and SEO must be 100.
 * Extra arguments are passed to Playwright (e.g. `npm test -- --grep home`).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** Titles of the steps that failed but let the run go on (the browser steps). */
const failed: string[] = [];

/**
 * Runs one step through this Node (24), never through a tool's `env node` shebang. A failing step
 * ends the run, unless `keepGoing`: then it is reported at the end and the next steps still run.
 */
function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env, keepGoing = false) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(process.execPath, [command, ...args], { cwd: root, stdio: "inherit", env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✗ ${title} mislukt (${seconds} s)`);
    if (!keepGoing) process.exit(result.status ?? 1);
    failed.push(title);
    return;
  }
  console.log(`✓ ${title} (${seconds} s)`);
}

/**
 * Debian's two builds of Chromium the run needs: the journeys drive the headless shell (no browser
 * window code, so each test costs less CPU), Lighthouse measures pages in the full browser.
 */
const BROWSERS = [
  { path: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell", overridden: Boolean(process.env.CHROMIUM_PATH), aptPackage: "chromium-headless-shell", variable: "CHROMIUM_PATH" },
  { path: process.env.CHROME_PATH ?? "/usr/bin/chromium", overridden: Boolean(process.env.CHROME_PATH), aptPackage: "chromium", variable: "CHROME_PATH" },
];

/** Whether this machine runs Debian or a derivative (Ubuntu), from /etc/os-release. */
function isDebianLike(): boolean {
  try {
    return /^ID(_LIKE)?="?[^\n]*\b(debian|ubuntu)\b/m.test(readFileSync("/etc/os-release", "utf8"));
  } catch {
    return false;
  }
}

/**
 * Makes sure the browsers of the Playwright and Lighthouse steps exist before any test runs.
 * Installs the missing Debian packages (`chromium-headless-shell`, `chromium`) with apt when their
 * path is not overridden and this process is root on Debian or Ubuntu; otherwise prints the
 * command to run and exits with 1.
 */
function ensureChromium(): void {
  const missing = BROWSERS.filter((browser) => !existsSync(browser.path));
  if (missing.length === 0) return;
  const packages = missing.map((browser) => browser.aptPackage);
  const canInstall = missing.every((browser) => !browser.overridden) && process.getuid?.() === 0 && isDebianLike();
  if (canInstall) {
    console.log(`\n▶ Chromium ontbreekt (${missing.map((browser) => browser.path).join(", ")}): installeren met apt`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    for (const args of [["update", "-qq"], ["install", "-y", "-qq", ...packages]]) {
      const result = spawnSync("apt-get", args, { stdio: "inherit", env });
      if (result.status !== 0) break;
    }
    if (missing.every((browser) => existsSync(browser.path))) {
      console.log("✓ Chromium geïnstalleerd");
      return;
    }
  }
  console.error(
    `✗ Chromium ontbreekt (${missing.map((browser) => browser.path).join(", ")}); de browsertests hebben het nodig. Installeer het met:\n\n  sudo apt-get install -y ${packages.join(" ")}\n\n` +
      `of wijs met ${missing.map((browser) => browser.variable).join(" en ")} naar een andere Chromium. Er is nog geen test uitgevoerd.`,
  );
  process.exit(1);
}

ensureChromium();

const vitest = path.join(root, "node_modules/vitest/vitest.mjs");
const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;
run("Vitest op PGlite", vitest, ["run"], withoutPostgres);
if (TEST_DATABASE_URL) {
  run("Vitest op PostgreSQL", vitest, ["run", "--config", "vitest.postgres.config.ts"], process.env);
}
run("Productiebuild", path.join(root, "node_modules/@react-router/dev/bin.cjs"), ["build"]);
run("Betrouwbaarheid", vitest, ["run", "--config", "vitest.reliability.config.ts"], process.env);
const playwright = path.join(root, "node_modules/@playwright/test/cli.js");
// Each project is its own run on its own fresh database: the visitor journeys compare pages with
// the seeded data, the member journeys add content. A failure in one still lets the others run.
// With a --grep, a project may have no matching test: that is no failure.
const extra = ["--pass-with-no-tests", ...process.argv.slice(2)];
run("Playwright (Chromium), bezoekers", playwright, ["test", "--project=bezoeker", ...extra], withoutPostgres, true);
if (TEST_DATABASE_URL) {
  run("Playwright (Chromium) op PostgreSQL, leden", playwright, ["test", "--project=lid", ...extra], { ...withoutPostgres, E2E_DATABASE_URL: TEST_DATABASE_URL }, true);
} else {
  run("Playwright (Chromium), leden", playwright, ["test", "--project=lid", ...extra], withoutPostgres, true);
}
// Its scores go to a temporary folder: bench/results/lighthouse.json holds a committed measurement.
const lighthouseDir = mkdtempSync(path.join(tmpdir(), "ddn-lighthouse-"));
run("Lighthouse (Chromium, mobiel)", path.join(root, "scripts/lighthouse.ts"), ["--assert"], {
  ...process.env,
  LIGHTHOUSE_OUTPUT: path.join(lighthouseDir, "lighthouse.json"),
});
rmSync(lighthouseDir, { recursive: true, force: true });
if (failed.length > 0) {
  console.error(`\n✗ Mislukt: ${failed.join("; ")}`);
  process.exit(1);
}
