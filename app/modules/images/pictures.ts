/** Stored image data to what pages render (browser-safe): `/afbeelding/<id>/<file>` URLs and {@link ItemPicture}. */
import { type ImageFormat, imageFormats, type ItemPicture, type StoredPicture, type StoredVariant } from "./types";

/** @throws Error for a key not under `images/` (never the case for stored variants) */
export function imageUrl(key: string): string {
  const match = /^images\/([0-9a-f-]{36})\/([^/]+)$/.exec(key);
  if (!match) throw new Error(`imageUrl: unexpected key ${key}`);
  return `/afbeelding/${match[1]}/${match[2]}`;
}

/** The picture a page shows for a stored image; null for an empty slot, not ready, or no variants. */
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

/** A row with its `picture` column replaced by `image`, the name cards and pages use. */
export function withImage<Row extends { picture: StoredPicture | null }>({ picture, ...row }: Row): Omit<Row, "picture"> & { image: ItemPicture | null } {
  return { ...row, image: toItemPicture(picture) };
}
