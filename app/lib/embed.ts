/**
 * Which addresses are embeddable widgets (docs/decisions/031-embeds.md): everything under
 * `/embed/`, with or without React Router's `.data` suffix. The one rule the server's framing and
 * CORS headers (app/lib/http.server.ts), the caching rule (app/lib/cache-policy.server.ts) and the
 * root layout and loader (app/root.tsx: no header, footer, session or toast) all ask.
 * Browser-safe.
 */

/** The path prefix of the widgets. */
export const EMBED_PREFIX = "/embed/";

/**
 * Whether `pathname` (as in a request URL, e.g. "/embed/events" or "/embed/events.data") is a
 * widget. "/embed" alone is not: it has no page.
 */
export function isEmbedPath(pathname: string): boolean {
  return pathname.startsWith(EMBED_PREFIX) && pathname.length > EMBED_PREFIX.length;
}

/**
 * `Cache-Control` of a widget that rendered: any cache may keep it for 5 minutes (300 seconds), so
 * a busy municipal site costs few requests while new items still show up soon.
 */
export const EMBED_CACHE_CONTROL = "public, max-age=300";

/**
 * The widgets' one script (public/widget-hoogte.js): it posts the page height to the parent page as
 * `{ type: EMBED_HEIGHT_MESSAGE, height }` (CSS pixels), so a host page may size the <iframe>.
 */
export const EMBED_HEIGHT_SCRIPT = "/widget-hoogte.js";

/** The `type` of the height message a widget posts to its parent page. */
export const EMBED_HEIGHT_MESSAGE = "ditdoetnederland:height";
