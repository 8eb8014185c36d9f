/**
 * Sign-in methods in the settings on a real database: a member with a password and Google unlinks
 * Google after typing the password (a wrong one changes nothing); the last way to sign in is never
 * removed; a member who signed up with Google sets a password (the registration rules) within 5
 * minutes of signing in and can then sign in with it.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { account, session } from "~/db/schema";
import { signInWithPassword } from "~/modules/accounts/auth-flows.server";
import { COMMON_PASSWORD_MESSAGE } from "~/modules/accounts/passwords.server";
import { signInMethodTexts, unlinkGoogle } from "~/modules/accounts/sign-in-methods.server";
import { action, loader } from "~/routes/settings/index";
import { setupTestDatabase } from "../setup/database";
import { createMember, type TestMember } from "../setup/members";
import { asData, asRedirect, fromIp, get, post, toastOf } from "../setup/routes";

const database = setupTestDatabase();

const settingsPost = (member: TestMember, fields: Record<string, string>) => action(post(member, "/instellingen", fields));
const googleRows = (userId: string) =>
  database.db().$count(account, and(eq(account.userId, userId), eq(account.providerId, "google")));

async function linkGoogle(member: TestMember) {
  await database.db().insert(account).values({ accountId: `google-${member.id}`, providerId: "google", userId: member.id });
}

describe("sign-in methods", () => {
  it("unlinks Google for a member with a password, only with the right password", async () => {
    const member = await createMember();
    await linkGoogle(member);
    const page = await loader(get(member, "/instellingen"));
    expect(page).toMatchObject({ hasPassword: true, hasGoogle: true });

    const unconfirmed = asData(await settingsPost(member, { intent: "google-unlink", password: member.password }));
    expect(unconfirmed.init?.status).toBe(400);
    const wrong = asData(await settingsPost(member, { intent: "google-unlink", password: "niet-mijn-wachtwoord", confirm: "ja" }));
    expect(wrong.init?.status).toBe(400);
    expect(wrong.data.result?.error?.password).toEqual([signInMethodTexts.wrongPassword]);
    expect(await googleRows(member.id)).toBe(1);

    const done = asRedirect(await settingsPost(member, { intent: "google-unlink", password: member.password, confirm: "ja" }));
    expect(await toastOf(done)).toEqual({ type: "success", message: signInMethodTexts.unlinked });
    expect(await googleRows(member.id)).toBe(0);
  });

  it("never removes the last way to sign in", async () => {
    const member = await createMember();
    await linkGoogle(member);
    await database.db().delete(account).where(and(eq(account.userId, member.id), eq(account.providerId, "credential")));
    expect(await unlinkGoogle(member.id)).toBe("last_method");
    expect(await googleRows(member.id)).toBe(1);
    const other = await createMember();
    expect(await unlinkGoogle(other.id)).toBe("not_linked");
  });

  it("lets a member who signed up with Google set a password and sign in with it", async () => {
    const member = await createMember();
    await linkGoogle(member);
    await database.db().delete(account).where(and(eq(account.userId, member.id), eq(account.providerId, "credential")));
    expect(await loader(get(member, "/instellingen"))).toMatchObject({ hasPassword: false, hasGoogle: true });

    // Signed in 6 minutes ago: refused (someone at an unattended browser cannot add a way in).
    const fields = { intent: "set-password", password: "fietsbel-zonder-77", password_confirmation: "fietsbel-zonder-77" };
    await database.db().update(session).set({ createdAt: new Date(Date.now() - 6 * 60_000) }).where(eq(session.userId, member.id));
    const stale = asData(await settingsPost(member, fields));
    expect(stale.init?.status).toBe(403);
    expect(stale.data.result?.error?.[""]).toEqual([signInMethodTexts.signInAgain]);
    expect(await loader(get(member, "/instellingen"))).toMatchObject({ hasPassword: false });
    await database.db().update(session).set({ createdAt: new Date() }).where(eq(session.userId, member.id));

    const differ = asData(await settingsPost(member, { intent: "set-password", password: "fietsbel-zonder-77", password_confirmation: "iets-anders-77" }));
    expect(differ.init?.status).toBe(400);
    const common = asData(await settingsPost(member, { intent: "set-password", password: "wachtwoord", password_confirmation: "wachtwoord" }));
    expect(common.data.result?.error?.password).toEqual([COMMON_PASSWORD_MESSAGE]);

    const done = asRedirect(await settingsPost(member, { intent: "set-password", password: "fietsbel-zonder-77", password_confirmation: "fietsbel-zonder-77" }));
    expect(await toastOf(done)).toEqual({ type: "success", message: signInMethodTexts.passwordSet });
    expect(await loader(get(member, "/instellingen"))).toMatchObject({ hasPassword: true, hasGoogle: true });
    const signedIn = await signInWithPassword({ ...fromIp("10.44.0.1"), email: member.email, password: "fietsbel-zonder-77" });
    expect(signedIn.ok).toBe(true);

    const twice = asData(await settingsPost(member, { intent: "set-password", password: "nog-een-fietsbel-78", password_confirmation: "nog-een-fietsbel-78" }));
    expect(twice.init?.status).toBe(409);
  });
});
