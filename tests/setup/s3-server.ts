/**
 * Starts a local S3-compatible server (s3rver) with one bucket in a temporary folder, for tests of
 * the bucket storage (tests/setup/s3-server-process.ts says why it is a separate process).
 * Credentials: s3rver's fixed pair S3RVER / S3RVER.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

export interface LocalS3Server {
  /** s3://S3RVER:S3RVER@127.0.0.1:PORT/BUCKET?tls=false, the S3_URL to reach it. */
  url: string;
  close(): Promise<void>;
}

/** @throws Error when the server does not start within 30 seconds */
export async function startLocalS3Server(bucket: string): Promise<LocalS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), "ddn-s3-"));
  const script = fileURLToPath(new URL("./s3-server-process.ts", import.meta.url));
  const child = spawn(process.execPath, ["--openssl-legacy-provider", script, directory, bucket], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("s3rver did not start within 30 s")), 30_000);
      child.once("exit", (code) => reject(new Error(`s3rver exited with code ${code}`)));
      createInterface({ input: child.stdout }).once("line", (line) => {
        clearTimeout(timer);
        resolve((JSON.parse(line) as { port: number }).port);
      });
    });
    return {
      url: `s3://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}?tls=false`,
      close: async () => {
        child.kill("SIGTERM");
        await exited;
        await rm(directory, { recursive: true, force: true });
      },
    };
  } catch (error) {
    child.kill("SIGKILL");
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
}
