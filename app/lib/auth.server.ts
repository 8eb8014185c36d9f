/**
 * Authentication with better-auth (DESIGN.md): e-mail and password with e-mail verification and
 * password reset, Google sign-in (OpenID Connect through the generic OAuth plugin, so the issuer is
 * configurable), sessions stored in the database. Our route actions call `auth.api.*` on the
 * server (forms work without JavaScript); the HTTP handler at /api/auth/* serves only the links
 * and redirects that must be plain URLs (see {@link PUBLIC_AUTH_PATHS}).
 *
 * Rules of SPEC.md §5 and §9: password 6 to 72 characters; e-mail at most 255.
 * See docs/decisions/006-accounts.md.
 *
 * The messages themselves belong to the accounts module: it registers an {@link AuthMailer} with
 * {@link setAuthMailer} (app/modules/accounts/auth-mail.server.ts, called from the server entry),
 * so this file depends on no module.
 */
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

/** Password length limits, SPEC.md §9. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 72;
/** Lifetimes of sessions and links (seconds), shared with the privacy statement. */
export { RESET_TTL, SESSION_MAX_AGE, VERIFICATION_TTL } from "./account-lifetimes";
/**
 * The better-auth paths on which a member with two-factor sign-in may be given a session: the
 * password sign-in (the plugin replaces its session by the second step), the second step itself,
 * and the password change and two-factor settings, which renew the member's own session.
 */
const SECOND_FACTOR_PATHS = ["/sign-in/email", "/two-factor/", "/change-password", "/update-user"];

/** The provider id of Google sign-in (also in the callback URL /api/auth/callback/google). */
export const GOOGLE_PROVIDER_ID = "google";

/** One e-mail of the account flows: recipient, the member's name and the link with its token. */
export interface AuthMail {
  /** The member's e-mail address. */
  to: string;
  /** The member's display name. */
  name: string;
  /** The absolute link to put in the message (carries a one-time token). */
  url: string;
}

/** Sends the account e-mails better-auth asks for. */
export interface AuthMailer {
  /** The password-reset link (valid {@link RESET_TTL} seconds, once). */
  resetPassword: (mail: AuthMail) => Promise<void>;
  /** The verification link (valid {@link VERIFICATION_TTL} seconds). */
  verifyEmail: (mail: AuthMail) => Promise<void>;
}

interface MailerGlobal {
  __ddnAuthMailer?: AuthMailer;
}
const mailerHolder = globalThis as MailerGlobal;

/** Installs the sender of the account e-mails (replacing any earlier one). */
export function setAuthMailer(mailer: AuthMailer): void {
  mailerHolder.__ddnAuthMailer = mailer;
}

/**
 * The registered sender.
 * @throws Error when none was registered: a mail would otherwise vanish silently
 */
function authMailer(): AuthMailer {
  const mailer = mailerHolder.__ddnAuthMailer;
  if (!mailer) throw new Error("No account mailer registered: call registerAccountMail() (app/modules/accounts/auth-mail.server.ts) at start-up");
  return mailer;
}

/**
 * The signing secret: AUTH_SECRET, or a random one generated once and kept in
 * `$DATA_DIR/auth-secret` (mode 0600) so sessions survive a restart on a single machine.
 */
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

/** Whether Google sign-in is configured (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET both set). */
export function googleEnabled(): boolean {
  const e = env();
  return Boolean(e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET);
}

/** TOTP parameters of the two-factor plugin (its defaults): 6 digits, a new code every 30 s. */
const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
/** The Dutch refusal of an app code that was already accepted once. */
export const TOTP_REUSED_MESSAGE = "Deze code is al gebruikt. Wacht tot je app een nieuwe code toont en vul die in.";
/** better-auth's prefix of a TOTP secret stored as Base32 (imported from elsewhere). */
const BASE32_PREFIX = "base32:";

/**
 * The time step (Unix time / {@link TOTP_PERIOD_SECONDS}) whose code `code` is for `secret`,
 * looking one step back and ahead like the plugin does; null when it matches none.
 */
async function totpStepOf(secret: Parameters<typeof createOTP>[0], code: string, now: number): Promise<number | null> {
  const otp = createOTP(secret, { period: TOTP_PERIOD_SECONDS, digits: TOTP_DIGITS });
  const current = Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
  for (const step of [current - 1, current, current + 1]) {
    if ((await otp.hotp(step)) === code) return step;
  }
  return null;
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * Refuses an app code that was accepted before (RFC 6238 §5.2), before better-auth checks it: the
 * code's time step must be later than the member's last accepted one, and is claimed in one
 * conditional update, so two requests with the same code cannot both pass. The member is the one
 * of the session (turning two-factor on) or of the two-factor cookie (signing in). A code that
 * matches no step is left to the plugin, which refuses and counts it.
 * @throws APIError "TOTP_CODE_REUSED" (400) for a code used before
 */
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
      // Our own prefix instead of better-auth's "__Secure-": on https every cookie is
      // "__Host-ddn.…" with Secure, Path=/ and no Domain (app/lib/cookie-policy.server.ts).
      cookiePrefix: `${cookies.prefix}ddn`,
      useSecureCookies: false,
      defaultCookieAttributes: { secure: cookies.secure, httpOnly: cookies.httpOnly, sameSite: cookies.sameSite, path: cookies.path },
    },
    // Sign-in, registration and reset go through our actions, which apply the database-backed
    // limiter of rate-limit.server.ts; the public handler paths carry one-time tokens only.
    rateLimit: { enabled: false },
    session: {
      expiresIn: SESSION_MAX_AGE,
      updateAge: 60 * 60 * 24,
      // Every request checks the session in the database, so signing out everywhere is immediate.
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
      // Our sign-in action sends the new link itself, under the mail rate limits.
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_TTL,
      sendVerificationEmail: async ({ user: member, url }) => {
        await authMailer().verifyEmail({ to: member.email, name: member.name, url });
      },
    },
    account: {
      // A Google sign-in links to an existing account only when Google vouches for the address
      // and the local account's address is verified: an unverified account is never taken over.
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
          // One place for who may get a session at all (docs/decisions/024-two-factor.md): never a
          // blocked member, and never a member with two-factor sign-in through a path that skips
          // the second step (the plugin asks for the code on password sign-in only; a Google
          // callback would otherwise let them in with one factor). Refused sessions end the
          // sign-in with better-auth's "unable to create session", which /auth explains.
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
      // Authenticator-app codes (TOTP) with backup codes; secrets and codes stored encrypted with
      // the auth secret. Our actions call its server API (docs/decisions/024-two-factor.md).
      twoFactorPlugin({ issuer: "Dit doet Nederland", backupCodeOptions: { amount: 10 } }),
      // Always present (so the API's types are stable); without credentials it has no provider.
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
                // Data minimisation: the profile photo URL Google offers is not stored.
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

/** The better-auth instance over the process database (created on first use, per database). */
export async function getAuth(): Promise<Auth> {
  const db = await getDb();
  if (g.__ddnAuth?.db !== db) g.__ddnAuth = { db, auth: createAuth(db) };
  return g.__ddnAuth.auth;
}

/**
 * Paths below /api/auth that the public HTTP handler serves: the e-mailed verification and reset
 * links and the Google callback. Everything else answers 404, so sign-in and registration cannot
 * bypass our actions' validation and rate limits.
 */
export const PUBLIC_AUTH_PATHS: RegExp[] = [
  /^\/api\/auth\/verify-email$/,
  /^\/api\/auth\/reset-password\/[^/]+$/,
  /^\/api\/auth\/callback\/[^/]+$/,
];
