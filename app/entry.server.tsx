/**
 * Server entry: renders the app to HTML. Besides React Router's `handleRequest` and
 * `handleError`, it exports the process lifecycle (`startup`, `shutdown`), the HTTP middleware
 * (`createHttpMiddleware`) and the `logger`, so `server.ts` can reach them through the build's
 * `entry.module` without bundling the database code or the logger twice.
 */
import { PassThrough } from "node:stream";
import { buffer } from "node:stream/consumers";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { applyCachePolicy } from "./lib/cache-policy.server";
import { METHOD_NOT_ALLOWED_MESSAGE, REFUSED_REQUEST_MESSAGE } from "./lib/http.server";
import { logger, redactUrl } from "./lib/logger.server";
import { NonceProvider } from "./components/csp";
import { RequestIdProvider } from "./components/error-code";
import { cspNonceContext, requestIdContext } from "./lib/request-context";
import { databaseUnavailableResponse, isDatabaseUnavailableError, unavailableHeaders } from "./lib/database-errors.server";
import { registerAccountMail } from "./modules/accounts/auth-mail.server";

export { createHttpMiddleware } from "./lib/http.server";
export { createConfiguredPageCache } from "./lib/page-cache.server";
export { perResponseCompressionOptions } from "./lib/content-encoding.server";
export { serveStaticFiles } from "./lib/static-files.server";
import { startDataVersionWatch, stopDataVersionWatch } from "./lib/data-version.server";
import { shutdown as closeLifecycle, startup as openLifecycle } from "./lib/lifecycle.server";
import { startMailWorker, stopMailWorker } from "./lib/mail-queue.server";
import { startImageWorker, stopImageWorker } from "./modules/images/worker.server";
import { startModerationDigests, stopModerationDigests } from "./modules/moderation/digest.server";
import { startEventReminders, stopEventReminders } from "./modules/participation/reminders.server";
import { startAdminChannel, stopAdminChannel } from "./modules/operations/admin-channel.server";
export { logger } from "./lib/logger.server";

// Composition: the account e-mails reach better-auth (app/lib) through its registration point.
registerAccountMail();

/**
 * Opens the database (app/lib/lifecycle.server.ts `startup`, same answer), starts watching the data
 * version for the page cache (app/lib/data-version.server.ts), starts the mail queue's
 * worker (app/lib/mail-queue.server.ts), the image worker (app/modules/images/worker.server.ts), the moderators' digest and the event reminder timers
 * (app/modules/moderation/digest.server.ts, app/modules/participation/reminders.server.ts) and,
 * on the embedded database, which
 * only this process may open, the local channel through which `npm run admin` runs its commands
 * in this process (app/modules/operations/admin-channel.server.ts).
 */
export async function startup(): ReturnType<typeof openLifecycle> {
  const started = await openLifecycle();
  await startDataVersionWatch();
  if (started.database === "pglite") await startAdminChannel();
  startMailWorker();
  startImageWorker();
  startModerationDigests();
  startEventReminders();
  return started;
}

/**
 * Stops the digest and reminder timers, the mail worker (waiting for a send under way) and the
 * image worker (waiting for an image under way), closes the admin
 * channel and the database. Safe to call more than once.
 */
export async function shutdown(): Promise<void> {
  stopModerationDigests();
  stopEventReminders();
  await stopMailWorker();
  await stopImageWorker();
  await stopAdminChannel();
  await stopDataVersionWatch();
  await closeLifecycle();
}

/** Abort rendering after this many milliseconds. */
export const streamTimeout = 5_000;

/**
 * Requests (by their load context: React Router hands `handleRequest` a copy of the request, but
 * the same context) whose loaders or actions failed because the database was unreachable.
 */
const failedOnDatabase = new WeakSet<object>();

