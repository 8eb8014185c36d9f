/**
 * Conditional GET (RFC 9110 §13) through `fresh`. The request's `Cache-Control` is not passed on:
 * `fetch()` adds `no-cache` to every conditional request, so `fresh` would refuse them all a 304.
 */
import fresh from "fresh";

export interface Validators {
  etag?: string;
  /** Whole seconds count. */
  lastModified?: Date;
}

/** Whether a GET or HEAD `request` may be answered 304 for an answer with `validators`. */
export function isNotModified(request: Request, validators: Validators): boolean {
  return isNotModifiedFor(request.method, (name) => request.headers.get(name) ?? undefined, validators);
}

/** {@link isNotModified} for a method and a header reader (an Express request). */
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
