/**
 * The e-mail address to fill in on the sign-in form after a password reset, carried in a
 * short-lived signed cookie (not in the address, which ends up in histories and access logs).
 */
import { createCookie } from "react-router";
import { z } from "zod";
import { authSecret } from "~/lib/auth.server";
import { cookiePolicy } from "~/lib/cookie-policy.server";
import { env } from "~/lib/env.server";

/** How long the address is remembered after the reset (seconds). */
const SIGN_IN_EMAIL_MAX_AGE = 10 * 60;

let cookie: ReturnType<typeof createCookie> | undefined;
function signInEmailCookie() {
  const policy = cookiePolicy(env().SITE_URL);
  cookie ??= createCookie(`${policy.prefix}ddn_inlog_email`, {
    httpOnly: policy.httpOnly,
    sameSite: policy.sameSite,
    path: policy.path,
    secure: policy.secure,
    secrets: [authSecret()],
    maxAge: SIGN_IN_EMAIL_MAX_AGE,
  });
  return cookie;
}

/** A Set-Cookie header value that makes the sign-in form start with `email`. */
export async function signInEmailHeader(email: string): Promise<string> {
  return signInEmailCookie().serialize(email);
}

/** The address set by {@link signInEmailHeader} for `request`, or null (none, expired or tampered with). */
export async function readSignInEmail(request: Request): Promise<string | null> {
  const header = request.headers.get("Cookie");
  if (!header?.includes("ddn_inlog_email=")) return null;
  const parsed = z.email().max(255).safeParse(await signInEmailCookie().parse(header));
  return parsed.success ? parsed.data : null;
}
