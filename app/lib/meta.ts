/** {@link seoMeta} builds every route's head tags (docs/decisions/008-seo-structured-data.md); browser-safe. */
export const SITE_NAME = "Dit doet Nederland";

export function pageTitle(name?: string): string {
  return name ? `${name} – ${SITE_NAME}` : SITE_NAME;
}

export const OG_IMAGES = {
  default: "/og/default.png",
  initiative: "/og/initiatief.png",
  event: "/og/event.png",
  vacancy: "/og/vacature.png",
} as const;
export type OgImageKind = keyof typeof OG_IMAGES;
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
const OG_IMAGE_ALT: Record<OgImageKind, string> = {
  default: "Dit doet Nederland: burgerinitiatieven, events en vrijwilligerswerk",
  initiative: "Dit doet Nederland: een burgerinitiatief",
  event: "Dit doet Nederland: een event",
  vacancy: "Dit doet Nederland: vrijwilligerswerk",
};

export const MAX_DESCRIPTION_LENGTH = 160;

const PAGE_PARAM = "pagina";

export type MetaDescriptor = Record<string, string>;

export interface MetaArgsLike {
  location: { pathname: string; search: string };
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
}

/** The site address from the root loader data; "" on an error page, so URLs stay relative. */
export function siteUrlFrom(matches: MetaArgsLike["matches"]): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { siteUrl?: unknown } | undefined;
  return typeof root?.siteUrl === "string" ? root.siteUrl : "";
}

/** The canonical path: the path, plus `?pagina=N` when N > 1 and no other parameter has a value. */
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

export function shortDescription(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= MAX_DESCRIPTION_LENGTH) return flat;
  const cut = flat.slice(0, MAX_DESCRIPTION_LENGTH - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > 80 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}

export interface OgPicture {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export interface SeoOptions {
  name?: string;
  description: string;
  image?: OgImageKind;
  /** The page's own picture, used instead of the content type's image. */
  picture?: OgPicture | null;
  type?: "website" | "article";
  /** Member-only or error page: `robots: noindex` and no canonical or sharing tags. */
  noindex?: boolean;
}

/** Every head tag of a page: title, description, canonical, Open Graph and Twitter, or `noindex`. */
export function seoMeta(args: MetaArgsLike, options: SeoOptions): MetaDescriptor[] {
  const title = pageTitle(options.name);
  const description = shortDescription(options.description);
  const base: MetaDescriptor[] = [{ title }, { name: "description", content: description }];
  if (options.noindex) return [...base, { name: "robots", content: "noindex" }];

  const siteUrl = siteUrlFrom(args.matches);
  const canonical = canonicalPath(args.location.pathname, args.location.search);
  const url = `${siteUrl}${canonical}`;
  // Later pages of a list are canonical pages of their own, so their titles must differ too.
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

export function memberPageMeta(name: string, description: string): MetaDescriptor[] {
  return seoMeta({ location: { pathname: "", search: "" }, matches: [] }, { name, description, noindex: true });
}
