/** Shared helpers for the browser tests: the expectations written by the global setup. */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { E2EExpectations } from "../setup/e2e-expectations";

/** The seeded data's expectations (see tests/setup/e2e-expectations.ts). */
export function expected(): E2EExpectations {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set: run the browser tests through Playwright's global setup");
  return JSON.parse(readFileSync(path.join(dir, "expected.json"), "utf8")) as E2EExpectations;
}
