/**
 * The member's images in "Download mijn gegevens": the metadata-free masters only, never raw uploads
 * (they may carry GPS positions).
 */
import { and, asc, eq } from "drizzle-orm";
import { images } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { fileStorage } from "~/lib/storage.server";
import type { ImageRole } from "./types";

export interface ExportedImage {
  id: string;
  role: ImageRole;
  alt: string;
  width: number | null;
  height: number | null;
  /** ISO 8601, UTC. */
  created_at: string;
  /** Path inside the archive, e.g. "afbeeldingen/<id>.jpg"; null when it could not be read. */
  file: string | null;
}

/**
 * The ready images of `userId`, oldest first, with their master files by archive path.
 * @throws Error when the database fails
 */
export async function memberImagesForExport(userId: string): Promise<{ images: ExportedImage[]; files: Record<string, Uint8Array> }> {
  const db = await getDb();
  const rows = await db
    .select({ id: images.id, role: images.role, alt: images.alt, width: images.width, height: images.height, created_at: images.created_at, master_key: images.master_key })
    .from(images)
    .where(and(eq(images.created_by, userId), eq(images.status, "ready")))
    .orderBy(asc(images.created_at), asc(images.id));
  const files: Record<string, Uint8Array> = {};
  const listed: ExportedImage[] = [];
  for (const row of rows) {
    let file: string | null = null;
    const stored = row.master_key ? await fileStorage().get(row.master_key) : null;
    if (stored && row.master_key) {
      file = `afbeeldingen/${row.id}${row.master_key.slice(row.master_key.lastIndexOf("."))}`;
      files[file] = new Uint8Array(stored.body);
    } else {
      logger.error({ image: row.id }, "export: an image's master is missing from storage");
    }
    listed.push({ id: row.id, role: row.role, alt: row.alt, width: row.width, height: row.height, created_at: row.created_at.toISOString(), file });
  }
  return { images: listed, files };
}
