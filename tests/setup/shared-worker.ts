/**
 * For the test files that share a worker (tests/setup/vitest-projects.ts): what a file changed in
 * the process is undone when it ends. Environment variables stubbed with `vi.stubEnv` (as
 * `startAppServer` does) are restored, and the application's modules are evaluated afresh for the
 * next file, so no configuration read once (`env()`) or module state carries over. Packages from
 * node_modules stay loaded: that is what sharing the worker saves.
 */
import { afterAll, vi } from "vitest";

afterAll(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});
