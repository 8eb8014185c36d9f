/**
 * A throw-away PostgreSQL server on 127.0.0.1 and a free port, in a temporary folder, that a test
 * can stop and start again (PostgreSQL outage, two app processes; issue #6 §3). Done as `.ci/run`
 * does: the newest /usr/lib/postgresql/<version>/bin, `initdb` with trust authentication, and when
 * running as root every command through `runuser -u postgres`.
 *
 * Plain erasable TypeScript for Node 24 and Vitest.
 */
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { freePort } from "./server-process.ts";

export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** Stops the server (fast mode: sessions are ended, like a restart or failover). */
  stop: () => void;
  /** Starts the stopped server again on the same port and data. */
  start: () => void;
  /** Stops the server if running and deletes its folder. */
  destroy: () => void;
}

/**
 * The newest PostgreSQL bin folder.
 * @throws Error when no PostgreSQL is installed (CI installs it; nothing is skipped)
 */
export function postgresBin(): string {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base) ? readdirSync(base).filter((v) => existsSync(path.join(base, v, "bin/initdb"))) : [];
  versions.sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  if (!newest) throw new Error("PostgreSQL is niet geïnstalleerd (verwacht /usr/lib/postgresql/<versie>/bin/initdb)");
  return path.join(base, newest, "bin");
}

/**
 * Creates and starts a PostgreSQL server.
 * @throws Error when PostgreSQL is missing or does not start
 */
export async function startPostgres(): Promise<PostgresServer> {
  const bin = postgresBin();
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), "ddn-pg-"));
  const asRoot = userInfo().uid === 0;
  if (asRoot) chownSync(dir, Number(execFileSync("id", ["-u", "postgres"]).toString().trim()), -1);
  const run = (tool: string, args: string[]) => {
    const command = path.join(bin, tool);
    const [file, fileArgs] = asRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
    execFileSync(file, fileArgs, { stdio: ["ignore", "pipe", "pipe"] });
  };
  const data = path.join(dir, "data");
  run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8"]);
  let running = false;
  const server: PostgresServer = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start() {
      run("pg_ctl", ["-D", data, "-l", path.join(dir, "log"), "-w", "-o", `-p ${port} -h 127.0.0.1 -k ${dir} -F`, "start"]);
      running = true;
    },
    stop() {
      run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
      running = false;
    },
    destroy() {
      if (running) {
        try {
          server.stop();
        } catch {
          // already gone
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  server.start();
  return server;
}
