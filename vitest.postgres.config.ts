import { globSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";
import base from "./vitest.config";
import { testProjects } from "./tests/setup/vitest-projects";

/**
 * A test file reaches the database when it uses the per-file test database (tests/setup/database.ts)
 * or reads TEST_DATABASE_URL itself; every other file tests code that behaves the same whatever
 * the database, and already ran in the PGlite pass.
 */
const usesDatabase = (file: string) => /setup\/database|TEST_DATABASE_URL/.test(readFileSync(file, "utf8"));

/**
 * The PostgreSQL pass of `npm test` (TEST_DATABASE_URL set): every test file that reaches the
 * database again, on that server, plus the tests in tests/postgres/ that only make sense there.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    projects: testProjects([
      ...globSync(["app/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts"]).filter(usesDatabase),
      ...globSync("tests/postgres/**/*.test.ts"),
    ]),
  },
});
