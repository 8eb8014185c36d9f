/**
 * Reads of images for the owner's edit forms and for moderators (pages of visitors read pictures
 * only through the public views' `*_picture` columns).
 */
import { inArray } from "drizzle-orm";
import { images } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { toItemPicture } from "./pictures";
import type { CurrentImage, ImageSlotPrefix } from "./types";

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
