/**
 * The account flows on a real database: registration hashes the password and sends the
 * verification mail; sign-in refuses wrong passwords and unverified addresses; duplicates are
 * refused; the rate limits kick in, cannot be used to lock an owner out, count verification mails
 * and their counters live in the database until their window has ended.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { and, like } from "drizzle-orm";
import { account, profiles, rateLimits, user, verification } from "~/db/schema";
import { purgeExpiredRateLimits, RATE_LIMIT_PURGE_INTERVAL_MS, RATE_LIMIT_RETENTION_SECONDS, RATE_LIMITS } from "~/lib/rate-limit.server";
import { getSessionUser } from "~/lib/session.server";
import { registerMember, requestPasswordReset, resetPasswordWithToken, signInWithPassword, signOutEverywhere } from "~/modules/accounts/auth-flows.server";
import { signOutTexts } from "~/modules/accounts/sign-out.server";
import { action as authRouteAction, loader as authLoader } from "~/routes/auth";
import { action as logoutAction } from "~/routes/logout";
import { action as settingsAction } from "~/routes/settings/index";
import { COMMON_PASSWORD_MESSAGE } from "~/modules/accounts/passwords.server";
import { authTexts } from "~/modules/accounts/texts";
import { setupTestDatabase } from "../setup/database";
import { cookieHeader, createMember, makeRequest } from "../setup/members";
import { asData, asRedirect, fromIp, get as routeGet, post, toastOf } from "../setup/routes";

const database = setupTestDatabase();


describe("registration and sign-in", () => {
  it("registers with a hashed password and a profile, and refuses the address a second time", async () => {
    const email = `nieuw-${crypto.randomUUID().slice(0, 6)}@voorbeeld.example.org`;
    const first = await registerMember({ ...fromIp("10.0.0.1"), fullName: "Nieuw Lid", email, password: "zonnebloem-42", callbackURL: "/" });
    expect(first.ok).toBe(true);
    const db = database.db();
    const [row] = await db.select().from(user).where(eq(user.email, email));
    expect(row?.emailVerified).toBe(false);
    const [credential] = await db.select().from(account).where(eq(account.userId, row!.id));
    expect(credential?.password).toBeTruthy();
    expect(credential?.password).not.toContain("zonnebloem-42");
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, row!.id));
    expect(profile?.full_name).toBe("Nieuw Lid");

    const again = await registerMember({ ...fromIp("10.0.0.1"), fullName: "Ander", email: email.toUpperCase(), password: "anders-123", callbackURL: "/" });
    expect(again).toMatchObject({ ok: false, message: authTexts.emailInUse, reason: "exists" });
  });

  it("refuses a common password at registration and at reset, in the accounts module, creating nothing", async () => {
    const email = `gewoon-${crypto.randomUUID().slice(0, 6)}@voorbeeld.example.org`;
    const registered = await registerMember({ ...fromIp("10.0.0.9"), fullName: "Gewoon Lid", email, password: "Welkom123", callbackURL: "/" });
    expect(registered).toEqual({ ok: false, reason: "common", message: COMMON_PASSWORD_MESSAGE });
    expect(await database.db().$count(user, eq(user.email, email))).toBe(0);
    const reset = await resetPasswordWithToken({ token: "een-token", password: "wachtwoord123" });
    expect(reset).toEqual({ ok: false, reason: "common", message: COMMON_PASSWORD_MESSAGE });
  });

  it("refuses an unverified address with the Dutch explanation, and wrong credentials", async () => {
    const email = `onbevestigd-${crypto.randomUUID().slice(0, 6)}@voorbeeld.example.org`;
    await registerMember({ ...fromIp("10.0.0.2"), fullName: "Onbevestigd", email, password: "zonnebloem-42", callbackURL: "/" });
    const unverified = await signInWithPassword({ ...fromIp("10.0.0.2"), email, password: "zonnebloem-42" });
    expect(unverified).toMatchObject({ ok: false, reason: "unverified", message: authTexts.unverified });

    const member = await createMember();
    const wrong = await signInWithPassword({ ...fromIp("10.0.0.2"), email: member.email, password: "verkeerd-wachtwoord" });
    expect(wrong).toMatchObject({ ok: false, message: "Ongeldige inloggegevens" });
    const unknown = await signInWithPassword({ ...fromIp("10.0.0.2"), email: "niemand@voorbeeld.example.org", password: "whatever-123" });
    expect(unknown).toMatchObject({ ok: false, message: "Ongeldige inloggegevens" });
    const right = await signInWithPassword({ ...fromIp("10.0.0.2"), email: member.email, password: member.password });
    expect(right.ok).toBe(true);
  });

  it("signs out on this device only with /uitloggen: the member's other session stays", async () => {
    const member = await createMember();
    const second = await signInWithPassword({ ...fromIp("10.0.0.4"), email: member.email, password: member.password });
    if (!second.ok) throw new Error("second sign-in failed");
    const secondCookie = cookieHeader(second.headers);
    const response = await logoutAction(post(member, "/uitloggen", {}) as never);
    expect(response.headers.get("Location")).toBe("/");
    expect(await getSessionUser(makeRequest("/", { cookie: member.cookie }))).toBeNull();
    expect(await getSessionUser(makeRequest("/", { cookie: secondCookie }))).toMatchObject({ id: member.id });
  });

  it("signs out everywhere from the settings after the confirmation: every session ends, this one too", async () => {
    const member = await createMember();
    const second = await signInWithPassword({ ...fromIp("10.0.0.5"), email: member.email, password: member.password });
    if (!second.ok) throw new Error("second sign-in failed");
    const secondCookie = cookieHeader(second.headers);
    const unconfirmed = asData(await settingsAction(post(member, "/instellingen", { intent: "sign-out-everywhere" }) as never));
    expect(unconfirmed.init?.status).toBe(400);
    expect(await getSessionUser(makeRequest("/", { cookie: secondCookie }))).not.toBeNull();
    const done = asRedirect(await settingsAction(post(member, "/instellingen", { intent: "sign-out-everywhere", confirm: "ja" }) as never));
    expect(done.headers.get("Location")).toBe("/");
    expect(await toastOf(done)).toMatchObject({ message: signOutTexts.signedOutEverywhere });
    expect(await getSessionUser(makeRequest("/", { cookie: member.cookie }))).toBeNull();
    expect(await getSessionUser(makeRequest("/", { cookie: secondCookie }))).toBeNull();
  });

  it("fills in the address on the sign-in form after a password reset", async () => {
    const member = await createMember();
    expect((await requestPasswordReset({ ...fromIp("10.0.0.6"), email: member.email })).ok).toBe(true);
    const [row] = await database
      .db()
      .select({ identifier: verification.identifier })
      .from(verification)
      .where(and(eq(verification.value, member.id), like(verification.identifier, "reset-password:%")));
    const token = row!.identifier.slice("reset-password:".length);
    const done = asRedirect(
      await authRouteAction(post(null, "/auth", { intent: "new-password", token, password: "nieuw-tulpenveld-9", password_confirmation: "nieuw-tulpenveld-9" }) as never),
    );
    expect(done.headers.get("Location")).toBe("/auth");
    const page = await authLoader(routeGet({ cookie: cookieHeader(done.headers) }, "/auth") as never);
    expect(page.email).toBe(member.email);
    expect((await authLoader(routeGet(null, "/auth") as never)).email).toBeNull();
  });

  it("says a verification link opened again (no session from it) has verified the address already", async () => {
    const page = await authLoader(routeGet(null, "/auth?bevestigd=1&redirectTo=%2F") as never);
    expect(page.notice).toBe(authTexts.alreadyVerified);
    expect((await authLoader(routeGet(null, "/auth") as never)).notice).toBeNull();
  });

  it("signs out everywhere: every session of the member ends", async () => {
    const member = await createMember();
    const second = await signInWithPassword({ ...fromIp("10.0.0.3"), email: member.email, password: member.password });
    if (!second.ok) throw new Error("second sign-in failed");
    const secondCookie = cookieHeader(second.headers);
    expect(await getSessionUser(makeRequest("/", { cookie: secondCookie }))).toMatchObject({ id: member.id });
    await signOutEverywhere({ request: makeRequest("/uitloggen", { cookie: member.cookie, method: "POST" }) });
    expect(await getSessionUser(makeRequest("/", { cookie: member.cookie }))).toBeNull();
    expect(await getSessionUser(makeRequest("/", { cookie: secondCookie }))).toBeNull();
  });
});

/** How many messages to `address` the outbox holds (mail goes there without SMTP_URL). */
async function mailsTo(address: string): Promise<number> {
  const { outboxDir } = await import("~/lib/mail.server");
  const { processMailQueue } = await import("~/lib/mail-queue.server");
  await processMailQueue();
  let names: string[];
  try {
    names = await readdir(outboxDir());
  } catch {
    return 0;
  }
  const texts = await Promise.all(names.map((name) => readFile(path.join(outboxDir(), name), "utf8")));
  return texts.filter((text) => new RegExp(`^To: ${address.replace(/[.+]/g, "\\$&")}$`, "m").test(text)).length;
}

