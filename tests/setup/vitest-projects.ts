/**
 * Splits the Vitest test files into two projects:
 * - `isolated`: files that change the process environment (`process.env.X = …`, `vi.stubEnv`) or
 *   mock modules (`vi.mock`, `vi.doMock`, `vi.resetModules`); each runs in a fresh worker, as
 *   configuration is read once per process (`env()`) and mocks would leak into other files;
 * - `shared`: every other file; a worker runs one file after another and keeps the packages it
 *   loaded, while the app's own modules are evaluated afresh for every file
 *   (tests/setup/shared-worker.ts). Each file has a database of its own (tests/setup/database.ts).
 */
import { readFileSync } from "node:fs";
import type { TestProjectInlineConfiguration } from "vitest/config";

const changesProcessState = /vi\.(mock|doMock|stubEnv|resetModules)\(|process\.env\.\w+\s*=[^=]|delete process\.env/;

/** Whether a test file must run in a fresh worker of its own (see the module comment). */
export function needsIsolation(file: string): boolean {
  return changesProcessState.test(readFileSync(file, "utf8"));
}

/**
 * The two projects for `files` (paths relative to the project root), both inheriting the root
 * configuration; a project with no files is left out.
 */
export function testProjects(files: string[]): TestProjectInlineConfiguration[] {
  const isolated = files.filter(needsIsolation);
  const shared = files.filter((file) => !isolated.includes(file));
  const projects: TestProjectInlineConfiguration[] = [];
  if (shared.length > 0) {
    projects.push({
      extends: true,
      test: {
        name: "shared",
        include: shared,
        isolate: false,
        setupFiles: ["tests/setup/shared-worker.ts"],
      },
    });
  }
  if (isolated.length > 0) projects.push({ extends: true, test: { name: "isolated", include: isolated } });
  return projects;
}
