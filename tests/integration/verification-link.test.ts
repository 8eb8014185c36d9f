/**
 * A verification link of another account never replaces the session of a signed-in member: the
 * address is verified, the member stays signed in as themselves and is told so, and no session of
 * the other account is left behind. A visitor opening their own link is still signed in by it.
 * better-auth's error address (/api/auth/error) leads to the Dutch explanation on /auth.
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { session, user } from "~/db/schema";
import { getSessionUser } from "~/lib/session.server";
import { registerMember } from "~/modules/accounts/auth-flows.server";
import { loader } from "~/routes/api/auth";
import { setupTestDatabase } from "../setup/database";
import { cookieHeader, createMember, makeRequest } from "../setup/members";
import { mailsTo } from "../setup/outbox";
import { fromIp } from "../setup/routes";

const database = setupTestDatabase();

/** Registers a new address and returns it with the verification link mailed to it. */
async function registerWithLink(): Promise<{ email: string; link: string }> {
  const email = `bevestig-${crypto.randomUUID().slice(0, 8)}@voorbeeld.example.org`;
  const registered = await registerMember({
    ...fromIp(`10.8.${Math.floor(Math.random() * 200)}.1`),
    fullName: "Ander Account", email, password: "zonnebloem-42", callbackURL: "/auth?bevestigd=1" });
  expect(registered.ok).toBe(true);
  for (const mail of await mailsTo(email)) {
    const link = /http:\/\/localhost:3000\/api\/auth\/verify-email\?[^\s"<>]+/.exec(mail.text ?? "")?.[0];
    if (link) return { email, link: link.replaceAll("&amp;", "&") };
  }
  throw new Error(`no verification mail to ${email}`);
}

const open = (link: string, cookie?: string) => {
  const request = makeRequest(link.replace("http://localhost:3000", ""), { cookie });
  return loader({ request, url: new URL(request.url), params: {}, pattern: "/api/auth/*", context: new RouterContextProvider() } as never);
};

describe("verification links", () => {
  it("verify another account without switching the signed-in member to it", async () => {
    const member = await createMember();
    const { email, link } = await registerWithLink();
    const response = await open(link, member.cookie);

    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((cookie) => cookie.includes("session_token"))).toBe(false);
    expect(cookies.some((cookie) => cookie.startsWith("ddn_toast="))).toBe(true);
    const [other] = await database.db().select().from(user).where(eq(user.email, email));
    expect(other?.emailVerified).toBe(true);
    expect(await database.db().$count(session, eq(session.userId, other!.id))).toBe(0);
    expect(await getSessionUser(makeRequest("/", { cookie: member.cookie }))).toMatchObject({ id: member.id });
  });

  it("sign a visitor in as the verified account, as before", async () => {
    const { email, link } = await registerWithLink();
    const response = await open(link);
    expect(response.status).toBe(302);
    const signedIn = await getSessionUser(makeRequest("/", { cookie: cookieHeader(response.headers) }));
    expect(signedIn).toMatchObject({ email, emailVerified: true });
  });
});

describe("better-auth's error address", () => {
  it("leads to /auth, which explains the error in Dutch", async () => {
    const response = await open("http://localhost:3000/api/auth/error?error=invalid_token");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth?error=invalid_token");
    const { loader: authLoader } = await import("~/routes/auth");
    const request = makeRequest("/auth?error=invalid_token");
    const page = await authLoader({ request, url: new URL(request.url), params: {}, pattern: "/auth", context: new RouterContextProvider() } as never);
    expect(page.callbackError).toBe("Deze bevestigingslink is verlopen of ongeldig. Log in om een nieuwe link te ontvangen.");
    const unknown = await open("http://localhost:3000/api/auth/error");
    expect(unknown.headers.get("Location")).toBe("/auth?error=unknown");
  });
});
