/**
 * The account flows on a real database: registration hashes the password and sends the
 * verification mail; sign-in refuses wrong passwords and unverified addresses; duplicates are
 * refused; the rate limit kicks in and its counters live in the database.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { account, profiles, rateLimits, user } from "~/db/schema";
import { RATE_LIMITS } from "~/lib/rate-limit.server";
import { getSessionUser } from "~/lib/session.server";
import { registerMember, resetPasswordWithToken, signInWithPassword, signOutEverywhere } from "~/modules/accounts/auth-flows.server";
import { COMMON_PASSWORD_MESSAGE } from "~/modules/accounts/passwords.server";
import { authTexts } from "~/modules/accounts/texts";
import { setupTestDatabase } from "../setup/database";
import { cookieHeader, createMember, makeRequest } from "../setup/members";

const database = setupTestDatabase();

/** A request from a distinct client address (rate limits are per IP). */
function fromIp(ip: string, cookie?: string): Request {
  const request = makeRequest("/auth", { cookie, method: "POST" });
  request.headers.set("x-ddn-client-ip", ip);
  return request;
}

describe("registration and sign-in", () => {
  it("registers with a hashed password and a profile, and refuses the address a second time", async () => {
    const email = `nieuw-${crypto.randomUUID().slice(0, 6)}@voorbeeld.example.org`;
    const first = await registerMember({ request: fromIp("10.0.0.1"), fullName: "Nieuw Lid", email, password: "zonnebloem-42", callbackURL: "/" });
    expect(first.ok).toBe(true);
    const db = database.db();
    const [row] = await db.select().from(user).where(eq(user.email, email));
    expect(row?.emailVerified).toBe(false);
    const [credential] = await db.select().from(account).where(eq(account.userId, row!.id));
    expect(credential?.password).toBeTruthy();
    expect(credential?.password).not.toContain("zonnebloem-42");
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, row!.id));
    expect(profile?.full_name).toBe("Nieuw Lid");

    const again = await registerMember({ request: fromIp("10.0.0.1"), fullName: "Ander", email: email.toUpperCase(), password: "anders-123", callbackURL: "/" });
    expect(again).toMatchObject({ ok: false, message: authTexts.emailInUse, reason: "exists" });
  });

  it("refuses a common password at registration and at reset, in the accounts module, creating nothing", async () => {
    const email = `gewoon-${crypto.randomUUID().slice(0, 6)}@voorbeeld.example.org`;
    const registered = await registerMember({ request: fromIp("10.0.0.9"), fullName: "Gewoon Lid", email, password: "Welkom123", callbackURL: "/" });
    expect(registered).toEqual({ ok: false, reason: "common", message: COMMON_PASSWORD_MESSAGE });
    expect(await database.db().$count(user, eq(user.email, email))).toBe(0);
    const reset = await resetPasswordWithToken({ token: "een-token", password: "wachtwoord123" });
    expect(reset).toEqual({ ok: false, reason: "common", message: COMMON_PASSWORD_MESSAGE });
  });

  it("refuses an unverified address with the Dutch explanation, and wrong credentials", async () => {
    const email = `onbevestigd-${crypto.randomUUID().slice(0, 6)}@voorbeeld.example.org`;
    await registerMember({ request: fromIp("10.0.0.2"), fullName: "Onbevestigd", email, password: "zonnebloem-42", callbackURL: "/" });
    const unverified = await signInWithPassword({ request: fromIp("10.0.0.2"), email, password: "zonnebloem-42" });
    expect(unverified).toMatchObject({ ok: false, reason: "unverified", message: authTexts.unverified });

    const member = await createMember();
    const wrong = await signInWithPassword({ request: fromIp("10.0.0.2"), email: member.email, password: "verkeerd-wachtwoord" });
    expect(wrong).toMatchObject({ ok: false, message: "Ongeldige inloggegevens" });
    const unknown = await signInWithPassword({ request: fromIp("10.0.0.2"), email: "niemand@voorbeeld.example.org", password: "whatever-123" });
    expect(unknown).toMatchObject({ ok: false, message: "Ongeldige inloggegevens" });
    const right = await signInWithPassword({ request: fromIp("10.0.0.2"), email: member.email, password: member.password });
    expect(right.ok).toBe(true);
  });

  it("signs out everywhere: every session of the member ends", async () => {
    const member = await createMember();
    const second = await signInWithPassword({ request: fromIp("10.0.0.3"), email: member.email, password: member.password });
    if (!second.ok) throw new Error("second sign-in failed");
    const secondCookie = cookieHeader(second.headers);
    expect(await getSessionUser(makeRequest("/", { cookie: secondCookie }))).toMatchObject({ id: member.id });
    await signOutEverywhere({ request: makeRequest("/uitloggen", { cookie: member.cookie, method: "POST" }) });
    expect(await getSessionUser(makeRequest("/", { cookie: member.cookie }))).toBeNull();
    expect(await getSessionUser(makeRequest("/", { cookie: secondCookie }))).toBeNull();
  });
});

describe("rate limits", () => {
  it("stops sign-in attempts for one account after the limit, with a Dutch message, counted in the database", async () => {
    const member = await createMember();
    const limit = RATE_LIMITS.signInAccount.points;
    for (let i = 0; i < limit; i++) {
      const attempt = await signInWithPassword({ request: fromIp(`10.1.0.${i}`), email: member.email, password: "fout-wachtwoord" });
      expect(attempt).toMatchObject({ ok: false, message: "Ongeldige inloggegevens" });
    }
    const blocked = await signInWithPassword({ request: fromIp("10.1.1.1"), email: member.email, password: member.password });
    expect(blocked).toMatchObject({ ok: false, reason: "rate" });
    if (!blocked.ok) expect(blocked.message).toMatch(/^Te veel pogingen\. Probeer het over \d+ minuten? opnieuw\.$/);
    const rows = await database.db().select().from(rateLimits).where(eq(rateLimits.key, `signInAccount:${member.email}`));
    expect(rows[0]?.points).toBeGreaterThan(limit);
  });

  it("limits registrations per IP address", async () => {
    const ip = "10.2.0.1";
    for (let i = 0; i < RATE_LIMITS.registerIp.points; i++) {
      const email = `reeks-${i}-${crypto.randomUUID().slice(0, 6)}@voorbeeld.example.org`;
      expect((await registerMember({ request: fromIp(ip), fullName: "Reeks", email, password: "zonnebloem-42", callbackURL: "/" })).ok).toBe(true);
    }
    const blocked = await registerMember({
      request: fromIp(ip),
      fullName: "Eén te veel",
      email: `teveel-${crypto.randomUUID().slice(0, 6)}@voorbeeld.example.org`,
      password: "zonnebloem-42",
      callbackURL: "/",
    });
    expect(blocked).toMatchObject({ ok: false, reason: "rate" });
    // Another address is not affected.
    const other = await registerMember({
      request: fromIp("10.2.0.2"),
      fullName: "Ander adres",
      email: `ander-${crypto.randomUUID().slice(0, 6)}@voorbeeld.example.org`,
      password: "zonnebloem-42",
      callbackURL: "/",
    });
    expect(other.ok).toBe(true);
  });
});
