import { defineConfig, devices } from "@playwright/test";

/**
 * Browser journeys in Debian's headless Chromium (/usr/bin/chromium-headless-shell, the build without
 * a browser window, as Playwright's own headless mode uses; never a downloaded browser) against
 * the production build on a fresh embedded database. `tests/setup/e2e-global.ts` seeds that
 * database, starts `server.ts` on a free port and stops it afterwards.
 */
/** Debian's Chromium, with the flags this sandbox needs (no network beyond loopback). */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

/** Specs that only read the seeded data: they run before members start adding content. */
const VISITOR_SPECS = /(home|discovery|near|search|privacy|not-found|legal-pages|crawler|accessibility|municipalities|embeds|map)\.spec\.ts$/;
/**
 * Specs with tests for both projects: each test is tagged `@bezoeker` or `@lid`, and each project
 * leaves out the other's tag.
 */
const SHARED_SPECS = /calendars\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/setup/e2e-global.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: "list",
  // A journey of many steps against one server on a 2-core machine with two browsers: a busy
  // moment there takes seconds, which must not decide a test. Keep each test under half of these.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: "nl-NL",
    timezoneId: "Europe/Amsterdam",
    // Screencast frames in a trace cost a third of a journey's time; DOM snapshots are enough to
    // debug locally, and CI keeps no trace files at all.
    trace: process.env.CI ? "off" : { mode: "retain-on-failure", screenshots: false },
  },
  // Visitor journeys compare pages with the seeded database and member journeys add content to it,
  // so run one project at a time (`npm test` and `npm run test:e2e` do): each run seeds its own.
  projects: [
    {
      name: "bezoeker",
      testMatch: [VISITOR_SPECS, SHARED_SPECS],
      grepInvert: /@lid\b/,
      use: { ...devices["Desktop Chrome"], launchOptions },
    },
    {
      name: "lid",
      testIgnore: VISITOR_SPECS,
      grepInvert: /@bezoeker\b/,
      use: { ...devices["Desktop Chrome"], launchOptions },
    },
  ],
});
