/**
 * The XML sitemaps: an index at /sitemap.xml pointing to /sitemap/{type}/{page}.xml, listing only
 * rows of the public views. The `sitemap` package escapes every value.
 */
import { Readable } from "node:stream";
import { count, eq, sql } from "drizzle-orm";
import { union } from "drizzle-orm/pg-core";
import { type IndexItem, SitemapIndexStream, type SitemapItemLoose, SitemapStream, streamToPromise } from "sitemap";
import { events, eventsPublic, initiatives, initiativesPublic, vacancies, vacanciesPublic } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { municipalityPath } from "~/modules/municipalities/links";
import { municipalityByName, type Municipality } from "~/modules/municipalities/municipalities";

/** Most URLs in one sitemap file (the protocol allows 50,000; smaller keeps each file quick). */
export const SITEMAP_PAGE_SIZE = 10_000;

/** Public pages without an id, in the static sitemap; /auth is indexable but not worth listing. */
export const STATIC_PAGES = [
  "/",
  "/initiatieven",
  "/events",
  "/vacatures",
  "/gemeenten",
  "/faq",
  "/over-ons",
  "/contact",
  "/privacy",
  "/voorwaarden",
  "/toegankelijkheid",
] as const;

export const SITEMAP_TYPES = ["paginas", "gemeenten", "initiatieven", "events", "vacatures"] as const;
export type SitemapType = (typeof SITEMAP_TYPES)[number];

const sources = {
  initiatieven: { view: initiativesPublic, table: initiatives, path: "/initiatief/" },
  events: { view: eventsPublic, table: events, path: "/event/" },
  vacatures: { view: vacanciesPublic, table: vacancies, path: "/vacature/" },
} as const;
type ContentType = keyof typeof sources;

async function countPublic(type: ContentType): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(sources[type].view);
  return row?.n ?? 0;
}

/** The municipalities of a public initiative, event or vacancy, by name (at most 342, so one file). */
export async function municipalitiesWithContent(): Promise<Municipality[]> {
  const db = await getDb();
  const names = (view: typeof initiativesPublic | typeof eventsPublic | typeof vacanciesPublic) =>
    db.selectDistinct({ name: view.municipality }).from(view).where(sql`${view.municipality} is not null`);
  const rows = await union(names(initiativesPublic), names(eventsPublic), names(vacanciesPublic));
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

const xmlns = { news: false, video: false, image: false, xhtml: false };

/** The sitemap index XML: one entry per type and page; `siteUrl` without a trailing slash. */
export async function sitemapIndexXml(siteUrl: string, pageSize = SITEMAP_PAGE_SIZE): Promise<string> {
  const items: IndexItem[] = [];
  for (const type of SITEMAP_TYPES) {
    const pages = await pagesOf(type, pageSize);
    for (let page = 1; page <= pages; page++) items.push({ url: `${siteUrl}/sitemap/${type}/${page}.xml` });
  }
  const stream = new SitemapIndexStream();
  return (await streamToPromise(Readable.from(items).pipe(stream))).toString("utf8");
}

/** One sitemap file (1-based `page`), or null for an unknown type or a page past the last (404). */
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
    if (rows.length === 0 && page > 1) return null;
    urls = rows.map((r) => ({ url: `${source.path}${r.id}`, lastmod: new Date(r.updated_at).toISOString() }));
  }
  const stream = new SitemapStream({ hostname: siteUrl, xmlns });
  return (await streamToPromise(Readable.from(urls).pipe(stream))).toString("utf8");
}

/** Paths robots.txt keeps crawlers out of: member-only pages, forms and the API. */
export const DISALLOWED_PATHS = [
  "/api/",
  "/mijn-items",
  "/mijn-aanmeldingen",
  "/favorieten",
  "/voor-jou",
  "/favoriet",
  "/instellingen",
  "/afmelden/",
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

/** The robots.txt text, naming the sitemap index by its absolute URL. */
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
