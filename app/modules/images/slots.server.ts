/**
 * The image slots of an item form, in one place for the create and edit actions of initiatives,
 * events and vacancies (docs/decisions/033-images.md). Per slot of the kind
 * (`imageSlotsByKind` in ./types) it reads the file input, the hidden `<prefix>_upload`, the alt
 * text and the remove box, stages a new file (./upload.server.ts), checks the text alternative
 * (./fields.ts) and says what the save must do with the item's image column.
 *
 * Nothing is lost when a field fails: a file that passed its checks is staged even when another
 * field is refused, and its id is put into the posted form as `<prefix>_upload`, so Conform's
 * answer (`lastResult.initialValue`) carries it back into the re-rendered form.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { images } from "~/db/schema";
import type { Transaction } from "~/lib/db.server";
import { imageAltError, imageFieldNames } from "./fields";
import { logger } from "~/lib/logger.server";
import { checkStagedImage, type StagedUpload, stageUpload } from "./upload.server";
import { type ImageItemKind, type ImageRole, type ImageSlotPrefix, imageMessages, imageSlotsByKind } from "./types";

/** What saving the item does with one slot. */
export type ImageSlotChange =
  | { prefix: ImageSlotPrefix; role: ImageRole; action: "none" }
  | { prefix: ImageSlotPrefix; role: ImageRole; action: "keep"; id: string; alt: string }
  | { prefix: ImageSlotPrefix; role: ImageRole; action: "attach"; id: string; alt: string }
  | { prefix: ImageSlotPrefix; role: ImageRole; action: "remove" };

/** The item column of each slot. */
export const imageColumnOf = {
  logo: "logo_image_id",
  cover: "cover_image_id",
  image: "image_id",
} as const satisfies Record<ImageSlotPrefix, string>;

/** The id of the image in each slot of an item now (edit), by prefix; absent or null: empty. */
export type CurrentImageIds = Partial<Record<ImageSlotPrefix, string | null>>;

/** Whether a checkbox value means "checked". */
function checked(value: FormDataEntryValue | null): boolean {
  return typeof value === "string" && value !== "" && value !== "false" && value !== "0";
}

/**
 * Reads and checks the image slots of `kind` in `formData`, staging new files.
 * Changes `formData` in place: a staged file is replaced by its id in `<prefix>_upload`; a file
 * input or an upload id that was refused is removed.
 * @param options.formData the posted form (from `readFormData`)
 * @param options.kind initiative, event or vacancy
 * @param options.userId the signed-in member (UUID): owner of new uploads; only their own
 *   unattached uploads are accepted in `<prefix>_upload`
 * @param options.current the item's image ids now (edit); omitted on create
 * @returns `errors`: Dutch messages by field name (the file field `<prefix>` or `<prefix>_alt`),
 *   empty when all is well; `changes`: one per slot, for {@link imageColumns} and {@link attachImages}
 * @throws Error when the database fails while checking an upload id (a failure to stage a new
 *   file is logged and answered with a field error, so the form is kept)
 */
export async function readImageSlots({
  formData,
  kind,
  userId,
  current = {},
}: {
  formData: FormData;
  kind: ImageItemKind;
  userId: string;
  current?: CurrentImageIds;
}): Promise<{ errors: Record<string, string>; changes: ImageSlotChange[] }> {
  const errors: Record<string, string> = {};
  const changes: ImageSlotChange[] = [];
  for (const { prefix, role } of imageSlotsByKind[kind]) {
    const names = imageFieldNames(prefix);
    const altValue = formData.get(names.alt);
    const alt = typeof altValue === "string" ? altValue.trim() : "";
    const remove = checked(formData.get(names.remove));
    const file = formData.get(names.file);
    const uploadValue = formData.get(names.upload);
    formData.delete(names.file);
    let newId: string | null = null;
    if (file instanceof File && file.size > 0) {
      const staged = await stageUpload({ file, role, userId }).catch((error: unknown): StagedUpload => {
        logger.error({ err: error, role }, "staging an upload failed");
        return { ok: false, message: imageMessages.uploadFailed };
      });
      if (staged.ok) {
        newId = staged.id;
        formData.set(names.upload, staged.id);
      } else {
        errors[names.file] = staged.message;
        formData.delete(names.upload);
      }
    } else if (typeof uploadValue === "string" && uploadValue.trim() !== "") {
      const check = await checkStagedImage({ id: uploadValue.trim(), userId, role });
      if (check.ok) newId = uploadValue.trim();
      else {
        errors[names.file] = check.message;
        formData.delete(names.upload);
      }
    }
    const currentId = current[prefix] ?? null;
    const refused = names.file in errors;
    let change: ImageSlotChange;
    if (newId) change = { prefix, role, action: "attach", id: newId, alt };
    else if (currentId && !remove && !refused) change = { prefix, role, action: "keep", id: currentId, alt };
    else if (currentId && remove) change = { prefix, role, action: "remove" };
    else change = { prefix, role, action: "none" };
    const altError = imageAltError(alt, change.action === "attach" || change.action === "keep");
    if (altError && !refused) errors[names.alt] = altError;
    changes.push(change);
  }
  return { errors, changes };
}

/**
 * The item columns a save sets: the new image's id for "attach", null for "remove"; slots kept
 * or left empty are not mentioned.
 */
export function imageColumns(changes: readonly ImageSlotChange[]): Partial<Record<(typeof imageColumnOf)[ImageSlotPrefix], string | null>> {
  const columns: Partial<Record<(typeof imageColumnOf)[ImageSlotPrefix], string | null>> = {};
  for (const change of changes) {
    if (change.action === "attach") columns[imageColumnOf[change.prefix]] = change.id;
    if (change.action === "remove") columns[imageColumnOf[change.prefix]] = null;
  }
  return columns;
}

/**
 * Inside the item's save transaction, after the item row was written: marks each new image
 * attached (only the member's own unattached upload of the right role) and stores the text
 * alternative of new and kept images. Images no item points at any more are deleted after the
 * commit by `deleteOrphanImages` (./cleanup.server.ts).
 * @throws Error when a new image is no longer the member's unattached upload (the transaction
 *   rolls back; a race with another save of the same upload) or the database fails
 */
export async function attachImages(tx: Transaction, changes: readonly ImageSlotChange[], userId: string): Promise<void> {
  for (const change of changes) {
    if (change.action === "attach") {
      const attached = await tx
        .update(images)
        .set({ alt: change.alt, attached_at: sql`now()` })
        .where(and(eq(images.id, change.id), eq(images.created_by, userId), eq(images.role, change.role), isNull(images.attached_at)))
        .returning({ id: images.id });
      if (attached.length !== 1) throw new Error(`attachImages: image ${change.id} is not an unattached upload of this member`);
    } else if (change.action === "keep") {
      await tx.update(images).set({ alt: change.alt }).where(eq(images.id, change.id));
    }
  }
}

/** Whether any slot changed what the item points at (then old images may need deleting). */
export function detachesImages(changes: readonly ImageSlotChange[]): boolean {
  return changes.some((change) => change.action === "attach" || change.action === "remove");
}
