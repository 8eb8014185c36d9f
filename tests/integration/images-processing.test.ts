/**
 * Pictures from upload to served file (app/modules/images): the checks on the request path refuse
 * what is not a usable image with a Dutch message (a renamed text file, GIF, over 10 MB, a PNG
 * claiming 50,000 × 50,000 pixels, too small); the worker turns an accepted upload into a master
 * and AVIF/WebP/JPEG variants without any metadata (a photo with EXIF GPS has none left in any
 * served file, read back with exifr), never upscaled, with content-hashed keys; two workers at once
 * process an image exactly once; a run told to stop finishes the image under way and gives back the
 * rest; a member's upload goes before platform pictures queued earlier; the serving route answers immutable with ETag (nosniff comes from the server), and 404
 * for anything not listed (the raw upload included).
 */
import { eq } from "drizzle-orm";
import exifr from "exifr";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { images } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { fileStorage } from "~/lib/storage.server";
import { toItemPicture } from "~/modules/images/pictures";
import { IMMUTABLE, imageFileResponse } from "~/modules/images/serve.server";
import { imageMessages, MAX_IMAGE_BYTES } from "~/modules/images/types";
import { inspectImage, originalKey, stageUpload } from "~/modules/images/upload.server";
import { claimPendingImages, processPendingImages, renderImage } from "~/modules/images/worker.server";
import { setupTestDatabase } from "../setup/database";
import { fileOf, jpegWithGps, png, pngBomb } from "../setup/images";
import { createMember } from "../setup/members";

/** A GET for a picture file, with If-None-Match when `etag` is given. */
function imageRequest(etag?: string | null): Request {
  return new Request("http://localhost/afbeelding/x/y", { headers: etag ? { "If-None-Match": etag } : {} });
}

const database = setupTestDatabase();

describe("checks on upload", () => {
  it("accepts JPEG, PNG and WebP by their content, whatever the name says", async () => {
    const jpeg = await jpegWithGps();
    expect(await inspectImage(jpeg)).toMatchObject({ ok: true, format: "jpeg", width: 1600, height: 1200 });
    expect(await inspectImage(await png())).toMatchObject({ ok: true, format: "png" });
    const webp = await sharp(await png()).webp().toBuffer();
    expect(await inspectImage(webp)).toMatchObject({ ok: true, format: "webp" });
  });

  it("refuses a text file renamed to .jpg, a GIF, a bomb, a tiny image and more than 10 MB", async () => {
    expect(await inspectImage(Buffer.from("Dit is geen foto maar tekst.\n".repeat(50)))).toEqual({ ok: false, message: imageMessages.notAnImage });
    const gif = await sharp(await png()).gif().toBuffer();
    expect(await inspectImage(gif)).toEqual({ ok: false, message: imageMessages.wrongFormat });
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(10_000);
    expect(await inspectImage(bomb)).toEqual({ ok: false, message: imageMessages.tooManyPixels });
    expect(await inspectImage(await png({ width: 120, height: 90 }))).toEqual({ ok: false, message: imageMessages.tooSmall });
    expect(await inspectImage(Buffer.alloc(MAX_IMAGE_BYTES + 1))).toEqual({ ok: false, message: imageMessages.tooLarge });
  });

  it("stages an accepted upload privately as a pending image of the member", async () => {
    const member = await createMember();
    const staged = await stageUpload({ file: fileOf(await jpegWithGps(), "vakantie.png", "image/png"), role: "event_image", userId: member.id });
    if (!staged.ok) throw new Error(staged.message);
    const [row] = await database.db().select().from(images).where(eq(images.id, staged.id));
    expect(row).toMatchObject({ status: "pending", created_by: member.id, role: "event_image", attached_at: null, original_key: originalKey(staged.id) });
    expect(await fileStorage().get(originalKey(staged.id))).not.toBeNull();
    // Never served while pending, and the raw upload is never a served file.
    expect((await imageFileResponse({ id: staged.id, file: "upload", request: imageRequest() })).status).toBe(404);
  });

  it("refuses a bomb posted as a file without storing anything", async () => {
    const member = await createMember();
    const before = await database.db().select({ id: images.id }).from(images);
    const staged = await stageUpload({ file: fileOf(pngBomb(), "bom.png", "image/png"), role: "event_image", userId: member.id });
    expect(staged).toEqual({ ok: false, message: imageMessages.tooManyPixels });
    expect(await database.db().select({ id: images.id }).from(images)).toHaveLength(before.length);
  });
});

