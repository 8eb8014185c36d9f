/**
 * Pictures of initiatives, events and vacancies: the shapes shared by the server (upload,
 * processing, storage) and the browser (forms, `<picture>` markup). Browser-safe.
 *
 * An initiative has an optional logo (square) and an optional cover photo; an event and a vacancy
 * an optional image. Every image carries a required text alternative (max 250 characters).
 */

/** Where an image is used; decides its crop and widths. */
export type ImageRole = "initiative_logo" | "initiative_cover" | "event_image" | "vacancy_image";

/** Processing state of an image: variants exist only when "ready". */
export type ImageStatus = "pending" | "ready" | "failed";

/** Formats every image is served in, best first (`<source>` order in `<picture>`). */
export const imageFormats = ["avif", "webp", "jpeg"] as const;
export type ImageFormat = (typeof imageFormats)[number];

/**
 * What a page needs to show a ready image: a text alternative, the intrinsic size of the
 * largest variant (for `width`/`height`, so nothing shifts), a `srcset` per format
 * ("<url> 320w, <url> 640w, …") and a JPEG fallback URL (also the Open Graph image).
 * URLs are content-hashed and served with `Cache-Control: immutable`.
 */
export interface ItemPicture {
  /** The text alternative, max 250 characters. */
  alt: string;
  /** Intrinsic width (px) of the largest variant. */
  width: number;
  /** Intrinsic height (px) of the largest variant. */
  height: number;
  /** `srcset` value per format. */
  srcset: Record<ImageFormat, string>;
  /** URL of the largest JPEG variant (fallback `src`, Open Graph image). */
  src: string;
}

/**
 * The form fields of one image slot, by prefix (`logo`, `cover`, `image`):
 * - `<prefix>` — the file input (JPEG, PNG or WebP, max 10 MB);
 * - `<prefix>_alt` — "Beschrijving van de afbeelding", required with an image, max 250;
 * - `<prefix>_upload` — hidden: the id of an image already received (uploaded ahead with
 *   JavaScript, or kept from a post that failed validation), so the member never picks it twice;
 * - `<prefix>_remove` — checkbox "Afbeelding verwijderen" on the edit form.
 */
export const imageSlotsByKind = {
  initiative: [
    { prefix: "logo", role: "initiative_logo" },
    { prefix: "cover", role: "initiative_cover" },
  ],
  event: [{ prefix: "image", role: "event_image" }],
  vacancy: [{ prefix: "image", role: "vacancy_image" }],
} as const satisfies Record<string, readonly { prefix: string; role: ImageRole }[]>;

/** Largest upload, bytes (10 MB). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** Longest text alternative, characters. */
export const MAX_IMAGE_ALT_LENGTH = 250;

/** MIME types the file input asks for (phones convert their photos to one of these on upload). */
export const acceptedImageTypes = ["image/jpeg", "image/png", "image/webp"] as const;
