/**
 * Two app processes on one PostgreSQL, on different ports and nothing in front
 * (docs/decisions/012-reliability.md): a session created on one process is valid on the other, and
 * the rate-limit counters (table rate_limits) are shared, so attempts spread over both processes
 * hit one limit; a moderation change (an approval, a block) made through one process shows on
 * both at once, in pages (also when both served them from their page cache) and in the cached counts; 50 members signing up at once through both
 * processes get exactly the places left, and each one mail. Starts its own PostgreSQL (fails when
 * PostgreSQL is not installed) and two production servers.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import PostalMime from "postal-mime";
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
    // One DATA_DIR for both, as on a shared volume: a mail may be sent by either process's worker,
    // and without SMTP both write to the one outbox the tests read.
    const dataDir = mkdtempSync(path.join(tmpdir(), "ddn-two-"));
    dataDirs.push(dataDir);
    // One after the other: both run the migrations at start-up.
    first = await startAppServer({ dataDir, databaseUrl: postgres.url });
    second = await startAppServer({ dataDir, databaseUrl: postgres.url });
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
      { intent: "sign-in", email: member.email, password: member.password, redirectTo: "/" },
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
        { intent: "sign-in", email, password: "verkeerd-wachtwoord", redirectTo: "/" },
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

      // Both processes now serve the home page from their page cache (docs/decisions/052-page-cache.md)…
      for (const server of [first, second]) {
        await visit(server, "/", "");
        const kept = await fetch(`${server.url}/`);
        await kept.arrayBuffer();
        expect(kept.headers.get("cache-status")).toBe("ddn; hit");
      }
      // …and an approval written straight into the database (the status change bumps the data
      // version, announced to every process): public on both, counted on both at once.
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

  it("gives the last 5 places to exactly 5 of 50 members signing up at once through both processes; each gets one mail", { timeout: 240_000 }, async () => {
    const servers = [first, second];
    const members: Awaited<ReturnType<typeof registerMember>>[] = [];
    for (let batch = 0; batch < 5; batch++) {
      members.push(...(await Promise.all(Array.from({ length: 10 }, (_, i) => registerMember(servers[i % 2] as AppServer)))));
    }
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    let eventId: string;
    try {
      const { rows } = await client.query<{ id: string }>(
        `with i as (
           insert into initiatives (name, formality, informal_type, theme, description, long_description, scope, contact_email)
           values ('Volle zaal', 'informeel', 'buurtgroep', 'natuur', 'Kort', 'Lang genoeg', 'nationaal', 'x@voorbeeld.example.org') returning id)
         insert into events (title, description, type, date, city, location, organizer_name, organizer_email, max_participants, external_participants, registration_required, initiative_id)
         select 'Laatste plekken', 'Kort', 'workshop', now() + interval '7 days', 'Utrecht', 'Buurthuis', 'Org', 'org@voorbeeld.example.org', 20, 15, true, id from i
         returning id`,
      );
      eventId = rows[0]?.id ?? "";
      const answers = await Promise.all(
        members.map((member, i) =>
          postForm((servers[i % 2] as AppServer).url, `/event/${eventId}/aanmelding`, { intent: "sign-up" }, {
            cookie: member.cookie,
            clientIp: member.clientIp,
          }).then(async (response) => {
            await response.arrayBuffer();
            return response.status;
          }),
        ),
      );
      expect(answers.every((status) => status === 302)).toBe(true);
      const registrations = await client.query<{ status: string }>(
        "select status from event_registrations where event_id = $1 order by seq",
        [eventId],
      );
      expect(registrations.rows.map((r) => r.status)).toEqual([...Array(5).fill("confirmed"), ...Array(45).fill("waitlisted")]);
      const counted = await client.query<{ confirmed_count: number }>("select confirmed_count from events where id = $1", [eventId]);
      expect(counted.rows[0]?.confirmed_count).toBe(5);
    } finally {
      await client.end();
    }
    // Each member's sign-up mail was sent by one of the two processes' workers, exactly once.
    const subjects = await outboxSubjects(dataDirs, (all) => all.filter((s) => s.endsWith("Laatste plekken")).length >= 50);
    expect(subjects.filter((s) => s === "Je bent aangemeld voor Laatste plekken")).toHaveLength(5);
    expect(subjects.filter((s) => s === "Je staat op de wachtlijst voor Laatste plekken")).toHaveLength(45);
  });
});

/**
 * The subjects of the messages in the outboxes of the servers' DATA_DIRs, read again until `done`
 * holds for them (the queue sends shortly after the commit) or 20 seconds passed.
 */
async function outboxSubjects(dataDirs: string[], done: (subjects: string[]) => boolean): Promise<string[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const subjects: string[] = [];
    for (const dir of dataDirs) {
      const folder = path.join(dir, "outbox");
      for (const name of readdirSync(folder)) {
        const mail = await PostalMime.parse(readFileSync(path.join(folder, name)));
        subjects.push(mail.subject ?? "");
      }
    }
    if (done(subjects) || Date.now() > deadline) return subjects;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
