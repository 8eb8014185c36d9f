/**
 * Rate limits for sign-in, registration, password reset and reports of items, per IP address and per account and
 * IP address pair, and the limits that modules define in their limits files (the organizers' mails,
 * the contact form, feedback), with counters in the database table `rate_limits` so every app process shares
 * them and they survive a restart. Built on rate-limiter-flexible's Drizzle store. Why sign-in
 * attempts are counted per account *and IP address*, not per account alone:
 * docs/decisions/014-sign-in-limits.md.
 */
import { lt } from "drizzle-orm";
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import { rateLimits } from "../db/schema";
import { RATE_LIMIT_RETENTION_SECONDS } from "./account-lifetimes";
import { type Database, getDb } from "./db.server";

/** The limits: points per window (seconds). Each attempt costs one point. */
export const RATE_LIMITS = {
  /** Sign-in attempts from one IP address. */
  signInIp: { points: 20, duration: 15 * 60 },
  /**
   * Sign-in attempts (and current-password checks) for one e-mail address from one IP address;
   * key {@link accountAttemptKey}. Someone else's attempts never lock the owner out.
   */
  signInAccountIp: { points: 10, duration: 15 * 60 },
  /** Registrations from one IP address. */
  registerIp: { points: 10, duration: 60 * 60 },
  /** Password reset or verification mails for one address. */
  mailAccount: { points: 5, duration: 60 * 60 },
  /** Password reset or verification mail requests from one IP address. */
  mailIp: { points: 20, duration: 60 * 60 },
  /** Reports ("Melden") from one IP address (several people may share one address). */
  reportIp: { points: 20, duration: 60 * 60 },
  /** Reports ("Melden") by one member, whatever their address. */
  reportAccount: { points: 10, duration: 60 * 60 },
  /**
   * Pictures received from one member (with a form or ahead of it), refused ones included: each
   * costs decoding work and up to 10 MB of storage until it is attached or cleaned up.
   */
  uploadAccount: { points: 50, duration: 60 * 60 },
} as const;

export type RateLimitRule = keyof typeof RATE_LIMITS;

/** Dutch message when a limit is reached; `minutes` until it may be tried again. */
export function rateLimitMessage(minutes: number): string {
  return `Te veel pogingen. Probeer het over ${minutes} ${minutes === 1 ? "minuut" : "minuten"} opnieuw.`;
}

/**
 * How long an expired counter may stay in the database (seconds): {@link purgeExpiredRateLimits}
 * runs often enough that a counter is deleted within this time after its window ended. Defined
 * with the other lifetimes the privacy page states (app/lib/account-lifetimes.ts).
 */
export { RATE_LIMIT_RETENTION_SECONDS };

/** How often the server deletes expired counters (milliseconds): well within the retention. */
export const RATE_LIMIT_PURGE_INTERVAL_MS = (RATE_LIMIT_RETENTION_SECONDS * 1000) / 6;

/**
 * The key of {@link RATE_LIMITS}.signInAccountIp: the IP address and the e-mail address
 * (lower case). The address comes last, so the account's counters end in `:<address>`.
 */
export function accountAttemptKey(email: string, ip: string): string {
  return `${ip}:${email.toLowerCase()}`;
}

const limiters = new WeakMap<Database, Map<string, RateLimiterDrizzle>>();

/**
 * A limit to spend points of: one of {@link RATE_LIMITS} by name, or a {@link WindowLimit} that a
 * module defines in its limits file (e.g. the organizers' mails, app/modules/participation/limits.ts).
 */
export type RateLimit = RateLimitRule | WindowLimit;

function limiter(db: Database, limit: RateLimit): RateLimiterDrizzle {
  const { name, points, duration } = typeof limit === "string" ? { name: limit, ...RATE_LIMITS[limit] } : limit;
  let byId = limiters.get(db);
  if (!byId) limiters.set(db, (byId = new Map()));
  const id = `${name}:${points}:${duration}`;
  let found = byId.get(id);
  if (!found) {
    found = new RateLimiterDrizzle({ storeClient: db, schema: rateLimits, keyPrefix: name, points, duration, clearExpiredByTimeout: false });
    byId.set(id, found);
  }
  return found;
}

/**
 * Spends one point of each `[limit, key]` pair, in order, and stops at the first limit reached: an
 * attempt refused by an earlier limit (e.g. its IP address is blocked) is not charged to the later
 * ones (e.g. the account), so a blocked sender cannot use up someone else's allowance.
 * @returns null when allowed, else the Dutch message with the wait time
 * @throws Error when the database fails (never turned into "allowed")
 */
export async function consumeRateLimits(checks: [RateLimit, string][]): Promise<string | null> {
  const db = await getDb();
  for (const [limit, key] of checks) {
    try {
      await limiter(db, limit).consume(key.toLowerCase());
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return rateLimitMessage(Math.max(1, Math.ceil(rejection.msBeforeNext / 60_000)));
      throw rejection;
    }
  }
  return null;
}

/**
 * Gives back the point that {@link consumeRateLimits} spent of `limit` for `key`, when what it was
 * spent on did not happen after all (e.g. a mail that was not sent).
 * @throws Error when the database fails
 */
export async function refundRateLimit(limit: RateLimit, key: string): Promise<void> {
  const db = await getDb();
  await limiter(db, limit).reward(key.toLowerCase(), 1);
}

/**
 * Deletes every counter whose window has ended. The server runs this every
 * {@link RATE_LIMIT_PURGE_INTERVAL_MS} (app/lib/lifecycle.server.ts).
 * @returns how many counters were deleted
 * @throws Error when the database fails
 */
export async function purgeExpiredRateLimits(now: Date = new Date()): Promise<number> {
  const db = await getDb();
  const deleted = await db.delete(rateLimits).where(lt(rateLimits.expire, now)).returning({ key: rateLimits.key });
  return deleted.length;
}

/** Forgets the counters of `key` for `rules` (after a successful sign-in). */
export async function resetRateLimits(rules: RateLimitRule[], key: string): Promise<void> {
  const db = await getDb();
  await Promise.all(rules.map((rule) => limiter(db, rule).delete(key.toLowerCase())));
}


/** A limit that callers define themselves (points per window), e.g. requests per minute. */
export interface WindowLimit {
  /** Prefix of the counters in `rate_limits`, unique per limit, e.g. "apiIp". */
  name: string;
  /** Points per window. */
  points: number;
  /** Window length (seconds). */
  duration: number;
}

/** The state of one counter after spending a point: what RateLimit headers report. */
export interface WindowLimitState {
  allowed: boolean;
  /** Points per window. */
  limit: number;
  /** Points left in this window (0 when refused). */
  remaining: number;
  /** Seconds until the window ends and the counter starts again (at least 1). */
  resetSeconds: number;
}

/**
 * Spends one point of `limit` for `key` in the shared counters (table `rate_limits`, every app
 * process together), like {@link consumeRateLimits} but returning the counter's state, so an
 * answer can carry RateLimit headers.
 * @returns the state; `allowed` false when the window's points were already spent
 * @throws Error when the database fails (never turned into "allowed")
 */
export async function consumeWindowLimit(limit: WindowLimit, key: string): Promise<WindowLimitState> {
  const found = limiter(await getDb(), limit);
  const state = (res: RateLimiterRes, allowed: boolean): WindowLimitState => ({
    allowed,
    limit: limit.points,
    remaining: allowed ? Math.max(0, res.remainingPoints) : 0,
    resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  });
  try {
    return state(await found.consume(key.toLowerCase()), true);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return state(rejection, false);
    throw rejection;
  }
}
