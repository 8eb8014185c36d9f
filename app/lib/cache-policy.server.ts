/**
 * Who may keep a copy of a page (HTTP caching): the one rule for every document and data
 * (`.data`) response React Router renders, applied in app/entry.server.tsx.
 *
 * - Member pages (/mijn-items, /mijn-aanmeldingen, /instellingen, /favorieten, /beheer, with or
 *   without `.data`), a member's calendar feed under /agenda (its `.data` variant would carry the
 *   feed too), any page
 *   carrying a one-time token in its address (/auth?token=… for a new password) and every page
 *   rendered for a signed-in member (the header shows their name; detail pages their edit buttons)
 *   or for a visitor with a one-time message (any cookie of this site, {@link carriesSiteCookie})
 *   get `Cache-Control: private, no-store`: no shared cache and no browser cache keeps them.
 * - Every page differs by session (and by the one-time toast cookie), so every response also says
 *   `Vary: Cookie`: a shared cache may only serve a copy to a request with the same cookies.
 * - Except the widgets under /embed/ (app/lib/embed.ts): they read no session and set no cookie,
 *   so they are the same for everybody, whatever cookies the request carries: never private and
 *   no `Vary: Cookie`. Their routes make them public for a few minutes (`EMBED_CACHE_CONTROL`),
 *   only when they rendered (docs/decisions/031-embeds.md).
 *
 * - Every other page a visitor gets with status 200 is public ({@link PUBLIC_PAGE}), unless its
 *   route set its own Cache-Control.
 *
 * Resource routes (feeds, exports, /healthz) set their own headers.
 */

import { isEmbedPath } from "./embed";

/** Paths (without `.data`) of the member pages, each with everything below it. */
export const MEMBER_PATHS = ["/mijn-items", "/mijn-aanmeldingen", "/instellingen", "/favorieten", "/beheer", "/agenda"] as const;

/** The value for pages that no cache may keep. */
export const NO_STORE = "private, no-store";

/**
 * The value for a page an anonymous visitor got (status 200): any cache may keep it, must check
 * with us before using it (max-age=0), a shared cache (CDN) may use it for 60 s and, while it
 * fetches a fresh copy in the background, 10 minutes more (docs/decisions/034-page-cache.md).
 */
export const PUBLIC_PAGE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

/** Query parameters that carry a one-time token. */
export const TOKEN_PARAMETERS = ["token"];

/**
 * Whether a Cookie header carries any cookie of this site: every one starts with `ddn`, whatever
 * its prefix (`ddn.session_token`, `ddn_toast`, `__Host-ddn.…`). A request with one may get a page
 * made for that person (their name, a one-time message).
 */
export function carriesSiteCookie(cookieHeader: string | null | undefined): boolean {
  return /(?:^|;\s*)(?:__Host-)?ddn[._]/.test(cookieHeader ?? "");
}

/** Whether `pathname` (a document or `.data` path) is a member page. */
export function isMemberPath(pathname: string): boolean {
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
  return MEMBER_PATHS.some((member) => path === member || path.startsWith(`${member}/`));
}

/**
 * Sets the caching headers of a page response in place (see the module comment).
 * @param request the page's request (its URL and Cookie header)
 * @param headers the response headers; Cache-Control is replaced for private pages and set for
 *   public ones that have none, `Cookie` is added to Vary
 * @param status the response's status code (only a 200 is made public)
 */
export function applyCachePolicy(request: Request, headers: Headers, status = 200): void {
  const url = new URL(request.url);
  if (isEmbedPath(url.pathname)) return;
  const privatePage =
    isMemberPath(url.pathname) || TOKEN_PARAMETERS.some((name) => url.searchParams.has(name)) || carriesSiteCookie(request.headers.get("Cookie"));
  if (privatePage) headers.set("Cache-Control", NO_STORE);
  else if (status === 200 && !headers.has("Cache-Control")) headers.set("Cache-Control", PUBLIC_PAGE);
  const vary = headers.get("Vary");
  if (!vary) headers.set("Vary", "Cookie");
  else if (!/(^|,)\s*(cookie|\*)\s*(,|$)/i.test(vary)) headers.set("Vary", `${vary}, Cookie`);
}
