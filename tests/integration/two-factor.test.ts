/**
 * Two-factor sign-in (docs/decisions/024-two-factor.md) through the real routes on a real database:
 * turning it on in settings (wrong password, a wrong first code keeps the same setup, the right
 * code turns it on), signing in (password, then the second step: wrong code, right code, a backup
 * code once), turning it off, and the session hook refusing a blocked member.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { twoFactor, user } from "~/db/schema";
import { getSessionUser } from "~/lib/session.server";
import { signInWithPassword } from "~/modules/accounts/auth-flows.server";
import { authTexts } from "~/modules/accounts/texts";
import { twoFactorTexts } from "~/modules/accounts/two-factor.server";
import { action as authAction } from "~/routes/auth";
import { action as settingsAction } from "~/routes/settings/index";
import { setupTestDatabase } from "../setup/database";
import { cookieHeader, createMember, type TestMember } from "../setup/members";
import { asData, asRedirect, post, toastOf } from "../setup/routes";
import { totpCodeFromBase32 } from "../setup/stewards";

const database = setupTestDatabase();

/** The action data of a `data(…)` answer (or of plain returned data). */
function payload(result: unknown): Record<string, unknown> & { setup?: { secret: string; backupCodes: string[]; uri: string; qrSvg: string } } {
  const value = asData(result) as { data?: unknown };
  return (value && typeof value === "object" && "data" in value ? value.data : value) as ReturnType<typeof payload>;
}

/** Posts `form` to /instellingen as `member`. */
const settings = (member: TestMember, form: Record<string, string>) =>
  settingsAction(post(member, "/instellingen", form, { clientIp: "10.2.0.1" }) as never);

/**
 * Turns two-factor on for `member`; returns the Base32 secret, the backup codes and the member
 * with the renewed session cookie (better-auth replaces the session when it turns on).
 */
async function turnOn(member: TestMember): Promise<{ secret: string; backupCodes: string[]; renewed: TestMember }> {
  const setup = payload(await settings(member, { intent: "tweestaps-aan", password: member.password })).setup;
  if (!setup) throw new Error("no setup");
  const confirmed = asRedirect(
    await settings(member, {
      intent: "tweestaps-bevestigen",
      code: await totpCodeFromBase32(setup.secret),
      setup_uri: setup.uri,
      setup_codes: setup.backupCodes.join(" "),
    }),
  );
  expect(await toastOf(confirmed)).toMatchObject({ type: "success", message: twoFactorTexts.enabled });
  return { ...setup, renewed: { ...member, cookie: cookieHeader(confirmed.headers) } };
}

