/**
 * Two-factor sign-in (docs/decisions/024-two-factor.md) through the real routes on a real database:
 * turning it on in settings (wrong password, a wrong first code keeps the same setup, the right
 * code turns it on), signing in (password, then the second step: wrong code, right code, a backup
 * code once), turning it off, and the session hook refusing a blocked member.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { twoFactor, user } from "~/db/schema";
import { TOTP_REUSED_MESSAGE } from "~/lib/auth.server";
import { rateLimitMessage } from "~/lib/rate-limit.server";
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
 * Turns two-factor on for `member`; returns the Base32 secret, the backup codes, the code used and the member
 * with the renewed session cookie (better-auth replaces the session when it turns on).
 */
async function turnOn(member: TestMember): Promise<{ secret: string; backupCodes: string[]; renewed: TestMember; firstCode: string }> {
  const setup = payload(await settings(member, { intent: "two-factor-enable", password: member.password })).setup;
  if (!setup) throw new Error("no setup");
  const firstCode = await totpCodeFromBase32(setup.secret);
  const confirmed = asRedirect(
    await settings(member, {
      intent: "two-factor-confirm",
      code: firstCode,
      setup_uri: setup.uri,
      setup_codes: setup.backupCodes.join(" "),
    }),
  );
  expect(await toastOf(confirmed)).toMatchObject({ type: "success", message: twoFactorTexts.enabled });
  return { ...setup, firstCode, renewed: { ...member, cookie: cookieHeader(confirmed.headers) } };
}

