/** Picture shapes shared by the server and the browser; every image carries a required text alternative. */
import { imageFormats, type ImageFormat, type StoredPicture, type StoredVariant } from "~/lib/stored-picture";

export { imageFormats, type ImageFormat, type StoredPicture, type StoredVariant };

export type ImageRole = "initiative_logo" | "initiative_cover" | "event_image" | "vacancy_image" | "update_image";

/** Variants exist only when "ready". */
export type ImageStatus = "pending" | "ready" | "failed";


/** What a page needs to show a ready image; URLs are content-hashed and served immutable. */
export interface ItemPicture {
  alt: string;
  /** px, of the largest variant, so nothing shifts. */
  width: number;
  height: number;
  srcset: Record<ImageFormat, string>;
  /** Largest JPEG variant: fallback `src` and Open Graph image. */
  src: string;
}

/** Form fields per slot prefix: the file, `_alt`, hidden `_upload` (an image already received) and `_remove`. */
export const imageSlotsByKind = {
  initiative: [
    { prefix: "logo", role: "initiative_logo" },
    { prefix: "cover", role: "initiative_cover" },
  ],
  event: [{ prefix: "image", role: "event_image" }],
  vacancy: [{ prefix: "image", role: "vacancy_image" }],
  update: [{ prefix: "image", role: "update_image" }],
} as const satisfies Record<string, readonly { prefix: string; role: ImageRole }[]>;

/** Bytes (10 MB). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const MAX_IMAGE_ALT_LENGTH = 250;

/** Phones convert their photos to one of these on upload. */
export const acceptedImageTypes = ["image/jpeg", "image/png", "image/webp"] as const;

export interface CurrentImage {
  id: string;
  alt: string;
  status: ImageStatus;
  picture: ItemPicture | null;
}

/** An item's image as moderators see it; `id` is posted as `image_id` to remove it. */
export interface ReviewImage {
  id: string;
  role: ImageRole;
  alt: string;
  status: ImageStatus;
  /** Null until processed, or when processing failed. */
  picture: ItemPicture | null;
}

export type ImageItemKind = keyof typeof imageSlotsByKind;

export type ImageSlotPrefix = (typeof imageSlotsByKind)[ImageItemKind][number]["prefix"];

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
