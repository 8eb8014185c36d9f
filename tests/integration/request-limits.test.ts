/**
 * What the production server refuses before the app reads anything, on the whole app behind a real
 * HTTP server (tests/setup/app-server.ts): request bodies over their limit (with Content-Length,
 * and chunked without it) get 413 with a Dutch message while the server keeps answering; TRACE
 * gets 405 and a request without Host 400, logged as warnings without a stack. Also: React
 * Router's own Origin check accepts a POST from PUBLIC_URL behind a proxy that rewrites Host, and
 * X-Forwarded-For is ignored unless TRUST_PROXY=1.
 */
import http from "node:http";
import net from "node:net";
import { eq, like } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rateLimits } from "~/db/schema";
import {
  AUTH_BODY_LIMIT,
  BAD_HOST_MESSAGE,
  BODY_TOO_LARGE_MESSAGE,
  FORM_BODY_LIMIT,
  METHOD_NOT_ALLOWED_MESSAGE,
  MISSING_HOST_MESSAGE,
  UPLOAD_SIGN_IN_MESSAGE,
} from "~/lib/http.server";
import { type AppServer, startAppServer } from "../setup/app-server";
import { setupTestDatabase } from "../setup/database";

const database = setupTestDatabase();
let server: AppServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.unstubAllEnvs();
});

interface RawAnswer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/**
 * Sends a POST to `path` whose body is `size` bytes of a form field, written in 64 KB pieces,
 * with Content-Length or (`chunked`) without it. Resolves with the answer as soon as it arrives
 * (the server may stop reading the body); write errors after that are expected.
 */
function postLarge(
  base: string,
  path: string,
  size: number,
  options: { chunked: boolean; holdBack?: boolean; headers?: Record<string, string> },
): Promise<RawAnswer & { sent: number }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded", ...options.headers };
    if (!options.chunked) headers["Content-Length"] = String(size);
    const request = http.request(`${base}${path}`, { method: "POST", headers });
    let answered = false;
    request.on("response", (response) => {
      answered = true;
      const sentWhenAnswered = sent;
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), headers: response.headers, sent: sentWhenAnswered });
        if (options.holdBack) request.destroy();
      });
    });
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    const piece = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    request.write("veld=");
    sent += 5;
    const pump = () => {
      while (sent < size && !answered && !request.destroyed) {
        const part = piece.subarray(0, Math.min(piece.length, size - sent));
        sent += part.length;
        if (!request.write(part)) return void request.once("drain", pump);
      }
      // With `holdBack` the final chunk never comes, as from a client that keeps the body open.
      if (!answered && !request.destroyed && !options.holdBack) request.end();
    };
    pump();
  });
}

/** Sends `raw` bytes over a plain TCP connection and resolves with everything the server answered. */
function rawRequest(port: number, raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(raw));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    socket.on("error", reject);
  });
}

