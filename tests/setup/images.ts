/**
 * Test images made on the spot: a JPEG with EXIF GPS coordinates, a PNG whose header claims
 * 50,000 × 50,000 pixels (a decompression bomb, crafted byte by byte: really encoding one would take
 * minutes), small helpers to post them, and an image attached the way a save attaches one.
 */
import { deflateSync } from "node:zlib";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { images } from "~/db/schema";
import type { Database } from "~/lib/db.server";
import type { ImageRole } from "~/modules/images/types";
import { stageUpload } from "~/modules/images/upload.server";

/** Where the GPS coordinates of {@link jpegWithGps} point (Dam, Amsterdam). */
export const GPS_POINT = { latitude: 52.373, longitude: 4.893 };

/** A JPEG photo of `width` × `height` px with camera make and GPS position in its EXIF. */
export async function jpegWithGps({ width = 1600, height = 1200 }: { width?: number; height?: number } = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 110, b: 170 } } })
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#f5c542"/></svg>`) }])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "Testcamera", Model: "GPS-1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "52/1 22/1 2280/100", GPSLongitudeRef: "E", GPSLongitude: "4/1 53/1 3480/100" },
    })
    .toBuffer();
}

/** A PNG of `width` × `height` px (with transparency when `alpha`). */
export function png({ width = 600, height = 400, alpha = false }: { width?: number; height?: number; alpha?: boolean } = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: alpha ? 4 : 3, background: { r: 200, g: 60, b: 90, alpha: alpha ? 0.5 : 1 } } })
    .png()
    .toBuffer();
}

/** CRC-32 of a PNG chunk (type and data), as the PNG format defines it. */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A small file that is a valid PNG header claiming `side` × `side` RGB pixels, followed by a tiny
 * compressed stream: decoding it would need side² × 3 bytes of memory.
 */
export function pngBomb(side = 50_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** `bytes` as a File named `name` with the browser type `type` (which the server must ignore). */
export function fileOf(bytes: Buffer, name: string, type: string): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/**
 * An image of `role` uploaded by `userId` and marked attached with text alternative `alt`, as an
 * item's save does; the caller points an item at it. Still pending: run `processPendingImages`
 * (app/modules/images/worker.server.ts) for its variants.
 * @returns the image's id
 */
export async function attachedTestImage(db: Database, userId: string, role: ImageRole, alt: string): Promise<string> {
  const bytes = role === "initiative_logo" ? await png({ width: 400, height: 400 }) : await jpegWithGps({ width: 900, height: 600 });
  const staged = await stageUpload({ file: fileOf(bytes, "foto.jpg", "image/jpeg"), role, userId });
  if (!staged.ok) throw new Error(staged.message);
  await db.update(images).set({ alt, attached_at: new Date() }).where(eq(images.id, staged.id));
  return staged.id;
}
