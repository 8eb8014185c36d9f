/**
 * Moderators and admins for the tests. Integration tests turn a test member into one with
 * {@link grantRole}; the browser tests get a seeded moderator and admin ({@link seedStewards},
 * called by the e2e global setup before the server opens the embedded database).
 *
 * The beheer area opens only for role holders with two-factor sign-in on, so both helpers set
 * `two_factor_enabled`.
 */
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { account, profiles, user, userRoles } from "~/db/schema";
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
 * Creates the seeded moderator and admin in `db` (the e2e database, before the server opens it):
 * user, password account, profile and role rows.
 */
export async function seedStewards(db: Database): Promise<void> {
  for (const [role, steward] of Object.entries(seededStewards) as [Role, SeededSteward][]) {
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
  }
}
