/**
 * The account flows behind /auth and the user menu, on better-auth's server API. Each returns the
 * Set-Cookie headers to forward, or a Dutch message (docs/product-rules.md#accounts).
 */
import { APIError } from "better-auth/api";
import { and, eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import { session, user, verification } from "~/db/schema";
import { getAuth, GOOGLE_PROVIDER_ID } from "~/lib/auth.server";
import { getDb } from "~/lib/db.server";
import { accountAttemptKey, consumeRateLimits, type RateLimitRule, resetRateLimits } from "~/lib/rate-limit.server";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "./passwords.server";
import { authTexts } from "./texts";
import { logger } from "~/lib/logger.server";
import { getSessionUser } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";

export { authTexts };

export type FlowResult =
  | {
      ok: true;
      headers: Headers;
      /** The password was right and the account asks for a second step (a code). */
      twoFactor?: boolean;
      /** After a password reset: the address to fill in on the sign-in form. */
      email?: string;
    }
  | { ok: false; message: string; reason?: "unverified" | "exists" | "rate" | "common" | "blocked" };

async function isBlocked(email: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ blocked: sql<boolean>`${user.blockedAt} is not null` })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()))
    .limit(1);
  return row?.blocked ?? false;
}

/** better-auth's headers for `request`; a client's own X-Forwarded-For is replaced by `clientIp` (or dropped). */
function headersOf(request: Request, clientIp?: string): Headers {
  const headers = new Headers(request.headers);
  if (clientIp) headers.set("x-forwarded-for", clientIp);
  else headers.delete("x-forwarded-for");
  return headers;
}

function code(error: unknown): string | undefined {
  return error instanceof APIError ? (error.body?.code as string | undefined) : undefined;
}

/**
 * The rate-limit checks of one password attempt: the IP address, then the account per IP address,
 * so nobody can lock the owner out (docs/decisions/014-sign-in-limits.md).
 */
export function passwordAttemptLimits(clientIp: string, email: string): [RateLimitRule, string][] {
  return [
    ["signInIp", clientIp],
    ["signInAccountIp", accountAttemptKey(email, clientIp)],
  ];
}

/** Forgets the failed attempts of `email` from `clientIp` (after the right password). */
export async function forgetPasswordAttempts(clientIp: string, email: string): Promise<void> {
  await resetRateLimits(["signInAccountIp"], accountAttemptKey(email, clientIp));
}

/**
 * Whether the session of `request` was created at most `minutes` minutes before `now`: the proof
 * asked of a member without a password (Google) before a sensitive change.
 * @throws Error when better-auth fails
 */
export async function signedInRecently(request: Request, minutes: number, now: Date = new Date()): Promise<boolean> {
  const auth = await getAuth();
  const current = await auth.api.getSession({ headers: request.headers, query: { disableCookieCache: true } });
  const signedInAt = current?.session.createdAt ? new Date(current.session.createdAt).getTime() : 0;
  return now.getTime() - signedInAt <= minutes * 60_000;
}

/**
 * Checks that `password` is the signed-in member's own, before a sensitive change. Guesses count on
 * the sign-in limits; a right password resets them.
 * @returns ok; "rate" with the Dutch wait message; "wrong" for a wrong password
 * @throws Error when better-auth or the database fails otherwise
 */
export async function checkOwnPassword({
  email,
  password,
  request,
  clientIp,
}: {
  email: string;
  password: string;
  request: Request;
  clientIp: string;
}): Promise<{ ok: true } | { ok: false; reason: "rate"; message: string } | { ok: false; reason: "wrong" }> {
  const limited = await consumeRateLimits(passwordAttemptLimits(clientIp, email));
  if (limited) return { ok: false, reason: "rate", message: limited };
  const auth = await getAuth();
  try {
    await auth.api.verifyPassword({ body: { password }, headers: request.headers });
  } catch (error) {
    if (error instanceof APIError && error.body?.code === "INVALID_PASSWORD") return { ok: false, reason: "wrong" };
    throw error;
  }
  await forgetPasswordAttempts(clientIp, email);
  return { ok: true };
}

/**
 * Signs in with e-mail and password (`twoFactor` true when a second step follows). An unverified
 * address gets a new verification link, under the mail limits.
 */
