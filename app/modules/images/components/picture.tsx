/**
 * The `<picture>` of an initiative's logo or cover, or an event's or vacancy's image: AVIF and WebP
 * sources and a JPEG `<img>`, each with the same `srcset` widths and `sizes`, so the browser picks
 * the best format it decodes at the smallest width that fills the box.
 *
 * No layout shift: the `<img>` carries the intrinsic `width` and `height` of the picture (the
 * browser reserves the box from their ratio before a byte arrives), and a caller that shows the
 * picture in another shape (a square logo, a 16:9 card banner) gives the box a CSS aspect ratio
 * through `aspect`, with `object-fit: cover` cropping the picture into it.
 *
 * Loading: lazy by default (cards, everything below the fold); `priority` for the one picture at
 * the top of a detail page (eager, `fetchpriority="high"`, it is usually the largest paint).
 * Browser-safe; URLs come from the server (`ItemPicture`, content-hashed and immutable).
 */
import { cn } from "~/lib/utils";
import type { ImageFormat, ItemPicture } from "../types";

/** The shape of the box a picture is shown in; "natural" keeps the picture's own ratio. */
export type PictureAspect = "natural" | "square" | "wide" | "banner";

const aspectClasses: Record<PictureAspect, string> = {
  natural: "",
  square: "aspect-square object-cover",
  wide: "aspect-video object-cover",
  // A cover photo: 16:9 on a phone, flatter (12:5) from the large breakpoint, where a 16:9 photo
  // would push the page's title below the fold.
  banner: "aspect-video object-cover lg:aspect-[12/5]",
};

const sourceTypes: Record<Exclude<ImageFormat, "jpeg">, string> = {
  avif: "image/avif",
  webp: "image/webp",
};

/**
 * The `sizes` of the places pictures are shown, in CSS pixels (the width of the picture's box at
 * each breakpoint of the grids they sit in; the browser multiplies by the device pixel ratio).
 */
export const pictureSizes = {
  /**
   * A card's banner, inside the card's padding: one column below 640 px (page padding, border and
   * card padding take 4.5rem), two columns to 1280 px (beside the filter column from 1024 px),
   * three from 1280 px.
   */
  card: "(min-width: 1280px) 272px, (min-width: 1024px) 320px, (min-width: 640px) calc(50vw - 4rem), calc(100vw - 4.5rem)",
  /** The logo on a card (3rem square). */
  cardLogo: "48px",
  /** The logo beside a detail page's title (5rem square, 4rem on a phone). */
  detailLogo: "80px",
  /**
   * The main column of a detail page (app/components/detail-layout.tsx): the page width minus
   * its padding below 1024 px, beside the 20rem side column from 1024 px, at most 768 px.
   */
  detail: "(min-width: 1152px) 768px, (min-width: 1024px) calc(100vw - 24rem), calc(100vw - 2rem)",
} as const;

/**
 * Renders one picture.
 * @param props.picture the ready picture from the loader (`ItemPicture`)
 * @param props.sizes the `sizes` attribute, CSS lengths; use one of {@link pictureSizes}
 * @param props.loading "lazy" (default) or "eager"; ignored with `priority`
 * @param props.priority the picture is the top of its page: eager with `fetchpriority="high"`
 * @param props.aspect the box's shape (default: the picture's own ratio)
 * @param props.className classes of the `<img>` (size, rounding); the `<picture>` takes no box
 *   of its own (`display: contents`, its `<source>`s hidden), so the `<img>` lays out as if it
 *   stood alone
 */
export function ItemPictureView({
  picture,
  sizes,
  loading = "lazy",
  priority = false,
  aspect = "natural",
  className,
}: {
  picture: ItemPicture;
  sizes: string;
  loading?: "lazy" | "eager";
  priority?: boolean;
  aspect?: PictureAspect;
  className?: string;
}) {
  return (
    // `display: contents` puts the <img> straight into the caller's layout; the <source>s are
    // hidden, or a flex or grid parent would count them as (empty) items with gaps between.
    <picture className="contents [&>source]:hidden">
      {(["avif", "webp"] as const).map((format) =>
        picture.srcset[format] ? (
          <source key={format} type={sourceTypes[format]} srcSet={picture.srcset[format]} sizes={sizes} />
        ) : null,
      )}
      <img
        src={picture.src}
        srcSet={picture.srcset.jpeg || undefined}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
        alt={picture.alt}
        loading={priority ? "eager" : loading}
        decoding={priority ? undefined : "async"}
        fetchPriority={priority ? "high" : undefined}
        className={cn("block h-auto max-w-full bg-muted", aspectClasses[aspect], className)}
      />
    </picture>
  );
}

/**
 * How many cards at the top of a list page load their picture eagerly: the first row of the
 * three-column grid at 1280 px (on a phone the first card, and Chromium fetches lazy pictures this
 * close to the viewport at once anyway). The rest load when scrolled near.
 */
export const EAGER_CARDS = 3;

/** The `loading` of the card at `index` (0-based) of a list page; see {@link EAGER_CARDS}. */
export function cardPictureLoading(index: number): "eager" | "lazy" {
  return index < EAGER_CARDS ? "eager" : "lazy";
}
