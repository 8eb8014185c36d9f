/**
 * The production server's middleware (app/lib/http.server.ts, docs/decisions/011-security.md) on a
 * real Express app: security headers with a fresh CSP nonce per response, HSTS only on https, the
 * Origin check on state-changing requests, request ids, and access logs without secrets.
 */
import express from "express";
import type { Server } from "node:http";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { createLogger } from "~/lib/logger.server";
import { jsonLineSink } from "../setup/log-capture";

const servers: Server[] = [];

/** A logger at level info whose JSON lines land in `lines`. */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger(jsonLineSink(lines), "info");
  return { log, lines };
}

/**
 * An Express app as server.ts builds it, under the environment `vars`, with a page that prints
 * its nonce, a form target and a failing route; listening on a free port of 127.0.0.1.
 */
async function start(vars: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value);
  vi.resetModules();
  const { createHttpMiddleware } = await import("~/lib/http.server");
  const { cspNonceContext } = await import("~/lib/request-context");
  const { log, lines } = capture();
  const http = createHttpMiddleware({ log });
  const app = express();
  app.disable("x-powered-by");
  app.use(http.before);
  app.get("/pagina", (req, res) => {
    const context = http.getLoadContext(req, res);
    res.type("html").send(`<p>${String(context.get(cspNonceContext))}</p>`);
  });
  app.post("/formulier", (_req, res) => {
    res.type("text").send("opgeslagen");
  });
  app.get("/kapot", () => {
    throw new Error("kapot: select secret from session");
  });
  // What express.static does with a malformed path: an error with a 4xx status.
  app.get("/ongeldig", (_req, _res, next) => {
    next(Object.assign(new Error("Failed to decode param"), { status: 400 }));
  });
  app.use(http.errorHandler);
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  servers.push(server);
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { base: `http://127.0.0.1:${port}`, lines };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  vi.resetModules();
});

describe("security headers", () => {
  it("sends a CSP with a fresh nonce per response and the other headers, without HSTS on http", async () => {
    const { base } = await start({ PUBLIC_URL: "http://localhost:3000" });
    const first = await fetch(`${base}/pagina`);
    const second = await fetch(`${base}/pagina`);
    const csp = first.headers.get("content-security-policy") ?? "";
    const nonce = (await first.text()).replace(/<\/?p>/g, "");
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'", "img-src 'self' data:", "style-src-attr 'none'"]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain("unsafe-inline");
    // Style elements: this site's files, this response's nonce, or the toaster's pinned styles.
    expect(csp).toMatch(new RegExp(`style-src-elem 'self' 'nonce-${nonce.replace(/[+/]/g, "\\$&")}' 'sha256-[A-Za-z0-9+/]{43}=' 'sha256-[A-Za-z0-9+/]{43}='(;|$)`));
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(first.headers.get("strict-transport-security")).toBeNull();
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.headers.get("x-frame-options")).toBe("DENY");
    expect(first.headers.get("permissions-policy")).toContain("camera=()");
    expect(first.headers.get("permissions-policy")).toContain("geolocation=()");
    expect(first.headers.get("x-powered-by")).toBeNull();
  });

  it("admits the map tiles' origin to img-src, exactly that one", async () => {
    const standard = (await fetch(`${(await start({ PUBLIC_URL: "http://localhost:3000" })).base}/pagina`)).headers.get("content-security-policy");
    expect(standard).toMatch(/(^|;)img-src 'self' data: blob: https:\/\/service\.pdok\.nl(;|$)/);
    const { base } = await start({ PUBLIC_URL: "http://localhost:3000", MAP_TILE_URL: "https://tegels.example.org:8443/kaart/{z}/{x}/{y}.png" });
    const csp = (await fetch(`${base}/pagina`)).headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/(^|;)img-src 'self' data: blob: https:\/\/tegels\.example\.org:8443(;|$)/);
    expect(csp).not.toContain("pdok");
  });

  it("adds HSTS and upgrade-insecure-requests on https, and the Google issuer to form-action", async () => {
    const { base } = await start({
      PUBLIC_URL: "https://ditdoetnederland.example.org",
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
      GOOGLE_ISSUER: "https://accounts.google.com",
    });
    const response = await fetch(`${base}/pagina`);
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("form-action 'self' https://accounts.google.com");
    expect(csp).toContain("upgrade-insecure-requests");
  });
});