describe("two-factor sign-in", () => {
  it("turns on with the password and a first code; a wrong code shows the same setup again", async () => {
    const member = await createMember();
    const wrong = asData(await settings(member, { intent: "two-factor-enable", password: "niet-mijn-wachtwoord" }));
    expect(JSON.stringify(wrong)).toContain("password");
    const started = { setup: payload(await settings(member, { intent: "two-factor-enable", password: member.password })).setup! };
    expect(started.setup.qrSvg).toContain("<svg");
    expect(started.setup.backupCodes).toHaveLength(10);
    expect(started.setup.uri).toContain("issuer=Dit+doet+Nederland");

    const typo = payload(
      await settings(member, { intent: "two-factor-confirm", code: "000000", setup_uri: started.setup.uri, setup_codes: started.setup.backupCodes.join(" ") }),
    );
    expect(typo.setup?.secret).toBe(started.setup.secret);
    expect(JSON.stringify(typo)).toContain(twoFactorTexts.wrongCode);
    const [stillOff] = await database.db().select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, member.id));
    expect(stillOff?.on).toBe(false);

    const on = asRedirect(
      await settings(member, {
        intent: "two-factor-confirm",
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
    const { secret, backupCodes, firstCode } = await turnOn(member);

    const signIn = async () => {
      const first = asRedirect(
        await authAction(post(null, "/auth", { intent: "sign-in", email: member.email, password: member.password, redirectTo: "/mijn-items" }, { clientIp: "10.2.0.2" }) as never),
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
    // A code is accepted once (RFC 6238 §5.2): the one that turned two-factor on is refused now.
    const used = payload(await code(pending, { soort: "app", code: firstCode }));
    expect(used.result).toMatchObject({ error: { code: [TOTP_REUSED_MESSAGE] } });
    const fresh = await totpCodeFromBase32(secret, 1);
    const done = asRedirect(await code(pending, { soort: "app", code: fresh }));
    expect(done.headers.get("Location")).toBe("/mijn-items");
    expect(await toastOf(done)).toMatchObject({ message: authTexts.signInSuccess });
    const session = cookieHeader(done.headers);
    expect((await getSessionUser(new Request("http://localhost:3000/", { headers: { Cookie: session } })))?.id).toBe(member.id);

    const backup = backupCodes[0] as string;
    const second = await signIn();
    expect(payload(await code(second, { soort: "app", code: fresh })).result).toMatchObject({ error: { code: [TOTP_REUSED_MESSAGE] } });
    expect(asRedirect(await code(second, { soort: "backup", code: backup })).headers.get("Location")).toBe("/mijn-items");
    const third = await signIn();
    expect(JSON.stringify(asData(await code(third, { soort: "backup", code: backup })))).toContain(twoFactorTexts.wrongBackupCode);
  });

  it("turns off with the password and deletes the secret", async () => {
    const { renewed: member } = await turnOn(await createMember());
    const refused = payload(await settings(member, { intent: "two-factor-disable", password: "niet-mijn-wachtwoord" }));
    expect(JSON.stringify(refused)).toContain("Je huidige wachtwoord klopt niet");
    const off = asRedirect(await settings(member, { intent: "two-factor-disable", password: member.password }));
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

  it("counts the password checks of turning on and off like sign-in attempts: the eleventh answers 429", async () => {
    const member = await createMember();
    const from = (ip: string) => (form: Record<string, string>) => settingsAction(post(member, "/instellingen", form, { clientIp: ip }) as never);
    const on = from("10.2.1.1");
    for (let attempt = 0; attempt < 10; attempt++) {
      expect(asData(await on({ intent: "two-factor-enable", password: "niet-mijn-wachtwoord" })).init?.status).toBe(400);
    }
    const limited = asData(await on({ intent: "two-factor-enable", password: member.password }));
    expect(limited.init?.status).toBe(429);
    expect(JSON.stringify(limited.data)).toContain(rateLimitMessage(15).slice(0, 20));

    const { renewed } = await turnOn(await createMember());
    const off = (form: Record<string, string>) => settingsAction(post(renewed, "/instellingen", form, { clientIp: "10.2.1.2" }) as never);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect(asData(await off({ intent: "two-factor-disable", password: "niet-mijn-wachtwoord" })).init?.status).toBe(400);
    }
    expect(asData(await off({ intent: "two-factor-disable", password: renewed.password })).init?.status).toBe(429);
    const [still] = await database.db().select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, renewed.id));
    expect(still?.on).toBe(true);
  });

  it("answers a confirmation without a started setup with 409 and a Dutch message, not a 500", async () => {
    const member = await createMember();
    const refused = asData(await settings(member, { intent: "two-factor-confirm", code: "123456" }));
    expect(refused.init?.status).toBe(409);
    expect(JSON.stringify(refused.data)).toContain(twoFactorTexts.notStarted);
  });

  it("ends the member's other sessions when two-factor turns on, and keeps this browser signed in", async () => {
    const member = await createMember();
    const other = await signInWithPassword({ request: new Request("http://localhost:3000/auth"), clientIp: "10.2.2.1", email: member.email, password: member.password });
    if (!other.ok) throw new Error("second sign-in failed");
    const otherCookie = cookieHeader(other.headers);
    expect(await getSessionUser(new Request("http://localhost:3000/", { headers: { Cookie: otherCookie } }))).not.toBeNull();

    const { renewed } = await turnOn(member);
    expect(await getSessionUser(new Request("http://localhost:3000/", { headers: { Cookie: otherCookie } }))).toBeNull();
    expect((await getSessionUser(new Request("http://localhost:3000/", { headers: { Cookie: renewed.cookie } })))?.id).toBe(member.id);
  });

  it("makes ten new backup codes with the password; the old ones stop working", async () => {
    const member = await createMember();
    const { backupCodes, renewed } = await turnOn(member);
    const wrong = asData(await settings(renewed, { intent: "two-factor-backup-codes", password: "niet-mijn-wachtwoord" }));
    expect(wrong.init?.status).toBe(400);
    const fresh = payload(await settings(renewed, { intent: "two-factor-backup-codes", password: member.password })) as { backupCodes?: string[] };
    expect(fresh.backupCodes).toHaveLength(10);
    expect(fresh.backupCodes).not.toContain(backupCodes[0]);

    const signIn = async () => {
      const first = asRedirect(await authAction(post(null, "/auth", { intent: "sign-in", email: member.email, password: member.password }, { clientIp: "10.2.3.1" }) as never));
      return cookieHeader(first.headers);
    };
    const code = async (value: string) =>
      authAction(post({ cookie: await signIn() }, "/auth", { intent: "code", soort: "backup", code: value }, { clientIp: "10.2.3.1" }) as never);
    expect(JSON.stringify(asData(await code(backupCodes[0] as string)))).toContain(twoFactorTexts.wrongBackupCode);
    expect(asRedirect(await code(fresh.backupCodes?.[0] as string)).status).toBe(302);
  });
});
