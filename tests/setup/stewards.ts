/**
 * Moderators and admins for the tests. Integration tests turn a test member into one with
 * {@link grantRole}; the browser tests get a seeded moderator and admin ({@link seedStewards},
 * called by the e2e global setup before the server opens the embedded database).
 *
 * The beheer area opens only for role holders with two-factor sign-in on, so both helpers set
 * `two_factor_enabled`; the seeded stewards also get a real authenticator secret (stored as
 * better-auth stores it), so the browser tests sign in with a code computed from it.
 */

/** The auth secret of the browser tests' server (it encrypts the stewards' two-factor secrets). */
export const E2E_AUTH_SECRET = "e2e-only-secret-not-for-production-use-0000";

/** The seeded stewards' authenticator secret (raw, as better-auth keeps it before encryption). */
export const STEWARD_TOTP_SECRET = "e2e-steward-totp-secret-000000000";

/**
 * The 6-digit code for the raw secret `secret` (RFC 6238, 30 s, as better-auth checks it): the
 * current one, or with `stepsAhead` 1 the next one (accepted too; a code is accepted only once, so
 * a second code within 30 s must be the next one).
 */
export function totpCode(secret: string, stepsAhead = 0): Promise<string> {
  return createOTP(secret, { digits: 6, period: 30 }).hotp(Math.floor(Date.now() / 30_000) + stepsAhead);
}

/** The code for a secret shown in Base32 (as the settings page shows it for the app); see {@link totpCode}. */
export function totpCodeFromBase32(secret: string, stepsAhead = 0): Promise<string> {
  return totpCode(new TextDecoder().decode(base32.decode(secret)), stepsAhead);
}
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { hashPassword, symmetricEncrypt } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { account, profiles, twoFactor, user, userRoles } from "~/db/schema";
import { type Database, getDb } from "~/lib/db.server";
import type { Role } from "~/lib/viewer";

/** Gives member `userId` the role `role` and turns two-factor sign-in on (test set-up only). */
export async function grantRole(userId: string, role: Role, db?: Database): Promise<void> {
  const database = db ?? (await getDb());
  await database.insert(userRoles).values({ user_id: userId, role }).onConflictDoNothing();
  await database.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, userId));
}

/** A seeded steward of the browser tests: sign-in details. */
export interface SeededSteward {
  name: string;
  email: string;
  password: string;
}

/** The browser tests' moderator and admin (e-mail verified, two-factor on). */
export const seededStewards: Record<Role, SeededSteward> = {
  moderator: { name: "Mona Moderator", email: "moderator@e2e.example.org", password: "moderator-wachtwoord-1" },
  admin: { name: "Arie Admin", email: "admin@e2e.example.org", password: "admin-wachtwoord-1" },
};

/**
 * The browser tests' moderators: the seeded one and five more, so that sign-ins of parallel tests
 * use different accounts (a two-factor code is accepted once per account and window).
 */
export const seededModerators: SeededSteward[] = [
  seededStewards.moderator,
  ...[2, 3, 4, 5, 6].map((n) => ({ name: `Mona Moderator ${n}`, email: `moderator-${n}@e2e.example.org`, password: `moderator-wachtwoord-${n}` })),
];

/**
 * Creates the seeded moderators and the admin in `db` (the e2e database, before the server opens
 * it): user, password account, profile, role and two-factor rows.
 */
export async function seedStewards(db: Database): Promise<void> {
  const stewards: [Role, SeededSteward][] = [["admin", seededStewards.admin], ...seededModerators.map((m): [Role, SeededSteward] => ["moderator", m])];
  for (const [role, steward] of stewards) {
    const [created] = await db
      .insert(user)
      .values({ name: steward.name, email: steward.email, emailVerified: true, twoFactorEnabled: true })
      .returning({ id: user.id });
    if (!created) throw new Error("seedStewards: user not created");
    await db.insert(account).values({
      accountId: created.id,
      providerId: "credential",
      userId: created.id,
      password: await hashPassword(steward.password),
    });
    await db.insert(profiles).values({ id: created.id, full_name: steward.name, email: steward.email });
    await db.insert(userRoles).values({ user_id: created.id, role });
    await db.insert(twoFactor).values({
      userId: created.id,
      secret: await symmetricEncrypt({ key: E2E_AUTH_SECRET, data: STEWARD_TOTP_SECRET }),
      backupCodes: await symmetricEncrypt({ key: E2E_AUTH_SECRET, data: JSON.stringify(["back-up-code-1"]) }),
      verified: true,
    });
  }
}