describe("processing", () => {
  it("strips every piece of metadata: no GPS in the master or any variant", async () => {
    const raw = await jpegWithGps();
    expect(await exifr.gps(raw)).toMatchObject({ latitude: expect.closeTo(52.373, 2) });
    const member = await createMember();
    const staged = await stageUpload({ file: fileOf(raw, "foto.jpg", "image/jpeg"), role: "event_image", userId: member.id });
    if (!staged.ok) throw new Error(staged.message);
    const run = await processPendingImages();
    expect(run.ready).toBeGreaterThanOrEqual(1);
    const [row] = await database.db().select().from(images).where(eq(images.id, staged.id));
    if (!row?.master_key) throw new Error("not processed");
    expect(row.status).toBe("ready");
    expect(row.original_key).toBeNull();
    expect(await fileStorage().get(originalKey(staged.id))).toBeNull();
    const keys = [row.master_key, ...row.variants.map((variant) => variant.key)];
    expect(keys.length).toBeGreaterThan(10);
    for (const key of keys) {
      const file = key.slice(key.lastIndexOf("/") + 1);
      const response = await imageFileResponse({ id: staged.id, file, request: imageRequest() });
      expect(response.status).toBe(200);
      const body = Buffer.from(await response.arrayBuffer());
      // exifr reads JPEG, PNG, WebP and AVIF (HEIF) containers.
      expect(await exifr.parse(body, { gps: true, tiff: true, xmp: true, icc: false }).catch(() => undefined)).toBeUndefined();
      expect((await sharp(body).metadata()).exif).toBeUndefined();
    }
  });

  it("makes AVIF, WebP and JPEG at the role's widths, never upscaled, under content-hashed keys", async () => {
    const member = await createMember();
    const staged = await stageUpload({ file: fileOf(await png({ width: 700, height: 350 }), "a.png", "image/png"), role: "initiative_cover", userId: member.id });
    if (!staged.ok) throw new Error(staged.message);
    await processPendingImages();
    const [row] = await database.db().select().from(images).where(eq(images.id, staged.id));
    if (!row) throw new Error("missing");
    const widths = (format: string) => row.variants.filter((v) => v.format === format).map((v) => v.width);
    for (const format of ["avif", "webp", "jpeg"]) expect(widths(format)).toEqual([320, 480, 640]);
    expect(row.width).toBe(700);
    for (const variant of row.variants) {
      expect(variant.key).toMatch(new RegExp(`^images/${staged.id}/[0-9a-f]{16}-${variant.width}\\.(avif|webp|jpg)$`));
      expect(variant.height).toBe(variant.width / 2);
      const stored = await fileStorage().get(variant.key);
      expect(stored?.body.length).toBe(variant.bytes);
    }
    const picture = toItemPicture({ alt: "Een roze vlak", variants: row.variants });
    expect(picture).toMatchObject({ alt: "Een roze vlak", width: 640, height: 320 });
    expect(picture?.srcset.avif).toMatch(/^\/afbeelding\/.+-320\.avif 320w, .+-480\.avif 480w, .+-640\.avif 640w$/);
    expect(picture?.src).toMatch(/-640\.jpg$/);
  });

  it("crops a logo to a square and auto-rotates by the EXIF orientation", async () => {
    const upright = await sharp({ create: { width: 800, height: 400, channels: 3, background: "#2255aa" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const logo = await renderImage("00000000-0000-4000-8000-000000000001", "initiative_logo", upright);
    expect(logo.width).toBe(400);
    expect(logo.height).toBe(400);
    expect(new Set(logo.variants.map((v) => v.width))).toEqual(new Set([96, 192, 320]));
    for (const variant of logo.variants) expect(variant.height).toBe(variant.width);
    const photo = await renderImage("00000000-0000-4000-8000-000000000002", "event_image", upright);
    // Orientation 6 turns the 800 × 400 stored pixels upright: 400 wide, 800 high.
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 400, height: 800 });
  });

  it("two workers at once process each image exactly once", async () => {
    const member = await createMember();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const staged = await stageUpload({ file: fileOf(await png({ width: 320 + i, height: 240 }), `${i}.png`, "image/png"), role: "vacancy_image", userId: member.id });
      if (!staged.ok) throw new Error(staged.message);
      ids.push(staged.id);
    }
    const [a, b] = await Promise.all([processPendingImages(), processPendingImages()]);
    expect(a.ready + b.ready).toBe(3);
    const rows = await database.db().select({ status: images.status, attempts: images.attempts }).from(images).where(eq(images.created_by, member.id));
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toEqual({ status: "ready", attempts: 1 });
  });

  it("a stopping run finishes the image under way and gives the images it claimed but did not start back", async () => {
    const member = await createMember();
    for (let i = 0; i < 3; i++) {
      const staged = await stageUpload({ file: fileOf(await png({ width: 330 + i, height: 240 }), `${i}.png`, "image/png"), role: "event_image", userId: member.id });
      if (!staged.ok) throw new Error(staged.message);
    }
    // The process is told to stop while the first image is being stored (a claim takes two).
    const stopping = new AbortController();
    const storage = fileStorage();
    const realPut = storage.put.bind(storage);
    const spy = vi.spyOn(storage, "put").mockImplementation(async (...args) => {
      stopping.abort();
      return realPut(...args);
    });
    try {
      expect(await processPendingImages(undefined, stopping.signal)).toEqual({ ready: 1, retried: 0, failed: 0 });
    } finally {
      spy.mockRestore();
    }
    const rows = await database
      .db()
      .select({ status: images.status, attempts: images.attempts, locked_until: images.locked_until })
      .from(images)
      .where(eq(images.created_by, member.id));
    expect(rows.filter((row) => row.status === "ready")).toEqual([{ status: "ready", attempts: 1, locked_until: null }]);
    // The other two wait unleased with all their attempts: the next run (of any process) takes them.
    expect(rows.filter((row) => row.status === "pending")).toEqual([
      { status: "pending", attempts: 0, locked_until: null },
      { status: "pending", attempts: 0, locked_until: null },
    ]);
    expect(await processPendingImages()).toMatchObject({ ready: 2 });
  });

  it("processes a member's upload before pictures of the platform that were queued earlier", async () => {
    // As after a first start with demo content: platform pictures (no uploader) are queued first.
    const platform: string[] = [];
    for (let i = 0; i < 2; i++) {
      const [row] = await database
        .db()
        .insert(images)
        .values({ created_by: null, role: "event_image", created_at: new Date(Date.now() - 60_000 + i) })
        .returning({ id: images.id });
      if (!row) throw new Error("insert");
      platform.push(row.id);
    }
    const member = await createMember();
    const staged = await stageUpload({ file: fileOf(await png({ width: 320, height: 240 }), "logo.png", "image/png"), role: "initiative_logo", userId: member.id });
    if (!staged.ok) throw new Error(staged.message);

    const first = await claimPendingImages(await getDb(), new Date());
    // A claim's rows come back in no particular order; which ones were claimed is what counts.
    expect(first.map((image) => image.id).sort()).toEqual([staged.id, platform[0]].sort());
    const second = await claimPendingImages(await getDb(), new Date());
    expect(second.map((image) => image.id)).toEqual([platform[1]]);
  });

  it("gives up an image that cannot be decoded after three attempts", async () => {
    const member = await createMember();
    const good = await jpegWithGps({ width: 400, height: 300 });
    // The header is intact (so it passes the checks), the pixel data is cut off.
    const truncated = good.subarray(0, 700);
    const [row] = await database
      .db()
      .insert(images)
      .values({ created_by: member.id, role: "event_image", original_key: "images/00000000-0000-4000-8000-0000000000ff/upload" })
      .returning({ id: images.id });
    if (!row) throw new Error("insert");
    await fileStorage().put("images/00000000-0000-4000-8000-0000000000ff/upload", truncated, "application/octet-stream");
    let now = Date.now();
    for (let attempt = 0; attempt < 3; attempt++) {
      await processPendingImages(() => new Date(now));
      now += 10 * 60_000;
    }
    const [failed] = await database.db().select().from(images).where(eq(images.id, row.id));
    expect(failed?.status).toBe("failed");
    expect(failed?.attempts).toBe(3);
    expect(failed?.last_error).toBeTruthy();
  });
});

