/**
 * Following initiatives (docs/product-rules.md#following): a member follows a public initiative
 * ("Volgen"), sees and ends what they follow at /volgend, and gets its news as notifications.
 * Favouriting an initiative follows it too; ending the follow keeps the favourite. Who follows is
 * private: an initiative's owner sees only how many.
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import { follows, initiatives, initiativesPublic } from "~/db/schema";
import { type Executor, getDb } from "~/lib/db.server";
import { isUuid } from "~/lib/list-params";
import { preparedFor } from "~/lib/prepared.server";
import type { Viewer } from "~/lib/viewer";

export type FollowChange = { status: "ok"; following: boolean } | { status: "not_found" };

/**
 * Makes `userId` follow `initiativeId` in `executor` (idempotent); only a public initiative can be
 * followed. @returns false when the initiative is not public (nothing written)
 */
export async function followInitiative(executor: Executor, userId: string, initiativeId: string, now: Date = new Date()): Promise<boolean> {
  const [row] = await executor.select({ id: initiativesPublic.id }).from(initiativesPublic).where(eq(initiativesPublic.id, initiativeId)).limit(1);
  if (!row) return false;
  await executor.insert(follows).values({ user_id: userId, initiative_id: initiativeId, created_at: now }).onConflictDoNothing();
  return true;
}

/** Ends `userId`'s follow of `initiativeId` (idempotent; always allowed, so nobody is stuck with a follow). */
export async function unfollowInitiative(executor: Executor, userId: string, initiativeId: string): Promise<void> {
  await executor.delete(follows).where(and(eq(follows.user_id, userId), eq(follows.initiative_id, initiativeId)));
}

/**
 * Sets whether `userId` follows the initiative.
 * @returns "not_found" for a malformed id, or when following an unknown or non-public initiative
 * @throws Error when the database fails
 */
export async function setFollowing({ userId, initiativeId, following }: { userId: string; initiativeId: string; following: boolean }): Promise<FollowChange> {
  if (!isUuid(initiativeId)) return { status: "not_found" };
  const db = await getDb();
  return db.transaction(async (tx): Promise<FollowChange> => {
    if (!following) {
      await unfollowInitiative(tx, userId, initiativeId);
      return { status: "ok", following: false };
    }
    return (await followInitiative(tx, userId, initiativeId)) ? { status: "ok", following: true } : { status: "not_found" };
  });
}

/** Whether `userId` follows `initiativeId`; false for a visitor (null). */
export async function isFollowing(userId: string | null, initiativeId: string): Promise<boolean> {
  if (!userId || !isUuid(initiativeId)) return false;
  const db = await getDb();
  const [row] = await db
    .select({ id: follows.initiative_id })
    .from(follows)
    .where(and(eq(follows.user_id, userId), eq(follows.initiative_id, initiativeId)))
    .limit(1);
  return Boolean(row);
}

/**
 * Which of `initiativeIds` the viewer follows, for the cards of a page: one query for all of them;
 * none (and no query) for a visitor or an empty page. Malformed ids are left out.
 * @returns the followed ids, in no particular order
 * @throws Error when the database fails
 */
export async function listViewerFollowedIds({ viewer, initiativeIds }: { viewer: Viewer; initiativeIds: readonly string[] }): Promise<string[]> {
  const ids = [...new Set(initiativeIds.filter(isUuid))];
  if (!viewer || ids.length === 0) return [];
  const rows = await followedAmong(await getDb()).execute({ userId: viewer.id, initiativeIds: ids });
  return rows.map((row) => row.initiative_id);
}

const followedAmong = preparedFor((db) =>
  db
    .select({ initiative_id: follows.initiative_id })
    .from(follows)
    .where(and(eq(follows.user_id, sql.placeholder("userId")), sql`${follows.initiative_id} = any(${sql.placeholder("initiativeIds")}::uuid[])`))
    .prepare("follows_of_member_among_initiatives"),
);

/**
 * How many members follow `initiativeId`, for its owner only.
 * @returns null unless `viewerId` created the initiative (nobody else sees the number)
 */
