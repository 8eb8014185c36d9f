/**
 * The image slots of an item form, shared by the create and edit actions: reads, stages and checks
 * each slot and says what the save does with the item's image column. A file that passed is staged
 * even when another field is refused, and its id goes into `<prefix>_upload`, so the re-rendered form keeps it.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { images } from "~/db/schema";
import type { Transaction } from "~/lib/db.server";
import { imageAltError, imageFieldNames } from "./fields";
import { logger } from "~/lib/logger.server";
import { checkStagedImage, type StagedUpload, stageUpload } from "./upload.server";
import { type ImageItemKind, type ImageRole, type ImageSlotPrefix, imageMessages, imageSlotsByKind } from "./types";

export type ImageSlotChange =
  | { prefix: ImageSlotPrefix; role: ImageRole; action: "none" }
  | { prefix: ImageSlotPrefix; role: ImageRole; action: "keep"; id: string; alt: string }
  | { prefix: ImageSlotPrefix; role: ImageRole; action: "attach"; id: string; alt: string }
  | { prefix: ImageSlotPrefix; role: ImageRole; action: "remove" };

export const imageColumnOf = {
  logo: "logo_image_id",
  cover: "cover_image_id",
  image: "image_id",
} as const satisfies Record<ImageSlotPrefix, string>;

/** Absent or null: empty. */
export type CurrentImageIds = Partial<Record<ImageSlotPrefix, string | null>>;

function checked(value: FormDataEntryValue | null): boolean {
  return typeof value === "string" && value !== "" && value !== "false" && value !== "0";
}

/**
 * Reads and checks the image slots of `kind`, staging new files; staged files replace themselves by their id in `formData`.
 * @returns `errors`: Dutch messages by field name; `changes`: one per slot
 * @throws Error when the database fails while checking an upload id (a failed staging is a field error)
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

/** The new image's id for "attach", null for "remove"; other slots are not mentioned. */
export function imageColumns(changes: readonly ImageSlotChange[]): Partial<Record<(typeof imageColumnOf)[ImageSlotPrefix], string | null>> {
  const columns: Partial<Record<(typeof imageColumnOf)[ImageSlotPrefix], string | null>> = {};
  for (const change of changes) {
    if (change.action === "attach") columns[imageColumnOf[change.prefix]] = change.id;
    if (change.action === "remove") columns[imageColumnOf[change.prefix]] = null;
  }
  return columns;
}

/**
 * Inside the save transaction: marks new images attached and stores alt texts; orphans are deleted after the commit.
 * @throws Error when a new image is no longer the member's unattached upload (a race; the transaction rolls back)
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

export function detachesImages(changes: readonly ImageSlotChange[]): boolean {
  return changes.some((change) => change.action === "attach" || change.action === "remove");
}
