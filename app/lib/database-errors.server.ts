/**
 * A database that cannot be reached (PostgreSQL stopped, restarting, unreachable, or too slow) is
 * an outage, not a bug: pages and resource routes answer 503 with a Dutch message and Retry-After
 * instead of a 500 or a hanging request (docs/decisions/012-reliability.md, "PostgreSQL outage").
 */
import { DATABASE_UNAVAILABLE_MESSAGE, RETRY_AFTER_SECONDS } from "./database-errors";

export { DATABASE_UNAVAILABLE_MESSAGE, RETRY_AFTER_SECONDS };

/**
 * Error codes meaning "no working connection": Node socket errors and PostgreSQL SQLSTATEs
 * 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, 53300
 * too_many_connections, 57014 query_canceled (statement timeout); class 08 is matched by prefix.
 */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "57014",
]);

/** Messages node-postgres uses for lost connections and its own timeouts. */
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Query read timeout/i,
  /not queryable/i,
  /Connection ended unexpectedly/i,
  /database system is (shutting down|starting up)/i,
];

/**
 * Whether `error` (or an error in its `cause` chain, e.g. inside Drizzle's DrizzleQueryError)
 * means the database is unreachable rather than that a query is wrong.
 */
export function isDatabaseUnavailableError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current; depth++) {
    if (typeof current !== "object") return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = cause;
  }
  return false;
}

/** Headers of every 503 answer. */
export function unavailableHeaders(): Record<string, string> {
  return { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" };
}

/**
 * The 503 Response thrown from loaders and actions while the database is down: document requests
 * render it with the root ErrorBoundary; resource routes send it as is (plain Dutch text).
 */
export function databaseUnavailableResponse(): Response {
  return new Response(DATABASE_UNAVAILABLE_MESSAGE, {
    status: 503,
    statusText: "Service Unavailable",
    headers: { ...unavailableHeaders(), "Content-Type": "text/plain; charset=utf-8" },
  });
}
