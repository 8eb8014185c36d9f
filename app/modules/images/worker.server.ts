/**
 * The image worker (docs/decisions/033-images.md): claims pending images with a lease and turns each
 * raw upload into an auto-rotated master without metadata (no EXIF, no GPS) and AVIF, WebP and JPEG
 * variants under content-hashed keys. Failed attempts are retried; after {@link MAX_ATTEMPTS} the image is "failed".
 */
import { createHash } from "node:crypto";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { OutputInfo } from "sharp";
import { images } from "~/db/schema";
import { getDatabaseHandle, getDb } from "~/lib/db.server";
import { claimWithLease, createWorkerLoop, type LeasedTable, releaseUnstartedClaims } from "~/lib/job-claim.server";
import { logger } from "~/lib/logger.server";
import { fileStorage } from "~/lib/storage.server";
import { deleteImageFiles, deleteOrphanImages } from "./cleanup.server";
import { loadSharp } from "./sharp.server";
import type { ImageFormat, ImageRole, StoredVariant } from "./types";

/** Pixels. */
export const MASTER_MAX = 2560;
/** Pixels; a logo is square. */
export const WIDTHS: Record<ImageRole, readonly number[]> = {
  initiative_logo: [96, 192, 320, 640],
  initiative_cover: [320, 480, 640, 960, 1280],
  event_image: [320, 480, 640, 960, 1280],
  vacancy_image: [320, 480, 640, 960, 1280],
  update_image: [320, 480, 640, 960, 1280],
};
/** Same as `MAX_INPUT_PIXELS` in ./upload.server.ts, repeated to avoid an import cycle. */
const MAX_INPUT_PIXELS = 40_000_000;
export const MAX_ATTEMPTS = 3;
/** Processing one image takes seconds. */
export const LEASE_MS = 2 * 60_000;
export const POLL_MS = 5_000;
export const CLEANUP_MS = 10 * 60_000;

const extensions: Record<ImageFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };

async function encode(input: Buffer, width: number, format: ImageFormat, hasAlpha: boolean): Promise<{ data: Buffer; info: OutputInfo }> {
  const sharp = await loadSharp();
  const pipeline = sharp(input).resize({ width, withoutEnlargement: true });
  // A low AVIF effort keeps processing an upload cheap on a small server, for slightly larger files.
  if (format === "avif") return pipeline.avif({ quality: 50, effort: 2 }).toBuffer({ resolveWithObject: true });
  if (format === "webp") return pipeline.webp({ quality: 75 }).toBuffer({ resolveWithObject: true });
  return (hasAlpha ? pipeline.flatten({ background: "#ffffff" }) : pipeline).jpeg({ quality: 78, mozjpeg: true }).toBuffer({ resolveWithObject: true });
}

function contentHash(data: Buffer): string {
  return createHash("sha256").update(data).digest("hex").slice(0, 16);
}

export interface ProcessedImage {
  width: number;
  height: number;
  master: { key: string; data: Buffer; contentType: string };
  variants: (StoredVariant & { data: Buffer; contentType: string })[];
}

/**
 * Produces the master and variants of image `id` from its raw bytes; stores nothing.
 * @throws Error when sharp cannot decode `raw` or it has more than 40 megapixels
 */
