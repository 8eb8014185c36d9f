/**
 * Texts of the database outage answer (docs/decisions/012-reliability.md), shared by the server
 * module `database-errors.server.ts` and the root ErrorBoundary (which runs in the browser too).
 */

/** The visible text of the 503 page and body. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  "De website is tijdelijk niet beschikbaar. We werken eraan; probeer het over een paar minuten opnieuw.";

/** Seconds a client is asked to wait before retrying (Retry-After). */
export const RETRY_AFTER_SECONDS = 30;
