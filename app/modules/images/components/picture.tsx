/**
 * The `<picture>` of an item: AVIF and WebP sources and a JPEG `<img>`. The `<img>` carries the
 * intrinsic size so nothing shifts; `aspect` crops into another shape. Lazy unless `priority` (the
 * top of a detail page, usually the largest paint).
 */
import { cn } from "~/lib/utils";
import type { ImageFormat, ItemPicture } from "../types";

export type PictureAspect = "natural" | "square" | "wide" | "banner";

const aspectClasses: Record<PictureAspect, string> = {
  natural: "",
  square: "aspect-square object-cover",
  wide: "aspect-video object-cover",
  // Flatter from the large breakpoint, where 16:9 would push the title below the fold.
  banner: "aspect-video object-cover lg:aspect-[12/5]",
};

const sourceTypes: Record<Exclude<ImageFormat, "jpeg">, string> = {
  avif: "image/avif",
  webp: "image/webp",
};

/** `sizes` per place, CSS pixels: the box's width at each breakpoint of its grid. */
export const pictureSizes = {
  /** Inside the card's padding: one column below 640 px, two to 1280 px, three from 1280 px. */
  card: "(min-width: 1280px) 272px, (min-width: 1024px) 320px, (min-width: 640px) calc(50vw - 4rem), calc(100vw - 4.5rem)",
  cardLogo: "48px",
  detailLogo: "80px",
  /** The detail page's main column, beside the 20rem side column from 1024 px, at most 768 px. */
  detail: "(min-width: 1152px) 768px, (min-width: 1024px) calc(100vw - 24rem), calc(100vw - 2rem)",
} as const;

/** @param props.sizes one of {@link pictureSizes} */
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
    // `display: contents` puts the <img> in the caller's layout; a flex or grid parent would count visible <source>s as items.
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

/** Cards at the top of a list that load eagerly: the first row of the three-column grid. */
export const EAGER_CARDS = 3;

export function cardPictureLoading(index: number): "eager" | "lazy" {
  return index < EAGER_CARDS ? "eager" : "lazy";
}
