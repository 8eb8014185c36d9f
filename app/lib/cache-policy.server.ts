/**
 * Who may keep a page: member pages, token URLs and requests with a site cookie get `no-store`, other
 * 200s are public, all vary on Cookie; /embed/ is the same for everybody (docs/decisions/031-embeds.md).
 */

import { isEmbedPath } from "./embed";

/** Pages of one member: a member's own pages, and token paths (calendar feed, unsubscribe link and match question from a mail). */
export const MEMBER_PATHS = ["/mijn-items", "/mijn-aanmeldingen", "/instellingen", "/favorieten", "/beheer", "/agenda", "/afmelden", "/match"] as const;

export const NO_STORE = "private, no-store";

/** Caches must revalidate; a CDN may use it for 60 s, and 10 min more while refetching. */
export const PUBLIC_PAGE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

export const TOKEN_PARAMETERS = ["token"];

/** Whether a Cookie header carries a cookie of this site (all start with `ddn`, whatever their prefix). */
export function carriesSiteCookie(cookieHeader: string | null | undefined): boolean {
  return /(?:^|;\s*)(?:__Host-)?ddn[._]/.test(cookieHeader ?? "");
}

export function isMemberPath(pathname: string): boolean {
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
  return MEMBER_PATHS.some((member) => path === member || path.startsWith(`${member}/`));
}

/** Sets the caching headers of a page response in place; only a 200 is made public. */
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
