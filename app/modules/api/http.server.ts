/**
 * The HTTP side of the open-data API, the same for every endpoint (docs/decisions/030-open-data-api.md):
 *
 * - CORS: `Access-Control-Allow-Origin: *` on every answer, GET, HEAD and OPTIONS only, never with
 *   credentials; OPTIONS is answered as a preflight (204). Other methods: 405.
 * - A per-IP limit of `API_RATE_LIMIT` requests per minute, counted in the shared `rate_limits`
 *   table (app/lib/rate-limit.server.ts), so every app process counts together. Every counted
 *   answer carries `RateLimit-Policy` and `RateLimit` (draft-ietf-httpapi-ratelimit-headers, the
 *   structured-field form); over the limit: 429 with `Retry-After`.
 * - A strong `ETag` (hash of the body) on every 200; `If-None-Match` with it gives 304.
 * - Errors as `application/problem+json` (RFC 9457) with a Dutch `detail`.
 * - Sessions and cookies are never read or set: the answer is the same for everybody.
 */
import { createHash } from "node:crypto";
import type { RouterContextProvider } from "react-router";
import type * as z from "zod";
import { isDatabaseUnavailableError, RETRY_AFTER_SECONDS } from "~/lib/database-errors.server";
import { env } from "~/lib/env.server";
import { logger, redactUrl } from "~/lib/logger.server";
import { consumeWindowLimit, type WindowLimitState } from "~/lib/rate-limit.server";
import { clientAddressContext, requestIdContext } from "~/lib/request-context";
import type { Problem } from "./schemas";
import { isNotModified } from "~/lib/conditional-get.server";

/** Media type of a successful answer. */
export const JSON_TYPE = "application/json; charset=utf-8";
/** Media type of an error (RFC 9457). */
export const PROBLEM_TYPE = "application/problem+json; charset=utf-8";

/** Methods the API answers. */
const ALLOWED_METHODS = "GET, HEAD, OPTIONS";

/** How long a browser may keep a preflight answer (seconds). */
const PREFLIGHT_MAX_AGE = 86_400;

/** How long any cache may keep an answer (seconds): short, the data changes all day. */
export const API_MAX_AGE = 60;

/** The name of the API's limit in `rate_limits` and in the RateLimit headers. */
const LIMIT_NAME = "api";

/** Window of the API limit (seconds). */
export const API_RATE_WINDOW = 60;

/** Headers a page on another site may read (CORS). */
const EXPOSED_HEADERS = "ETag, Link, RateLimit, RateLimit-Policy, Retry-After, X-Request-Id";

/** Standard reason phrases of the statuses the API answers (the `title` of a problem). */
const TITLES: Record<number, string> = {
  400: "Bad Request",
  404: "Not Found",
  405: "Method Not Allowed",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

/** An error answer an endpoint throws: the status and the Dutch detail. */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors?: { parameter: string; detail: string }[],
  ) {
    super(detail);
  }
}

/** What an endpoint returns: the JSON body and, for a list, the next page's address. */
export interface ApiResult {
  body: unknown;
  next?: string | null;
}

/** The CORS headers of every answer. */
function corsHeaders(): Record<string, string> {
  return { "Access-Control-Allow-Origin": "*", "Access-Control-Expose-Headers": EXPOSED_HEADERS };
}

/** The RateLimit headers for a counter's state (draft-ietf-httpapi-ratelimit-headers). */
export function rateLimitHeaders(state: WindowLimitState): Record<string, string> {
  return {
    "RateLimit-Policy": `"${LIMIT_NAME}";q=${state.limit};w=${API_RATE_WINDOW}`,
    RateLimit: `"${LIMIT_NAME}";r=${state.remaining};t=${state.resetSeconds}`,
  };
}

/** A problem+json answer. */
function problemResponse(status: number, detail: string, headers: Record<string, string>, errors?: Problem["errors"]): Response {
  const body: Problem = { type: "about:blank", title: TITLES[status] ?? "Error", status, detail, ...(errors ? { errors } : {}) };
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...headers, "Content-Type": PROBLEM_TYPE, "Cache-Control": "no-store" },
  });
}

/** A strong entity tag for `body`: a quoted hash of its bytes. */
export function entityTag(body: string): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
}

/**
 * Parses the query of `url` with `schema` strictly: a repeated parameter, an unknown one or an
 * invalid value is a 400 with every reason in Dutch.
 * @throws ApiProblem 400
 */
