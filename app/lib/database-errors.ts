/** Texts of the database outage answer, shared with the root ErrorBoundary (browser too). */

export const DATABASE_UNAVAILABLE_MESSAGE =
  "De website is tijdelijk niet beschikbaar. We werken eraan; probeer het over een paar minuten opnieuw.";

/** Seconds for Retry-After. */
export const RETRY_AFTER_SECONDS = 30;
