/** Reading and saving a member's volunteer profile; private to the member (docs/product-rules.md#matching). */
import { eq } from "drizzle-orm";
import { profiles, user, volunteerProfiles } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import type { VolunteerProfile, VolunteerProfileValues } from "./profile";

/**
 * The volunteer profile of member `userId` with their home postcode.
 * @returns the profile, with `exists` false (and empty lists) when no volunteer profile was saved;
 *   null when no user `userId` exists
 */
export async function getVolunteerProfile({ userId }: { userId: string }): Promise<(VolunteerProfile & { exists: boolean }) | null> {
  const db = await getDb();
  const [row] = await db
    .select({ home_pc4: profiles.home_pc4, volunteer: volunteerProfiles })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(volunteerProfiles, eq(volunteerProfiles.user_id, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  if (!row) return null;
  const v = row.volunteer;
  return {
    exists: v !== null,
    home_pc4: row.home_pc4 ?? null,
    max_distance_km: v?.max_distance_km ?? null,
    themes: v?.themes ?? [],
    categories: v?.categories ?? [],
    skills: v?.skills ?? [],
    availability: v?.availability ?? [],
    commitments: v?.commitments ?? [],
    suitable_for: v?.suitable_for ?? [],
  };
}

/**
 * Upserts the volunteer profile of member `userId` and their home postcode (`profiles.home_pc4`,
 * the same field as on /instellingen), in one transaction.
 * @throws Error when the database fails
 */
export async function saveVolunteerProfile({
  userId,
  email,
  values,
}: {
  userId: string;
  email: string;
  values: VolunteerProfileValues;
}): Promise<void> {
  const db = await getDb();
  const now = new Date();
  const { postcode, ...rest } = values;
  const volunteer = { ...rest, updated_at: now };
  await db.transaction(async (tx) => {
    await tx
      .insert(profiles)
      .values({ id: userId, email, home_pc4: postcode, updated_at: now })
      .onConflictDoUpdate({ target: profiles.id, set: { home_pc4: postcode, updated_at: now } });
    await tx
      .insert(volunteerProfiles)
      .values({ user_id: userId, ...volunteer })
      .onConflictDoUpdate({ target: volunteerProfiles.user_id, set: volunteer });
  });
}

/** Whether member `userId` saved a volunteer profile (the home page then links to "Voor jou"). */
export async function hasVolunteerProfile({ userId }: { userId: string }): Promise<boolean> {
  const db = await getDb();
  return (await db.$count(volunteerProfiles, eq(volunteerProfiles.user_id, userId))) > 0;
}
