/**
 * The Node options of the production server, read from `npm start` (package.json), so that every
 * script that starts the server for a measurement (benchmark, soak) or a test (reliability) runs it
 * as it ships (docs/decisions/041-memory-second-pass.md).
 *
 * Plain erasable TypeScript, so both `node scripts/x.ts` (Node 24) and Vitest can import it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The Node options that `npm start` gives the server (`node <options> scripts/start.ts` in
 * package.json).
 * @param root repository root (holds package.json)
 * @returns options such as `["--max-semi-space-size=16"]`, in their order; `[]` when none
 * @throws Error when package.json has no start script that runs scripts/start.ts with node
 */
export function productionNodeOptions(root: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts?: Record<string, string> };
  const match = /\bnode((?:\s+--[\w-]+(?:=\S+)?)*)\s+scripts\/start\.ts\b/.exec(manifest.scripts?.start ?? "");
  if (!match) throw new Error("package.json: het start-script roept scripts/start.ts niet aan met node");
  return (match[1] ?? "").split(/\s+/).filter(Boolean);
}