export async function signInWithPassword({
  request,
  clientIp,
  email,
  password,
}: {
  request: Request;
  clientIp: string;
  email: string;
  password: string;
}): Promise<FlowResult> {
  const limited = await consumeRateLimits(passwordAttemptLimits(clientIp, email));
  if (limited) return { ok: false, message: limited, reason: "rate" };
  const auth = await getAuth();
  try {
    const { headers, response } = await auth.api.signInEmail({
      body: { email, password, rememberMe: true },
      headers: headersOf(request, clientIp),
      returnHeaders: true,
    });
    await forgetPasswordAttempts(clientIp, email);
    const twoFactor = Boolean(response && typeof response === "object" && "twoFactorRedirect" in response);
    return { ok: true, headers, twoFactor };
  } catch (error) {
    const c = code(error);
    if (c === "INVALID_EMAIL_OR_PASSWORD" || c === "INVALID_EMAIL") return { ok: false, message: authTexts.invalidCredentials };
    if (c === "EMAIL_NOT_VERIFIED") {
      await sendVerificationLink({ request, clientIp, email });
      return { ok: false, message: authTexts.unverified, reason: "unverified" };
    }
    // The password was right, so the session hook refused a session: the account is blocked.
    if (await isBlocked(email)) return { ok: false, message: authTexts.blocked, reason: "blocked" };
    logger.error({ err: error }, "sign-in failed");
    return { ok: false, message: authTexts.signInFailed };
  }
}

/** Sends a verification link unless the mail limits are reached; null when sent, else the wait message. */
async function sendVerificationLink({ request, clientIp, email }: { request: Request; clientIp: string; email: string }): Promise<string | null> {
  const limited = await consumeRateLimits([
    ["mailIp", clientIp],
    ["mailAccount", email],
  ]);
  if (limited) return limited;
  const auth = await getAuth();
  try {
    await auth.api.sendVerificationEmail({ body: { email, callbackURL: "/" }, headers: headersOf(request, clientIp) });
  } catch (error) {
    // Already verified or unknown: answer as if sent, revealing nothing.
    if (!(error instanceof APIError)) throw error;
  }
  return null;
}

/** Registers a member and sends the verification e-mail; a taken address or common password is refused. */
export async function registerMember({
  request,
  clientIp,
  fullName,
  email,
  password,
  callbackURL,
}: {
  request: Request;
  clientIp: string;
  fullName: string;
  email: string;
  password: string;
  /** Where the verification link leads after signing in (a local path). */
  callbackURL: string;
}): Promise<FlowResult> {
  if (await isCommonPassword(password)) return { ok: false, message: COMMON_PASSWORD_MESSAGE, reason: "common" };
  const limited = await consumeRateLimits([["registerIp", clientIp]]);
  if (limited) return { ok: false, message: limited, reason: "rate" };
  const db = await getDb();
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email.toLowerCase())).limit(1);
  if (existing) return { ok: false, message: authTexts.emailInUse, reason: "exists" };
  const auth = await getAuth();
  try {
    const { headers } = await auth.api.signUpEmail({
      body: { name: fullName, email, password, callbackURL },
      headers: headersOf(request, clientIp),
      returnHeaders: true,
    });
    return { ok: true, headers };
  } catch (error) {
    const c = code(error);
    if (c === "USER_ALREADY_EXISTS" || c === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL") {
      return { ok: false, message: authTexts.emailInUse, reason: "exists" };
    }
    logger.error({ err: error }, "registration failed");
    return { ok: false, message: authTexts.registerFailed };
  }
}

/** Sends a password reset link; the answer is the same for unknown addresses, revealing nobody. */
export async function requestPasswordReset({
  request,
  clientIp,
  email,
}: {
  request: Request;
  clientIp: string;
  email: string;
}): Promise<FlowResult> {
  const limited = await consumeRateLimits([
    ["mailIp", clientIp],
    ["mailAccount", email],
  ]);
  if (limited) return { ok: false, message: limited, reason: "rate" };
  const auth = await getAuth();
  try {
    await auth.api.requestPasswordReset({ body: { email, redirectTo: "/auth?tab=nieuw-wachtwoord" }, headers: headersOf(request, clientIp) });
    return { ok: true, headers: new Headers() };
  } catch (error) {
    logger.error({ err: error }, "password reset request failed");
    return { ok: false, message: authTexts.resetFailed };
  }
}

/** Sends a new verification link to an unverified address (same answer for unknown addresses). */
export async function resendVerification({
  request,
  clientIp,
  email,
}: {
  request: Request;
  clientIp: string;
  email: string;
}): Promise<FlowResult> {
  const limited = await sendVerificationLink({ request, clientIp, email });
  if (limited) return { ok: false, message: limited, reason: "rate" };
  return { ok: true, headers: new Headers() };
}

const RESET_IDENTIFIER_PREFIX = "reset-password:";

/**
 * Ends every outstanding password-reset link of member `userId`, so a link mailed before a
 * password change cannot set the password again.
 * @returns how many links were ended
 */
export async function endPasswordResetLinks({ userId }: { userId: string }): Promise<number> {
  const db = await getDb();
  const deleted = await db
    .delete(verification)
    .where(and(eq(verification.value, userId), sql`starts_with(${verification.identifier}, ${RESET_IDENTIFIER_PREFIX})`))
    .returning({ id: verification.id });
  return deleted.length;
}

