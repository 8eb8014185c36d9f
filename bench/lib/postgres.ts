/**
 * A throw-away PostgreSQL server for the benchmark (issue #6 §1: "started by the script on
 * 127.0.0.1 when DATABASE_URL is not given"), the way the CI script starts one: initdb into a
 * folder owned by the `postgres` user, pg_ctl start on a free port, fsync off (a benchmark
 * database is disposable). Needs the PostgreSQL binaries (PG_BIN or /usr/lib/postgresql/<n>/bin).
 */
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { freePort } from "./net";

export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  /** Whether the data folder already held a cluster (reused with --keep). */
  reused: boolean;
  /** Stops the server (fast shutdown). Safe to call twice. */
  stop: () => void;
}

/** The folder with initdb and pg_ctl: $PG_BIN, else the newest /usr/lib/postgresql/<n>/bin. */
export function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base) ? readdirSync(base).filter((v) => existsSync(path.join(base, v, "bin/initdb"))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error("PostgreSQL niet gevonden: installeer postgresql of zet PG_BIN of DATABASE_URL.");
  return path.join(base, newest, "bin");
}

/** Runs a PostgreSQL binary, as the `postgres` user when this process is root (it refuses root). */
function run(bin: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const [command, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  execFileSync(command, argv, { stdio: ["ignore", "ignore", "pipe"] });
}

/**
 * Starts PostgreSQL with its cluster in `dir` (created with initdb when empty).
 * @param dir a folder for the cluster, socket and log; created if missing
 * @throws Error when initdb or pg_ctl fails (their stderr in the message)
 */
export async function startPostgres(dir: string): Promise<PostgresServer> {
  const bin = postgresBin();
  mkdirSync(dir, { recursive: true });
  if (process.getuid?.() === 0) chownSync(dir, Number(execFileSync("id", ["-u", "postgres"]).toString().trim()), 0);
  const data = path.join(dir, "data");
  const reused = existsSync(path.join(data, "PG_VERSION"));
  if (!reused) {
    run(path.join(bin, "initdb"), ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8"]);
  }
  const port = await freePort();
  run(path.join(bin, "pg_ctl"), [
    "-D",
    data,
    "-l",
    path.join(dir, "log"),
    "-w",
    "-o",
    `-p ${port} -h 127.0.0.1 -k ${dir} -F -c max_connections=100 -c shared_buffers=256MB`,
    "start",
  ]);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    reused,
    stop: () => {
      if (stopped) return;
      stopped = true;
      try {
        run(path.join(bin, "pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"]);
      } catch (error) {
        console.error(`PostgreSQL stoppen mislukt: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}
