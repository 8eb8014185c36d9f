/** The rules of an image slot's text fields (browser-safe): a text alternative is required with every image. */
import { imageMessages, MAX_IMAGE_ALT_LENGTH } from "./types";

/**
 * The Dutch error of a text alternative, or null.
 * @param hasImage whether the slot holds an image after this save
 */
export function imageAltError(alt: string | null | undefined, hasImage: boolean): string | null {
  const value = (alt ?? "").trim();
  if (value.length > MAX_IMAGE_ALT_LENGTH) return imageMessages.altTooLong;
  if (hasImage && value === "") return imageMessages.altRequired;
  return null;
}

export function imageFieldNames(prefix: string) {
  return { file: prefix, alt: `${prefix}_alt`, upload: `${prefix}_upload`, remove: `${prefix}_remove` } as const;
}