/**
 * Renders the whole document before sending it (`onAllReady`), as one buffer with Content-Length:
 * pages carry no deferred data, and waiting keeps the status code (404, 500) exact and the HTML
 * complete for crawlers. Every inline
 * script React Router writes carries this response's CSP nonce (`loadContext`, set by the
 * production server; absent in development, which sends no CSP).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  // A loader failed on an unreachable database: throwing the 503 Response makes React Router
  // render the page again with it at the root ErrorBoundary (its outage branch), status 503.
  const failed = typeof loadContext === "object" && loadContext !== null && failedOnDatabase.has(loadContext);
  if (failed && responseStatusCode !== 503) throw databaseUnavailableResponse();
  if (responseStatusCode === 503) {
    for (const [name, value] of Object.entries(unavailableHeaders())) responseHeaders.set(name, value);
  }
  if (request.method.toUpperCase() === "HEAD") {
    applyCachePolicy(request, responseHeaders, responseStatusCode);
    return Promise.resolve(new Response(null, { status: responseStatusCode, headers: responseHeaders }));
  }
  const nonce = loadContext.get(cspNonceContext) ?? undefined;
  return new Promise((resolve, reject) => {
    let statusCode = responseStatusCode;
    const app = (
      <NonceProvider value={nonce}>
        <RequestIdProvider value={loadContext.get(requestIdContext)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </RequestIdProvider>
      </NonceProvider>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      // Never move a finished Suspense boundary (a component loaded on demand, such as the
      // members' "Doe mee" form) out of its place into a hidden block that only React's inline
      // script swaps in: React does that past `progressiveChunkSize` bytes (default 12.8 KB) to
      // paint a streamed shell sooner, which a buffered document does not need, and without
      // JavaScript the block stays hidden (docs/decisions/018-without-javascript.md).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        // The document is complete, so it is sent as one buffer: streamed, every chunk of ~2 KB
        // from React went through a web stream, a write and a compression flush (React Router
        // flushes after each chunk), which cost more CPU than rendering the page (ADR 010).
        const body = new PassThrough();
        pipe(body);
        buffer(body).then(
          (html) => {
            clearTimeout(timeoutId);
            applyCachePolicy(request, responseHeaders, statusCode);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            responseHeaders.set("Content-Length", String(html.byteLength));
            resolve(new Response(html, { headers: responseHeaders, status: statusCode }));
          },
          (error: unknown) => {
            clearTimeout(timeoutId);
            reject(error);
          },
        );
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        statusCode = 500;
        logger.error({ err: error }, "rendering failed");
      },
    });
    const timeoutId = setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * Data requests (`.data`, client navigations) follow the same caching rule as documents
 * (app/lib/cache-policy.server.ts): member data is never stored by a cache.
 */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  applyCachePolicy(request, response.headers, response.status);
  return response;
};

/**
 * Logs an error thrown by a loader, action or render (docs/decisions/011-security.md): with the
 * request id (from the log scope), the method and the URL without secrets. Also remembers requests
 * that failed on an unreachable database, so `handleRequest` sends their page as the 503 outage
 * page with Retry-After instead of a 500 (docs/decisions/012-reliability.md); later requests get
 * the 503 straight from `getDb()`. The visitor sees only the Dutch error page with that id; React
 * Router strips message and stack from production responses. Requests the client aborted are not
 * errors, and React Router's own 4xx refusals (405, 404) are logged at level info without a stack,
 * their text (which names a route module) replaced by a Dutch one.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // The 503 that handleRequest throws for a request that failed on the database is not logged again.
  if (error instanceof Response && error.status === 503) return;
  if (isDatabaseUnavailableError(error) && typeof context === "object" && context) failedOnDatabase.add(context);
  if (request.signal.aborted) return;
  // React Router's own refusals (405 for a method a route has no action or loader for, 404 for no
  // route): the client's mistake, not ours.
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.info({ statusCode: error.status, method: request.method, url: redactUrl(request.url) }, "request refused by the router");
    // Its text names the route's module ("routes/pages/faq") and goes into the page's data and the
    // `.data` answer; this is the same object, called before either is written.
    const refusal = error as { internal?: boolean; data: unknown; error?: unknown };
    if (refusal.internal) {
      refusal.data = error.status === 405 ? METHOD_NOT_ALLOWED_MESSAGE : REFUSED_REQUEST_MESSAGE;
      delete refusal.error;
    }
    return;
  }
  // A 5xx response React Router made from an internal error carries that error in `error`.
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  const cause = inner ?? error;
  logger.error({ err: cause, method: request.method, url: redactUrl(request.url) }, "unexpected error while handling a request");
};