export async function renderImage(id: string, role: ImageRole, raw: Buffer): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const input = sharp(raw, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const meta = await sharp(raw, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const swapped = (meta.orientation ?? 1) >= 5;
  const width = (swapped ? meta.height : meta.width) ?? 0;
  const height = (swapped ? meta.width : meta.height) ?? 0;
  const hasAlpha = meta.hasAlpha === true;
  if (role === "initiative_logo") {
    const side = Math.min(width, height, MASTER_MAX);
    input.resize({ width: side, height: side, fit: "cover", position: "attention" });
  } else {
    input.resize({ width: MASTER_MAX, height: MASTER_MAX, fit: "inside", withoutEnlargement: true });
  }
  const masterFormat = hasAlpha ? "png" : "jpeg";
  const master = await (hasAlpha ? input.png({ compressionLevel: 9 }) : input.jpeg({ quality: 90, mozjpeg: true })).toBuffer({
    resolveWithObject: true,
  });
  const masterKey = `images/${id}/${contentHash(master.data)}-master.${masterFormat === "png" ? "png" : "jpg"}`;
  const roleWidths = WIDTHS[role].filter((w) => w <= master.info.width);
  const widths = roleWidths.length > 0 ? roleWidths : [master.info.width];
  const variants: ProcessedImage["variants"] = [];
  for (const format of ["avif", "webp", "jpeg"] as const) {
    for (const w of widths) {
      const { data, info } = await encode(master.data, w, format, hasAlpha);
      variants.push({
        format,
        width: info.width,
        height: info.height,
        key: `images/${id}/${contentHash(data)}-${info.width}.${extensions[format]}`,
        bytes: data.length,
        data,
        contentType: `image/${format}`,
      });
    }
  }
  return {
    width: master.info.width,
    height: master.info.height,
    master: { key: masterKey, data: master.data, contentType: `image/${masterFormat}` },
    variants,
  };
}

export interface ImageRun {
  ready: number;
  retried: number;
  failed: number;
}

async function processOne(id: string, role: ImageRole, originalKey: string): Promise<void> {
  const storage = fileStorage();
  const raw = await storage.get(originalKey);
  if (!raw) throw new Error("the raw upload is missing from storage");
  const processed = await renderImage(id, role, raw.body);
  await storage.put(processed.master.key, processed.master.data, processed.master.contentType);
  for (const variant of processed.variants) await storage.put(variant.key, variant.data, variant.contentType);
  const db = await getDb();
  const updated = await db
    .update(images)
    .set({
      status: "ready",
      width: processed.width,
      height: processed.height,
      master_key: processed.master.key,
      variants: processed.variants.map(({ format, width, height, key, bytes }) => ({ format, width, height, key, bytes })),
      original_key: null,
      locked_until: null,
      last_error: null,
    })
    .where(and(eq(images.id, id), eq(images.status, "pending")))
    .returning({ id: images.id });
  // Deleted while it was processed (its item or account went): its files go too.
  if (updated.length === 0) await deleteImageFiles([id]);
  else await storage.deletePrefix(originalKey);
}

const IMAGE_LEASE: LeasedTable = { table: images, id: images.id, lockedUntil: images.locked_until, attempts: images.attempts };

export interface ClaimedImage {
  id: string;
  role: ImageRole;
  original_key: string | null;
  attempts: number | string;
}

/**
 * Members' uploads before platform content: a member is waiting for the preview.
 * @throws Error when the database fails
 */
export async function claimPendingImages(db: Awaited<ReturnType<typeof getDb>>, now: Date): Promise<ClaimedImage[]> {
  return claimWithLease<ClaimedImage>(
    db,
    IMAGE_LEASE,
    {
      due: sql`${images.status} = 'pending'`,
      orderBy: sql`${images.created_by} is null, ${images.created_at}, ${images.id}`,
      limit: 2,
      now,
      leaseMs: LEASE_MS,
      returning: sql`id, role, original_key, attempts`,
    },
  );
}

/**
 * Processes pending images two at a time (CPU-bound) until none is due; on abort, unstarted claims are given back.
 * @throws Error when the database fails (processing failures are recorded on their images)
 */
export async function processPendingImages(now: () => Date = () => new Date(), signal?: AbortSignal): Promise<ImageRun> {
  const db = await getDb();
  const run: ImageRun = { ready: 0, retried: 0, failed: 0 };
  for (;;) {
    if (signal?.aborted) return run;
    const claimed = await claimPendingImages(db, now());
    if (claimed.length === 0) return run;
    for (const [index, image] of claimed.entries()) {
      if (signal?.aborted) {
        await releaseUnstartedClaims(db, IMAGE_LEASE, claimed.slice(index).map((rest) => rest.id));
        return run;
      }
      const attempts = Number(image.attempts);
      try {
        if (!image.original_key) throw new Error("the image has no raw upload");
        await processOne(image.id, image.role, image.original_key);
        run.ready += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (attempts >= MAX_ATTEMPTS) {
          await db.update(images).set({ status: "failed", locked_until: null, last_error: reason }).where(eq(images.id, image.id));
          logger.error({ err: error, image: image.id, attempts }, "image processing failed for good");
          run.failed += 1;
        } else {
          // The lease doubles as the wait before the next attempt.
          const retryAt = new Date(now().getTime() + 30_000 * attempts);
          await db.update(images).set({ locked_until: retryAt, last_error: reason }).where(eq(images.id, image.id));
          logger.warn({ err: error, image: image.id, attempts, retryAt }, "image processing failed, will retry");
          run.retried += 1;
        }
      }
    }
  }
}

const worker = createWorkerLoop({
  name: "image worker",
  run: (signal) => processPendingImages(undefined, signal),
  prepare: () => releaseLeasesOfDeadProcess(),
  pollMs: POLL_MS,
});
let cleanupTimer: NodeJS.Timeout | undefined;

export function wakeImageWorker(): void {
  worker.wake();
}

/** Also the orphan cleanup. On the embedded database (one process only) leases of a dead process are released first. */
export function startImageWorker(): void {
  if (cleanupTimer) return;
  worker.start();
  cleanupTimer = setInterval(() => void deleteOrphanImages(), CLEANUP_MS);
  cleanupTimer.unref();
}

async function releaseLeasesOfDeadProcess(): Promise<void> {
  const handle = await getDatabaseHandle();
  if (handle.kind !== "pglite") return;
  await handle.db.update(images).set({ locked_until: null }).where(and(isNotNull(images.locked_until), eq(images.status, "pending")));
}

/** Stops the worker, finishing the image under way and giving back unstarted claims. Safe when not started. */
export async function stopImageWorker(): Promise<void> {
  if (cleanupTimer) clearInterval(cleanupTimer);
  cleanupTimer = undefined;
  await worker.stop();
}
