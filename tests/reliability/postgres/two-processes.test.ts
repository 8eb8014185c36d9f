/**
 * Two app processes on one PostgreSQL, on different ports and nothing in front
 * (docs/decisions/012-reliability.md): a session created on one process is valid on the other, and
 * the rate-limit counters (table rate_limits) are shared, so attempts spread over both processes
 * hit one limit; a moderation change (an approval, a block) made through one process shows on
 * both at once, in pages and in the cached counts. Starts its own PostgreSQL (fails when
 * PostgreSQL is not installed) and two production servers.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
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

  it("shows a moderation change made through one process on both: pages and cached counts", async () => {
    const member = await registerMember(first);
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      const counter = async (server: AppServer) => {
        const { body } = await visit(server, "/", "");
        const match = /data-testid="teller-initiatieven"[^>]*>([^<]*)</.exec(body);
        return Number((match?.[1] ?? "").replace(/\D/g, ""));
      };
      const before = await counter(second);
      const { rows } = await client.query<{ id: string }>(
        `insert into initiatives (name, formality, informal_type, theme, description, long_description, scope, contact_email, created_by, status, review_requested_at)
         select 'Twee processen wachten', 'informeel', 'buurtgroep', 'natuur', 'Kort', 'Lang genoeg', 'nationaal', 'x@voorbeeld.example.org', id, 'in_behandeling', now()
         from "user" where email = $1 returning id`,
        [member.email],
      );
      const path = `/initiatief/${rows[0]?.id}`;
      // Waiting for review: hidden on both processes; the count is unchanged.
      expect((await visit(first, path, "")).status).toBe(404);
      expect((await visit(second, path, "")).status).toBe(404);
      expect(await counter(first)).toBe(before);

      // Approved (the status change bumps the data version): public on both, counted on both.
      await client.query(`update initiatives set status = 'actief', review_requested_at = null where id = $1`, [rows[0]?.id]);
      expect((await visit(second, path, "")).status).toBe(200);
      expect(await counter(second)).toBe(before + 1);
      expect(await counter(first)).toBe(before + 1);

      // The member is blocked: their initiative and their session are gone on both processes.
      await client.query(`update "user" set blocked_at = now() where email = $1`, [member.email]);
      expect((await visit(first, path, "")).status).toBe(404);
      expect(await counter(second)).toBe(before);
      expect((await visit(second, "/mijn-items", member.cookie)).status).toBe(302);
      expect((await visit(first, "/mijn-items", member.cookie)).status).toBe(302);
    } finally {
      await client.end();
    }
  });
});