describe("serving", () => {
  it("answers immutable with its type and ETag; 304 for a matching ETag; 404 in Dutch otherwise", async () => {
    const member = await createMember();
    const staged = await stageUpload({ file: fileOf(await png({ width: 400, height: 400 }), "x.png", "image/png"), role: "event_image", userId: member.id });
    if (!staged.ok) throw new Error(staged.message);
    await processPendingImages();
    const [row] = await database.db().select().from(images).where(eq(images.id, staged.id));
    const avif = row?.variants.find((v) => v.format === "avif");
    if (!avif) throw new Error("no avif");
    const file = avif.key.split("/").at(-1) ?? "";
    const response = await imageFileResponse({ id: staged.id, file, request: imageRequest() });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/avif");
    expect(response.headers.get("Cache-Control")).toBe(IMMUTABLE);
    const etag = response.headers.get("ETag");
    expect(etag).toBe(`"${file.slice(0, 16)}"`);
    const again = await imageFileResponse({ id: staged.id, file, request: imageRequest(etag) });
    expect(again.status).toBe(304);
    for (const [id, name] of [
      [staged.id, "0123456789abcdef-320.avif"],
      [staged.id, "upload"],
      ["niet-een-id", file],
      ["00000000-0000-4000-8000-000000000000", file],
    ] as const) {
      const missing = await imageFileResponse({ id, file: name, request: imageRequest() });
      expect(missing.status).toBe(404);
      expect(await missing.text()).toBe(imageMessages.notFound);
    }
  });
});
