/**
 * Receiving an upload (docs/decisions/033-images.md): the real content is checked from its header
 * (name and declared type ignored), the raw bytes stored privately and a "pending" row created; the
 * worker does the heavy work. A decompression bomb is refused from its header without decoding.
 */
import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Metadata } from "sharp";
import { images } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { isUuid } from "~/lib/list-params";
import { logger } from "~/lib/logger.server";
import { fileStorage } from "~/lib/storage.server";
import { loadSharp } from "./sharp.server";
import { type ImageRole, imageMessages, MAX_IMAGE_BYTES } from "./types";
import { wakeImageWorker } from "./worker.server";
import { consumeRateLimits } from "~/lib/rate-limit.server";

/** Width × height. */
export const MAX_INPUT_PIXELS = 40_000_000;

/** Pixels. */
export const MIN_IMAGE_SIDE = 200;

const ACCEPTED = new Set(["jpeg", "png", "webp"]);

export type ImageInspection = { ok: true; format: string; width: number; height: number } | { ok: false; message: string };

/** Checks an upload without decoding its pixels, except HEIF (decoded small to learn whether this build reads it). */
export async function inspectImage(bytes: Buffer): Promise<ImageInspection> {
  if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, message: imageMessages.tooLarge };
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, message: imageMessages.notAnImage };
  }
  const { format, width, height } = meta;
  if (!format || !width || !height) return { ok: false, message: imageMessages.notAnImage };
  if (format === "heif") {
    if (width * height > MAX_INPUT_PIXELS) return { ok: false, message: imageMessages.tooManyPixels };
    try {
      await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).resize(8, 8).raw().toBuffer();
    } catch {
      return { ok: false, message: imageMessages.heicUnsupported };
    }
  } else if (!ACCEPTED.has(format)) {
    return { ok: false, message: imageMessages.wrongFormat };
  }
  if (width * height > MAX_INPUT_PIXELS) return { ok: false, message: imageMessages.tooManyPixels };
  if (width < MIN_IMAGE_SIDE || height < MIN_IMAGE_SIDE) return { ok: false, message: imageMessages.tooSmall };
  return { ok: true, format, width, height };
}

export type StagedUpload = { ok: true; id: string } | { ok: false; message: string; tooMany?: true };

/** Private: never a served file. */
export function originalKey(id: string): string {
  return `images/${id}/upload`;
}

/**
 * Every call, refused ones included, spends a point of the member's upload limit.
 * @throws Error when storage or the database fails
 */
export async function stageUpload({ file, role, userId }: { file: File; role: ImageRole; userId: string }): Promise<StagedUpload> {
  const limited = await consumeRateLimits([["uploadAccount", userId]]);
  if (limited) return { ok: false, message: limited, tooMany: true };
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, message: imageMessages.tooLarge };
  const bytes = Buffer.from(await file.arrayBuffer());
  const inspection = await inspectImage(bytes);
  if (!inspection.ok) return inspection;
  const id = randomUUID();
  await fileStorage().put(originalKey(id), bytes, "application/octet-stream");
  const db = await getDb();
  await db.insert(images).values({ id, created_by: userId, role, status: "pending", original_key: originalKey(id) });
  logger.info({ image: id, role, bytes: bytes.length, format: inspection.format }, "image upload staged");
  wakeImageWorker();
  return { ok: true, id };
}

export type StagedCheck = { ok: true } | { ok: false; message: string };

/** Only the member's own unattached upload for this role, not failed. */
export async function checkStagedImage({ id, userId, role }: { id: string; userId: string; role: ImageRole }): Promise<StagedCheck> {
  if (!isUuid(id)) return { ok: false, message: imageMessages.uploadGone };
  const db = await getDb();
  const [row] = await db
    .select({ status: images.status })
    .from(images)
    .where(and(eq(images.id, id), eq(images.created_by, userId), eq(images.role, role), isNull(images.attached_at)))
    .limit(1);
  if (!row) return { ok: false, message: imageMessages.uploadGone };
  if (row.status === "failed") return { ok: false, message: imageMessages.processingFailed };
  return { ok: true };
}

const roles = new Set<string>(["initiative_logo", "initiative_cover", "event_image", "vacancy_image", "update_image"]);

/** @returns status 400 for a refusal (Dutch), 429 over the upload limit, 500 when storing failed (logged) */
export async function receiveUpload({
  formData,
  userId,
}: {
  formData: FormData;
  userId: string;
}): Promise<{ ok: true; id: string; status: 200 } | { ok: false; message: string; status: 400 | 429 | 500 }> {
  const role = formData.get("role");
  if (typeof role !== "string" || !roles.has(role)) return { ok: false, message: imageMessages.unknownRole, status: 400 };
  const file = formData.get("file");
  if (!(file instanceof File) || file.size === 0) return { ok: false, message: imageMessages.noFile, status: 400 };
  try {
    const staged = await stageUpload({ file, role: role as ImageRole, userId });
    if (staged.ok) return { ok: true, id: staged.id, status: 200 };
    return { ok: false, message: staged.message, status: staged.tooMany ? 429 : 400 };
  } catch (error) {
    logger.error({ err: error, role }, "staging an upload failed");
    return { ok: false, message: imageMessages.uploadFailed, status: 500 };
  }
}
