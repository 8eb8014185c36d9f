/**
 * The Node options and environment defaults of the production server, read from `npm start`
 * (package.json), so that every script that starts the server for a measurement (benchmark, soak,
 * Lighthouse) or a test (reliability) runs it as it ships (docs/decisions/049-memory.md).
 *
 * Plain erasable TypeScript, so both `node scripts/x.ts` (Node 24) and Vitest can import it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The parts of the `npm start` command that start the server: the environment assignments before
 * `node` and the Node options between `node` and `scripts/start.ts` (package.json).
 * @throws Error when package.json has no start script that runs scripts/start.ts with node
 */
function serverStartCommand(root: string): { assignments: string; options: string } {
  const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts?: Record<string, string> };
  const match = /((?:\s*\w+=\S+)*)\s*\bnode((?:\s+--[\w-]+(?:=\S+)?)*)\s+scripts\/start\.ts\b/.exec(manifest.scripts?.start ?? "");
  if (!match) throw new Error("package.json: het start-script roept scripts/start.ts niet aan met node");
  return { assignments: match[1] ?? "", options: match[2] ?? "" };
}

/**
 * The Node options that `npm start` gives the server (`node <options> scripts/start.ts` in
 * package.json).
 * @param root repository root (holds package.json)
 * @returns options such as `["--max-semi-space-size=16"]`, in their order; `[]` when none
 * @throws Error when package.json has no start script that runs scripts/start.ts with node
 */
export function productionNodeOptions(root: string): string[] {
  return serverStartCommand(root).options.split(/\s+/).filter(Boolean);
}

/**
 * The environment variables that `npm start` gives the server with a default
 * (`NAME=${NAME:-value}` before `node … scripts/start.ts` in package.json), such as the C
 * library's memory settings (docs/decisions/049-memory.md).
 * @param root repository root (holds package.json)
 * @returns `{ NAME: value }` for each, in their order; `{}` when none
 * @throws Error when package.json has no start script that runs scripts/start.ts with node
 */
export function productionEnvironmentDefaults(root: string): Record<string, string> {
  const defaults: Record<string, string> = {};
  for (const match of serverStartCommand(root).assignments.matchAll(/(\w+)=\$\{(\w+):-([^}]*)\}/g)) {
    if (match[1] === match[2]) defaults[match[1] as string] = match[3] ?? "";
  }
  return defaults;
}
