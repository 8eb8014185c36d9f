/**
 * Writes of a member's favourites (docs/product-rules.md#favourites), scoped by the session's `user_id`.
 * Only public items can be added; removing always works, so nobody keeps a favourite they cannot get rid of.
 * Adding an initiative also follows it (docs/product-rules.md#following); removing keeps the follow.
 */
import { and, eq } from "drizzle-orm";
import { eventsPublic, favorites, initiativesPublic, vacanciesPublic } from "~/db/schema";
import { type Database, getDb } from "~/lib/db.server";
import type { FavoriteItemType } from "~/lib/enums";
import { isUuid } from "~/lib/list-params";
import { followInitiative } from "~/modules/following/follows.server";

export type FavoriteChange = { status: "ok"; favorite: boolean } | { status: "not_found" };

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function isPublicItem(tx: Tx, itemType: FavoriteItemType, itemId: string): Promise<boolean> {
  const view = itemType === "initiative" ? initiativesPublic : itemType === "event" ? eventsPublic : vacanciesPublic;
  const [row] = await tx.select({ id: view.id }).from(view).where(eq(view.id, itemId)).limit(1);
  return Boolean(row);
}

/** Here: the item was deleted between the check and the insert. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23503") return true;
  }
  return false;
}

function byMember(userId: string, itemType: FavoriteItemType, itemId: string) {
  return and(eq(favorites.user_id, userId), eq(favorites.item_type, itemType), eq(favorites.item_id, itemId));
}

/** @returns `change`'s outcome, or "not_found" (malformed id, or the item deleted meanwhile) */
async function inTransaction(itemId: string, change: (tx: Tx) => Promise<FavoriteChange>): Promise<FavoriteChange> {
  if (!isUuid(itemId)) return { status: "not_found" };
  const db = await getDb();
  try {
    return await db.transaction(change);
  } catch (error) {
    if (isForeignKeyViolation(error)) return { status: "not_found" };
    throw error;
  }
}

async function addIfPublic(tx: Tx, userId: string, itemType: FavoriteItemType, itemId: string): Promise<FavoriteChange> {
  if (!(await isPublicItem(tx, itemType, itemId))) return { status: "not_found" };
  await tx
    .insert(favorites)
    .values({ user_id: userId, item_type: itemType, item_id: itemId })
    .onConflictDoNothing({ target: [favorites.user_id, favorites.item_type, favorites.item_id] });
  if (itemType === "initiative") await followInitiative(tx, userId, itemId);
  return { status: "ok", favorite: true };
}

/**
 * Sets whether `userId` has the item as a favourite; idempotent, racing adds leave one row.
 * @returns "not_found" for a malformed id or when adding an unknown or non-public item
 * @throws Error when the database fails
 */
export async function setFavorite({
  userId,
  itemType,
  itemId,
  favorite,
}: {
  userId: string;
  itemType: FavoriteItemType;
  itemId: string;
  favorite: boolean;
}): Promise<FavoriteChange> {
  return inTransaction(itemId, async (tx) => {
    if (favorite) return addIfPublic(tx, userId, itemType, itemId);
    await tx.delete(favorites).where(byMember(userId, itemType, itemId));
    return { status: "ok", favorite: false };
  });
}

/**
 * Flips the favourite: removes it when present, adds it when absent and public.
 * @throws Error when the database fails
 */
export async function toggleFavorite({
  userId,
  itemType,
  itemId,
}: {
  userId: string;
  itemType: FavoriteItemType;
  itemId: string;
}): Promise<FavoriteChange> {
  return inTransaction(itemId, async (tx) => {
    const removed = await tx.delete(favorites).where(byMember(userId, itemType, itemId)).returning({ id: favorites.id });
    if (removed.length > 0) return { status: "ok", favorite: false };
    return addIfPublic(tx, userId, itemType, itemId);
  });
}
