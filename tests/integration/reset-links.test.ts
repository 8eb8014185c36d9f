/**
 * Password-reset links end when the password changes: after a reset with one link, every other
 * outstanding link of the member is refused, and so is every link after a password change on
 * /instellingen. Real database, better-auth's own tokens.
 */
import { and, eq, like } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { verification } from "~/db/schema";
import { requestPasswordReset, resetPasswordWithToken, signInWithPassword } from "~/modules/accounts/auth-flows.server";
import { authTexts } from "~/modules/accounts/texts";
import { action } from "~/routes/settings/index";
import { setupTestDatabase } from "../setup/database";
import { createMember } from "../setup/members";
import { fromIp } from "../setup/routes";

const database = setupTestDatabase();


/** The tokens of the member's outstanding reset links, oldest first. */
async function resetTokens(userId: string): Promise<string[]> {
  const rows = await database
    .db()
    .select({ identifier: verification.identifier })
    .from(verification)
    .where(and(eq(verification.value, userId), like(verification.identifier, "reset-password:%")))
    .orderBy(verification.createdAt);
  return rows.map((row) => row.identifier.slice("reset-password:".length));
}

describe("password-reset links", () => {
  it("all end when the password is reset with one of them", async () => {
    const member = await createMember();
    const other = await createMember();
    expect((await requestPasswordReset({ ...fromIp("10.7.0.1"), email: member.email })).ok).toBe(true);
    expect((await requestPasswordReset({ ...fromIp("10.7.0.1"), email: member.email })).ok).toBe(true);
    expect((await requestPasswordReset({ ...fromIp("10.7.0.1"), email: other.email })).ok).toBe(true);
    const [first, second] = await resetTokens(member.id);
    expect(first && second).toBeTruthy();

    expect((await resetPasswordWithToken({ token: second!, password: "nieuw-tulpenveld-1" })).ok).toBe(true);
    const older = await resetPasswordWithToken({ token: first!, password: "ander-tulpenveld-2" });
    expect(older).toMatchObject({ ok: false, message: authTexts.resetLinkInvalid });
    expect(await resetTokens(member.id)).toEqual([]);
    // The password is the one set with the link that was used.
    expect((await signInWithPassword({ ...fromIp("10.7.0.2"), email: member.email, password: "nieuw-tulpenveld-1" })).ok).toBe(true);
    // Someone else's link is untouched.
    expect(await resetTokens(other.id)).toHaveLength(1);
  });

  it("all end when the member changes the password on /instellingen", async () => {
    const member = await createMember();
    expect((await requestPasswordReset({ ...fromIp("10.7.1.1"), email: member.email })).ok).toBe(true);
    const [token] = await resetTokens(member.id);
    const request = member.request("/instellingen", {
      method: "POST",
      body: new URLSearchParams({
        intent: "change-password",
        current_password: member.password,
        password: "nieuw-tulpenveld-3",
        password_confirmation: "nieuw-tulpenveld-3",
      }),
    });
    const changed = await action({ request, url: new URL(request.url), params: {}, pattern: "/instellingen", context: new RouterContextProvider() });
    expect(changed instanceof Response && changed.status).toBe(302);
    const stale = await resetPasswordWithToken({ token: token!, password: "kaper-tulpenveld-4" });
    expect(stale).toMatchObject({ ok: false, message: authTexts.resetLinkInvalid });
  });
});
