/** better-auth: password, Google via generic OAuth, database sessions (docs/product-rules.md#accounts). */
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { twoFactor as twoFactorPlugin } from "better-auth/plugins/two-factor";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { account, profiles, session, twoFactor, user, verification } from "../db/schema";
import { cookiePolicy } from "./cookie-policy.server";
import { type Database, getDb } from "./db.server";
import { env } from "./env.server";
import { RESET_TTL, SESSION_MAX_AGE, VERIFICATION_TTL } from "./account-lifetimes";

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 72;
export { RESET_TTL, SESSION_MAX_AGE, VERIFICATION_TTL } from "./account-lifetimes";
/** Paths that may give a two-factor member a session: password sign-in, the second step, own-session renewals. */
const SECOND_FACTOR_PATHS = ["/sign-in/email", "/two-factor/", "/change-password", "/update-user"];

export const GOOGLE_PROVIDER_ID = "google";

export interface AuthMail {
  to: string;
  name: string;
  url: string;
}

export interface AuthMailer {
  resetPassword: (mail: AuthMail) => Promise<void>;
  verifyEmail: (mail: AuthMail) => Promise<void>;
}

interface MailerGlobal {
  __ddnAuthMailer?: AuthMailer;
}
const mailerHolder = globalThis as MailerGlobal;

export function setAuthMailer(mailer: AuthMailer): void {
  mailerHolder.__ddnAuthMailer = mailer;
}

/** @throws Error when no mailer was registered: a mail would otherwise vanish silently */
function authMailer(): AuthMailer {
  const mailer = mailerHolder.__ddnAuthMailer;
  if (!mailer) throw new Error("No account mailer registered: call registerAccountMail() (app/modules/accounts/auth-mail.server.ts) at start-up");
  return mailer;
}

/** AUTH_SECRET, or a random one kept in `$DATA_DIR/auth-secret` so sessions survive a restart. */
export function authSecret(): string {
  const e = env();
  if (e.AUTH_SECRET) return e.AUTH_SECRET;
  const file = path.join(e.DATA_DIR_ABSOLUTE, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(e.DATA_DIR_ABSOLUTE, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
  return secret;
}

export function googleEnabled(): boolean {
  const e = env();
  return Boolean(e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET);
}

const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
export const TOTP_REUSED_MESSAGE = "Deze code is al gebruikt. Wacht tot je app een nieuwe code toont en vul die in.";
const BASE32_PREFIX = "base32:";

async function totpStepOf(secret: Parameters<typeof createOTP>[0], code: string, now: number): Promise<number | null> {
  const otp = createOTP(secret, { period: TOTP_PERIOD_SECONDS, digits: TOTP_DIGITS });
  const current = Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
  for (const step of [current - 1, current, current + 1]) {
    if ((await otp.hotp(step)) === code) return step;
  }
  return null;
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Refuses a reused app code (RFC 6238 §5.2) by claiming its step in one conditional update. @throws APIError 400 */
async function claimTotpStep(db: Database, ctx: HookContext): Promise<void> {
  const code = (ctx.body as { code?: unknown } | undefined)?.code;
  if (typeof code !== "string") return;
  let userId = (await getSessionFromCtx(ctx))?.user.id;
  if (!userId) {
    const pending = await ctx.getSignedCookie(ctx.context.createAuthCookie("two_factor").name, ctx.context.secret);
    userId = pending ? (await ctx.context.internalAdapter.findVerificationValue(pending))?.value : undefined;
  }
  if (!userId) return;
  const [row] = await db.select({ secret: twoFactor.secret }).from(twoFactor).where(eq(twoFactor.userId, userId)).limit(1);
  if (!row) return;
  const stored = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
  const secret = stored.startsWith(BASE32_PREFIX) ? base32.decode(stored.slice(BASE32_PREFIX.length).toUpperCase()) : stored;
  const step = await totpStepOf(secret, code, Date.now());
  if (step === null) return;
  const claimed = await db
    .update(twoFactor)
    .set({ lastTotpStep: step })
    .where(and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastTotpStep), lt(twoFactor.lastTotpStep, step))))
    .returning({ id: twoFactor.id });
  if (claimed.length === 0) throw new APIError("BAD_REQUEST", { code: "TOTP_CODE_REUSED", message: TOTP_REUSED_MESSAGE });
}

