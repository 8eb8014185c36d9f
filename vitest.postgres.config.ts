import { defineConfig, mergeConfig } from "vitest/config";
import base from "./vitest.config";

/**
 * The PostgreSQL pass of `npm test` (TEST_DATABASE_URL set): every database test again, plus the
 * tests in tests/postgres/ that only make sense against a PostgreSQL server.
 */
export default mergeConfig(
  base,
  defineConfig({
    test: { include: ["app/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts", "tests/postgres/**/*.test.ts"] },
  }),
);