describe("request body limits", () => {
  it("refuses an anonymous form post over the limit with 413 in Dutch, with and without Content-Length, and stays responsive", async () => {
    server = await startAppServer({ PUBLIC_URL: undefined });
    for (const chunked of [false, true]) {
      const started = Date.now();
      const answer = await postLarge(server.base, "/contact", 20 * FORM_BODY_LIMIT, { chunked });
      expect(answer.status).toBe(413);
      expect(answer.body).toBe(BODY_TOO_LARGE_MESSAGE);
      expect(answer.headers.connection).toBe("close");
      // Refused after at most the limit, not after the whole 20 MB arrived.
      expect(Date.now() - started).toBeLessThan(5_000);
      const health = await fetch(`${server.base}/healthz`);
      expect(health.status).toBe(200);
    }
    const warnings = server.lines.filter((line) => line.msg === "request body over its limit refused");
    expect(warnings).toHaveLength(2);
    expect(warnings.every((line) => line.level === 40 && line.err === undefined)).toBe(true);
  });

  it("answers a visitor's post to an image form before reading its body: the guard's redirect, or 401 for the upload", async () => {
    server = await startAppServer({ PUBLIC_URL: undefined });
    const cases = [
      { path: "/nieuw-initiatief", status: 302, location: "/auth?redirectTo=%2F&melding=initiatief" },
      { path: "/initiatief/abc/bewerken", status: 302, location: "/auth?redirectTo=%2F&melding=pagina" },
      { path: "/nieuw-event", status: 302, location: "/auth?redirectTo=%2F&melding=event" },
      { path: "/event/abc/bewerken", status: 302, location: "/auth?redirectTo=%2F&melding=pagina" },
      { path: "/vacature/nieuw", status: 302, location: "/auth?redirectTo=%2F&melding=vacature" },
      { path: "/nieuw-initiatief.data", status: 204, location: undefined },
      { path: "/afbeelding/uploaden", status: 401, location: undefined },
    ];
    for (const { path, status, location } of cases) {
      for (const cookie of [undefined, "ddn.session_token=verzonnen.handtekening"]) {
        // 20 MB, under the forms' limit, chunked and never finished: buffering it would never answer.
        const answer = await postLarge(server.base, path, 20 * 1024 * 1024, { chunked: true, holdBack: true, headers: cookie ? { Cookie: cookie } : {} });
        const where = `${path} with${cookie ? "" : "out"} a cookie`;
        expect(answer.status, where).toBe(status);
        expect(answer.headers.connection, where).toBe("close");
        if (location) expect(answer.headers.location, where).toBe(location);
        if (path.endsWith(".data")) expect(answer.headers["x-remix-redirect"], where).toBe("/auth?redirectTo=%2F&melding=initiatief");
        if (status === 401) expect(JSON.parse(answer.body), where).toEqual({ error: UPLOAD_SIGN_IN_MESSAGE });
        // Answered while the body was still coming: at most what the socket buffers held.
        expect(answer.sent, where).toBeLessThan(20 * 1024 * 1024);
      }
    }
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    expect(server.lines.some((line) => (line.level as number) >= 50)).toBe(false);
  });

  it("uses the smaller limit on the sign-in routes, including better-auth's handler", async () => {
    server = await startAppServer({ PUBLIC_URL: undefined });
    for (const path of ["/auth", "/auth.data", "/api/auth/callback/google"]) {
      for (const chunked of [false, true]) {
        const answer = await postLarge(server.base, path, AUTH_BODY_LIMIT + 1024, { chunked });
        expect(answer.status, `${path} chunked=${chunked}`).toBe(413);
        expect(answer.body).toBe(BODY_TOO_LARGE_MESSAGE);
      }
    }
  });

  it("passes a chunked body under the limit to the app unchanged", async () => {
    server = await startAppServer({ PUBLIC_URL: undefined });
    const email = `chunked-${crypto.randomUUID().slice(0, 6)}@voorbeeld.example.org`;
    const body = new URLSearchParams({ intent: "sign-in", email, password: "verkeerd-123" }).toString();
    const answer = await new Promise<RawAnswer>((resolve, reject) => {
      const request = http.request(`${server!.base}/auth`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
      request.on("response", (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), headers: response.headers }));
      });
      request.on("error", reject);
      // Three pieces, so the body really arrives in chunks.
      request.write(body.slice(0, 10));
      setTimeout(() => {
        request.write(body.slice(10, 30));
        request.end(body.slice(30));
      }, 20);
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toContain("Ongeldige inloggegevens");
    const rows = await database.db().select().from(rateLimits).where(eq(rateLimits.key, `signInAccountIp:127.0.0.1:${email}`));
    expect(rows).toHaveLength(1);
  });
});

