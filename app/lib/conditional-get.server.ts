/**
 * Conditional GET (RFC 9110 §13): whether a GET or HEAD request's validators (`If-None-Match`,
 * `If-Modified-Since`) still match an answer's `ETag` / `Last-Modified`, so it can be answered
 * 304 Not Modified. One rule for the feeds, the open-data API and the pictures, decided by
 * `fresh` (the package Express itself uses): If-None-Match wins over If-Modified-Since, ETags
 * compare weakly and `*` matches. The request's `Cache-Control` is not passed on: `no-cache` asks
 * caches to revalidate with the origin, which is what this is, and the Fetch standard adds it to
 * every conditional request made with `fetch()`, so `fresh`'s rule would refuse them all a 304.
 */
import fresh from "fresh";

/** The validators of an answer. */
export interface Validators {
  /** A quoted entity tag, e.g. `"3f2a…"` (strong or `W/`). */
  etag?: string;
  /** When the answer last changed (UTC instant, whole seconds count). */
  lastModified?: Date;
}

/**
 * Whether `request` may be answered 304 for an answer with `validators`.
 * @returns false for other methods than GET and HEAD, and for an unconditional request
 */
export function isNotModified(request: Request, validators: Validators): boolean {
  return isNotModifiedFor(request.method, (name) => request.headers.get(name) ?? undefined, validators);
}

/**
 * {@link isNotModified} for a request given by its method and a header reader (an Express request:
 * `(name) => req.get(name)`).
 * @param header returns the value of a request header (case-insensitive name) or undefined
 */
export function isNotModifiedFor(method: string, header: (name: string) => string | undefined, validators: Validators): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  const requestHeaders = {
    "if-none-match": header("If-None-Match"),
    "if-modified-since": header("If-Modified-Since"),
  };
  return fresh(requestHeaders, {
    etag: validators.etag,
    "last-modified": validators.lastModified?.toUTCString(),
  });
}
