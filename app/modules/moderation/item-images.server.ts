/**
 * A moderator removes one picture of an initiative, event or vacancy, leaving the item itself as
 * it is (its status, its wait for review, its owner). In one transaction the item row is locked,
 * the image must be in one of its slots, the slot's column is set to null and the audit entry
 * "item.image_remove" is written; after the commit the now orphaned image row and its files are
 * deleted by the one deletion rule of pictures (`deleteOrphanImages`,
 * docs/decisions/033-images.md) and the owner is mailed, as with the other moderation decisions.
 */
import { eq } from "drizzle-orm";
import { events, initiatives, vacancies } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { type FormOutcome, handleForm, outcome } from "~/lib/form-action.server";
import type { FavoriteItemType } from "~/lib/enums";
import { isUuid } from "~/lib/list-params";
import { isModerator } from "~/lib/permissions";
import type { Outcome } from "~/lib/result";
import type { Viewer } from "~/lib/viewer";
import { deleteOrphanImages } from "~/modules/images/cleanup.server";
import { recordAudit } from "./audit.server";
import { reviewTexts } from "./review";
import { REMOVE_IMAGE_INTENT, RemoveImageSchema } from "./review-forms";
import { mailDecision } from "./review.server";

/** The image columns of each kind of item (every slot of `imageSlotsByKind`, ADR 033). */
const imageColumns = {
  initiative: ["logo_image_id", "cover_image_id"],
  event: ["image_id"],
  vacancy: ["image_id"],
} as const satisfies Record<FavoriteItemType, readonly string[]>;

const tables = { initiative: initiatives, event: events, vacancy: vacancies } as const;

/** The result of {@link removeItemImage}: done, refused, or "image_not_in_item". */
export type RemoveImageResult = Outcome | { status: "image_not_in_item" };

/**
 * "Afbeelding verwijderen" on the moderators' screens.
 * @param options.viewer the acting member; only a moderator or admin (the same rule as reviewing,
 *   `isModerator` in ~/lib/permissions)
 * @param options.type "initiative" | "event" | "vacancy"
 * @param options.id the item's id (UUID; a malformed id is "not_found")
 * @param options.imageId the image's id (UUID); it must be in one of the item's slots now
 * @returns ok; "forbidden" for anyone but a moderator or admin (nothing written); "not_found" for
 *   an unknown item; "image_not_in_item" when the image is not (or no longer) the item's
 * @throws Error when the database fails (nothing is written); the deletion of the files and the
 *   mail after the commit never throw (failures are logged, the periodic cleanup retries)
 */
export async function removeItemImage(options: { viewer: Viewer; type: FavoriteItemType; id: string; imageId: string }): Promise<RemoveImageResult> {
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
    const title = "name" in row ? row.name : row.title;
    await recordAudit(tx, { actorId: viewer.id, action: "item.image_remove", item: { type, id, title, ownerId: row.created_by } });
    return { status: "ok", title, ownerId: row.created_by } as const;
  });
  if (result.status !== "ok") return result;
  await deleteOrphanImages();
  if (result.ownerId && result.ownerId !== viewer.id) {
    await mailDecision(result.ownerId, { decision: "image_removed", type, id, title: result.title, reason: null });
  }
  return { status: "ok" };
}

/**
 * How a beheer page answers "Afbeelding verwijderen" (docs/decisions/017-form-actions.md): done →
 * back to `page` with the toast "Afbeelding verwijderd"; an image that is not the item's → 404
 * with a Dutch form error at the item; an unknown item (or, past the beheer guard, "forbidden") →
 * 404 "Niet gevonden".
 * @param page the local path to go back to, e.g. "/beheer/beoordelen"
 */
export function removeImageOutcome(result: RemoveImageResult, page: string): FormOutcome {
  if (result.status === "ok") return outcome.redirect(page, reviewTexts.imageRemoved);
  if (result.status === "image_not_in_item") return outcome.fail(404, { form: reviewTexts.imageNotOfItem });
  return outcome.fail(404, { form: reviewTexts.notFound });
}

/**
 * The "afbeelding-verwijderen" intent of the beheer pages that show items (the review queue and
 * the reports): validates `item_type`, `item_id`, `image_id` and the confirmation
 * ({@link RemoveImageSchema}), removes the image ({@link removeItemImage}) and answers as
 * {@link removeImageOutcome}.
 * @param page the page's local path, e.g. "/beheer/meldingen"
 * @returns the route action's answer (a redirect with the toast, or 400/404 with a Dutch message)
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
