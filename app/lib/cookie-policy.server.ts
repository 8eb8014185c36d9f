/**
 * Every cookie is HttpOnly, SameSite=Lax, Path=/, and on https Secure with `__Host-`. Decided on
 * `PUBLIC_URL`, not NODE_ENV: a production build over plain http would otherwise lose every session.
 */

export interface CookiePolicy {
  secure: boolean;
  /** Put in front of every cookie name. */
  prefix: "__Host-" | "";
  httpOnly: true;
  sameSite: "lax";
  path: "/";
}

export function cookiePolicy(siteUrl: string): CookiePolicy {
  const secure = siteUrl.toLowerCase().startsWith("https://");
  return { secure, prefix: secure ? "__Host-" : "", httpOnly: true, sameSite: "lax", path: "/" };
}
