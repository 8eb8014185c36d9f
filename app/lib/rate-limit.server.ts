/**
 * Rate limits for sign-in, registration and password reset, per IP address and per account
 * (issue "Accounts" §1), with counters in the database table `rate_limits` so every app process
 * shares them and they survive a restart. Built on rate-limiter-flexible's Drizzle store.
 */
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import { rateLimits } from "../db/schema";
import { type Database, getDb } from "./db.server";

/** The limits: points per window (seconds). Each attempt costs one point. */
export const RATE_LIMITS = {
  /** Sign-in attempts from one IP address. */
  signInIp: { points: 20, duration: 15 * 60 },
  /** Sign-in attempts for one e-mail address, from anywhere. */
  signInAccount: { points: 10, duration: 15 * 60 },
  /** Registrations from one IP address. */
  registerIp: { points: 10, duration: 60 * 60 },
  /** Password reset or verification mails for one address. */
  mailAccount: { points: 5, duration: 60 * 60 },
  /** Password reset or verification mail requests from one IP address. */
  mailIp: { points: 20, duration: 60 * 60 },
} as const;

export type RateLimitRule = keyof typeof RATE_LIMITS;

/** Dutch message when a limit is reached; `minutes` until it may be tried again. */
export function rateLimitMessage(minutes: number): string {
  return `Te veel pogingen. Probeer het over ${minutes} ${minutes === 1 ? "minuut" : "minuten"} opnieuw.`;
}

const limiters = new WeakMap<Database, Map<RateLimitRule, RateLimiterDrizzle>>();

function limiter(db: Database, rule: RateLimitRule): RateLimiterDrizzle {
  let byRule = limiters.get(db);
  if (!byRule) limiters.set(db, (byRule = new Map()));
  let found = byRule.get(rule);
  if (!found) {
    found = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: rule,
      points: RATE_LIMITS[rule].points,
      duration: RATE_LIMITS[rule].duration,
      clearExpiredByTimeout: false,
    });
    byRule.set(rule, found);
  }
  return found;
}

/**
 * Spends one point of each `[rule, key]` pair.
 * @returns null when allowed, else the Dutch message with the wait time
 * @throws Error when the database fails (never turned into "allowed")
 */
export async function consumeRateLimits(checks: [RateLimitRule, string][]): Promise<string | null> {
  const db = await getDb();
  let waitMs = 0;
  for (const [rule, key] of checks) {
    try {
      await limiter(db, rule).consume(key.toLowerCase());
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) waitMs = Math.max(waitMs, rejection.msBeforeNext);
      else throw rejection;
    }
  }
  return waitMs > 0 ? rateLimitMessage(Math.max(1, Math.ceil(waitMs / 60_000))) : null;
}

/** Forgets the account counters of `key` for `rules` (after a successful sign-in). */
export async function resetRateLimits(rules: RateLimitRule[], key: string): Promise<void> {
  const db = await getDb();
  await Promise.all(rules.map((rule) => limiter(db, rule).delete(key.toLowerCase())));
}

/** Request header through which server.ts passes the client address to loaders and actions. */
export const CLIENT_IP_HEADER = "x-ddn-client-ip";

/**
 * The client IP address of `request`, as server.ts determined it (the socket address, or the
 * load balancer's X-Forwarded-For entry when TRUST_PROXY=1). server.ts overwrites any value the
 * client sent. "unknown" outside server.ts (dev server, tests).
 */
export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}
