/** Browser-safe: the image formats and the shape of a processed picture as the database stores it (app/db/schema/images.ts). */

/** Best first (`<source>` order). */
export const imageFormats = ["avif", "webp", "jpeg"] as const;
export type ImageFormat = (typeof imageFormats)[number];

export interface StoredVariant {
  format: ImageFormat;
  width: number;
  height: number;
  /** Content-hashed: `images/<id>/<hash>-<width>.<ext>`. */
  key: string;
  bytes: number;
}

/**
 * An image slot as the views return it; null when empty or not ready. Turn it into an `ItemPicture` with `toItemPicture` (app/modules/images).
 */
export interface StoredPicture {
  alt: string;
  variants: StoredVariant[];
}
