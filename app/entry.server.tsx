/**
 * Server entry: renders the app to HTML. Besides React Router's `handleRequest`, it exports the
 * process lifecycle (`startup`, `shutdown`) so `server.ts` can reach it through the build's
 * `entry.module` without bundling the database code twice.
 */
import { createReadableStreamFromReadable } from "@react-router/node";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { databaseUnavailableResponse, isDatabaseUnavailableError, unavailableHeaders } from "./lib/database-errors.server";

export { shutdown, startup } from "./lib/lifecycle.server";

/** Abort rendering after this many milliseconds. */
export const streamTimeout = 5_000;

/**
 * Requests (by their load context: React Router hands `handleRequest` a copy of the request, but
 * the same context) whose loaders or actions failed because the database was unreachable.
 */
const failedOnDatabase = new WeakSet<object>();

/**
 * Logs server errors as before and remembers requests that failed on an unreachable database, so
 * their page is sent as the 503 outage page with Retry-After instead of a 500 (issue #6 §3,
 * PostgreSQL outage). Later requests get the 503 straight from `getDb()` (db.server.ts).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // The 503 that handleRequest throws for such a request is not logged again.
  if (error instanceof Response && error.status === 503) return;
  if (isDatabaseUnavailableError(error) && typeof context === "object" && context) failedOnDatabase.add(context);
  if (!request.signal.aborted) console.error(error);
};

/**
 * Renders the whole document before sending it (`onAllReady`): pages carry no deferred data, and
 * waiting keeps the status code (404, 500) exact and the HTML complete for crawlers.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: unknown,
): Promise<Response> {
  // A loader failed on an unreachable database: throwing the 503 Response makes React Router
  // render the page again with it at the root ErrorBoundary (its outage branch), status 503.
  const failed = typeof loadContext === "object" && loadContext !== null && failedOnDatabase.has(loadContext);
  if (failed && responseStatusCode !== 503) throw databaseUnavailableResponse();
  if (responseStatusCode === 503) {
    for (const [name, value] of Object.entries(unavailableHeaders())) responseHeaders.set(name, value);
  }
  if (request.method.toUpperCase() === "HEAD") {
    return Promise.resolve(new Response(null, { status: responseStatusCode, headers: responseHeaders }));
  }
  return new Promise((resolve, reject) => {
    let statusCode = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: statusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        statusCode = 500;
        console.error(error);
      },
    });
    const timeoutId = setTimeout(abort, streamTimeout + 1000);
  });
}
