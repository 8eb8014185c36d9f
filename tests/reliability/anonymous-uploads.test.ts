/**
 * Visitors cannot make the server hold large bodies (docs/decisions/011-security.md): twelve
 * connections without a session post 20–30 MB chunked bodies to the forms with image files and
 * the upload endpoint, never sending the final chunk. Each is answered (the route guard's redirect
 * to /auth, or 401 for the upload) while its body is still arriving, so the server never read
 * 20 MB of any of them, and after the connections are gone its memory (RSS) is back near where it
 * started.
 *
 * Spawns `server.ts` from the production build (run after `npm run build`).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer } from "../../bench/lib/server-process";

const PATHS = ["/initiatief/x/bewerken", "/event/x/bewerken", "/nieuw-initiatief", "/nieuw-event", "/vacature/nieuw", "/afbeelding/uploaden"];
const MB = 1024 * 1024;

/** The resident memory of process `pid` in bytes (Linux /proc). */
function rssOf(pid: number): number {
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kb) * 1024;
}

interface Attempt {
  /** The status line of the answer, if one arrived before the connection ended. */
  statusLine?: string;
  /** Whether the server ended the connection (else the time ran out). */
  ended: boolean;
  /** Body bytes written when the answer arrived or the connection ended. */
  sent: number;
}

/**
 * A chunked POST of `size` bytes to `pathname` over a raw connection, without the final chunk;
 * resolves when the server ended the connection, or after `timeoutMs`.
 */
function heldBackPost(port: number, pathname: string, size: number, timeoutMs: number): Promise<Attempt> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let sent = 0;
    let answer = "";
    let stopped: number | undefined;
    const piece = Buffer.alloc(256 * 1024, "a");
    const chunk = Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n")]);
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ statusLine: answer.split("\r\n")[0] || undefined, ended, sent: stopped ?? sent });
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    socket.on("data", (data: Buffer) => {
      stopped ??= sent;
      answer += data.toString("latin1");
    });
    // The server may reset the connection while body bytes are still arriving: that ends it too.
    socket.on("close", () => finish(true));
    socket.on("error", () => undefined);
    const pump = () => {
      while (sent < size && stopped === undefined && !socket.destroyed) {
        sent += piece.length;
        if (!socket.write(chunk)) return void socket.once("drain", pump);
      }
    };
    socket.once("connect", () => {
      socket.write(
        `POST ${pathname} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: multipart/form-data; boundary=x\r\nTransfer-Encoding: chunked\r\n\r\n`,
      );
      pump();
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The RSS of `pid` once two samples a second apart differ by less than 4 MB (at most `maxMs`). */
async function settledRss(pid: number, maxMs: number): Promise<number> {
  let last = rssOf(pid);
  const until = Date.now() + maxMs;
  while (Date.now() < until) {
    await sleep(1_000);
    const now = rssOf(pid);
    if (Math.abs(now - last) < 4 * MB) return now;
    last = now;
  }
  return last;
}

let server: AppServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "ddn-uploads-"));
  // A loaded machine may take minutes to start the server.
  server = await startAppServer({ dataDir, startTimeoutMs: 230_000 });
}, 240_000);

afterAll(async () => {
  await server?.stop("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
});

describe("anonymous bodies on the image forms", () => {
  it("are answered before they are read, and leave the server's memory near its baseline", async () => {
    // Warm the routes up first, so the baseline includes their code.
    for (const pathname of PATHS) await heldBackPost(server.port, pathname, MB, 10_000);
    const pid = server.child.pid!;
    // The embedded database gives memory back in the first minutes after a start.
    const baseline = await settledRss(pid, 60_000);

    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, n) => heldBackPost(server.port, PATHS[n % PATHS.length]!, (20 + (n % 11)) * MB, 30_000)),
    );
    for (const [n, attempt] of attempts.entries()) {
      const where = `${PATHS[n % PATHS.length]} (#${n})`;
      expect(attempt.ended, where).toBe(true);
      if (attempt.statusLine) expect(attempt.statusLine, where).toMatch(/^HTTP\/1\.1 (302|401) /);
      expect(attempt.sent, where).toBeLessThan(20 * MB);
    }
    // Back near the baseline once the connections are gone (buffers freed, the heap collected).
    let after = rssOf(pid);
    for (let waited = 0; waited < 30 && after - baseline >= 40 * MB; waited++) {
      await sleep(1_000);
      after = rssOf(pid);
    }
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(after - baseline, `RSS ${Math.round(baseline / MB)} → ${Math.round(after / MB)} MB`).toBeLessThan(40 * MB);
  }, 240_000);
});
