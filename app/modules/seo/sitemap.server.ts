/**
 * The XML sitemaps (docs/decisions/008-seo-structured-data.md): a sitemap index at /sitemap.xml
 * (the municipality pages with public content in /sitemap/gemeenten/1.xml, ADR 029)
 * pointing to one sitemap per content type and page, /sitemap/{type}/{page}.xml, each with at most
 * {@link SITEMAP_PAGE_SIZE} URLs (the protocol allows 50,000). Only rows of the public views
 * (`initiatives_public`, `events_public`, `vacancies_public`) are listed; their `lastmod` is the
 * row's `updated_at`. The XML is written by the `sitemap` package, which escapes every value.
 *
 * Queries stay small: the count of a view, and one page of `id, updated_at` ordered by id
 * (stable) with LIMIT/OFFSET, joined to the table by primary key for `updated_at`.
 */
import { Readable } from "node:stream";
import { count, eq, sql } from "drizzle-orm";
import { type IndexItem, SitemapIndexStream, type SitemapItemLoose, SitemapStream, streamToPromise } from "sitemap";
import { events, eventsPublic, initiatives, initiativesPublic, vacancies, vacanciesPublic } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { municipalityPath } from "~/modules/municipalities/links";
import { municipalityByName, type Municipality } from "~/modules/municipalities/municipalities";

/**
 * Most URLs in one sitemap file. The sitemaps.org limit is 50,000; 10,000 keeps a file near
 * 1.3 MB and its query plus XML near a few hundred ms on the embedded database (measured with
 * 100,000 events, ADR 008).
 */
export const SITEMAP_PAGE_SIZE = 10_000;

/**
 * Public pages without an id, in the static sitemap. /toegankelijkheid is the accessibility
 * statement (docs/decisions/009-accessibility.md). /auth is indexable but not worth listing.
 */
export const STATIC_PAGES = [
  "/",
  "/initiatieven",
  "/events",
  "/vacatures",
  "/faq",
  "/over-ons",
  "/contact",
  "/privacy",
  "/voorwaarden",
  "/toegankelijkheid",
] as const;

/** The sitemap types, as they appear in the URL /sitemap/{type}/{page}.xml. */
export const SITEMAP_TYPES = ["paginas", "gemeenten", "initiatieven", "events", "vacatures"] as const;
export type SitemapType = (typeof SITEMAP_TYPES)[number];

/** Per content type: its public view, base table (for updated_at) and detail path. */
const sources = {
  initiatieven: { view: initiativesPublic, table: initiatives, path: "/initiatief/" },
  events: { view: eventsPublic, table: events, path: "/event/" },
  vacatures: { view: vacanciesPublic, table: vacancies, path: "/vacature/" },
} as const;
type ContentType = keyof typeof sources;

/** Number of rows of a public view. */
async function countPublic(type: ContentType): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(sources[type].view);
  return row?.n ?? 0;
}

/**
 * The municipalities with public content, by name: those of a public initiative (an event's or a
 * vacancy's municipality is its initiative's, docs/decisions/029-municipalities-and-feeds.md). At
 * most 342, so the type "gemeenten" has one file.
 */
export async function municipalitiesWithContent(): Promise<Municipality[]> {
  const db = await getDb();
  const rows = await db
    .selectDistinct({ name: initiativesPublic.municipality })
    .from(initiativesPublic)
    .where(sql`${initiativesPublic.municipality} is not null`);
  return rows
    .map((r) => municipalityByName(r.name))
    .filter((m): m is Municipality => m !== null)
    .sort((a, b) => a.name.localeCompare(b.name, "nl"));
}

/** Number of sitemap files of a type (at least 1, so an empty type still has a valid file). */
async function pagesOf(type: SitemapType, pageSize: number): Promise<number> {
  if (type === "paginas" || type === "gemeenten") return 1;
  return Math.max(1, Math.ceil((await countPublic(type)) / pageSize));
}

/** XML namespaces: only the plain sitemap one (no image, video, news or xhtml extensions). */
const xmlns = { news: false, video: false, image: false, xhtml: false };

/**
 * The sitemap index: one entry per type and page.
 * @param siteUrl absolute site address without a trailing slash
 * @param pageSize URLs per sitemap (tests pass a small one)
 * @returns the XML document
 */
export async function sitemapIndexXml(siteUrl: string, pageSize = SITEMAP_PAGE_SIZE): Promise<string> {
  const items: IndexItem[] = [];
  for (const type of SITEMAP_TYPES) {
    const pages = await pagesOf(type, pageSize);
    for (let page = 1; page <= pages; page++) items.push({ url: `${siteUrl}/sitemap/${type}/${page}.xml` });
  }
  const stream = new SitemapIndexStream();
  return (await streamToPromise(Readable.from(items).pipe(stream))).toString("utf8");
}

/**
 * One sitemap file, or null when the type is unknown or the page is past the last one (the
 * route answers 404).
 * @param type one of {@link SITEMAP_TYPES}
 * @param page 1-based page number
 */
export async function sitemapPageXml(
  siteUrl: string,
  type: string,
  page: number,
  pageSize = SITEMAP_PAGE_SIZE,
): Promise<string | null> {
  if (!(SITEMAP_TYPES as readonly string[]).includes(type) || !Number.isInteger(page) || page < 1) return null;
  let urls: SitemapItemLoose[];
  if (type === "paginas") {
    if (page !== 1) return null;
    urls = STATIC_PAGES.map((path) => ({ url: path }));
  } else if (type === "gemeenten") {
    if (page !== 1) return null;
    urls = (await municipalitiesWithContent()).map((m) => ({ url: municipalityPath(m.slug) }));
  } else {
    const source = sources[type as ContentType];
    const db = await getDb();
    const rows = await db
      .select({ id: source.view.id, updated_at: source.table.updated_at })
      .from(source.view)
      .innerJoin(source.table, eq(source.table.id, source.view.id))
      .orderBy(sql`${source.view.id}`)
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    // Past the last page (no count query needed): page 1 of an empty type is an empty sitemap.
    if (rows.length === 0 && page > 1) return null;
    urls = rows.map((r) => ({ url: `${source.path}${r.id}`, lastmod: new Date(r.updated_at).toISOString() }));
  }
  const stream = new SitemapStream({ hostname: siteUrl, xmlns });
  return (await streamToPromise(Readable.from(urls).pipe(stream))).toString("utf8");
}

/** Paths robots.txt keeps crawlers out of: member-only pages, forms and the API (ADR 008). */
export const DISALLOWED_PATHS = [
  "/api/",
  "/mijn-items",
  "/mijn-aanmeldingen",
  "/favorieten",
  "/favoriet",
  "/instellingen",
  "/nieuw-initiatief",
  "/nieuw-event",
  "/initiatief/nieuw",
  "/vacature/nieuw",
  "/initiatief/*/bewerken",
  "/event/*/bewerken",
  "/event/*/aanmelding",
  "/event/*/deelnemers",
  "/feedback",
  "/uitloggen",
  "/melden",
  "/beoordeling-aanvragen",
  "/beheer",
] as const;

/**
 * The robots.txt text: every crawler may read the public site, not the member-only paths of
 * {@link DISALLOWED_PATHS}; the sitemap index is named with its absolute URL.
 */
export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
