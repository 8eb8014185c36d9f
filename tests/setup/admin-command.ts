/**
 * Runs the real operator commands (`npm run admin`, `db:backup`, `db:restore`: scripts/*.ts through
 * tsx) as child processes, as an operator would, and collects their exit code and output.
 */
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/** Exit code, stdout and stderr of one run. */
export interface AdminRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `npm run admin -- ...args` with `env` added to this process's environment.
 * @param args e.g. ["grant", "a@b.nl", "moderator"]
 */
export function runAdmin(args: string[], env: NodeJS.ProcessEnv): Promise<AdminRun> {
  return runScript("admin", args, env);
}

/**
 * Runs an operator script of scripts/ (e.g. "db-backup" for `npm run db:backup`) through tsx.
 * @param script the file name in scripts/ without ".ts"
 */
export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<AdminRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), `scripts/${script}.ts`, ...args], {
      cwd: root,
      env: { ...process.env, NODE_ENV: "production", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}