export async function followerCountForOwner(viewerId: string | null, initiativeId: string): Promise<number | null> {
  if (!viewerId || !isUuid(initiativeId)) return null;
  const db = await getDb();
  const [own] = await db
    .select({ id: initiatives.id })
    .from(initiatives)
    .where(and(eq(initiatives.id, initiativeId), eq(initiatives.created_by, viewerId)));
  if (!own) return null;
  const [row] = await db.select({ n: count() }).from(follows).where(eq(follows.initiative_id, initiativeId));
  return row?.n ?? 0;
}

export interface FollowedInitiative {
  id: string;
  name: string;
  city: string | null;
  /** When the member started following (UTC). */
  followed_at: Date;
  /** False while the initiative is not public (hidden, in review): still listed, so it can be unfollowed. */
  is_public: boolean;
}

export const FOLLOWING_PAGE_SIZE = 24;

/**
 * What `userId` follows, newest first, a page of {@link FOLLOWING_PAGE_SIZE}.
 * @param page 1-based
 * @returns the page's rows and the total
 */
export async function listFollowing(userId: string, page = 1, executor?: Executor): Promise<{ items: FollowedInitiative[]; total: number }> {
  const db = executor ?? (await getDb());
  const rows = await db
    .select({
      id: initiatives.id,
      name: initiatives.name,
      city: initiatives.city,
      followed_at: follows.created_at,
      is_public: sql<boolean>`${initiatives.id} in (select ${initiativesPublic.id} from ${initiativesPublic})`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(follows)
    .innerJoin(initiatives, eq(initiatives.id, follows.initiative_id))
    .where(eq(follows.user_id, userId))
    .orderBy(desc(follows.created_at), desc(follows.initiative_id))
    .limit(FOLLOWING_PAGE_SIZE)
    .offset((Math.max(1, page) - 1) * FOLLOWING_PAGE_SIZE);
  if (rows.length === 0 && page > 1) {
    const [row] = await db.select({ n: count() }).from(follows).where(eq(follows.user_id, userId));
    return { items: [], total: row?.n ?? 0 };
  }
  return { items: rows.map(({ total: _total, ...item }) => item), total: rows[0]?.total ?? 0 };
}

/** Every follow of `userId`, for the data export. */
export async function followsForExport(userId: string, executor?: Executor): Promise<{ initiative_id: string; initiative_name: string; created_at: Date }[]> {
  const db = executor ?? (await getDb());
  return db
    .select({ initiative_id: follows.initiative_id, initiative_name: initiatives.name, created_at: follows.created_at })
    .from(follows)
    .innerJoin(initiatives, eq(initiatives.id, follows.initiative_id))
    .where(eq(follows.user_id, userId))
    .orderBy(follows.created_at);
}

/**
 * What `userId` follows, newest first, after the keyset position `after` (the API's cursor):
 * `key` is the follow's `created_at` as PostgreSQL text, `id` the initiative's.
 * @returns up to `limit` rows with their positions, and whether more follow
 */
export async function listFollowingAfter(
  userId: string,
  { limit, after }: { limit: number; after?: { key: string; id: string } | null },
): Promise<{ items: (Omit<FollowedInitiative, "city"> & { position: { key: string; id: string } })[]; hasMore: boolean }> {
  const db = await getDb();
  const rows = await db
    .select({
      id: initiatives.id,
      name: initiatives.name,
      followed_at: follows.created_at,
      is_public: sql<boolean>`${initiatives.id} in (select ${initiativesPublic.id} from ${initiativesPublic})`,
      key: sql<string>`${follows.created_at}::text`,
    })
    .from(follows)
    .innerJoin(initiatives, eq(initiatives.id, follows.initiative_id))
    .where(
      and(
        eq(follows.user_id, userId),
        after ? sql`(${follows.created_at}, ${follows.initiative_id}) < (${after.key}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(follows.created_at), desc(follows.initiative_id))
    .limit(limit + 1);
  const items = rows.slice(0, limit).map(({ key, ...row }) => ({ ...row, position: { key, id: row.id } }));
  return { items, hasMore: rows.length > limit };
}

/** When `userId` started following `initiativeId` (UTC), or null when not following; in `executor`. */
export async function followedSince(executor: Executor, userId: string, initiativeId: string): Promise<Date | null> {
  const [row] = await executor
    .select({ created_at: follows.created_at })
    .from(follows)
    .where(and(eq(follows.user_id, userId), eq(follows.initiative_id, initiativeId)))
    .limit(1);
  return row?.created_at ?? null;
}
