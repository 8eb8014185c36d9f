/**
 * Page metadata: one helper, {@link seoMeta}, builds every route's `meta` export
 * (docs/decisions/008-seo-structured-data.md): title "{naam} – Dit doet Nederland", meta
 * description, absolute canonical URL, Open Graph and Twitter card tags with an image per content
 * type, and `robots: noindex` for member-only pages.
 *
 * The absolute site address (PUBLIC_URL, see app/lib/env.server.ts) reaches the browser-safe
 * `meta` functions through the root loader's `siteUrl`. Browser-safe: no server imports.
 * The canonical rules are recorded in docs/decisions/008-seo-structured-data.md.
 */
export const SITE_NAME = "Dit doet Nederland";

/** "{name} – Dit doet Nederland", or the site name alone for the home page. */
export function pageTitle(name?: string): string {
  return name ? `${name} – ${SITE_NAME}` : SITE_NAME;
}

/** The Open Graph images under public/og/ (1200×630 PNG, made by scripts/og-images.ts). */
export const OG_IMAGES = {
  default: "/og/default.png",
  initiative: "/og/initiatief.png",
  event: "/og/event.png",
  vacancy: "/og/vacature.png",
} as const;
export type OgImageKind = keyof typeof OG_IMAGES;
/** Pixel size of every image in {@link OG_IMAGES}. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
/** Alternative text per image (og:image:alt, twitter:image:alt). */
const OG_IMAGE_ALT: Record<OgImageKind, string> = {
  default: "Dit doet Nederland: burgerinitiatieven, events en vrijwilligerswerk",
  initiative: "Dit doet Nederland: een burgerinitiatief",
  event: "Dit doet Nederland: een event",
  vacancy: "Dit doet Nederland: vrijwilligerswerk",
};

/** Longest meta description (characters); longer texts are cut at a word with "…". */
export const MAX_DESCRIPTION_LENGTH = 160;

/**
 * Query parameters that only narrow or order a list. Any of them with a value makes a list page
 * a variant whose canonical is the plain list (ADR 008).
 */
const PAGE_PARAM = "pagina";

/** A descriptor as React Router's `meta` export returns them. */
export type MetaDescriptor = Record<string, string>;

/** The part of React Router's meta arguments the helper reads. */
export interface MetaArgsLike {
  location: { pathname: string; search: string };
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
}

/**
 * The absolute site address (no trailing slash) from the root loader data.
 * Empty string when the root loader did not run (an error page): URLs then stay relative.
 */
export function siteUrlFrom(matches: MetaArgsLike["matches"]): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { siteUrl?: unknown } | undefined;
  return typeof root?.siteUrl === "string" ? root.siteUrl : "";
}

/**
 * The canonical path for a location (ADR 008): the path itself, plus `?pagina=N` when N > 1 and
 * no filter, search or sort parameter has a value. A list with a filter canonicalises to the
 * plain list (its first page); unknown parameters (tracking, etc.) are always dropped.
 * @param pathname e.g. "/initiatieven"
 * @param search e.g. "?thema=zorg&pagina=2" (or empty)
 */
export function canonicalPath(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  let page = 1;
  let filtered = false;
  for (const [key, value] of params) {
    if (key === PAGE_PARAM) {
      page = /^\d{1,6}$/.test(value) ? Math.max(1, Number(value)) : 1;
    } else if (value.trim() !== "" && value !== "all") {
      filtered = true;
    }
  }
  return !filtered && page > 1 ? `${pathname}?${PAGE_PARAM}=${page}` : pathname;
}

/** Cuts `text` to at most {@link MAX_DESCRIPTION_LENGTH} characters at a word boundary. */
export function shortDescription(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= MAX_DESCRIPTION_LENGTH) return flat;
  const cut = flat.slice(0, MAX_DESCRIPTION_LENGTH - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > 80 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}

/** A page's own picture as the sharing tags need it (an `ItemPicture` fits): URL path, size, alt text. */
export interface OgPicture {
  /** Path of a JPEG, e.g. "/afbeelding/<id>/<hash>-1280.jpg". */
  src: string;
  /** Pixels. */
  width: number;
  height: number;
  alt: string;
}

export interface SeoOptions {
  /** Page name; the title becomes "{name} – Dit doet Nederland" (none: the site name). */
  name?: string;
  /** Meta description; cut to 160 characters. */
  description: string;
  /** Open Graph image per content type; default "default". */
  image?: OgImageKind;
  /**
   * The page's own picture (an initiative's cover or logo, an event's or vacancy's image): when
   * given, it is the Open Graph and Twitter image (its largest JPEG, with its size and text
   * alternative) instead of the content type's image (docs/decisions/033-images.md).
   */
  picture?: OgPicture | null;
  /** og:type; "website" unless given (detail pages use "article"). */
  type?: "website" | "article";
  /**
   * Member-only or error page: `robots: noindex` and no canonical or sharing tags
   * (member-only pages are noindex: nothing in them is for search engines).
   */
  noindex?: boolean;
}

/**
 * Every head tag of a page, for a route's `meta` export.
 * @param args React Router's meta arguments (location and matches, for the canonical URL)
 * @returns title, description, and for indexable pages the canonical link, Open Graph
 *   (og:title, og:description, og:url, og:type, og:image with size and alt, og:site_name,
 *   og:locale nl_NL) and Twitter card (summary_large_image) tags; all URLs absolute when the
 *   root loader data carries `siteUrl`
 */
export function seoMeta(args: MetaArgsLike, options: SeoOptions): MetaDescriptor[] {
  const title = pageTitle(options.name);
  const description = shortDescription(options.description);
  const base: MetaDescriptor[] = [{ title }, { name: "description", content: description }];
  if (options.noindex) return [...base, { name: "robots", content: "noindex" }];

  const siteUrl = siteUrlFrom(args.matches);
  const canonical = canonicalPath(args.location.pathname, args.location.search);
  const url = `${siteUrl}${canonical}`;
  // Page 2 and further of a list are their own canonical pages: their titles must differ too.
  const pageNumber = new URLSearchParams(canonical.split("?")[1] ?? "").get(PAGE_PARAM);
  if (pageNumber && options.name) {
    base[0] = { title: pageTitle(`${options.name}, pagina ${pageNumber}`) };
  }
  const kind = options.image ?? "default";
  const picture = options.picture ?? null;
  const image = picture ? `${siteUrl}${picture.src}` : `${siteUrl}${OG_IMAGES[kind]}`;
  const alt = picture ? picture.alt : OG_IMAGE_ALT[kind];
  const size = picture ? { width: picture.width, height: picture.height } : OG_IMAGE_SIZE;
  return [
    ...base,
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "nl_NL" },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:title", content: options.name ?? SITE_NAME },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: picture ? "image/jpeg" : "image/png" },
    { property: "og:image:width", content: String(size.width) },
    { property: "og:image:height", content: String(size.height) },
    { property: "og:image:alt", content: alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: options.name ?? SITE_NAME },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: alt },
  ];
}

/**
 * Head tags of a member-only page: title, description and `robots: noindex`
 * (docs/decisions/008-seo-structured-data.md).
 * @param name page name, as in {@link pageTitle}
 */
export function memberPageMeta(name: string, description: string): MetaDescriptor[] {
  return seoMeta({ location: { pathname: "", search: "" }, matches: [] }, { name, description, noindex: true });
}
