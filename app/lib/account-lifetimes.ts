/**
 * How long sessions and one-time links live, in seconds: the settings of better-auth
 * (app/lib/auth.server.ts) and the figures of the privacy statement (/privacy) come from here,
 * so the page always says what the code does. Safe for the browser (no secrets).
 */

/** Session lifetime without use (seconds); every use pushes the expiry forward. */
export const SESSION_MAX_AGE = 60 * 60 * 24 * 7;
/** E-mail verification link lifetime (seconds). */
export const VERIFICATION_TTL = 60 * 60 * 24;
/** Password reset link lifetime (seconds); the link works once. */
export const RESET_TTL = 60 * 60;
/**
 * How long an expired rate-limit counter may stay in the database (seconds): the server deletes
 * expired counters often enough that each is gone within this time after its window ended
 * (app/lib/rate-limit.server.ts).
 */
export const RATE_LIMIT_RETENTION_SECONDS = 60 * 60;

/**
 * Seconds a mail job that failed for good is kept for the operator (`npm run admin -- mail`)
 * before the mail queue deletes it (app/lib/mail-queue.server.ts): 30 days.
 */
export const FAILED_MAIL_RETENTION_SECONDS = 30 * 24 * 60 * 60;

/**
 * A duration in plain Dutch, as the privacy statement writes it: whole days from 2 days up
 * ("7 dagen"), otherwise whole hours ("24 uur", "1 uur"), otherwise minutes ("5 minuten").
 * @param seconds a positive number of seconds
 */
export function durationInDutch(seconds: number): string {
  const day = 60 * 60 * 24;
  if (seconds >= 2 * day && seconds % day === 0) return `${seconds / day} dagen`;
  if (seconds >= 60 * 60 && seconds % (60 * 60) === 0) return `${seconds / (60 * 60)} uur`;
  const minutes = Math.round(seconds / 60);
  return `${minutes} ${minutes === 1 ? "minuut" : "minuten"}`;
}
