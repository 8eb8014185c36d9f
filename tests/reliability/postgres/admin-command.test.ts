/**
 * `npm run admin` on PostgreSQL (docs/decisions/025-operator-commands.md): the command connects
 * itself, next to a running app process, and the app process sees the role at once (the beheer
 * area answers the member instead of 404).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PostgresServer, startPostgres } from "../../../bench/lib/postgres";
import { type AppServer, registerMember, startAppServer } from "../../../bench/lib/server-process";
import { runAdmin } from "../../setup/admin-command";

describe("npm run admin on PostgreSQL", () => {
  let postgres: PostgresServer;
  let server: AppServer;
  const dataDir = mkdtempSync(path.join(tmpdir(), "ddn-admin-pg-"));

  beforeAll(async () => {
    postgres = await startPostgres();
    server = await startAppServer({ dataDir, databaseUrl: postgres.url });
  });

  afterAll(async () => {
    await server?.stop("SIGTERM");
    postgres?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("grants and revokes next to a running app process; the last admin keeps the role", { timeout: 120_000 }, async () => {
    const member = await registerMember(server);
    const env = { DATABASE_URL: postgres.url, DATA_DIR: dataDir };
    const granted = await runAdmin(["grant", member.email, "admin"], env);
    expect(granted.code).toBe(0);
    expect(granted.stderr).toContain("PostgreSQL: rechtstreeks verbonden.");
    expect(granted.stdout).toContain(`${member.email} heeft nu de rol admin.`);

    // The running process reads roles with the session: /beheer now sends the admin on to set up
    // two-factor sign-in instead of answering 404.
    const beheer = await fetch(`${server.url}/beheer`, { headers: { Cookie: member.cookie }, redirect: "manual" });
    await beheer.arrayBuffer();
    expect(beheer.status).toBe(302);

    const last = await runAdmin(["revoke", member.email, "admin"], env);
    expect(last.code).toBe(1);
    expect(last.stderr).toContain("Dit is de laatste beheerder");
    expect((await runAdmin(["list"], env)).stdout).toContain(`${member.email}\t`);
  });
});
