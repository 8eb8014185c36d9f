/** Lifetimes in seconds, shared by better-auth's settings and the privacy page, so the page says what the code does. */

/** Without use; every use pushes the expiry forward. */
export const SESSION_MAX_AGE = 60 * 60 * 24 * 7;
export const VERIFICATION_TTL = 60 * 60 * 24;
export const RESET_TTL = 60 * 60;
export const RATE_LIMIT_RETENTION_SECONDS = 60 * 60;

export const FAILED_MAIL_RETENTION_SECONDS = 30 * 24 * 60 * 60;

/** A duration as the privacy page writes it: "7 dagen", "24 uur", "5 minuten". */
export function durationInDutch(seconds: number): string {
  const day = 60 * 60 * 24;
  if (seconds >= 2 * day && seconds % day === 0) return `${seconds / day} dagen`;
  if (seconds >= 60 * 60 && seconds % (60 * 60) === 0) return `${seconds / (60 * 60)} uur`;
  const minutes = Math.round(seconds / 60);
  return `${minutes} ${minutes === 1 ? "minuut" : "minuten"}`;
}
