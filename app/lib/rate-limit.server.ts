/** Rate limits in the `rate_limits` table, shared by all processes; sign-in per account and IP (ADR 014). */
import { lt } from "drizzle-orm";
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import { rateLimits } from "../db/schema";
import { RATE_LIMIT_RETENTION_SECONDS } from "./account-lifetimes";
import { type Database, getDb } from "./db.server";

/** Points per window (seconds); each attempt costs one point. */
export const RATE_LIMITS = {
  signInIp: { points: 20, duration: 15 * 60 },
  signInAccountIp: { points: 10, duration: 15 * 60 },
  registerIp: { points: 10, duration: 60 * 60 },
  mailAccount: { points: 5, duration: 60 * 60 },
  mailIp: { points: 20, duration: 60 * 60 },
  reportIp: { points: 20, duration: 60 * 60 },
  reportAccount: { points: 10, duration: 60 * 60 },
  uploadAccount: { points: 50, duration: 60 * 60 },
  unsubscribeIp: { points: 20, duration: 60 * 60 },
  unsubscribeAccount: { points: 20, duration: 60 * 60 },
} as const;

export type RateLimitRule = keyof typeof RATE_LIMITS;

export function rateLimitMessage(minutes: number): string {
  return `Te veel pogingen. Probeer het over ${minutes} ${minutes === 1 ? "minuut" : "minuten"} opnieuw.`;
}

export { RATE_LIMIT_RETENTION_SECONDS };

/** ms between purges of expired counters, well within the retention. */
export const RATE_LIMIT_PURGE_INTERVAL_MS = (RATE_LIMIT_RETENTION_SECONDS * 1000) / 6;

/** Key of signInAccountIp; the address comes last, so an account's counters end in `:<address>`. */
export function accountAttemptKey(email: string, ip: string): string {
  return `${ip}:${email.toLowerCase()}`;
}

const limiters = new WeakMap<Database, Map<string, RateLimiterDrizzle>>();

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
 * Spends a point of each `[limit, key]` in order, stopping at the first limit reached, so a blocked
 * sender cannot use up someone else's allowance. Returns null or the Dutch message. @throws on database failure
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

/** Gives back a point spent on something that did not happen after all (a mail not sent). */
export async function refundRateLimit(limit: RateLimit, key: string): Promise<void> {
  const db = await getDb();
  await limiter(db, limit).reward(key.toLowerCase(), 1);
}

export async function purgeExpiredRateLimits(now: Date = new Date()): Promise<number> {
  const db = await getDb();
  const deleted = await db.delete(rateLimits).where(lt(rateLimits.expire, now)).returning({ key: rateLimits.key });
  return deleted.length;
}

export async function resetRateLimits(rules: RateLimitRule[], key: string): Promise<void> {
  const db = await getDb();
  await Promise.all(rules.map((rule) => limiter(db, rule).delete(key.toLowerCase())));
}


export interface WindowLimit {
  name: string;
  points: number;
  duration: number;
}

export interface WindowLimitState {
  allowed: boolean;
  limit: number;
  remaining: number;
  resetSeconds: number;
}

/** Like {@link consumeRateLimits} for one limit, returning the counter's state for RateLimit headers. */
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