/**
 * Sets a new password with a reset token; every session and other reset link of the member ends.
 * A common password is refused with reason "common" and the token stays usable.
 */
export async function resetPasswordWithToken({ token, password }: { token: string; password: string }): Promise<FlowResult> {
  if (await isCommonPassword(password)) return { ok: false, message: COMMON_PASSWORD_MESSAGE, reason: "common" };
  const db = await getDb();
  const [pending] = await db
    .select({ userId: verification.value })
    .from(verification)
    .where(eq(verification.identifier, `${RESET_IDENTIFIER_PREFIX}${token}`))
    .limit(1);
  const auth = await getAuth();
  try {
    await auth.api.resetPassword({ body: { token, newPassword: password } });
  } catch (error) {
    if (code(error) === "INVALID_TOKEN") return { ok: false, message: authTexts.resetLinkInvalid };
    logger.error({ err: error }, "password reset failed");
    return { ok: false, message: authTexts.resetFailed };
  }
  if (!pending) return { ok: true, headers: new Headers() };
  await endPasswordResetLinks({ userId: pending.userId });
  const [member] = await db.select({ email: user.email }).from(user).where(eq(user.id, pending.userId)).limit(1);
  return { ok: true, headers: new Headers(), email: member?.email };
}

/** The toast after a verification link of another account was opened while signed in. */
export const otherAccountVerifiedText =
  "Dat e-mailadres is bevestigd. Je bent nog ingelogd met je eigen account; log uit en log in met het bevestigde adres om dat account te gebruiken.";

function sessionTokensSet(headers: Headers): string[] {
  return headers
    .getSetCookie()
    .map((cookie) => /^(?:__Host-)?ddn\.session_token=([^;]*)/.exec(cookie)?.[1])
    .filter((value): value is string => Boolean(value))
    .map((value) => decodeURIComponent(value).split(".")[0] ?? "")
    .filter(Boolean);
}

/**
 * Opens an e-mailed verification link without replacing a signed-in member's session: better-auth
 * would sign the verified account in, so for a member its new session is deleted again and the
 * member lands on "/" with {@link otherAccountVerifiedText}.
 * @returns better-auth's answer (visitors, failed links) or a redirect to "/" with a toast
 */
export async function openVerificationLink({ request }: { request: Request }): Promise<Response> {
  const member = await getSessionUser(request);
  const auth = await getAuth();
  const response = await auth.handler(request);
  if (!member) return response;
  const created = sessionTokensSet(response.headers);
  if (created.length === 0) return response;
  const db = await getDb();
  const removed = await db
    .delete(session)
    .where(and(inArray(session.token, created), ne(session.userId, member.id)))
    .returning({ id: session.id });
  if (removed.length === 0) return response;
  return redirectWithToast("/", { type: "success", message: otherAccountVerifiedText });
}

/**
 * Ends every session of member `userId` except the one whose cookie `headers` set, e.g. after
 * two-factor sign-in was turned on.
 * @returns how many sessions were ended
 */
export async function endOtherSessions({ userId, headers }: { userId: string; headers: Headers }): Promise<number> {
  const keep = sessionTokensSet(headers);
  const db = await getDb();
  const ended = await db
    .delete(session)
    .where(keep.length > 0 ? and(eq(session.userId, userId), notInArray(session.token, keep)) : eq(session.userId, userId))
    .returning({ id: session.id });
  return ended.length;
}

/**
 * Starts Google sign-in: the authorize URL to redirect to and the state cookie to set.
 * @throws Error when better-auth gives no authorize URL (misconfigured provider)
 */
export async function startGoogleSignIn({ request, redirectTo }: { request: Request; redirectTo: string }) {
  const auth = await getAuth();
  const { headers, response } = await auth.api.signInSocial({
    body: {
      provider: GOOGLE_PROVIDER_ID,
      callbackURL: redirectTo,
      errorCallbackURL: "/auth",
    },
    headers: headersOf(request),
    returnHeaders: true,
  });
  if (!response.url) throw new Error("Google sign-in: no authorize URL");
  return { url: response.url, headers };
}

/** Signs out this device only; missing sessions are fine. Returns headers clearing the cookie. */
export async function signOutThisDevice({ request }: { request: Request }): Promise<Headers> {
  const auth = await getAuth();
  try {
    const { headers } = await auth.api.signOut({ headers: headersOf(request), returnHeaders: true });
    return headers;
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    return new Headers();
  }
}

/** Signs out every device (all sessions revoked); returns headers clearing the cookie. */
export async function signOutEverywhere({ request }: { request: Request }): Promise<Headers> {
  const auth = await getAuth();
  try {
    await auth.api.revokeSessions({ headers: headersOf(request) });
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
  }
  try {
    const { headers } = await auth.api.signOut({ headers: headersOf(request), returnHeaders: true });
    return headers;
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    return new Headers();
  }
}