describe("requests the app cannot answer", () => {
  it("answers TRACE with 405 and a request without Host with 400, logged as warnings without a stack", async () => {
    server = await startAppServer({ PUBLIC_URL: undefined });
    const trace = await rawRequest(server.port, "TRACE / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    expect(trace).toMatch(/^HTTP\/1\.1 405 /);
    expect(trace).toMatch(/\r\nallow: GET, HEAD, POST\r\n/i);
    expect(trace).toContain(METHOD_NOT_ALLOWED_MESSAGE);
    const noHost = await rawRequest(server.port, "GET / HTTP/1.0\r\n\r\n");
    expect(noHost).toMatch(/^HTTP\/1\.1 400 /);
    expect(noHost).toContain(MISSING_HOST_MESSAGE);
    const emptyHost = await rawRequest(server.port, "GET / HTTP/1.1\r\nHost:\r\nConnection: close\r\n\r\n");
    expect(emptyHost).toMatch(/^HTTP\/1\.1 400 /);

    const refused = server.lines.filter((line) => line.msg === "unsupported request method refused" || line.msg === "request without Host refused");
    expect(refused).toHaveLength(3);
    expect(refused.every((line) => line.level === 40 && line.err === undefined)).toBe(true);
    expect(server.lines.some((line) => (line.level as number) >= 50)).toBe(false);
  });
});

describe("unusual request shapes", () => {
  it("serves an absolute-form target naming this host as its path, and refuses another host or two Host headers with 400", async () => {
    server = await startAppServer({ PUBLIC_URL: undefined });
    const host = `127.0.0.1:${server.port}`;
    const absolute = await rawRequest(server.port, `GET http://${host}/faq HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    expect(absolute).toMatch(/^HTTP\/1\.1 200 /);
    expect(absolute).toContain("<html");
    for (const raw of [
      `GET http://ander.example/faq HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      `GET ftp://${host}/faq HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      `GET /faq HTTP/1.1\r\nHost: ${host}\r\nHost: ander.example\r\nConnection: close\r\n\r\n`,
    ]) {
      const answer = await rawRequest(server.port, raw);
      expect(answer, raw).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer, raw).toContain(BAD_HOST_MESSAGE);
    }
    expect(server.lines.some((line) => (line.level as number) >= 50)).toBe(false);
  });

  it("answers POST and OPTIONS to a page without an action with 405, naming no module and logging no error", async () => {
    server = await startAppServer({ PUBLIC_URL: undefined });
    const { logger } = await import("~/lib/logger.server");
    const errors = vi.spyOn(logger, "error");
    try {
      for (const [method, path] of [["POST", "/faq"], ["POST", "/faq.data"], ["OPTIONS", "/faq"], ["POST", "/initiatieven.data"]] as const) {
        const response = await fetch(`${server.base}${path}`, { method, headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: method === "POST" ? "a=1" : undefined });
        const body = await response.text();
        expect(response.status, `${method} ${path}`).toBe(405);
        // A page's own data names its route ids anyway; the refusal must not add internals.
        expect(body, `${method} ${path}`).not.toMatch(/did not provide|You made a|Invalid request method/);
        if (path.endsWith(".data")) expect(body, path).not.toMatch(/routes\//);
        expect(body, `${method} ${path}`).toContain(METHOD_NOT_ALLOWED_MESSAGE);
      }
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
    expect(server.lines.some((line) => (line.level as number) >= 50)).toBe(false);
  });

  it("sends X-Content-Type-Options once on the route's own responses (an image)", async () => {
    server = await startAppServer({ PUBLIC_URL: undefined });
    const answer = await rawRequest(server.port, `GET /afbeelding/${crypto.randomUUID()}/0123456789abcdef-640.webp HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 404 /);
    expect(answer.match(/^x-content-type-options: nosniff\r$/gim)).toHaveLength(1);
  });
});

describe("behind a reverse proxy", () => {
  it("accepts a POST from PUBLIC_URL's origin when the proxy rewrote Host, and still refuses a foreign one", async () => {
    server = await startAppServer({ PUBLIC_URL: "https://ditdoetnederland.example.org" });
    const post = (origin: string) =>
      fetch(`${server!.base}/auth`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "sign-in", email: "niemand@voorbeeld.example.org", password: "verkeerd-123" }),
      });
    const own = await post("https://ditdoetnederland.example.org");
    expect(own.status).toBe(401);
    expect(await own.text()).toContain("Ongeldige inloggegevens");
    const foreign = await post("https://kwaadwillend.example");
    expect(foreign.status).toBe(403);
  });

  it("ignores X-Forwarded-For unless TRUST_PROXY=1", async () => {
    const attempt = (base: string, email: string) =>
      fetch(`${base}/auth`, {
        method: "POST",
        headers: { "X-Forwarded-For": "203.0.113.7", "X-DDN-Client-IP": "198.51.100.9", "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "sign-in", email, password: "verkeerd-123" }),
      });
    server = await startAppServer({ PUBLIC_URL: undefined, TRUST_PROXY: undefined });
    await database.db().delete(rateLimits).where(like(rateLimits.key, "signInIp:%"));
    expect((await attempt(server.base, "xff-1@voorbeeld.example.org")).status).toBe(401);
    const keys = (await database.db().select().from(rateLimits).where(like(rateLimits.key, "signInIp:%"))).map((row) => row.key);
    expect(keys).toEqual(["signInIp:127.0.0.1"]);
    await server.close();

    server = await startAppServer({ PUBLIC_URL: undefined, TRUST_PROXY: "1" });
    expect((await attempt(server.base, "xff-2@voorbeeld.example.org")).status).toBe(401);
    const trusted = (await database.db().select().from(rateLimits).where(like(rateLimits.key, "signInIp:%"))).map((row) => row.key);
    expect(trusted.sort()).toEqual(["signInIp:127.0.0.1", "signInIp:203.0.113.7"]);
  });
});
