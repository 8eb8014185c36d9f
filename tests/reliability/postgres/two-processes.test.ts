/**
 * Two app processes on one PostgreSQL, on different ports and nothing in front
 * (docs/decisions/012-reliability.md): a session created on one process is valid on the other, and
 * the rate-limit counters (table rate_limits) are shared, so attempts spread over both processes
 * hit one limit. Starts its own PostgreSQL (fails when PostgreSQL is not installed) and two
 * production servers.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS, rateLimitMessage } from "~/lib/rate-limit.server";
import { type PostgresServer, startPostgres } from "../../../bench/lib/postgres";
import { type AppServer, cookieFrom, postForm, randomClientIp, registerMember, startAppServer } from "../../../bench/lib/server-process";

describe("two app processes on one PostgreSQL", () => {
  let postgres: PostgresServer;
  let first: AppServer;
  let second: AppServer;
  const dataDirs: string[] = [];

  beforeAll(async () => {
    postgres = await startPostgres();
    const dataDir = () => {
      const dir = mkdtempSync(path.join(tmpdir(), "ddn-two-"));
      dataDirs.push(dir);
      return dir;
    };
    // One after the other: both run the migrations at start-up.
    first = await startAppServer({ dataDir: dataDir(), databaseUrl: postgres.url });
    second = await startAppServer({ dataDir: dataDir(), databaseUrl: postgres.url });
  });

  afterAll(async () => {
    await Promise.all([first?.stop("SIGTERM"), second?.stop("SIGTERM")]);
    postgres?.destroy();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  /** GET `pathname` with `cookie`; returns status and redirect target. */
  async function visit(server: AppServer, pathname: string, cookie: string) {
    const response = await fetch(`${server.url}${pathname}`, { headers: { Cookie: cookie }, redirect: "manual" });
    const body = await response.text();
    return { status: response.status, location: response.headers.get("location"), body };
  }

  it("accepts a session created on one process on the other, both ways", async () => {
    const member = await registerMember(first);
    const onSecond = await visit(second, "/mijn-items", member.cookie);
    expect(onSecond.status).toBe(200);
    expect(onSecond.body).toContain(member.name);
    // Signed in anew on the second process, the session works on the first.
    const signedIn = await postForm(
      second.url,
      "/auth",
      { intent: "inloggen", email: member.email, password: member.password, redirectTo: "/" },
      { clientIp: member.clientIp },
    );
    await signedIn.arrayBuffer();
    expect(signedIn.status).toBe(302);
    const onFirst = await visit(first, "/mijn-items", cookieFrom(signedIn.headers));
    expect(onFirst.status).toBe(200);
    // A visitor is still sent to sign in (the check above is not a page open to everyone).
    expect((await visit(first, "/mijn-items", "")).status).toBe(302);
  });

  it("shares rate-limit counters: sign-in attempts on both processes hit one limit", async () => {
    const email = `niemand-${Date.now()}@voorbeeld.example.org`;
    const clientIp = randomClientIp();
    const limit = RATE_LIMITS.signInAccountIp.points;
    const attempt = async (server: AppServer) => {
      const response = await postForm(
        server.url,
        "/auth",
        { intent: "inloggen", email, password: "verkeerd-wachtwoord", redirectTo: "/" },
        { clientIp },
      );
      return { status: response.status, body: await response.text() };
    };
    // `limit` wrong passwords, alternating between the processes: each is answered, none refused.
    for (let i = 0; i < limit; i++) {
      const answer = await attempt(i % 2 === 0 ? first : second);
      expect(answer.status, `poging ${i + 1}`).not.toBe(429);
    }
    // Each process saw only half the attempts, yet the next one is refused on either.
    const refused = await attempt(second);
    expect(refused.status).toBe(429);
    expect(refused.body).toContain(rateLimitMessage(15).split(" over ")[0]);
    expect((await attempt(first)).status).toBe(429);
  });
});
