/**
 * Runs the production server (`node server.ts`, NODE_ENV=production) as a child process for the
 * benchmark, waits for /healthz, and samples its resident memory from /proc/PID/status.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { freePort } from "./net";

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

/** The process ids of `pid` and its children (cluster workers), from /proc; `[pid]` when unknown. */
function processTree(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
    return [pid, ...children];
  } catch {
    return [pid];
  }
}

/**
 * Memory of a process and its children (cluster workers) in MB from /proc/PID/status: current
 * (VmRSS) and peak (VmHWM), each summed over the processes.
 * @returns null when /proc is not readable (not Linux, or the process is gone)
 */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } | null {
  let rss = 0;
  let peak = 0;
  for (const id of processTree(pid)) {
    try {
      const status = readFileSync(`/proc/${id}/status`, "utf8");
      const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
      rss += kb("VmRSS");
      peak += kb("VmHWM");
    } catch {
      if (id === pid) return null;
    }
  }
  return { rssMb: Math.round(rss / 102.4) / 10, peakMb: Math.round(peak / 102.4) / 10 };
}

/**
 * CPU time a process and its children (cluster workers) have used so far (user + system), in
 * milliseconds, from /proc/PID/stat (fields 14 and 15, in clock ticks of 1/100 s on Linux).
 * @returns null when /proc is not readable (not Linux, or the process is gone)
 */
export function cpuMsOf(pid: number): number | null {
  let total = 0;
  for (const id of processTree(pid)) {
    try {
      const stat = readFileSync(`/proc/${id}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      total += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      if (id === pid) return null;
    }
  }
  return total;
}

/**
 * Starts `node server.ts` from `root` with `env` added to this process's environment.
 * @throws Error when the server exits or /healthz does not answer 200 within 120 s
 */
export async function startServer(root: string, env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const lines: string[] = [];
  const child: ChildProcess = spawn(path.join(root, "node_modules/.bin/node"), ["server.ts"], {
    cwd: root,
    env: { ...process.env, ...env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DEMO_DATA: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
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
  const deadline = Date.now() + 120_000;
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
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`De server antwoordde niet binnen 120 s op /healthz:\n${lines.join("\n")}`);
}

/**
 * Signs a member in through the app's own sign-in form action (POST /auth, intent "inloggen")
 * and returns the Cookie header of the new session.
 * @throws Error when the response sets no session cookie
 */
export async function signIn(server: RunningServer, email: string, password: string): Promise<string> {
  const response = await fetch(`${server.url}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    body: new URLSearchParams({ intent: "inloggen", email, password, redirectTo: "/favorieten" }),
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