export function parseQuery<S extends z.ZodType>(url: URL, schema: S): z.output<S> {
  const raw: Record<string, string> = {};
  const repeated: string[] = [];
  for (const [name, value] of url.searchParams) {
    if (name in raw) repeated.push(name);
    raw[name] = value;
  }
  const errors: { parameter: string; detail: string }[] = [...new Set(repeated)].map((name) => ({
    parameter: name,
    detail: `${name} komt meer dan eens voor. Geef elke parameter hoogstens één keer.`,
  }));
  const result = schema.safeParse(raw);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const keys = (issue as { keys?: string[] }).keys;
      const parameter = issue.path.length ? String(issue.path[0]) : (keys?.join(", ") ?? "");
      errors.push({ parameter, detail: issue.message });
    }
  }
  if (errors.length || !result.success) {
    throw new ApiProblem(400, errors.map((error) => error.detail).join(" "), errors);
  }
  return result.data;
}

/**
 * Answers one API request: CORS preflight, method check, rate limit, then `produce`, with ETag/304
 * and problem+json errors (see the module comment).
 * @param produce builds the answer; throws {@link ApiProblem} for a 4xx
 * @returns the Response; never throws (an unexpected error is logged and answered 500, an
 *   unreachable database 503 with Retry-After)
 */
export async function serveApi(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  produce: (url: URL) => Promise<ApiResult>,
): Promise<Response> {
  const method = request.method.toUpperCase();
  const cors = corsHeaders();
  if (method === "OPTIONS") {
    return new Response(null, {
      status: 204,
      headers: {
        ...cors,
        "Access-Control-Allow-Methods": ALLOWED_METHODS,
        "Access-Control-Allow-Headers": "If-None-Match, Accept",
        "Access-Control-Max-Age": String(PREFLIGHT_MAX_AGE),
        Allow: ALLOWED_METHODS,
      },
    });
  }
  if (method !== "GET" && method !== "HEAD") {
    return problemResponse(405, "De API kan alleen gelezen worden: gebruik GET.", { ...cors, Allow: ALLOWED_METHODS });
  }
  let headers: Record<string, string> = cors;
  try {
    const ip = context.get(clientAddressContext);
    const state = await consumeWindowLimit({ name: LIMIT_NAME, points: env().API_RATE_LIMIT, duration: API_RATE_WINDOW }, ip);
    headers = { ...cors, ...rateLimitHeaders(state) };
    if (!state.allowed) {
      const minutes = Math.ceil(state.resetSeconds / 60);
      return problemResponse(
        429,
        `Te veel verzoeken vanaf dit adres: hoogstens ${state.limit} per minuut. Probeer het over ${state.resetSeconds} ${state.resetSeconds === 1 ? "seconde" : "seconden"} opnieuw${minutes > 1 ? ` (ongeveer ${minutes} minuten)` : ""}.`,
        { ...headers, "Retry-After": String(state.resetSeconds) },
      );
    }
    const url = new URL(request.url);
    const result = await produce(url);
    const body = JSON.stringify(result.body);
    const tag = entityTag(body);
    const okHeaders: Record<string, string> = {
      ...headers,
      ETag: tag,
      "Cache-Control": `public, max-age=${API_MAX_AGE}`,
      ...(result.next ? { Link: `<${result.next}>; rel="next"` } : {}),
    };
    if (isNotModified(request, { etag: tag })) {
      return new Response(null, { status: 304, headers: okHeaders });
    }
    return new Response(body, { status: 200, headers: { ...okHeaders, "Content-Type": JSON_TYPE } });
  } catch (error) {
    if (error instanceof ApiProblem) return problemResponse(error.status, error.detail, headers, error.errors);
    if (isDatabaseUnavailableError(error)) {
      return problemResponse(503, "De gegevens zijn tijdelijk niet beschikbaar. Probeer het over een halve minuut opnieuw.", {
        ...headers,
        "Retry-After": String(RETRY_AFTER_SECONDS),
      });
    }
    const requestId = context.get(requestIdContext);
    logger.error({ err: error, url: redactUrl(request.url) }, "unexpected error in the open-data API");
    return problemResponse(500, `Er ging iets mis. Probeer het later opnieuw.${requestId ? ` Foutcode: ${requestId}` : ""}`, headers);
  }
}

/** The answer to any method but GET, HEAD and OPTIONS on an API address (the routes' `action`). */
export function methodNotAllowed(): Response {
  return problemResponse(405, "De API kan alleen gelezen worden: gebruik GET.", { ...corsHeaders(), Allow: ALLOWED_METHODS });
}
