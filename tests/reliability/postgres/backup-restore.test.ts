/**
 * Backups and restore on PostgreSQL (docs/decisions/025-operator-commands.md): `npm run db:backup`
 * takes a pg_dump while the app process runs; `npm run db:restore` refuses a database that is not
 * empty and restores into an empty one, where the member signs in and finds the favourite and role.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PostgresServer, startPostgres } from "../../../bench/lib/postgres";
import { cookieFrom, postForm, registerMember, startAppServer } from "../../../bench/lib/server-process";
import { runAdmin, runScript } from "../../setup/admin-command";
import { favouriteFirstInitiative, signedInPage } from "../../setup/backup-content";
import { createPostgresDatabase } from "../../setup/postgres-database";

describe("db:backup and db:restore on PostgreSQL", () => {
  let postgres: PostgresServer;
  const dataDir = mkdtempSync(path.join(tmpdir(), "ddn-backup-pg-"));

  beforeAll(async () => {
    postgres = await startPostgres();
  });
  afterAll(() => {
    postgres?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("round-trips members, items, favourites and roles into an empty database", { timeout: 300_000 }, async () => {
    const source = await createPostgresDatabase(postgres.url, "bron");
    const target = await createPostgresDatabase(postgres.url, "doel");
    const server = await startAppServer({ dataDir, databaseUrl: source.url, env: { DEMO_DATA: "1" } });
    let member;
    let favourite;
    let file: string;
    try {
      member = await registerMember(server);
      favourite = await favouriteFirstInitiative(server.url, member);
      expect((await runAdmin(["grant", member.email, "admin"], { DATA_DIR: dataDir, DATABASE_URL: source.url })).code).toBe(0);
      const backup = await runScript("db-backup", [], { DATA_DIR: dataDir, DATABASE_URL: source.url });
      expect(backup.code).toBe(0);
      expect(backup.stderr).toContain("pg_dump maakt de back-up");
      file = backup.stdout.trim();
      expect(file).toMatch(/ddn-.*Z\.dump$/);
    } finally {
      await server.stop();
    }

    const refused = await runScript("db-restore", [file], { DATA_DIR: dataDir, DATABASE_URL: source.url });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("De database is niet leeg.");
    const restored = await runScript("db-restore", [file], { DATA_DIR: dataDir, DATABASE_URL: target.url });
    expect(restored).toMatchObject({ code: 0 });

    const again = await startAppServer({ dataDir, databaseUrl: target.url });
    try {
      const signIn = await postForm(again.url, "/auth", { intent: "sign-in", email: member.email, password: member.password, redirectTo: "/" }, { clientIp: member.clientIp });
      await signIn.arrayBuffer();
      expect(signIn.status).toBe(302);
      expect(await signedInPage(again.url, "/favorieten", cookieFrom(signIn.headers))).toContain(favourite.name);
      expect((await runAdmin(["list"], { DATA_DIR: dataDir, DATABASE_URL: target.url })).stdout).toContain(`${member.email}\t`);
    } finally {
      await again.stop();
    }
  });
});
