/** An unreachable database is an outage: 503 with a Dutch text and Retry-After (docs/decisions/012-reliability.md). */
import { DATABASE_UNAVAILABLE_MESSAGE, RETRY_AFTER_SECONDS } from "./database-errors";

export { DATABASE_UNAVAILABLE_MESSAGE, RETRY_AFTER_SECONDS };

/** Socket errors and SQLSTATEs of no working connection (57014: statement timeout); class 08 by prefix. */
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

/** node-postgres messages for lost connections and its own timeouts. */
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Query read timeout/i,
  /not queryable/i,
  /Connection ended unexpectedly/i,
  /database system is (shutting down|starting up)/i,
];

/** Whether `error` or its `cause` chain means the database is unreachable rather than a wrong query. */
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

export function unavailableHeaders(): Record<string, string> {
  return { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" };
}

/** The 503 thrown while the database is down; resource routes send it as plain Dutch text. */
export function databaseUnavailableResponse(): Response {
  return new Response(DATABASE_UNAVAILABLE_MESSAGE, {
    status: 503,
    statusText: "Service Unavailable",
    headers: { ...unavailableHeaders(), "Content-Type": "text/plain; charset=utf-8" },
  });
}
