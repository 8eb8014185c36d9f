/**
 * The HTTP side of the open-data API (docs/decisions/030-open-data-api.md): open CORS without
 * credentials, a per-IP limit shared by all processes, strong ETags, RFC 9457 problems in Dutch.
 * Sessions and cookies are never read or set, so the answer is the same for everybody.
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

export const JSON_TYPE = "application/json; charset=utf-8";
/** Media type of an error (RFC 9457). */
export const PROBLEM_TYPE = "application/problem+json; charset=utf-8";

const ALLOWED_METHODS = "GET, HEAD, OPTIONS";

/** Seconds. */
const PREFLIGHT_MAX_AGE = 86_400;

/** Seconds: short, the data changes all day. */
export const API_MAX_AGE = 60;

const LIMIT_NAME = "api";

/** Seconds. */
export const API_RATE_WINDOW = 60;

const EXPOSED_HEADERS = "ETag, Link, RateLimit, RateLimit-Policy, Retry-After, X-Request-Id";

const TITLES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
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

export interface ApiResult {
  body: unknown;
  next?: string | null;
  /** The media type of a 200, JSON unless set (e.g. GeoJSON). */
  contentType?: string;
}

function corsHeaders(): Record<string, string> {
  return { "Access-Control-Allow-Origin": "*", "Access-Control-Expose-Headers": EXPOSED_HEADERS };
}

/** The RateLimit headers for a counter's state (draft-ietf-httpapi-ratelimit-headers); `name` is the policy's. */
export function rateLimitHeaders(state: WindowLimitState, name: string = LIMIT_NAME): Record<string, string> {
  return {
    "RateLimit-Policy": `"${name}";q=${state.limit};w=${API_RATE_WINDOW}`,
    RateLimit: `"${name}";r=${state.remaining};t=${state.resetSeconds}`,
  };
}

/** An RFC 9457 answer with the Dutch `detail`, never cached. */
export function problemResponse(status: number, detail: string, headers: Record<string, string>, errors?: Problem["errors"]): Response {
  const body: Problem = { type: "about:blank", title: TITLES[status] ?? "Error", status, detail, ...(errors ? { errors } : {}) };
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...headers, "Content-Type": PROBLEM_TYPE, "Cache-Control": "no-store" },
  });
}

export function entityTag(body: string): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
}

/** Parses the query strictly: a repeated or unknown parameter or an invalid value throws ApiProblem 400. */
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

/** Counts one request of the client's address against `API_RATE_LIMIT` a minute. */
export function consumeAddressLimit(context: Readonly<RouterContextProvider>): Promise<WindowLimitState> {
  return consumeWindowLimit({ name: LIMIT_NAME, points: env().API_RATE_LIMIT, duration: API_RATE_WINDOW }, context.get(clientAddressContext));
}

/** The 429 of a spent counter; `source` says whose ("vanaf dit adres", "met deze API-sleutel"). */
export function tooManyRequests(state: WindowLimitState, source: string, headers: Record<string, string>): Response {
  const minutes = Math.ceil(state.resetSeconds / 60);
  return problemResponse(
    429,
    `Te veel verzoeken ${source}: hoogstens ${state.limit} per minuut. Probeer het over ${state.resetSeconds} ${state.resetSeconds === 1 ? "seconde" : "seconden"} opnieuw${minutes > 1 ? ` (ongeveer ${minutes} minuten)` : ""}.`,
    { ...headers, "Retry-After": String(state.resetSeconds) },
  );
}

/**
 * Answers one API request: preflight, method check, rate limit, then `produce` (which throws
 * {@link ApiProblem} for a 4xx). Never throws: unexpected errors are 500, an unreachable database 503.
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
    const state = await consumeAddressLimit(context);
    headers = { ...cors, ...rateLimitHeaders(state) };
    if (!state.allowed) return tooManyRequests(state, "vanaf dit adres", headers);
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
    return new Response(body, { status: 200, headers: { ...okHeaders, "Content-Type": result.contentType ?? JSON_TYPE } });
  } catch (error) {
    return failureResponse(error, { request, context }, headers);
  }
}

/**
 * The answer to what an endpoint threw: its {@link ApiProblem}, 503 for an unreachable database,
 * else a logged 500 with the request id.
 */
export function failureResponse(
  error: unknown,
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  headers: Record<string, string>,
): Response {
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

export function methodNotAllowed(): Response {
  return problemResponse(405, "De API kan alleen gelezen worden: gebruik GET.", { ...corsHeaders(), Allow: ALLOWED_METHODS });
}
