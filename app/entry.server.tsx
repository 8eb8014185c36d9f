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
import { isDatabaseUnavailableError, unavailableHeaders } from "./lib/database-errors.server";

export { shutdown, startup } from "./lib/lifecycle.server";

/** Abort rendering after this many milliseconds. */
export const streamTimeout = 5_000;

/** Requests whose loaders or actions failed because the database was unreachable. */
const failedOnDatabase = new WeakSet<Request>();

/**
 * Logs server errors as before and remembers requests that failed on an unreachable database, so
 * their page is sent as 503 with Retry-After instead of 500 (issue #6 §3, PostgreSQL outage).
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (isDatabaseUnavailableError(error)) failedOnDatabase.add(request);
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
): Promise<Response> {
  if (failedOnDatabase.has(request) || responseStatusCode === 503) {
    responseStatusCode = 503;
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
