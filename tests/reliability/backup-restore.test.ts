/**
 * Backups while the server runs and restoring them (docs/decisions/025-operator-commands.md), on the
 * embedded database: real content (demo items, a member, a favourite, a role) goes into a backup
 * taken by the running server, comes back in a fresh DATA_DIR, and the member signs in there and
 * finds the favourite and the role. A restore into a database that is not empty is refused. The
 * PostgreSQL path: tests/reliability/postgres/backup-restore.test.ts.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cookieFrom, postForm, registerMember, startAppServer } from "../../bench/lib/server-process";
import { runAdmin, runScript } from "../setup/admin-command";
import { favouriteFirstInitiative, signedInPage } from "../setup/backup-content";

const dirs = [mkdtempSync(path.join(tmpdir(), "ddn-backup-")), mkdtempSync(path.join(tmpdir(), "ddn-restore-"))];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("db:backup and db:restore on the embedded database", () => {
  it("round-trips members, items, favourites and roles, and the member signs in afterwards", { timeout: 300_000 }, async () => {
    const [source, target] = dirs as [string, string];
    const server = await startAppServer({ dataDir: source, env: { DEMO_DATA: "1" } });
    const member = await registerMember(server);
    const favourite = await favouriteFirstInitiative(server.url, member);
    expect((await runAdmin(["grant", member.email, "moderator"], { DATA_DIR: source, DATABASE_URL: "" })).code).toBe(0);

    const backup = await runScript("db-backup", [], { DATA_DIR: source, DATABASE_URL: "" });
    expect(backup.code).toBe(0);
    expect(backup.stderr).toContain("de draaiende server maakt de back-up");
    const file = backup.stdout.trim();
    expect(file).toMatch(/backups\/ddn-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
    await server.stop();

    const refused = await runScript("db-restore", [file], { DATA_DIR: source, DATABASE_URL: "" });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("De database is niet leeg.");

    const restored = await runScript("db-restore", [file], { DATA_DIR: target, DATABASE_URL: "" });
    expect(restored.code).toBe(0);
    const again = await startAppServer({ dataDir: target });
    try {
      const signIn = await postForm(again.url, "/auth", { intent: "sign-in", email: member.email, password: member.password, redirectTo: "/" }, { clientIp: member.clientIp });
      await signIn.arrayBuffer();
      expect(signIn.status).toBe(302);
      const cookie = cookieFrom(signIn.headers);
      expect(await signedInPage(again.url, "/favorieten", cookie)).toContain(favourite.name);
      expect((await runAdmin(["list"], { DATA_DIR: target, DATABASE_URL: "" })).stdout).toContain(`${member.email}\t`);
    } finally {
      await again.stop();
    }
  });
});
