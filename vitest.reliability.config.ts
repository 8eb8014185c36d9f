import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Reliability tests (docs/decisions/012-reliability.md) that start the production server
 * (`server.ts` on `build/`) as a child process: graceful shutdown, crash safety of the embedded
 * database, and, when TEST_DATABASE_URL says PostgreSQL is available, the outage and two-process
 * tests in tests/reliability/postgres/ (they start their own PostgreSQL server). `npm test` runs
 * this after the production build; alone:
 * `npm run build && npx vitest run --config vitest.reliability.config.ts`. Two files at a time:
 * they wait on servers they start for much of their time, and on a 2-core machine a third file
 * would only queue.
 */
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: process.env.TEST_DATABASE_URL
      ? ["tests/reliability/**/*.test.ts"]
      : ["tests/reliability/*.test.ts"],
    environment: "node",
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
