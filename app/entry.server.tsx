/** Server entry; also exports lifecycle, middleware and logger, so `server.ts` reaches them without bundling twice. */
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

export { createHttpMiddleware } from "./lib/http.server";
export { createConfiguredPageCache } from "./lib/page-cache.server";
export { perResponseCompressionOptions } from "./lib/content-encoding.server";
export { serveStaticFiles } from "./lib/static-files.server";
export { logger } from "./lib/logger.server";

// Loading the composition root registers the hooks; server.ts calls these two.
export { shutdown, startup } from "./startup.server";

/** ms before rendering is aborted. */
export const streamTimeout = 5_000;

/** Load contexts (shared by React Router's request copies) whose loaders failed on an unreachable database. */
const failedOnDatabase = new WeakSet<object>();

/**
 * Renders the whole document before sending it as one buffer: status stays exact and the HTML is
 * complete for crawlers. Inline scripts carry the response's CSP nonce.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  // Throwing the 503 renders the page again at the root ErrorBoundary's outage branch.
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
      // Never move a finished Suspense boundary into a hidden block only React's script reveals:
      // without JavaScript it would stay hidden (docs/decisions/018-without-javascript.md).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        // One buffer: streamed chunks each cost a write and a compression flush, more than the render.
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

/** `.data` responses follow the documents' caching rule, so member data is never cached. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  applyCachePolicy(request, response.headers, response.status);
  return response;
};

/**
 * Logs a loader, action or render error with the request id and a redacted URL; remembers database
 * outages for the 503 page. Aborted requests are skipped; router 4xx refusals log at info with a Dutch text.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // Already handled: the 503 that handleRequest throws.
  if (error instanceof Response && error.status === 503) return;
  if (isDatabaseUnavailableError(error) && typeof context === "object" && context) failedOnDatabase.add(context);
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.info({ statusCode: error.status, method: request.method, url: redactUrl(request.url) }, "request refused by the router");
    // Its text names the route module and goes into the page data; this object is written afterwards.
    const refusal = error as { internal?: boolean; data: unknown; error?: unknown };
    if (refusal.internal) {
      refusal.data = error.status === 405 ? METHOD_NOT_ALLOWED_MESSAGE : REFUSED_REQUEST_MESSAGE;
      delete refusal.error;
    }
    return;
  }
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  const cause = inner ?? error;
  logger.error({ err: cause, method: request.method, url: redactUrl(request.url) }, "unexpected error while handling a request");
};
