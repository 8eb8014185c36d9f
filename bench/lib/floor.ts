/**
 * Starts and stops the floor server (bench/floor-server.ts) as a child process, with the same
 * Node binary as the app server (docs/decisions/053-benchmark.md).
 */
import { spawn } from "node:child_process";
import path from "node:path";

export interface FloorServer {
  /** http://127.0.0.1:PORT */
  url: string;
  pid: number;
  /** SIGTERM; resolves when the process has exited. */
  stop: () => Promise<void>;
}

/**
 * Spawns the floor server and waits for its `listening <port>` line.
 * @throws Error when it exits first or does not listen within 10 s
 */
export function startFloor(root: string): Promise<FloorServer> {
  const child = spawn(path.join(root, "node_modules/.bin/node"), [path.join(root, "bench/floor-server.ts")], {
    cwd: root,
    env: { ...process.env, PORT: "0" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error("De vloerserver luisterde niet binnen 10 s."));
    }, 10_000);
    let text = "";
    child.stdout.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      const port = /listening (\d+)/.exec(text)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${port}`, pid: child.pid ?? 0, stop });
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error("De vloerserver stopte tijdens het starten."));
    });
  });
}
