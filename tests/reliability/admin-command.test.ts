/**
 * `npm run admin` on the embedded database (docs/decisions/025-operator-commands.md), as an operator
 * runs it: while the production server holds the database the command goes through the server's
 * local channel; after the server stopped it opens the files itself; it says which, and its exit
 * codes tell success from refusal. The PostgreSQL path: tests/reliability/postgres/admin-command.test.ts.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { registerMember, startAppServer } from "../../bench/lib/server-process";
import { runAdmin } from "../setup/admin-command";

const dataDir = mkdtempSync(path.join(tmpdir(), "ddn-admin-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("npm run admin on the embedded database", () => {
  it("grants through the running server, refuses clearly, and opens the files itself once the server stopped", { timeout: 240_000 }, async () => {
    const server = await startAppServer({ dataDir });
    let email: string;
    try {
      email = (await registerMember(server)).email;
      const env = { DATA_DIR: dataDir, DATABASE_URL: "" };

      const granted = await runAdmin(["grant", email, "moderator"], env);
      expect(granted).toMatchObject({ code: 0 });
      expect(granted.stderr).toContain("opdracht uitgevoerd door de draaiende server");
      expect(granted.stdout).toContain(`${email} heeft nu de rol moderator.`);

      const unknownRole = await runAdmin(["grant", email, "baas"], env);
      expect(unknownRole.code).toBe(1);
      expect(unknownRole.stderr).toContain("Onbekende rol. Kies uit: moderator, admin.");
      const unknownMember = await runAdmin(["grant", "niemand@voorbeeld.example.org", "admin"], env);
      expect(unknownMember.code).toBe(1);
      expect(unknownMember.stderr).toContain("Er is geen lid met dit e-mailadres.");
      expect((await runAdmin(["grant"], env)).code).toBe(2);

      // The server sees the role at once: the member is a moderator in its process.
      const listed = await runAdmin(["list"], env);
      expect(listed.stdout).toMatch(new RegExp(`${email.replace(/\./g, "\\.")}\\t.*\\tmoderator`));

      // The mail queue's state for the operator: the registration's mail went out, none failed.
      const mail = await runAdmin(["mail"], env);
      expect(mail.code).toBe(0);
      expect(mail.stdout).toMatch(/^Wachtende e-mails: \d+\nMislukte e-mails: 0$/m);
    } finally {
      await server.stop();
    }

    const direct = await runAdmin(["list"], { DATA_DIR: dataDir, DATABASE_URL: "" });
    expect(direct.code).toBe(0);
    expect(direct.stderr).toContain("geen server actief, de database is rechtstreeks geopend");
    expect(direct.stdout).toContain(email);
    const revoked = await runAdmin(["revoke", email, "moderator"], { DATA_DIR: dataDir, DATABASE_URL: "" });
    expect(revoked).toMatchObject({ code: 0 });
    expect(revoked.stdout).toContain(`${email} heeft niet langer de rol moderator.`);
  });
});
