/** JSON logs through pino with each request's `reqId`; secrets never reach the output (ADR 011). */
import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type DestinationStream, type Logger } from "pino";

export interface RequestScope {
  requestId: string;
}

const scope = new AsyncLocalStorage<RequestScope>();

export function runWithRequestScope<T>(requestScope: RequestScope, fn: () => T): T {
  return scope.run(requestScope, fn);
}

export function currentRequestId(): string | null {
  return scope.getStore()?.requestId ?? null;
}

export const REDACTED = "[REDACTED]";

/** Paths (pino `redact` syntax) censored in every entry, at the top level or one level down. */
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

const SECRET_PARAM = /token|password|secret|^code$|^state$|signature|session/i;
/** Paths whose rest is a token, matched on the path as the router sees it ({@link routedPath}). */
const SECRET_PATH_PREFIXES = ["/api/auth/reset-password/", "/agenda/"];

/** `pathname` decoded, dot segments resolved, slashes collapsed and lower-cased, until nothing changes. */
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

/** A URL as it may be logged: secret query values and token path segments become {@link REDACTED}. */
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
 * pino's error serializer, minus drizzle's bound parameters (session tokens, password hashes). A
 * thrown Response (a loader's 404 or 503) becomes its status: the redaction would otherwise read its
 * headers through a copy and crash the process.
 */
export function serializeError(error: unknown): unknown {
  if (error instanceof Response) return { type: "Response", status: error.status, statusText: error.statusText };
  if (!(error instanceof Error)) return error;
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  const scrub = (text: unknown) => (typeof text === "string" ? text.replace(/^params: .*$/gm, `params: ${REDACTED}`) : text);
  serialized.message = scrub(serialized.message);
  serialized.stack = scrub(serialized.stack);
  if ("params" in serialized) serialized.params = REDACTED;
  return serialized;
}

const LEVELS = new Set(["trace", "debug", "info", "warn", "error", "fatal", "silent"]);

/** A logger with the project's settings; tests pass a `destination` stream to read the lines. */
export function createLogger(destination?: DestinationStream, level?: string): Logger {
  const wanted = level ?? process.env.LOG_LEVEL ?? "info";
  return pino(
    {
      level: LEVELS.has(wanted) ? wanted : "info",
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      serializers: { err: serializeError, error: serializeError },
      // pino-http's access-log logger is bound to `reqId` already.
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

export const logger: Logger = (g.__ddnLogger ??= createLogger());
