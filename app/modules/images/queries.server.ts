/** Reads of images for owners' edit forms and moderators; visitors' pages use the views' `*_picture` columns. */
import { inArray } from "drizzle-orm";
import { images } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { toItemPicture } from "./pictures";
import { type CurrentImage, type ImageItemKind, type ImageSlotPrefix, imageSlotsByKind, type ReviewImage } from "./types";

/**
 * The images in an item's slots, for the edit form or the review; null for an empty slot.
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

export interface ItemImageIds {
  kind: ImageItemKind;
  id: string;
  /** Null or absent: empty. */
  slots: Partial<Record<ImageSlotPrefix, string | null>>;
}

/**
 * The images of many items in one query (a list page must not query per item), keyed `"<kind>:<id>"`,
 * in slot order; items without images are absent.
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