describe("rate limits", () => {
  it("stops sign-in attempts for one account from one IP address after the limit, with a Dutch message, counted in the database", async () => {
    const member = await createMember();
    const limit = RATE_LIMITS.signInAccountIp.points;
    for (let i = 0; i < limit; i++) {
      const attempt = await signInWithPassword({ ...fromIp("10.1.0.1"), email: member.email, password: "fout-wachtwoord" });
      expect(attempt).toMatchObject({ ok: false, message: "Ongeldige inloggegevens" });
    }
    const blocked = await signInWithPassword({ ...fromIp("10.1.0.1"), email: member.email, password: member.password });
    expect(blocked).toMatchObject({ ok: false, reason: "rate" });
    if (!blocked.ok) expect(blocked.message).toMatch(/^Te veel pogingen\. Probeer het over \d+ minuten? opnieuw\.$/);
    const rows = await database.db().select().from(rateLimits).where(eq(rateLimits.key, `signInAccountIp:10.1.0.1:${member.email}`));
    expect(rows[0]?.points).toBeGreaterThan(limit);
  });

  it("never lets someone else's attempts lock the owner out of signing in or changing the password", async () => {
    const member = await createMember();
    const attacker = "10.1.2.1";
    // Far more attempts than any limit, from one address: first the account-from-IP limit, then
    // the IP limit refuses them.
    for (let i = 0; i < RATE_LIMITS.signInIp.points + 15; i++) {
      await signInWithPassword({ ...fromIp(attacker), email: member.email, password: `gok-${i}` });
    }
    expect(await signInWithPassword({ ...fromIp(attacker), email: member.email, password: member.password })).toMatchObject({ reason: "rate" });
    // The attempts refused for the IP address (all after the first signInIp.points) were not
    // charged to the account.
    const [pair] = await database.db().select().from(rateLimits).where(eq(rateLimits.key, `signInAccountIp:${attacker}:${member.email}`));
    expect(pair?.points).toBe(RATE_LIMITS.signInIp.points);
    // Other attackers, each from their own address, up to their limit and beyond.
    for (let n = 0; n < 3; n++) {
      for (let i = 0; i < RATE_LIMITS.signInAccountIp.points + 2; i++) {
        await signInWithPassword({ ...fromIp(`10.1.3.${n}`), email: member.email, password: `gok-${n}-${i}` });
      }
    }
    // The owner, from their own address, signs in and changes the password.
    const owner = await signInWithPassword({ ...fromIp("10.1.9.9"), email: member.email, password: member.password });
    expect(owner.ok).toBe(true);
    const { action } = await import("~/routes/settings/index");
    const form = { intent: "change-password", current_password: member.password, password: "nieuw-zonnebloem-77", password_confirmation: "nieuw-zonnebloem-77" };
    const changed = await action(post(member, "/instellingen", form, { clientIp: "10.1.9.9" }) as never);
    expect(changed instanceof Response ? changed.status : (changed as { init?: { status?: number } }).init?.status).toBe(302);
    // About fifty password checks, each slow on purpose: on two busy cores this can pass 30 s.
  }, 120_000);

  it("counts the verification mails of sign-ins to an unverified address under the mail limit", async () => {
    const email = `ongeduldig-${crypto.randomUUID().slice(0, 6)}@voorbeeld.example.org`;
    await registerMember({ ...fromIp("10.1.4.1"), fullName: "Ongeduldig", email, password: "zonnebloem-42", callbackURL: "/" });
    expect(await mailsTo(email)).toBe(1);
    for (let i = 0; i < 8; i++) {
      const attempt = await signInWithPassword({ ...fromIp(`10.1.4.${10 + i}`), email, password: "zonnebloem-42" });
      expect(attempt).toMatchObject({ ok: false, reason: "unverified" });
    }
    // The registration mail plus at most the per-address mail limit.
    expect(await mailsTo(email)).toBe(1 + RATE_LIMITS.mailAccount.points);
  });

  it("deletes counters whose window has ended, and only those", async () => {
    const db = database.db();
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 60_000);
    await db.insert(rateLimits).values([
      { key: "signInIp:192.0.2.1", points: 3, expire: past },
      { key: "mailAccount:verlopen@voorbeeld.example.org", points: 1, expire: past },
      { key: "signInIp:192.0.2.2", points: 1, expire: future },
    ]);
    expect(await purgeExpiredRateLimits()).toBeGreaterThanOrEqual(2);
    const keys = (await db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).not.toContain("signInIp:192.0.2.1");
    expect(keys).not.toContain("mailAccount:verlopen@voorbeeld.example.org");
    expect(keys).toContain("signInIp:192.0.2.2");
    // The server sweeps often enough to keep the promise of the privacy page.
    expect(RATE_LIMIT_PURGE_INTERVAL_MS).toBeLessThanOrEqual(RATE_LIMIT_RETENTION_SECONDS * 1000);
    for (const rule of Object.values(RATE_LIMITS)) expect(rule.duration).toBeLessThanOrEqual(RATE_LIMIT_RETENTION_SECONDS);
  });

  it("limits registrations per IP address", async () => {
    const ip = "10.2.0.1";
    for (let i = 0; i < RATE_LIMITS.registerIp.points; i++) {
      const email = `reeks-${i}-${crypto.randomUUID().slice(0, 6)}@voorbeeld.example.org`;
      expect((await registerMember({ ...fromIp(ip), fullName: "Reeks", email, password: "zonnebloem-42", callbackURL: "/" })).ok).toBe(true);
    }
    const blocked = await registerMember({
      ...fromIp(ip),
      fullName: "Eén te veel",
      email: `teveel-${crypto.randomUUID().slice(0, 6)}@voorbeeld.example.org`,
      password: "zonnebloem-42",
      callbackURL: "/",
    });
    expect(blocked).toMatchObject({ ok: false, reason: "rate" });
    // Another address is not affected.
    const other = await registerMember({
      ...fromIp("10.2.0.2"),
      fullName: "Ander adres",
      email: `ander-${crypto.randomUUID().slice(0, 6)}@voorbeeld.example.org`,
      password: "zonnebloem-42",
      callbackURL: "/",
    });
    expect(other.ok).toBe(true);
  });
});
