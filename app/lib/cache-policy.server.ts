/**
 * Who may keep a copy of a page (HTTP caching): the one rule for every document and data
 * (`.data`) response React Router renders, applied in app/entry.server.tsx.
 *
 * - Member pages (/mijn-items, /mijn-aanmeldingen, /instellingen, /favorieten, /beheer, with or
 *   without `.data`), a member's calendar feed under /agenda (its `.data` variant would carry the
 *   feed too), any page
 *   carrying a one-time token in its address (/auth?token=… for a new password) and every page
 *   rendered for a signed-in member (the header shows their name; detail pages their edit buttons)
 *   get `Cache-Control: private, no-store`: no shared cache and no browser cache keeps them.
 * - Every page differs by session (and by the one-time toast cookie), so every response also says
 *   `Vary: Cookie`: a shared cache may only serve a copy to a request with the same cookies.
 * - Except the widgets under /embed/ (app/lib/embed.ts): they read no session and set no cookie,
 *   so they are the same for everybody, whatever cookies the request carries: never private and
 *   no `Vary: Cookie`. Their routes make them public for a few minutes (`EMBED_CACHE_CONTROL`),
 *   only when they rendered (docs/decisions/031-embeds.md).
 *
 * Resource routes (feeds, exports, /healthz) set their own headers.
 */

import { isEmbedPath } from "./embed";

/** Paths (without `.data`) of the member pages, each with everything below it. */
export const MEMBER_PATHS = ["/mijn-items", "/mijn-aanmeldingen", "/instellingen", "/favorieten", "/beheer", "/agenda"] as const;

/** The value for pages that no cache may keep. */
export const NO_STORE = "private, no-store";

/** Query parameters that carry a one-time token. */
const TOKEN_PARAMETERS = ["token"];

/** Whether `request` carries a session cookie (whatever its prefix: `ddn.` or `__Host-ddn.`). */
function hasSessionCookie(request: Request): boolean {
  return /(?:^|;\s*)(?:__Host-)?ddn\.session_token=[^;]/.test(request.headers.get("Cookie") ?? "");
}

/** Whether `pathname` (a document or `.data` path) is a member page. */
export function isMemberPath(pathname: string): boolean {
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
  return MEMBER_PATHS.some((member) => path === member || path.startsWith(`${member}/`));
}

/**
 * Sets the caching headers of a page response in place (see the module comment).
 * @param request the page's request (its URL and Cookie header)
 * @param headers the response headers; Cache-Control is replaced for private pages, `Cookie` is
 *   added to Vary
 */
export function applyCachePolicy(request: Request, headers: Headers): void {
  const url = new URL(request.url);
  if (isEmbedPath(url.pathname)) return;
  const privatePage =
    isMemberPath(url.pathname) || TOKEN_PARAMETERS.some((name) => url.searchParams.has(name)) || hasSessionCookie(request);
  if (privatePage) headers.set("Cache-Control", NO_STORE);
  const vary = headers.get("Vary");
  if (!vary) headers.set("Vary", "Cookie");
  else if (!/(^|,)\s*(cookie|\*)\s*(,|$)/i.test(vary)) headers.set("Vary", `${vary}, Cookie`);
}
