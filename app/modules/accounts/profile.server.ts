/**
 * Reading and saving a member's profile (SPEC.md §3 profiles, §7 "profiles: select by id; upsert
 * {id, first_name, last_name, bio, email, birthdate or null, city, updated_at}"), and which
 * sign-in methods a member has (the settings page shows the password form only to members who
 * have a password).
 */
import { eq } from "drizzle-orm";
import { account, profiles, user } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { displayNameOf, type ProfileValues } from "./profile";

/** A member's profile as the settings page shows it. */
export interface MemberProfile {
  /** The login address (from the account, not editable in the profile). */
  email: string;
  full_name: string | null;
  first_name: string | null;
  last_name: string | null;
  bio: string | null;
  /** Calendar date "YYYY-MM-DD", or null. */
  birthdate: string | null;
  city: string | null;
  /** Last save, ISO 8601 UTC; null when the member never had a profile row. */
  updated_at: string | null;
}

/**
 * The profile of member `userId`, with the e-mail address of their account. A member without a
 * profile row gets empty fields (all null).
 * @returns the profile, or null when no user `userId` exists
 * @throws Error when the database fails
 */
export async function getProfile({ userId }: { userId: string }): Promise<MemberProfile | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      email: user.email,
      full_name: profiles.full_name,
      first_name: profiles.first_name,
      last_name: profiles.last_name,
      bio: profiles.bio,
      birthdate: profiles.birthdate,
      city: profiles.city,
      updated_at: profiles.updated_at,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  if (!row) return null;
  return { ...row, updated_at: row.updated_at ? row.updated_at.toISOString() : null };
}

/**
 * Saves the profile of member `userId`: inserts the row, or updates it when it exists (upsert on
 * `id`), with `email` copied from the account and `updated_at` set to now. When a first or last
 * name is given, the member's name (`user.name`, shown in the header) and `full_name` become
 * "first last"; with both empty they stay as they were. One transaction.
 * @param values parsed {@link ProfileValues} (strings or null; birthdate "YYYY-MM-DD" or null)
 * @throws Error when the database fails (the caller shows "Er ging iets mis bij het bijwerken van je profiel")
 */
export async function saveProfile({
  userId,
  email,
  values,
}: {
  userId: string;
  email: string;
  values: Omit<ProfileValues, "intent">;
}): Promise<void> {
  const db = await getDb();
  const row = {
    first_name: values.first_name,
    last_name: values.last_name,
    bio: values.bio,
    email,
    birthdate: values.birthdate ?? null,
    city: values.city,
    updated_at: new Date(),
  };
  const name = displayNameOf(values);
  const saved = name ? { ...row, full_name: name } : row;
  await db.transaction(async (tx) => {
    await tx
      .insert(profiles)
      .values({ id: userId, ...saved })
      .onConflictDoUpdate({ target: profiles.id, set: saved });
    if (name) await tx.update(user).set({ name, updatedAt: row.updated_at }).where(eq(user.id, userId));
  });
}

/**
 * The sign-in methods (better-auth provider ids) of member `userId`: "credential" for e-mail and
 * password, "google" for Google. A member who registered with Google has no "credential".
 * @throws Error when the database fails
 */
export async function listSignInProviders({ userId }: { userId: string }): Promise<string[]> {
  const db = await getDb();
  const rows = await db.select({ providerId: account.providerId }).from(account).where(eq(account.userId, userId));
  return [...new Set(rows.map((r) => r.providerId))].sort();
}
