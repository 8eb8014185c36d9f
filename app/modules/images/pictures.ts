/**
 * Turning stored image data into what pages render (browser-safe): URLs of the serving route
 * `/afbeelding/<id>/<file>` (app/routes/images/file.ts) and {@link ItemPicture}.
 */
import { type ImageFormat, imageFormats, type ItemPicture, type StoredPicture, type StoredVariant } from "./types";

/**
 * The URL of a stored file: its key `images/<id>/<file>` served at `/afbeelding/<id>/<file>`.
 * @throws Error for a key not under `images/` (never the case for stored variants)
 */
export function imageUrl(key: string): string {
  const match = /^images\/([0-9a-f-]{36})\/([^/]+)$/.exec(key);
  if (!match) throw new Error(`imageUrl: unexpected key ${key}`);
  return `/afbeelding/${match[1]}/${match[2]}`;
}

/**
 * The picture a page shows for a stored image, or null when there is none (empty slot, not ready,
 * or no variants).
 * @param stored `logo_picture`, `cover_picture` or `picture` of a view row ({@link StoredPicture})
 * @returns srcset per format (ascending widths), the largest variant's size and its JPEG as `src`
 */
export function toItemPicture(stored: StoredPicture | null | undefined): ItemPicture | null {
  if (!stored || !Array.isArray(stored.variants) || stored.variants.length === 0) return null;
  const byFormat = (format: ImageFormat): StoredVariant[] =>
    stored.variants.filter((variant) => variant.format === format).sort((a, b) => a.width - b.width);
  const jpegs = byFormat("jpeg");
  const largest = jpegs.at(-1);
  if (!largest) return null;
  const srcset = Object.fromEntries(
    imageFormats.map((format) => [format, byFormat(format).map((variant) => `${imageUrl(variant.key)} ${variant.width}w`).join(", ")]),
  ) as Record<ImageFormat, string>;
  return { alt: stored.alt, width: largest.width, height: largest.height, srcset, src: imageUrl(largest.key) };
}

/**
 * A query row of an event or vacancy with its stored `picture` column replaced by `image`
 * ({@link toItemPicture}), the name its cards and pages use.
 */
export function withImage<Row extends { picture: StoredPicture | null }>({ picture, ...row }: Row): Omit<Row, "picture"> & { image: ItemPicture | null } {
  return { ...row, image: toItemPicture(picture) };
}