describe("Origin check", () => {
  const post = (base: string, headers: Record<string, string>) =>
    fetch(`${base}/formulier`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers }, body: "a=1" });

  it("refuses a state-changing request from a foreign site with a Dutch 403", async () => {
    const { base, lines } = await start({ PUBLIC_URL: "https://ditdoetnederland.example.org" });
    const foreign: Record<string, string>[] = [{ Origin: "https://kwaadwillend.example" }, { Referer: "https://kwaadwillend.example/pagina" }, { Origin: "null" }];
    for (const headers of foreign) {
      const response = await post(base, headers);
      expect(response.status).toBe(403);
      expect(await response.text()).toBe("Geweigerd: dit verzoek komt van een andere website dan Dit doet Nederland.");
    }
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const response = await fetch(`${base}/formulier`, { method, headers: { Origin: "https://kwaadwillend.example" } });
      expect(response.status).toBe(403);
    }
    expect(lines.some((l) => l.msg === "state-changing request from a foreign origin refused")).toBe(true);
  });

  it("lets the site itself, its own host, non-browser clients and safe methods through", async () => {
    const { base } = await start({ PUBLIC_URL: "https://ditdoetnederland.example.org" });
    const own: Record<string, string>[] = [{ Origin: "https://ditdoetnederland.example.org" }, { Origin: base }, { Referer: `${base}/pagina` }, {}];
    for (const headers of own) {
      const response = await post(base, headers);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe("opgeslagen");
    }
    expect((await fetch(`${base}/pagina`, { headers: { Origin: "https://kwaadwillend.example" } })).status).toBe(200);
  });
});

describe("request ids and logs", () => {
  it("echoes a sane incoming X-Request-Id and replaces anything else with a UUID", async () => {
    const { base, lines } = await start({ PUBLIC_URL: "http://localhost:3000" });
    const kept = await fetch(`${base}/pagina`, { headers: { "X-Request-Id": "lb-0123456789abcdef" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-0123456789abcdef");
    const replaced = await fetch(`${base}/pagina`, { headers: { "X-Request-Id": "<script>alert(1)</script>" } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const access = lines.filter((l) => l.msg === "request completed");
    expect(access.map((l) => l.reqId)).toEqual(["lb-0123456789abcdef", replaced.headers.get("x-request-id")]);
  });

  it("logs no cookie, authorization header or token from the URL", async () => {
    const { base, lines } = await start({ PUBLIC_URL: "http://localhost:3000" });
    await fetch(`${base}/pagina?token=verif-token-123&callbackURL=%2F`, {
      headers: { Cookie: "ddn.session_token=sessie-geheim-456", Authorization: "Bearer drager-789" },
    });
    const text = JSON.stringify(lines);
    expect(lines.length).toBeGreaterThan(0);
    for (const secret of ["verif-token-123", "sessie-geheim-456", "drager-789"]) expect(text).not.toContain(secret);
    expect(text).toContain("/pagina?token=[REDACTED]&callbackURL=%2F");
  });

  it("answers an error outside React Router in Dutch with the request id, and logs it", async () => {
    const { base, lines } = await start({ PUBLIC_URL: "http://localhost:3000" });
    const response = await fetch(`${base}/kapot`);
    const id = response.headers.get("x-request-id");
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(body).toBe(`Er ging iets mis. Probeer het later opnieuw. Foutcode: ${id}`);
    expect(body).not.toContain("select");
    const logged = lines.find((l) => l.msg === "unexpected error outside React Router");
    expect(logged?.reqId).toBe(id);
    const malformed = await fetch(`${base}/ongeldig`);
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toBe("Dit verzoek kunnen we niet verwerken. Controleer het adres.");
  });
});
