import { globSync, mkdtempSync } from "node:fs";
import { availableParallelism } from "node:os";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { testProjects } from "./tests/setup/vitest-projects";

/**
 * Unit and integration tests. Each test file that imports `tests/setup/database.ts` gets its own
 * migrated database (PGlite in memory, or a fresh PostgreSQL database when TEST_DATABASE_URL is set).
 */
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    // Product tests beside the code and in tests/integration; tests/tooling checks the project's own
    // scripts (the benchmark's report), not the product. Files that change the process's
    // environment or mock modules run isolated, the rest share their workers' modules.
    projects: testProjects(
      globSync(["app/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts", "tests/tooling/**/*.test.ts"]),
    ),
    environment: "node",
    // One migrated database for the whole run; each file's database is a copy of it.
    globalSetup: ["tests/setup/vitest-global.ts"],
    // Hooks registered as in the server (app/compose.server.ts).
    setupFiles: ["tests/setup/compose-app.ts"],
    // Tests never touch ./data: a throw-away DATA_DIR (mail outbox) and a fixed signing secret.
    env: {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "ddn-vitest-")),
      AUTH_SECRET: "vitest-only-secret-not-for-production-use-000",
      DEMO_DATA: "0",
      // Tests that check log output capture their own logger (createLogger with a stream).
      LOG_LEVEL: "silent",
    },
    // Vitest's default leaves one core free, which on a 2-core machine means one file at a time;
    // the files are CPU-bound in their own processes, so both cores work.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
