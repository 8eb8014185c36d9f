/**
 * Posting, editing and deleting initiative updates (docs/product-rules.md#initiative-updates).
 * Every write checks in SQL that the viewer may edit the initiative; posting counts the initiative's
 * updates of the last 24 hours under a row lock on the initiative, so two posts cannot both pass.
 */
import { and, count, eq, gt, sql } from "drizzle-orm";
import { initiativeUpdates, initiatives } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import type { InitiativeStatus } from "~/lib/enums";
import { isUuid } from "~/lib/list-params";
import type { Member } from "~/lib/viewer";
import { initiativeEditableBy } from "~/modules/initiatives/permissions.server";
import { deleteOrphanImages } from "~/modules/images/cleanup.server";
import { attachImages, detachesImages, type ImageSlotChange, imageColumns } from "~/modules/images/slots.server";
import { UPDATE_LIMITS, type UpdateValues } from "./schemas";

export type CreateUpdateResult =
  | { status: "ok"; id: string; initiativeStatus: InitiativeStatus }
  | { status: "not_found" }
  | { status: "rate_limited" };

/**
 * Posts an update to initiative `initiativeId`: "actief" at once, public while the initiative is.
 * @returns "not_found" for an unknown initiative or one `viewer` may not edit; "rate_limited" when it
 *   already has {@link UPDATE_LIMITS.perDay} updates in the last 24 hours (nothing is stored)
 * @throws Error when the database fails or a new image is no longer the member's upload
 */
export async function createUpdate(options: {
  initiativeId: string | undefined;
  viewer: Member;
  values: UpdateValues;
  images?: readonly ImageSlotChange[];
  now?: Date;
}): Promise<CreateUpdateResult> {
  const { viewer, values, images = [] } = options;
  if (!isUuid(options.initiativeId)) return { status: "not_found" };
  const initiativeId = options.initiativeId;
  const now = options.now ?? new Date();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [initiative] = await tx
      .select({ id: initiatives.id, status: initiatives.status })
      .from(initiatives)
      .where(and(eq(initiatives.id, initiativeId), initiativeEditableBy(viewer)))
      .limit(1)
      .for("no key update");
    if (!initiative) return { status: "not_found" } as const;
    const since = new Date(now.getTime() - 24 * 60 * 60 * 1000);
    const [recent] = await tx
      .select({ total: count() })
      .from(initiativeUpdates)
      .where(and(eq(initiativeUpdates.initiative_id, initiativeId), gt(initiativeUpdates.created_at, since)));
    if ((recent?.total ?? 0) >= UPDATE_LIMITS.perDay) return { status: "rate_limited" } as const;
    const [row] = await tx
      .insert(initiativeUpdates)
      .values({
        initiative_id: initiativeId,
        created_by: viewer.id,
        body: values.body,
        ...(options.now ? { created_at: now, updated_at: now, public_since: now } : {}),
        ...imageColumns(images),
      })
      .returning({ id: initiativeUpdates.id });
    if (!row) throw new Error("createUpdate: insert returned no row");
    await attachImages(tx, images, viewer.id);
    return { status: "ok", id: row.id, initiativeStatus: initiative.status } as const;
  });
}

/** The condition "update `id` of initiative `initiativeId`, which `viewer` may edit". */
function editableUpdate(options: { initiativeId: string; id: string; viewer: Member }) {
  return and(
    eq(initiativeUpdates.id, options.id),
    eq(initiativeUpdates.initiative_id, options.initiativeId),
    sql`${initiativeUpdates.initiative_id} in (select ${initiatives.id} from ${initiatives} where ${initiativeEditableBy(options.viewer)})`,
  );
}

/**
 * Saves the text and picture of update `id`; its moderation state stays as it is.
 * @returns false when it is unknown or `viewer` may not edit its initiative (nothing changes)
 * @throws Error when the database fails
 */
export async function editUpdate(options: {
  initiativeId: string;
  id: string;
  viewer: Member;
  values: UpdateValues;
  images?: readonly ImageSlotChange[];
}): Promise<boolean> {
  const { viewer, values, images = [] } = options;
  if (!isUuid(options.initiativeId) || !isUuid(options.id)) return false;
  const db = await getDb();
  const saved = await db.transaction(async (tx) => {
    const rows = await tx
      .update(initiativeUpdates)
      .set({ body: values.body, updated_at: sql`now()`, ...imageColumns(images) })
      .where(editableUpdate(options))
      .returning({ id: initiativeUpdates.id });
    if (rows.length !== 1) return false;
    await attachImages(tx, images, viewer.id);
    return true;
  });
  if (saved && detachesImages(images)) await deleteOrphanImages();
  return saved;
}

/**
 * Deletes update `id` with its picture.
 * @returns false when it is unknown or `viewer` may not edit its initiative
 * @throws Error when the database fails
 */
export async function deleteUpdate(options: { initiativeId: string; id: string; viewer: Member }): Promise<boolean> {
  if (!isUuid(options.initiativeId) || !isUuid(options.id)) return false;
  const db = await getDb();
  const rows = await db.delete(initiativeUpdates).where(editableUpdate(options)).returning({ image_id: initiativeUpdates.image_id });
  if (rows.length === 0) return false;
  if (rows[0]?.image_id) await deleteOrphanImages();
  return true;
}
