/**
 * Runs the production server (`node server.ts`, NODE_ENV=production) as a child process for the
 * benchmark, waits for /healthz, and signs a member in (CPU and memory: ./processes.ts).
 */
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "./net";
import { productionEnvironmentDefaults, productionNodeOptions } from "./node-options";

export interface RunningServer {
  /** http://127.0.0.1:PORT */
  url: string;
  /** http://localhost:PORT: the site address the app believes it has (for Origin headers). */
  siteUrl: string;
  pid: number;
  /** Last lines of the server's output (for error messages). */
  output: () => string;
  /** SIGTERM, then SIGKILL after 15 s; resolves when the process has exited. */
  stop: () => Promise<void>;
}

/**
 * Starts `node server.ts` from `root` with `env` added to this process's environment (DEMO_DATA
 * is 0 unless `env` sets it).
 * @param options.onSpawn called with the process id right after the spawn (memory sampling from
 *   the first moment)
 * @param options.timeoutMs how long to wait for /healthz (default 120 000 ms)
 * @throws Error when the server exits or /healthz does not answer 200 in time
 */
export async function startServer(
  root: string,
  env: Record<string, string>,
  { onSpawn, timeoutMs = 120_000 }: { onSpawn?: (pid: number) => void; timeoutMs?: number } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const lines: string[] = [];
  const child: ChildProcess = spawn(path.join(root, "node_modules/.bin/node"), [...productionNodeOptions(root), "server.ts"], {
    cwd: root,
    // Node options and the C library's memory settings as `npm start` sets them
    // (docs/decisions/049-memory.md), so
    // memory is measured as it ships.
    env: { ...productionEnvironmentDefaults(root), ...process.env, DEMO_DATA: "0", ...env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (child.pid) onSpawn?.(child.pid);
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split("\n").filter(Boolean));
    if (lines.length > 50) lines.splice(0, lines.length - 50);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let dead = false;
  void exited.then(() => (dead = true));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (dead) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (dead) throw new Error(`De server stopte tijdens het starten:\n${lines.join("\n")}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) {
        return { url, siteUrl: `http://localhost:${port}`, pid: child.pid ?? 0, output: () => lines.join("\n"), stop };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`De server antwoordde niet binnen ${Math.round(timeoutMs / 1000)} s op /healthz:\n${lines.join("\n")}`);
}

/**
 * Signs a member in through the app's own sign-in form action (POST /auth, intent "sign-in")
 * and returns the Cookie header of the new session.
 * @throws Error when the response sets no session cookie
 */
export async function signIn(server: RunningServer, email: string, password: string): Promise<string> {
  const response = await fetch(`${server.url}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    body: new URLSearchParams({ intent: "sign-in", email, password, redirectTo: "/favorieten" }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .filter((pair) => pair.includes("session_token=") && !pair.endsWith("="))
    .join("; ");
  if (!cookie) {
    throw new Error(`Inloggen als ${email} gaf geen sessiecookie (status ${response.status}): ${(await response.text()).slice(0, 300)}`);
  }
  return cookie;
}
