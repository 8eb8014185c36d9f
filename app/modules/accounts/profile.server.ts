/** Reading and saving a member's profile, and which sign-in methods a member has. */
import { eq } from "drizzle-orm";
import { account, profiles, user } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { displayNameOf, type ProfileValues } from "./profile";

export interface MemberProfile {
  email: string;
  full_name: string | null;
  first_name: string | null;
  last_name: string | null;
  bio: string | null;
  birthdate: string | null;
  city: string | null;
  /** Private home postcode area (four digits), or null. */
  home_pc4: string | null;
  /** ISO 8601 UTC; null when the member never had a profile row. */
  updated_at: string | null;
}

/**
 * The profile of member `userId` with their account's address; without a profile row all fields are null.
 * @returns null when no user `userId` exists
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
      home_pc4: profiles.home_pc4,
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
 * Upserts the profile of member `userId` with the account's address, in one transaction; a given
 * first or last name also becomes the member's shown name.
 * @throws Error when the database fails
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
    home_pc4: values.postcode,
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

/** The better-auth provider ids of member `userId`: "credential" (password) and/or "google". */
export async function listSignInProviders({ userId }: { userId: string }): Promise<string[]> {
  const db = await getDb();
  const rows = await db.select({ providerId: account.providerId }).from(account).where(eq(account.userId, userId));
  return [...new Set(rows.map((r) => r.providerId))].sort();
}

/** The private home postcode area (four digits) of member `userId`, or null when none is saved. */
export async function getHomePostcode({ userId }: { userId: string }): Promise<string | null> {
  const db = await getDb();
  const [row] = await db.select({ home_pc4: profiles.home_pc4 }).from(profiles).where(eq(profiles.id, userId)).limit(1);
  return row?.home_pc4 ?? null;
}
