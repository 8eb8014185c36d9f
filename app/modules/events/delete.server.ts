/** Deleting an event from /mijn-items; favourites go with it through ON DELETE CASCADE. */
import { and, eq } from "drizzle-orm";
import { events, initiatives } from "~/db/schema";
import { contentHooks } from "~/lib/content-hooks.server";
import { getDb } from "~/lib/db.server";
import { isUuid } from "~/lib/list-params";
import type { Outcome } from "~/lib/result";
import type { Member } from "~/lib/viewer";
import { canDeleteEvent } from "./permissions";
import { eventEditableBy } from "./permissions.server";
import { deleteOrphanImages } from "~/modules/images/cleanup.server";

/**
 * Deletes event `id` for its creator or its initiative's, in one transaction with the row locked; people
 * signed up are mailed that it does not go ahead.
 * @returns nothing changes unless "ok"
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
    await contentHooks().beforeEventsDeleted(tx, [id]);
    await tx.delete(events).where(and(eq(events.id, id), eventEditableBy(viewer)));
    return { status: "ok" };
  });
  // Its image, no longer pointed at, goes with its files.
  if (result.status === "ok") await deleteOrphanImages();
  return result;
}
