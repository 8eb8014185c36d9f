/**
 * PostgreSQL outage (docs/decisions/012-reliability.md): with the app running on its own PostgreSQL
 * server, stopping that server makes pages answer a Dutch 503 page with Retry-After within 2 s (no
 * hanging requests) and /healthz 503; starting PostgreSQL again brings the pages back without
 * restarting the app. Starts its own PostgreSQL (bench/lib/postgres-server.ts; fails when
 * PostgreSQL is not installed) and the production build.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PostgresServer, startPostgres } from "../../../bench/lib/postgres";
import { type AppServer, registerMember, startAppServer } from "../../../bench/lib/server-process";

const PAGES = ["/", "/initiatieven", "/events", "/vacatures"];

async function timedGet(url: string, cookie = ""): Promise<{ status: number; body: string; ms: number; retryAfter: string | null }> {
  const started = Date.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000), headers: { Cookie: cookie }, redirect: "manual" });
  const body = await response.text();
  return { status: response.status, body, ms: Date.now() - started, retryAfter: response.headers.get("retry-after") };
}

describe("PostgreSQL outage", () => {
  let postgres: PostgresServer;
  let app: AppServer;
  let dataDir: string;

  beforeAll(async () => {
    postgres = await startPostgres();
    dataDir = mkdtempSync(path.join(tmpdir(), "ddn-outage-"));
    app = await startAppServer({ dataDir, databaseUrl: postgres.url });
  });

  afterAll(async () => {
    await app?.stop("SIGTERM");
    postgres?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers a Dutch 503 page within 2 s while PostgreSQL is down and recovers after its restart", async () => {
    for (const page of PAGES) expect((await timedGet(`${app.url}${page}`)).status).toBe(200);
    const member = await registerMember(app);
    expect((await timedGet(`${app.url}/mijn-items`, member.cookie)).status).toBe(200);

    postgres.stop();
    // Twice: the first requests meet the broken connections, later ones the known outage.
    for (let round = 0; round < 2; round++) {
      for (const page of PAGES) {
        const answer = await timedGet(`${app.url}${page}`);
        expect(answer.status, page).toBe(503);
        expect(answer.ms, page).toBeLessThan(2_000);
        expect(answer.retryAfter).toBe("30");
        expect(answer.body).toContain("De website is tijdelijk niet beschikbaar");
        expect(answer.body).toContain('<html lang="nl"');
      }
    }
    // A member's page: the session cannot be checked, so the outage page (not a sign-in redirect).
    const memberPage = await timedGet(`${app.url}/mijn-items`, member.cookie);
    expect(memberPage.status).toBe(503);
    expect(memberPage.ms).toBeLessThan(2_000);
    expect(memberPage.body).toContain("De website is tijdelijk niet beschikbaar");
    const health = await timedGet(`${app.url}/healthz`);
    expect(health.status).toBe(503);
    expect(health.ms).toBeLessThan(2_500);

    postgres.start();
    // The same app process: within a few seconds every page works again.
    const deadline = Date.now() + 15_000;
    let recovered = false;
    while (!recovered && Date.now() < deadline) {
      recovered = (await timedGet(`${app.url}/healthz`)).status === 200;
      if (!recovered) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(recovered).toBe(true);
    for (const page of PAGES) expect((await timedGet(`${app.url}${page}`)).status, page).toBe(200);
    expect((await timedGet(`${app.url}/mijn-items`, member.cookie)).status).toBe(200);
    expect(app.child.exitCode).toBeNull();
  });
});
