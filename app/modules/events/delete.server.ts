/**
 * Deleting an event from /mijn-items (SPEC.md §2 "My items", §7 "events: delete by id", §8
 * "Deletes"; docs/decisions/007-member-content.md). Favourites pointing at the event go with it
 * through the foreign key `favorites.event_id` (ON DELETE CASCADE).
 */
import { and, eq } from "drizzle-orm";
import { events, initiatives } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { isUuid } from "~/lib/list-params";
import type { Outcome } from "~/lib/result";
import type { Member } from "~/lib/viewer";
import { canDeleteEvent } from "./permissions";
import { eventEditableBy } from "./permissions.server";
import { beforeEventsDeleted } from "~/modules/participation/organizer.server";
import { deleteOrphanImages } from "~/modules/images/cleanup.server";

/**
 * Deletes event `id` when `viewer` may ({@link canDeleteEvent}: they created the event or its
 * initiative). The check and the delete run in one transaction with the event row locked; the
 * people signed up for it are mailed that it does not go ahead (`beforeEventsDeleted`).
 * @param options.id the event's UUID (anything else is "not_found")
 * @param options.viewer the signed-in member
 * @returns `{ status: "ok" }`, `{ status: "not_found" }` (unknown or malformed id) or
 *   `{ status: "forbidden" }` (someone else's); nothing changes unless "ok"
 * @throws Error when the database fails (nothing is deleted then)
 */
export async function deleteEvent({ id, viewer }: { id: string; viewer: Member }): Promise<Outcome> {
  if (!isUuid(id)) return { status: "not_found" };
  const db = await getDb();
  const result = await db.transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx
      .select({ created_by: events.created_by, initiative_created_by: initiatives.created_by })
      .from(events)
      .innerJoin(initiatives, eq(initiatives.id, events.initiative_id))
      .where(eq(events.id, id))
      .for("update", { of: events });
    if (!row) return { status: "not_found" };
    if (!canDeleteEvent(viewer, row)) return { status: "forbidden" };
    await beforeEventsDeleted(tx, [id]);
    await tx.delete(events).where(and(eq(events.id, id), eventEditableBy(viewer)));
    return { status: "ok" };
  });
  // Its image, no longer pointed at, goes with its files (docs/decisions/033-images.md).
  if (result.status === "ok") await deleteOrphanImages();
  return result;
}
