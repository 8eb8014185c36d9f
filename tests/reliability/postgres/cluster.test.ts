/**
 * Cluster mode (WEB_CONCURRENCY=2 with PostgreSQL; server.ts, docs/decisions/055-queries-and-processes.md):
 * two worker processes serve the port, a worker that dies is replaced, and SIGTERM shuts every
 * worker down gracefully with exit code 0. Without DATABASE_URL more than one process is refused
 * with a Dutch message. Starts its own PostgreSQL (fails when PostgreSQL is not installed).
 */
import { existsSync, readFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PostgresServer, startPostgres } from "../../../bench/lib/postgres";
import { type AppServer, repositoryRoot, startAppServer } from "../../../bench/lib/server-process";

/** Process ids of the children of `pid` (Linux /proc); [] once `pid` has exited. */
function childPids(pid: number): number[] {
  const tasks = path.join("/proc", String(pid), "task", String(pid), "children");
  if (!existsSync(tasks)) return [];
  return readFileSync(tasks, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
}

/** Polls `check` every 100 ms until it returns true or `ms` pass. */
async function waitFor(check: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

describe("cluster mode on PostgreSQL", () => {
  let postgres: PostgresServer;
  let server: AppServer;
  const dataDir = mkdtempSync(path.join(tmpdir(), "ddn-cluster-"));

  beforeAll(async () => {
    postgres = await startPostgres();
    server = await startAppServer({ dataDir, databaseUrl: postgres.url, env: { WEB_CONCURRENCY: "2" } });
  });

  afterAll(async () => {
    await server?.stop("SIGKILL");
    postgres?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves from two workers, replaces one that dies and stops gracefully on SIGTERM", async () => {
    const primary = server.child.pid ?? 0;
    expect(await waitFor(() => childPids(primary).length === 2, 30_000)).toBe(true);
    // Both workers listen (each logs its start line once): the server answered as soon as one did,
    // and a worker killed before it listened stops the whole server by design (no restart loop).
    const startLines = () => server.output().split("Dit doet Nederland draait op").length - 1;
    expect(await waitFor(() => startLines() === 2, 30_000)).toBe(true);
    for (const page of ["/", "/initiatieven", "/events", "/healthz"]) {
      const response = await fetch(`${server.url}${page}`);
      await response.arrayBuffer();
      expect(response.status, page).toBe(200);
    }

    const [victim] = childPids(primary);
    process.kill(victim ?? 0, "SIGKILL");
    expect(
      await waitFor(() => childPids(primary).length === 2 && !childPids(primary).includes(victim ?? 0), 30_000),
      server.output(),
    ).toBe(true);
    // The primary's log line can reach the pipe after the replacement has started.
    const restartLine = "Serverproces onverwacht gestopt; er wordt een nieuw gestart";
    expect(await waitFor(() => server.output().includes(restartLine), 10_000), server.output()).toBe(true);
    // The replacement listens (each worker logs its start line once).
    expect(await waitFor(() => startLines() === 3, 30_000)).toBe(true);
    const after = await fetch(`${server.url}/initiatieven`);
    await after.arrayBuffer();
    expect(after.status).toBe(200);

    const workers = childPids(primary);
    const stopped = await server.stop("SIGTERM");
    expect(stopped.code, server.output()).toBe(0);
    expect(stopped.ms).toBeLessThan(10_000);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  });

  it("refuses several processes on the embedded database with a Dutch message", () => {
    const result = spawnSync(process.execPath, [path.join(repositoryRoot, "server.ts")], {
      cwd: repositoryRoot,
      env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, DATABASE_URL: "", WEB_CONCURRENCY: "2", PORT: "0" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stdout + result.stderr).toContain("meer dan 1 serverproces kan alleen met DATABASE_URL");
  });
});
