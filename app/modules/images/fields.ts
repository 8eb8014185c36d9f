/**
 * The rules of an image slot's text fields, shared by the browser and the server (browser-safe):
 * the text alternative "Beschrijving van de afbeelding" is required with every image (a new file,
 * an upload received earlier, or the image kept on edit), at most 250 characters; decorative use
 * is not offered. docs/decisions/033-images.md.
 */
import { imageMessages, MAX_IMAGE_ALT_LENGTH } from "./types";

/**
 * The Dutch error of a text alternative, or null when it is fine.
 * @param alt the typed value (trimmed here; null when the field is missing)
 * @param hasImage whether the slot holds an image after this save
 */
export function imageAltError(alt: string | null | undefined, hasImage: boolean): string | null {
  const value = (alt ?? "").trim();
  if (value.length > MAX_IMAGE_ALT_LENGTH) return imageMessages.altTooLong;
  if (hasImage && value === "") return imageMessages.altRequired;
  return null;
}

/** Form field names of the slot with `prefix` (see `imageSlotsByKind` in ./types). */
export function imageFieldNames(prefix: string) {
  return { file: prefix, alt: `${prefix}_alt`, upload: `${prefix}_upload`, remove: `${prefix}_remove` } as const;
}
