/**
 * The HTTP side of the member endpoints /api/v1/me/… (docs/decisions/072-personal-api-keys.md):
 * authenticated only by `Authorization: Bearer <personal API key>`, never by a cookie; answers are
 * private (`Cache-Control: no-store`, no ETag); CORS for any origin without credentials; counted
 * per client address (the open-data limit) and per key; RFC 9457 problems in Dutch, 401 with
 * `WWW-Authenticate: Bearer`.
 */
import type { RouterContextProvider } from "react-router";
import { env } from "~/lib/env.server";
import { consumeWindowLimit, type WindowLimitState } from "~/lib/rate-limit.server";
import { type ApiKeyOwner, authenticateApiKey } from "~/modules/api-keys/keys.server";
import { API_RATE_WINDOW, consumeAddressLimit, failureResponse, JSON_TYPE, problemResponse, rateLimitHeaders, tooManyRequests } from "./http.server";

export type MemberApiMethod = "GET" | "PUT" | "DELETE";

/** What a member endpoint answers: 200/201 with `body`, or 204 without. */
export interface MemberApiResult {
  status: 200 | 201 | 204;
  body?: unknown;
  next?: string | null;
}

export type MemberApiHandler = (url: URL, owner: ApiKeyOwner) => Promise<MemberApiResult>;

const KEY_LIMIT_NAME = "api-key";

const EXPOSED_HEADERS = "Link, RateLimit, RateLimit-Policy, Retry-After, WWW-Authenticate, X-Request-Id";

/** Seconds. */
const PREFLIGHT_MAX_AGE = 86_400;

export const MISSING_KEY_MESSAGE =
  "Dit adres vraagt een persoonlijke API-sleutel: stuur de header Authorization: Bearer <sleutel>. Een sleutel maak je bij Instellingen, onder API-sleutels.";

export const INVALID_KEY_MESSAGE =
  "Deze API-sleutel werkt niet: hij bestaat niet, is ingetrokken of hoort bij een geblokkeerd account. Maak een nieuwe sleutel bij Instellingen, onder API-sleutels.";

function corsHeaders(): Record<string, string> {
  return { "Access-Control-Allow-Origin": "*", "Access-Control-Expose-Headers": EXPOSED_HEADERS };
}

/** The bearer token of `Authorization`, or null when there is none (any other scheme counts as none). */
export function bearerToken(request: Request): string | null {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(request.headers.get("Authorization") ?? "");
  return match?.[1] ?? null;
}

/** Both counters in one pair of RateLimit headers (a list, one item per policy). */
function bothLimitHeaders(address: WindowLimitState, key: WindowLimitState): Record<string, string> {
  const a = rateLimitHeaders(address);
  const k = rateLimitHeaders(key, KEY_LIMIT_NAME);
  return { "RateLimit-Policy": `${a["RateLimit-Policy"]}, ${k["RateLimit-Policy"]}`, RateLimit: `${a.RateLimit}, ${k.RateLimit}` };
}

/**
 * Answers one member request: preflight, method check, the address limit, the key, the key's
 * limit, then the handler of the method (HEAD is GET without body). Never throws.
 */
export async function serveMemberApi(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  handlers: Partial<Record<MemberApiMethod, MemberApiHandler>>,
): Promise<Response> {
  const method = request.method.toUpperCase();
  const cors = corsHeaders();
  const methods = Object.keys(handlers) as MemberApiMethod[];
  const allowed = [...methods, ...(methods.includes("GET") ? ["HEAD"] : []), "OPTIONS"].join(", ");
  if (method === "OPTIONS") {
    return new Response(null, {
      status: 204,
      headers: {
        ...cors,
        "Access-Control-Allow-Methods": allowed,
        "Access-Control-Allow-Headers": "Authorization, Accept",
        "Access-Control-Max-Age": String(PREFLIGHT_MAX_AGE),
        Allow: allowed,
      },
    });
  }
  const handler = handlers[(method === "HEAD" ? "GET" : method) as MemberApiMethod];
  if (!handler) {
    return problemResponse(405, `Dit adres kent alleen ${methods.join(" en ")}.`, { ...cors, Allow: allowed });
  }
  let headers: Record<string, string> = cors;
  try {
    const address = await consumeAddressLimit(context);
    headers = { ...cors, ...rateLimitHeaders(address) };
    if (!address.allowed) return tooManyRequests(address, "vanaf dit adres", headers);

    const token = bearerToken(request);
    const owner = token ? await authenticateApiKey(token) : null;
    if (!owner) {
      const challenge = token ? 'Bearer realm="Dit doet Nederland", error="invalid_token"' : 'Bearer realm="Dit doet Nederland"';
      return problemResponse(401, token ? INVALID_KEY_MESSAGE : MISSING_KEY_MESSAGE, { ...headers, "WWW-Authenticate": challenge });
    }
    const key = await consumeWindowLimit({ name: KEY_LIMIT_NAME, points: env().API_RATE_LIMIT, duration: API_RATE_WINDOW }, owner.keyId);
    headers = { ...cors, ...bothLimitHeaders(address, key) };
    if (!key.allowed) return tooManyRequests(key, "met deze API-sleutel", headers);

    const result = await handler(new URL(request.url), owner);
    const okHeaders: Record<string, string> = {
      ...headers,
      "Cache-Control": "no-store",
      ...(result.next ? { Link: `<${result.next}>; rel="next"` } : {}),
    };
    if (result.status === 204) return new Response(null, { status: 204, headers: okHeaders });
    return new Response(JSON.stringify(result.body), { status: result.status, headers: { ...okHeaders, "Content-Type": JSON_TYPE } });
  } catch (error) {
    return failureResponse(error, { request, context }, headers);
  }
}