describe("two-factor sign-in", () => {
  it("turns on with the password and a first code; a wrong code shows the same setup again", async () => {
    const member = await createMember();
    const wrong = asData(await settings(member, { intent: "tweestaps-aan", password: "niet-mijn-wachtwoord" }));
    expect(JSON.stringify(wrong)).toContain("password");
    const started = { setup: payload(await settings(member, { intent: "tweestaps-aan", password: member.password })).setup! };
    expect(started.setup.qrSvg).toContain("<svg");
    expect(started.setup.backupCodes).toHaveLength(10);
    expect(started.setup.uri).toContain("issuer=Dit+doet+Nederland");

    const typo = payload(
      await settings(member, { intent: "tweestaps-bevestigen", code: "000000", setup_uri: started.setup.uri, setup_codes: started.setup.backupCodes.join(" ") }),
    );
    expect(typo.setup?.secret).toBe(started.setup.secret);
    expect(JSON.stringify(typo)).toContain(twoFactorTexts.wrongCode);
    const [stillOff] = await database.db().select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, member.id));
    expect(stillOff?.on).toBe(false);

    const on = asRedirect(
      await settings(member, {
        intent: "tweestaps-bevestigen",
        code: await totpCodeFromBase32(started.setup.secret),
        setup_uri: started.setup.uri,
        setup_codes: started.setup.backupCodes.join(" "),
      }),
    );
    expect(await toastOf(on)).toMatchObject({ message: twoFactorTexts.enabled });
    const [row] = await database.db().select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, member.id));
    expect(row?.on).toBe(true);
  });

  it("asks for a code after the password; a wrong code is refused, the right one signs in, a backup code works once", async () => {
    const member = await createMember();
    const { secret, backupCodes } = await turnOn(member);

    const signIn = async () => {
      const first = asRedirect(
        await authAction(post(null, "/auth", { intent: "inloggen", email: member.email, password: member.password, redirectTo: "/mijn-items" }, { clientIp: "10.2.0.2" }) as never),
      );
      expect(first.headers.get("Location")).toBe("/auth?stap=code&redirectTo=%2Fmijn-items");
      const cookie = cookieHeader(first.headers);
      expect(await getSessionUser(new Request("http://localhost:3000/", { headers: { Cookie: cookie } }))).toBeNull();
      return cookie;
    };
    const code = (cookie: string, form: Record<string, string>) =>
      authAction(post({ cookie }, "/auth", { intent: "code", redirectTo: "/mijn-items", ...form }, { clientIp: "10.2.0.2" }) as never);

    const pending = await signIn();
    const refused = asData(await code(pending, { soort: "app", code: "123456" }));
    expect(JSON.stringify(refused)).toContain(twoFactorTexts.wrongCode);
    const done = asRedirect(await code(pending, { soort: "app", code: await totpCodeFromBase32(secret) }));
    expect(done.headers.get("Location")).toBe("/mijn-items");
    expect(await toastOf(done)).toMatchObject({ message: authTexts.signInSuccess });
    const session = cookieHeader(done.headers);
    expect((await getSessionUser(new Request("http://localhost:3000/", { headers: { Cookie: session } })))?.id).toBe(member.id);

    const backup = backupCodes[0] as string;
    const second = await signIn();
    expect(asRedirect(await code(second, { soort: "backup", code: backup })).headers.get("Location")).toBe("/mijn-items");
    const third = await signIn();
    expect(JSON.stringify(asData(await code(third, { soort: "backup", code: backup })))).toContain(twoFactorTexts.wrongBackupCode);
  });

  it("turns off with the password and deletes the secret", async () => {
    const { renewed: member } = await turnOn(await createMember());
    const refused = payload(await settings(member, { intent: "tweestaps-uit", password: "niet-mijn-wachtwoord" }));
    expect(JSON.stringify(refused)).toContain("Je huidige wachtwoord klopt niet");
    const off = asRedirect(await settings(member, { intent: "tweestaps-uit", password: member.password }));
    expect(await toastOf(off)).toMatchObject({ message: twoFactorTexts.disabled });
    expect(await database.db().select().from(twoFactor).where(eq(twoFactor.userId, member.id))).toHaveLength(0);
    const again = await signInWithPassword({ request: new Request("http://localhost:3000/auth"), clientIp: "10.2.0.3", email: member.email, password: member.password });
    expect(again).toMatchObject({ ok: true, twoFactor: false });
  });

  it("refuses a blocked member's sign-in with the Dutch message after a right password", async () => {
    const member = await createMember();
    await database.db().update(user).set({ blockedAt: new Date() }).where(eq(user.id, member.id));
    const refused = await signInWithPassword({ request: new Request("http://localhost:3000/auth"), clientIp: "10.2.0.4", email: member.email, password: member.password });
    expect(refused).toEqual({ ok: false, message: authTexts.blocked, reason: "blocked" });
    const wrong = await signInWithPassword({ request: new Request("http://localhost:3000/auth"), clientIp: "10.2.0.4", email: member.email, password: "verkeerd-wachtwoord" });
    expect(wrong).toMatchObject({ ok: false, message: authTexts.invalidCredentials });
  });
});
