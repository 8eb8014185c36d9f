/**
 * A throw-away PostgreSQL server on 127.0.0.1 and a free port, started the way `.ci/run` starts
 * one: initdb with trust authentication into a folder owned by the `postgres` user (every command
 * through `runuser -u postgres` when this process is root, since PostgreSQL refuses root), then
 * `pg_ctl start` with fsync off (the database is disposable). Used by the benchmark ("started by
 * the script on 127.0.0.1 when DATABASE_URL is not given"; docs/decisions/053-benchmark.md) and
 * by the reliability tests that stop and restart it (PostgreSQL outage, two app processes, cluster
 * mode; docs/decisions/012-reliability.md).
 *
 * Needs the PostgreSQL binaries: `PG_BIN`, else the newest /usr/lib/postgresql/<version>/bin.
 * Plain erasable TypeScript for Node 24 and Vitest.
 */
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./net.ts";

export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** Whether the folder already held a cluster (the benchmark's `--keep`). */
  reused: boolean;
  /** Process id of the running postmaster (parent of every backend), from `postmaster.pid`; null when stopped. */
  pid: () => number | null;
  /** Starts the stopped server again on the same port and data. @throws Error when pg_ctl fails */
  start: () => void;
  /** Stops the server (fast mode: sessions end, as in a restart or failover). @throws Error when pg_ctl fails */
  stop: () => void;
  /** Stops the server if it runs (errors are logged) and deletes its folder unless one was given. Safe to call twice. */
  destroy: () => void;
}

/**
 * The folder with initdb and pg_ctl: `$PG_BIN`, else the newest /usr/lib/postgresql/<n>/bin.
 * @throws Error with a Dutch message when PostgreSQL is not installed (CI installs it; nothing is skipped)
 */
export function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base) ? readdirSync(base).filter((v) => existsSync(path.join(base, v, "bin/initdb"))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error("PostgreSQL niet gevonden: installeer postgresql of zet PG_BIN of DATABASE_URL.");
  return path.join(base, newest, "bin");
}

/**
 * Creates (or, in a folder that already holds one, reuses) a cluster and starts it.
 * @param options.dir folder for the cluster, socket and log (created if missing, kept by `destroy`);
 *   default: a new temporary folder that `destroy` deletes
 * @param options.settings extra `-c name=value` server settings, e.g. ["shared_buffers=256MB"]
 * @throws Error when PostgreSQL is missing or initdb/pg_ctl fails (their stderr in the message)
 */
export async function startPostgres(options: { dir?: string; settings?: string[] } = {}): Promise<PostgresServer> {
  const bin = postgresBin();
  const dir = options.dir ?? mkdtempSync(path.join(tmpdir(), "ddn-pg-"));
  mkdirSync(dir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, Number(execFileSync("id", ["-u", "postgres"]).toString().trim()), -1);
  const run = (tool: string, args: string[]) => {
    const command = path.join(bin, tool);
    const [file, fileArgs] = asRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
    execFileSync(file, fileArgs, { stdio: ["ignore", "pipe", "pipe"] });
  };
  const data = path.join(dir, "data");
  const reused = existsSync(path.join(data, "PG_VERSION"));
  if (!reused) run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8"]);
  const port = await freePort();
  const settings = (options.settings ?? []).map((setting) => ` -c ${setting}`).join("");
  let running = false;
  let destroyed = false;
  const server: PostgresServer = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    reused,
    pid() {
      try {
        const first = Number(readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]);
        return running && first > 0 ? first : null;
      } catch {
        return null;
      }
    },
    start() {
      run("pg_ctl", ["-D", data, "-l", path.join(dir, "log"), "-w", "-o", `-p ${port} -h 127.0.0.1 -k ${dir} -F${settings}`, "start"]);
      running = true;
    },
    stop() {
      run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
      running = false;
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      if (running) {
        try {
          server.stop();
        } catch (error) {
          console.error(`PostgreSQL stoppen mislukt: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      if (!options.dir) rmSync(dir, { recursive: true, force: true });
    },
  };
  server.start();
  return server;
}
