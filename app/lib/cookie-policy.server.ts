/**
 * How every cookie of the site is set (docs/decisions/011-security.md): HttpOnly, SameSite=Lax,
 * Path=/, no Domain; and, when the site runs on https (`PUBLIC_URL` starts with https://), Secure
 * with the `__Host-` name prefix, which browsers accept only from a secure origin for a host-only
 * cookie on "/".
 *
 * Why on `PUBLIC_URL` and not on NODE_ENV: browsers store Secure cookies only over https (Chromium
 * also on http://localhost, but not on http://127.0.0.1), so a production build served over plain
 * http (a laptop, the browser tests) would lose every session. See docs/decisions/011-security.md.
 */

/** The attributes and name prefix for this site's cookies. */
export interface CookiePolicy {
  /** Whether cookies carry `Secure`. */
  secure: boolean;
  /** "__Host-" on https, "" otherwise; put in front of every cookie name. */
  prefix: "__Host-" | "";
  httpOnly: true;
  sameSite: "lax";
  path: "/";
}

/**
 * The cookie policy for a site served at `siteUrl`.
 * @param siteUrl the public address, e.g. "https://ditdoetnederland.nl" or "http://localhost:3000"
 */
export function cookiePolicy(siteUrl: string): CookiePolicy {
  const secure = siteUrl.toLowerCase().startsWith("https://");
  return { secure, prefix: secure ? "__Host-" : "", httpOnly: true, sameSite: "lax", path: "/" };
}
