/**
 * Reads of images for the owner's edit forms and for moderators (pages of visitors read pictures
 * only through the public views' `*_picture` columns).
 */
import { inArray } from "drizzle-orm";
import { images } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { toItemPicture } from "./pictures";
import { type CurrentImage, type ImageItemKind, type ImageSlotPrefix, imageSlotsByKind, type ReviewImage } from "./types";

/**
 * The images in an item's slots, for the edit form (alt text default and preview) or the review.
 * @param ids image id per slot prefix (null or absent: empty slot)
 * @returns per given prefix the {@link CurrentImage}, or null for an empty slot
 * @throws Error when the database fails
 */
export async function currentImagesOf<P extends ImageSlotPrefix>(ids: Record<P, string | null>): Promise<Record<P, CurrentImage | null>> {
  const wanted = Object.values<string | null>(ids).filter((id): id is string => typeof id === "string");
  const db = await getDb();
  const rows =
    wanted.length === 0
      ? []
      : await db.select({ id: images.id, alt: images.alt, status: images.status, variants: images.variants }).from(images).where(inArray(images.id, wanted));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const result = {} as Record<P, CurrentImage | null>;
  for (const [prefix, id] of Object.entries(ids) as [P, string | null][]) {
    const row = id ? byId.get(id) : undefined;
    result[prefix] = row
      ? { id: row.id, alt: row.alt, status: row.status, picture: row.status === "ready" ? toItemPicture({ alt: row.alt, variants: row.variants }) : null }
      : null;
  }
  return result;
}

/** An item whose images moderators see: its kind, id and the image id in each of its slots. */
export interface ItemImageIds {
  kind: ImageItemKind;
  id: string;
  /** Image id (UUID) per slot prefix of the kind (`logo`, `cover` or `image`); null or absent: empty. */
  slots: Partial<Record<ImageSlotPrefix, string | null>>;
}

/**
 * The images of many items at once, for the moderators' screens, in ONE query whatever the
 * number of items (a list page must not query per item).
 * @param items the items with the image ids of their slots (read with the item's own row)
 * @returns per item key `"<kind>:<id>"` its images in slot order (logo before cover); an item
 *   without images is absent. A slot whose image row is gone is skipped.
 * @throws Error when the database fails
 */
export async function reviewImagesOf(items: readonly ItemImageIds[]): Promise<Map<string, ReviewImage[]>> {
  const wanted = [...new Set(items.flatMap((item) => Object.values(item.slots).filter((id): id is string => typeof id === "string")))];
  const result = new Map<string, ReviewImage[]>();
  if (wanted.length === 0) return result;
  const db = await getDb();
  const rows = await db
    .select({ id: images.id, role: images.role, alt: images.alt, status: images.status, variants: images.variants })
    .from(images)
    .where(inArray(images.id, wanted));
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const item of items) {
    const found: ReviewImage[] = [];
    for (const { prefix } of imageSlotsByKind[item.kind]) {
      const id = item.slots[prefix as ImageSlotPrefix];
      const row = id ? byId.get(id) : undefined;
      if (!row) continue;
      found.push({
        id: row.id,
        role: row.role,
        alt: row.alt,
        status: row.status,
        picture: row.status === "ready" ? toItemPicture({ alt: row.alt, variants: row.variants }) : null,
      });
    }
    if (found.length > 0) result.set(`${item.kind}:${item.id}`, found);
  }
  return result;
}
