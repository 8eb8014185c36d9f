/**
 * `npm start`: builds the app when the build is missing or older than the sources, then runs the
 * production server in this process (so signals reach it directly).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const buildEntry = path.join(root, "build/server/index.js");
const sources = ["app", "public", "package.json", "vite.config.ts", "react-router.config.ts"];

/** Newest modification time (ms) of a file or of any file below a folder. */
function newest(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((max, entry) => Math.max(max, statSync(path.join(entry.parentPath, entry.name)).mtimeMs), 0);
}

const builtAt = existsSync(buildEntry) ? statSync(buildEntry).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((s) => newest(path.join(root, s))));
if (builtAt < sourcesAt) {
  console.log(builtAt ? "Bronbestanden gewijzigd: opnieuw bouwen…" : "Eerste start: de app wordt gebouwd…");
  execFileSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build"], {
    cwd: root,
    stdio: "inherit",
  });
}
process.chdir(root);
await import("../server.ts");