function createAuth(db: Database) {
  const e = env();
  const cookies = cookiePolicy(e.SITE_URL);
  return betterAuth({
    appName: "Dit doet Nederland",
    baseURL: e.SITE_URL,
    basePath: "/api/auth",
    secret: authSecret(),
    trustedOrigins: [e.SITE_URL],
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification, twoFactor } }),
    advanced: {
      database: { generateId: "uuid" },
      // Our own prefix: on https every cookie is "__Host-ddn.…" (cookie-policy.server.ts).
      cookiePrefix: `${cookies.prefix}ddn`,
      useSecureCookies: false,
      defaultCookieAttributes: { secure: cookies.secure, httpOnly: cookies.httpOnly, sameSite: cookies.sameSite, path: cookies.path },
    },
      // Our actions apply the database-backed limiter; public handler paths carry one-time tokens only.
    rateLimit: { enabled: false },
    session: {
      expiresIn: SESSION_MAX_AGE,
      updateAge: 60 * 60 * 24,
      // Checked in the database on every request, so signing out everywhere is immediate.
      cookieCache: { enabled: false },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: RESET_TTL,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: member, url }) => {
        await authMailer().resetPassword({ to: member.email, name: member.name, url });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Our sign-in action resends the link itself, under the mail rate limits.
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_TTL,
      sendVerificationEmail: async ({ user: member, url }) => {
        await authMailer().verifyEmail({ to: member.email, name: member.name, url });
      },
    },
    account: {
      // Links only to a verified local account: an unverified account is never taken over.
      accountLinking: { enabled: true, trustedProviders: [], requireLocalEmailVerified: true },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/two-factor/verify-totp") await claimTotpStep(db, ctx);
      }),
    },
    databaseHooks: {
      session: {
        create: {
          // Never a blocked member, nor a two-factor member on a path that skips the second step.
          before: async (created, context) => {
            const [member] = await db
              .select({ blockedAt: user.blockedAt, twoFactorEnabled: user.twoFactorEnabled })
              .from(user)
              .where(eq(user.id, created.userId))
              .limit(1);
            if (!member || member.blockedAt) return false;
            if (member.twoFactorEnabled && !SECOND_FACTOR_PATHS.some((prefix) => context?.path?.startsWith(prefix))) return false;
            return undefined;
          },
        },
      },
      user: {
        create: {
          after: async (created) => {
            await db
              .insert(profiles)
              .values({ id: created.id, full_name: created.name, email: created.email })
              .onConflictDoNothing();
          },
        },
      },
    },
    plugins: [
      twoFactorPlugin({ issuer: "Dit doet Nederland", backupCodeOptions: { amount: 10 } }),
      // Always present so the API's types are stable; without credentials it has no provider.
      genericOAuth({
        config: googleEnabled()
          ? [
              {
                providerId: GOOGLE_PROVIDER_ID,
                clientId: e.GOOGLE_CLIENT_ID as string,
                clientSecret: e.GOOGLE_CLIENT_SECRET as string,
                discoveryUrl: `${e.GOOGLE_ISSUER.replace(/\/+$/, "")}/.well-known/openid-configuration`,
                scopes: ["openid", "email", "profile"],
                pkce: true,
                // Data minimisation: the profile photo URL is not stored.
                mapProfileToUser: () => ({ image: undefined }),
              },
            ]
          : [],
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

interface AuthGlobal {
  __ddnAuth?: { db: Database; auth: Auth };
}
const g = globalThis as AuthGlobal;

export async function getAuth(): Promise<Auth> {
  const db = await getDb();
  if (g.__ddnAuth?.db !== db) g.__ddnAuth = { db, auth: createAuth(db) };
  return g.__ddnAuth.auth;
}

/** Paths the public handler serves; the rest is 404, so sign-in cannot skip our validation and rate limits. */
export const PUBLIC_AUTH_PATHS: RegExp[] = [
  /^\/api\/auth\/verify-email$/,
  /^\/api\/auth\/reset-password\/[^/]+$/,
  /^\/api\/auth\/callback\/[^/]+$/,
];
