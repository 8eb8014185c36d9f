/**
 * Receiving an upload on the request path (docs/decisions/033-images.md): quick checks of the real
 * content, then the raw bytes are stored privately (never served) and a "pending" `images` row is
 * created for the member; the image worker (./worker.server.ts) does the heavy work later.
 *
 * Checks, each refused with a Dutch message from `imageMessages` (./types):
 * - at most {@link MAX_IMAGE_BYTES} (10 MB), known from the file's size before reading it;
 * - the content read by sharp from the file's header (the file name and the browser's type are
 *   ignored): JPEG, PNG or WebP; HEIF/HEIC only when this sharp build decodes it (the prebuilt
 *   libvips decodes AVIF but not HEVC-coded HEIC), else a message asking for a JPEG;
 * - at most {@link MAX_INPUT_PIXELS} pixels, from the header, so a decompression bomb (a PNG that
 *   claims 50,000 × 50,000 pixels) is refused without decoding it;
 * - at least {@link MIN_IMAGE_SIDE} pixels on each side.
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

/** Largest image, pixels (width × height): 40 megapixels, more than any phone camera gives. */
export const MAX_INPUT_PIXELS = 40_000_000;

/** Smallest width and height, pixels. */
export const MIN_IMAGE_SIDE = 200;

/** Formats sharp may report that we accept. */
const ACCEPTED = new Set(["jpeg", "png", "webp"]);

/** The outcome of {@link inspectImage}. */
export type ImageInspection = { ok: true; format: string; width: number; height: number } | { ok: false; message: string };

/**
 * Checks the content of an upload (see the module comment) without decoding its pixels, except
 * for a HEIF file, which is decoded at a small size to learn whether this build can read it.
 * @param bytes the whole file
 * @returns the sniffed format and pixel size, or the Dutch refusal
 */
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

/** The outcome of {@link stageUpload}. */
export type StagedUpload = { ok: true; id: string } | { ok: false; message: string; tooMany?: true };

/** Storage key of an image's raw upload (private: never listed as a served file). */
export function originalKey(id: string): string {
  return `images/${id}/upload`;
}

/**
 * Checks `file` ({@link inspectImage}) and, when it passes, stores its bytes privately and creates
 * a pending, unattached image of role `role` owned by `userId`; wakes this process's worker. Each
 * call spends one point of the member's upload limit (`uploadAccount` in app/lib/rate-limit.server.ts),
 * refused files included; over it, the answer is the Dutch "Te veel pogingen…" with `tooMany`.
 * @param options.file the posted file (File from the form)
 * @param options.role what the image is for (decides its crop)
 * @param options.userId the signed-in member (UUID)
 * @returns `{ ok: true, id }` (the new image's UUID) or `{ ok: false, message }` (Dutch)
 * @throws Error when storage or the database fails (logged by the caller's form handling)
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

/** What {@link checkStagedImage} found. */
export type StagedCheck = { ok: true } | { ok: false; message: string };

/**
 * Whether image `id` may be attached by `userId` to a slot of role `role`: it exists, was uploaded
 * by this member for this role, is not attached to anything yet and did not fail processing.
 * @param id anything posted in `<prefix>_upload`
 */
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

/** Roles a form may ask for. */
const roles = new Set<string>(["initiative_logo", "initiative_cover", "event_image", "vacancy_image"]);

/**
 * Handles a post to the upload endpoint (`file` and `role`): checks and stages the file for
 * `userId`.
 * @returns `{ ok: true, id, status: 200 }`, or `{ ok: false, message, status }`: 400 for a refusal
 *   (Dutch), 429 over the member's upload limit, 500 when storing failed (logged)
 */
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
