/** Conditional GET via `fresh`, without the request's `no-cache`: `fetch()` adds it to every conditional request. */
import fresh from "fresh";

export interface Validators {
  etag?: string;
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
