/**
 * A moderator removes one picture of an item, leaving the item as it is. The slot is cleared and the
 * audit entry written in one transaction; after the commit the orphaned image is deleted and the owner mailed.
 */
import { eq } from "drizzle-orm";
import { events, initiativeUpdates, initiatives, vacancies } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { type FormOutcome, handleForm, outcome } from "~/lib/form-action.server";
import type { ModeratedItemType } from "~/lib/moderated-item-types";
import { isUuid } from "~/lib/list-params";
import { isModerator } from "~/lib/permissions";
import type { Outcome } from "~/lib/result";
import type { Viewer } from "~/lib/viewer";
import { deleteOrphanImages } from "~/modules/images/cleanup.server";
import { recordAudit } from "./audit.server";
import { itemPath } from "./paths";
import { reviewTexts } from "./review";
import { REMOVE_IMAGE_INTENT, RemoveImageSchema } from "./review-forms";
import { mailDecision } from "./review.server";
import { getUpdateItem } from "./update-items.server";

const imageColumns = {
  initiative: ["logo_image_id", "cover_image_id"],
  event: ["image_id"],
  vacancy: ["image_id"],
  update: ["image_id"],
} as const satisfies Record<ModeratedItemType, readonly string[]>;

const tables = { initiative: initiatives, event: events, vacancy: vacancies, update: initiativeUpdates } as const;

export type RemoveImageResult = Outcome | { status: "image_not_in_item" };

/**
 * "Afbeelding verwijderen" on the moderators' screens (moderators and admins only).
 * @returns "image_not_in_item" when the image is not (or no longer) in one of the item's slots
 * @throws Error when the database fails (nothing is written); the file deletion and mail after the commit only log
 */
export async function removeItemImage(options: { viewer: Viewer; type: ModeratedItemType; id: string; imageId: string }): Promise<RemoveImageResult> {
  const { viewer, type, id, imageId } = options;
  if (!isModerator(viewer) || !viewer) return { status: "forbidden" };
  if (!isUuid(id)) return { status: "not_found" };
  if (!isUuid(imageId)) return { status: "image_not_in_item" };
  const table = tables[type];
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(table).where(eq(table.id, id)).for("update");
    if (!row) return { status: "not_found" } as const;
    const slots: readonly string[] = imageColumns[type];
    const column = slots.find((name) => (row as Record<string, unknown>)[name] === imageId);
    if (!column) return { status: "image_not_in_item" } as const;
    await tx
      .update(table)
      .set({ [column]: null })
      .where(eq(table.id, id));
    const update = type === "update" ? await getUpdateItem(tx, id) : null;
    const title = update?.title ?? ("name" in row ? row.name : "title" in row ? row.title : "");
    await recordAudit(tx, { actorId: viewer.id, action: "item.image_remove", item: { type, id, title, ownerId: row.created_by } });
    return { status: "ok", title, path: update?.path ?? (type === "update" ? "/" : itemPath(type, id)), ownerId: row.created_by } as const;
  });
  if (result.status !== "ok") return result;
  await deleteOrphanImages();
  if (result.ownerId && result.ownerId !== viewer.id) {
    await mailDecision(result.ownerId, { decision: "image_removed", type, id, title: result.title, reason: null, path: result.path });
  }
  return { status: "ok" };
}

/** How a beheer page answers "Afbeelding verwijderen": a toast back on `page`, or a 404. */
export function removeImageOutcome(result: RemoveImageResult, page: string): FormOutcome {
  if (result.status === "ok") return outcome.redirect(page, reviewTexts.imageRemoved);
  if (result.status === "image_not_in_item") return outcome.fail(404, { form: reviewTexts.imageNotOfItem });
  return outcome.fail(404, { form: reviewTexts.notFound });
}

/**
 * The "remove-image" intent of the beheer pages that show items: validates and removes.
 * @returns a redirect with the toast, or 400/404 with a Dutch message
 */
export function handleRemoveImage({ formData, viewer, page }: { formData: FormData; viewer: Viewer; page: string }) {
  return handleForm({
    formData,
    intent: REMOVE_IMAGE_INTENT,
    schema: RemoveImageSchema,
    unexpected: reviewTexts.imageFailure,
    handle: async (value) => removeImageOutcome(await removeItemImage({ viewer, type: value.item_type, id: value.item_id, imageId: value.image_id }), page),
  });
}
