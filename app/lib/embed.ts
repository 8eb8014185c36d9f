/** Which addresses are embeddable widgets (docs/decisions/031-embeds.md); browser-safe. */

export const EMBED_PREFIX = "/embed/";

/** Whether `pathname` (with or without `.data`) is a widget; "/embed" alone has no page. */
export function isEmbedPath(pathname: string): boolean {
  return pathname.startsWith(EMBED_PREFIX) && pathname.length > EMBED_PREFIX.length;
}

/** 5 minutes: a busy municipal site costs few requests while new items still show up soon. */
export const EMBED_CACHE_CONTROL = "public, max-age=300";

/** The widgets' one script: posts `{ type: EMBED_HEIGHT_MESSAGE, height }` to the parent page. */
export const EMBED_HEIGHT_SCRIPT = "/widget-hoogte.js";

export const EMBED_HEIGHT_MESSAGE = "ditdoetnederland:height";
