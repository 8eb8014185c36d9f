/**
 * Writes of a member's favourites (SPEC.md §3 "favorites", §4 "Favourite toggle: not favourite to
 * favourite and back; requires login", §7 "favorites: insert {user_id, item_type, item_id};
 * delete by those three"). A member can only ever add or remove their own row: every statement is
 * scoped by `user_id`, which comes from the session, never from the form.
 *
 * The database keeps one row per member and item (unique constraint `favorites_user_item_key`);
 * two adds at the same moment both succeed and leave one row (`ON CONFLICT DO NOTHING`). Only
 * items that exist and are public (the public projections) can be saved; removing always works,
 * also for an item that has been hidden since (a deactivated vacancy, an initiative no longer
 * active), so nobody is left with a favourite they cannot get rid of.
 */
import { and, eq } from "drizzle-orm";
import { eventsPublic, favorites, initiativesPublic, vacanciesPublic } from "~/db/schema";
import { type Database, getDb } from "~/lib/db.server";
import type { FavoriteItemType } from "~/lib/enums";
import { isUuid } from "~/lib/list-params";

/** The outcome of a favourite change: the stored state, or "not_found" when adding an unknown or hidden item. */
export type FavoriteChange = { status: "ok"; favorite: boolean } | { status: "not_found" };

/** A statement run inside a transaction (Drizzle's transaction handle has the query API of the database). */
type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Whether `itemId` is a public item of type `itemType` (what a visitor could open). */
async function isPublicItem(tx: Tx, itemType: FavoriteItemType, itemId: string): Promise<boolean> {
  const view = itemType === "initiative" ? initiativesPublic : itemType === "event" ? eventsPublic : vacanciesPublic;
  const [row] = await tx.select({ id: view.id }).from(view).where(eq(view.id, itemId)).limit(1);
  return Boolean(row);
}

/** PostgreSQL's foreign_key_violation, here: the item was deleted between the check and the insert. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23503") return true;
  }
  return false;
}

function byMember(userId: string, itemType: FavoriteItemType, itemId: string) {
  return and(eq(favorites.user_id, userId), eq(favorites.item_type, itemType), eq(favorites.item_id, itemId));
}

/**
 * Runs `change` in a transaction for a well-formed item id.
 * @returns `change`'s outcome, or "not_found" (malformed id, or an item deleted while the change
 *   ran)
 */
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

/** Saves the favourite when the item is public; "not_found" (nothing stored) when it is not. */
async function addIfPublic(tx: Tx, userId: string, itemType: FavoriteItemType, itemId: string): Promise<FavoriteChange> {
  if (!(await isPublicItem(tx, itemType, itemId))) return { status: "not_found" };
  await tx
    .insert(favorites)
    .values({ user_id: userId, item_type: itemType, item_id: itemId })
    .onConflictDoNothing({ target: [favorites.user_id, favorites.item_type, favorites.item_id] });
  return { status: "ok", favorite: true };
}

/**
 * Sets whether member `userId` has item (`itemType`, `itemId`) as a favourite. Idempotent: adding
 * an existing favourite or removing an absent one changes nothing and reports the state.
 * @param options.userId the member's id (from the session)
 * @param options.itemType "initiative", "event" or "vacancy"
 * @param options.itemId the item's UUID
 * @param options.favorite the wanted state
 * @returns `{ status: "ok", favorite }` (the stored state afterwards) or `{ status: "not_found" }`
 *   when the id is malformed, or when adding an item that does not exist or is not public (nothing
 *   changes then). Removing works whatever the item's state.
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
 * Flips whether member `userId` has the item as a favourite: removes it when present (whatever
 * the item's state), adds it when absent and public (SPEC.md §4). Two toggles racing to add both
 * end with the one row.
 * @param options see {@link setFavorite}
 * @returns `{ status: "ok", favorite }` (the state afterwards) or `{ status: "not_found" }`
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
