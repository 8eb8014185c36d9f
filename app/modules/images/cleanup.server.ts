/**
 * Deleting images no item needs (docs/decisions/033-images.md). One rule finds every orphan,
 * {@link deleteOrphanImages}, run right after each detaching change commits and periodically as a safety net.
 */
import { type SQL, sql } from "drizzle-orm";
import { events, images, initiativeUpdates, initiatives, vacancies } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { fileStorage } from "~/lib/storage.server";

/** 24 hours. */
export const UNATTACHED_TTL_MS = 24 * 60 * 60 * 1000;

/** Attached once and no item points at it; or never attached and older than the TTL or its uploader gone. */
function orphanCondition(now: Date): SQL {
  const staleBefore = new Date(now.getTime() - UNATTACHED_TTL_MS);
  return sql`(${images.attached_at} is not null
      and not exists (select 1 from ${initiatives} where ${initiatives.logo_image_id} = ${images.id})
      and not exists (select 1 from ${initiatives} where ${initiatives.cover_image_id} = ${images.id})
      and not exists (select 1 from ${events} where ${events.image_id} = ${images.id})
      and not exists (select 1 from ${vacancies} where ${vacancies.image_id} = ${images.id})
      and not exists (select 1 from ${initiativeUpdates} where ${initiativeUpdates.image_id} = ${images.id}))
    or (${images.attached_at} is null and (${images.created_by} is null or ${images.created_at} < ${staleBefore}))`;
}

/** Deletes the files under `images/<id>/`; logs, never throws: a deletion must not fail for its files. */
export async function deleteImageFiles(ids: readonly string[]): Promise<void> {
  const storage = fileStorage();
  for (const id of ids) {
    try {
      await storage.deletePrefix(`images/${id}/`);
    } catch (error) {
      logger.error({ err: error, image: id }, "deleting an image's files failed");
    }
  }
}

/**
 * Deletes orphaned image rows, then their files; call after the detaching transaction committed.
 * @returns the ids deleted; never throws (a database failure is logged, the next run retries)
 */
export async function deleteOrphanImages({ now = new Date() }: { now?: Date } = {}): Promise<string[]> {
  try {
    const db = await getDb();
    const deleted = await db.delete(images).where(orphanCondition(now)).returning({ id: images.id });
    const ids = deleted.map((row) => row.id);
    if (ids.length > 0) logger.info({ images: ids.length }, "orphaned images deleted");
    await deleteImageFiles(ids);
    return ids;
  } catch (error) {
    logger.error({ err: error }, "deleting orphaned images failed");
    return [];
  }
}
