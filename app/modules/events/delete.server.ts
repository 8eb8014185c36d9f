/**
 * Deleting an event from /mijn-items (SPEC.md §2 "My items", §7 "events: delete by id", §8
 * "Deletes"; issue "Members contribute" §4). Favourites pointing at the event go with it through
 * the foreign key `favorites.event_id` (ON DELETE CASCADE).
 */
import { eq } from "drizzle-orm";
import { events, initiatives } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { isUuid } from "~/lib/list-params";

/** Outcome of {@link deleteEvent}. */
export type DeleteEventResult = "ok" | "not_found" | "forbidden";

/**
 * Deletes event `id` when member `userId` owns it: they created the event (`events.created_by`)
 * or the initiative it belongs to. The check and the delete run in one transaction with the event
 * row locked.
 * @param options.id the event's UUID (anything else is "not_found")
 * @param options.userId the member's auth user id (UUID)
 * @returns "ok", "not_found" (unknown or malformed id) or "forbidden" (someone else's); nothing
 *   changes unless "ok"
 * @throws Error when the database fails (nothing is deleted then)
 */
export async function deleteEvent({ id, userId }: { id: string; userId: string }): Promise<DeleteEventResult> {
  if (!isUuid(id)) return "not_found";
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ creator: events.created_by, initiativeOwner: initiatives.created_by })
      .from(events)
      .innerJoin(initiatives, eq(initiatives.id, events.initiative_id))
      .where(eq(events.id, id))
      .for("update", { of: events });
    if (!row) return "not_found";
    if (row.creator !== userId && row.initiativeOwner !== userId) return "forbidden";
    await tx.delete(events).where(eq(events.id, id));
    return "ok";
  });
}
