/**
 * Structured logging (docs/decisions/011-security.md): one JSON object per line on stdout through
 * pino, each entry of a request carrying that request's id (`reqId`), and nothing secret in any
 * entry.
 *
 * - The request id lives in an AsyncLocalStorage scope opened by the HTTP middleware
 *   (app/lib/http.server.ts), so every log call made while serving a request gets it, also deep
 *   in route actions, without passing a logger around.
 * - Secrets never reach the output: Cookie, Authorization and Set-Cookie headers and fields named
 *   like passwords or tokens are censored (`redact`), URLs are logged through {@link redactUrl},
 *   and database errors lose their bound parameters ({@link serializeError}).
 * - `LOG_LEVEL` (trace, debug, info, warn, error, fatal, silent; default info) sets the threshold.
 *
 * See docs/decisions/011-security.md.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type DestinationStream, type Logger } from "pino";

/** What the log knows about the request being served. */
export interface RequestScope {
  /** The request id, echoed in the `X-Request-Id` response header. */
  requestId: string;
}

const scope = new AsyncLocalStorage<RequestScope>();

/** Runs `fn` with `requestScope` as the current request (for log entries and {@link currentRequestId}). */
export function runWithRequestScope<T>(requestScope: RequestScope, fn: () => T): T {
  return scope.run(requestScope, fn);
}

/** The id of the request being served, or null outside a request (start-up, tests, dev server). */
export function currentRequestId(): string | null {
  return scope.getStore()?.requestId ?? null;
}

/** The replacement text for anything censored. */
export const REDACTED = "[REDACTED]";

/**
 * Paths (pino `redact` syntax) that are censored in every entry: credentials in headers and in
 * any object logged at the top level or one level down.
 */
export const REDACT_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  "req.headers[\"proxy-authorization\"]",
  "res.headers[\"set-cookie\"]",
  "headers.cookie",
  "headers.authorization",
  // better-auth's APIError carries response headers (Set-Cookie possible).
  "err.headers",
  "cookie",
  "authorization",
  ...["password", "newPassword", "currentPassword", "token", "sessionToken", "secret", "idToken", "accessToken", "refreshToken"].flatMap(
    (key) => [key, `*.${key}`],
  ),
];

/** Query parameters whose value is a credential: one-time tokens, OAuth codes and state, passwords. */
const SECRET_PARAM = /token|password|secret|^code$|^state$|signature|session/i;
/**
 * Paths whose rest is a token: better-auth's reset link (/api/auth/reset-password/<token>) and a
 * member's private calendar feed (/agenda/<token>.ics, also as /agenda/<token>.ics.data). Matched
 * on the path as the router sees it ({@link routedPath}): "/Agenda/…", "/%61genda/…" and
 * "/./agenda/…" reach the same feed.
 */
const SECRET_PATH_PREFIXES = ["/api/auth/reset-password/", "/agenda/"];

/**
 * `pathname` decoded, with dot segments resolved, repeated slashes and backslashes made single
 * slashes and lower-cased (route matching ignores case), repeated until nothing changes.
 */
function routedPath(pathname: string): string {
  let path = pathname;
  for (let round = 0; round < 4; round++) {
    let decoded = path;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      // A malformed escape stays as it is.
    }
    const next = new URL(`http://x${decoded.replace(/[\\/]+/g, "/")}`).pathname;
    if (next === path) break;
    path = next;
  }
  return path.toLowerCase();
}

/**
 * A URL (absolute, or a path with query) as it may be logged: the values of secret query
 * parameters and token path segments replaced by {@link REDACTED}.
 * @param url e.g. "/api/auth/verify-email?token=eyJ…&callbackURL=%2F"
 * @returns e.g. "/api/auth/verify-email?token=[REDACTED]&callbackURL=%2F"; a string that is not a
 *   URL comes back with everything after "?" removed
 */
export function redactUrl(url: string): string {
  let parsed: URL;
  const relative = !/^[a-z][a-z0-9+.-]*:/i.test(url);
  try {
    // Appended, not resolved: "//agenda/…" is a path here, not a host.
    parsed = relative ? new URL(`http://relative.invalid${url.startsWith("/") ? "" : "/"}${url}`) : new URL(url);
  } catch {
    return url.split("?")[0] ?? "";
  }
  const routed = routedPath(parsed.pathname);
  const secretPrefix = SECRET_PATH_PREFIXES.find((prefix) => routed.startsWith(prefix));
  if (secretPrefix) parsed.pathname = `${secretPrefix}${REDACTED}`;
  const params = [...parsed.searchParams.keys()];
  let query = parsed.search;
  if (params.some((key) => SECRET_PARAM.test(key))) {
    query = `?${[...parsed.searchParams.entries()]
      .map(([key, value]) => `${encodeURIComponent(key)}=${SECRET_PARAM.test(key) ? REDACTED : encodeURIComponent(value)}`)
      .join("&")}`;
  }
  const path = `${parsed.pathname.replaceAll("%5BREDACTED%5D", REDACTED)}${query}`;
  return relative ? path : `${parsed.origin}${path}`;
}

/**
 * pino's error serializer, minus what may hold secrets: drizzle's "Failed query" errors print the
 * bound parameters (session tokens, password hashes) in their message and keep them in `params`.
 * @returns a plain object with type, message, stack and the error's own enumerable fields
 */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  const scrub = (text: unknown) => (typeof text === "string" ? text.replace(/^params: .*$/gm, `params: ${REDACTED}`) : text);
  serialized.message = scrub(serialized.message);
  serialized.stack = scrub(serialized.stack);
  if ("params" in serialized) serialized.params = REDACTED;
  return serialized;
}

const LEVELS = new Set(["trace", "debug", "info", "warn", "error", "fatal", "silent"]);

/**
 * A logger with the project's settings.
 * @param destination where the JSON lines go (default stdout); tests pass a stream to read them
 * @param level threshold (default `LOG_LEVEL`, else "info")
 */
export function createLogger(destination?: DestinationStream, level?: string): Logger {
  const wanted = level ?? process.env.LOG_LEVEL ?? "info";
  return pino(
    {
      level: LEVELS.has(wanted) ? wanted : "info",
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      serializers: { err: serializeError, error: serializeError },
      // The request's access-log logger (pino-http) is bound to `reqId` already.
      mixin(_merge, _level, self) {
        const requestId = currentRequestId();
        return requestId && !("reqId" in self.bindings()) ? { reqId: requestId } : {};
      },
    },
    destination,
  );
}

interface LoggerGlobal {
  __ddnLogger?: Logger;
}
const g = globalThis as LoggerGlobal;

/** The process logger (one per process, also across module reloads of the dev server). */
export const logger: Logger = (g.__ddnLogger ??= createLogger());
