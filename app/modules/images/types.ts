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

/** One processed file of an image, as stored in `images.variants` (jsonb). */
export interface StoredVariant {
  format: ImageFormat;
  /** Pixels. */
  width: number;
  /** Pixels. */
  height: number;
  /** Storage key, content-hashed: `images/<id>/<hash>-<width>.<ext>`. */
  key: string;
  /** Size of the file, bytes. */
  bytes: number;
}

/**
 * What the public views and item queries return per image slot (`logo_picture`, `cover_picture`,
 * `picture`): the text alternative and the variants of a ready image; null when the slot is empty
 * or its image is not ready yet. Turn it into an {@link ItemPicture} with `toItemPicture`
 * (app/modules/images/pictures.ts).
 */
export interface StoredPicture {
  alt: string;
  variants: StoredVariant[];
}

/**
 * The image in a slot of the edit form: its id (kept unless replaced or removed), its text
 * alternative (the alt field's default) and, once processed, its picture for the preview.
 */
export interface CurrentImage {
  id: string;
  alt: string;
  status: ImageStatus;
  picture: ItemPicture | null;
}

/**
 * One image of an item as moderators see it (the review queue, the reports): its id (posted as
 * `image_id` to remove it), its role, its text alternative, its processing state and, once
 * ready, its picture.
 */
export interface ReviewImage {
  /** UUID. */
  id: string;
  role: ImageRole;
  alt: string;
  status: ImageStatus;
  /** Null until the image is processed ("pending") or when processing failed. */
  picture: ItemPicture | null;
}

/** Item kinds with image slots (keys of {@link imageSlotsByKind}). */
export type ImageItemKind = keyof typeof imageSlotsByKind;

/** A form field prefix of a slot (`logo`, `cover`, `image`). */
export type ImageSlotPrefix = (typeof imageSlotsByKind)[ImageItemKind][number]["prefix"];

/** Dutch texts of image fields and refusals (the messages tests and the UI share). */
export const imageMessages = {
  altRequired: "Geef een beschrijving van de afbeelding",
  altTooLong: `De beschrijving mag maximaal ${MAX_IMAGE_ALT_LENGTH} tekens zijn`,
  tooLarge: "Deze afbeelding is groter dan 10 MB. Kies een kleinere afbeelding.",
  notAnImage: "Dit bestand is geen afbeelding die we kunnen lezen. Kies een JPEG-, PNG- of WebP-bestand.",
  wrongFormat: "Dit bestandstype wordt niet ondersteund. Kies een JPEG-, PNG- of WebP-bestand.",
  heicUnsupported:
    "HEIC-foto's kunnen we niet lezen. Sla de foto op als JPEG (op een iPhone: Instellingen > Camera > Formaten > ‘Meest compatibel’) en probeer het opnieuw.",
  tooManyPixels: "Deze afbeelding heeft te veel pixels (meer dan 40 megapixel). Kies een kleinere afbeelding.",
  tooSmall: "Deze afbeelding is te klein. Kies een afbeelding van minstens 200 × 200 pixels.",
  uploadGone: "De eerder gekozen afbeelding is niet meer beschikbaar. Kies de afbeelding opnieuw.",
  processingFailed: "Deze afbeelding kon niet worden verwerkt. Kies een andere afbeelding.",
  unknownRole: "Onbekend soort afbeelding.",
  noFile: "Kies een afbeelding.",
  uploadFailed: "Er ging iets mis bij het opslaan van de afbeelding. Probeer het opnieuw.",
  notFound: "Deze afbeelding bestaat niet (meer).",
} as const;
