/**
 * /sitemap.xml, /sitemap/{type}/{page}.xml and /robots.txt
 * (docs/decisions/008-seo-structured-data.md): public rows are listed, rows outside the public
 * views are not, large sets are paged, bad URLs are 404, and robots.txt keeps crawlers out of
 * member-only paths and names the sitemap.
 */
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { parseSitemap, parseSitemapIndex } from "sitemap";
import { describe, expect, it } from "vitest";
import { initiatives } from "~/db/schema";
import { env } from "~/lib/env.server";
import { SITEMAP_PAGE_SIZE, sitemapIndexXml, sitemapPageXml, STATIC_PAGES } from "~/modules/seo/sitemap.server";
import { loader as robotsLoader } from "~/routes/seo/robots";
import { loader as indexLoader } from "~/routes/seo/sitemap-index";
import { loader as sitemapLoader } from "~/routes/seo/sitemap";
import { setupTestDatabase } from "../setup/database";
import { routeArgs } from "../setup/routes";
import { createEvent, createInitiative, createVacancy } from "../setup/factories";

const database = setupTestDatabase();

const urlsOf = async (xml: string) => (await parseSitemap(Readable.from([xml]))).map((i) => i.url);
const indexOf = async (xml: string) => (await parseSitemapIndex(Readable.from([xml]))).map((i) => i.url);

/** Loader arguments for one sitemap file. */
const sitemapArgs = (type: string, file: string) =>
  routeArgs(null, `/sitemap/${type}/${file}`, { pattern: "/sitemap/:type/:file", params: { type, file } });

describe("sitemap", () => {
  it("lists every public initiative, event and vacancy and none that is not public", async () => {
    const db = database.db();
    const site = env().SITE_URL;
    const active = await createInitiative(db);
    const pending = await createInitiative(db, { status: "in_behandeling" });
    const rejected = await createInitiative(db, { status: "afgewezen" });
    const publicEvent = await createEvent(db, { initiative_id: active.id });
    const hiddenEvent = await createEvent(db, { initiative_id: pending.id });
    const publicVacancy = await createVacancy(db, { initiative_id: active.id });
    const inactiveVacancy = await createVacancy(db, { initiative_id: active.id, is_active: false });
    const hiddenVacancy = await createVacancy(db, { initiative_id: rejected.id });
    await db.update(initiatives).set({ updated_at: new Date("2026-03-04T05:06:07Z") }).where(eq(initiatives.id, active.id));

    const indexResponse = await indexLoader();
    expect(indexResponse.status).toBe(200);
    expect(indexResponse.headers.get("Content-Type")).toMatch(/^application\/xml/);
    expect(await indexOf(await indexResponse.text())).toEqual([
      `${site}/sitemap/paginas/1.xml`,
      `${site}/sitemap/gemeenten/1.xml`,
      `${site}/sitemap/initiatieven/1.xml`,
      `${site}/sitemap/events/1.xml`,
      `${site}/sitemap/vacatures/1.xml`,
    ]);

    const read = async (type: string) => {
      const response = await sitemapLoader(sitemapArgs(type, "1.xml"));
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toMatch(/^application\/xml/);
      return response.text();
    };
    const initiativeXml = await read("initiatieven");
    expect(await urlsOf(initiativeXml)).toEqual([`${site}/initiatief/${active.id}`]);
    expect(initiativeXml).toContain("<lastmod>2026-03-04T05:06:07.000Z</lastmod>");
    expect(await urlsOf(await read("events"))).toEqual([`${site}/event/${publicEvent.id}`]);
    expect(await urlsOf(await read("vacatures"))).toEqual([`${site}/vacature/${publicVacancy.id}`]);
    const all = [initiativeXml, await read("events"), await read("vacatures")].join("");
    for (const hidden of [pending, rejected, hiddenEvent, inactiveVacancy, hiddenVacancy]) expect(all).not.toContain(hidden.id);
    // Sitemaps carry addresses only: no contact data of the listed rows.
    for (const secret of [active.contact_email, publicEvent.organizer_email, publicVacancy.contact_email]) {
      expect(all).not.toContain(secret);
    }

    // Municipality pages: only municipalities with a public initiative (the factory's is Utrecht).
    expect(await urlsOf(await read("gemeenten"))).toEqual([`${site}/gemeente/utrecht`]);

    const pages = await urlsOf(await read("paginas"));
    expect(pages).toEqual(STATIC_PAGES.map((p) => `${site}${p}`));
    expect(pages).toContain(`${site}/toegankelijkheid`);
    expect(SITEMAP_PAGE_SIZE).toBeLessThanOrEqual(50_000);
  });

  it("pages large sets: the index names every page and each page holds the next rows", async () => {
    const db = database.db();
    const site = "https://ddn.example.org";
    const owner = await createInitiative(db);
    for (let n = 0; n < 4; n++) await createVacancy(db, { initiative_id: owner.id });
    const initiativeCount = (await urlsOf((await sitemapPageXml(site, "initiatieven", 1, 1000))!)).length;
    const vacancyCount = (await urlsOf((await sitemapPageXml(site, "vacatures", 1, 1000))!)).length;
    expect(vacancyCount).toBeGreaterThanOrEqual(5);

    const pageSize = 2;
    const index = await indexOf(await sitemapIndexXml(site, pageSize));
    const vacancyPages = Math.ceil(vacancyCount / pageSize);
    expect(index.filter((u) => u.includes("/sitemap/vacatures/"))).toEqual(
      Array.from({ length: vacancyPages }, (_, i) => `${site}/sitemap/vacatures/${i + 1}.xml`),
    );
    expect(index.filter((u) => u.includes("/sitemap/initiatieven/"))).toHaveLength(Math.ceil(initiativeCount / pageSize));

    const seen: string[] = [];
    for (let page = 1; page <= vacancyPages; page++) {
      const urls = await urlsOf((await sitemapPageXml(site, "vacatures", page, pageSize))!);
      expect(urls.length).toBeLessThanOrEqual(pageSize);
      expect(urls.length).toBeGreaterThan(0);
      seen.push(...urls);
    }
    expect(new Set(seen).size).toBe(vacancyCount);
    expect(await sitemapPageXml(site, "vacatures", vacancyPages + 1, pageSize)).toBeNull();
  });

  it("answers 404 for an unknown type, a malformed file name or a page past the end", async () => {
    for (const [type, file] of [
      ["gebruikers", "1.xml"],
      ["events", "0.xml"],
      ["events", "een.xml"],
      ["events", "1.txt"],
      ["paginas", "2.xml"],
      ["events", "999999.xml"],
    ] as const) {
      const response = await sitemapLoader(sitemapArgs(type, file));
      expect(response.status, `${type}/${file}`).toBe(404);
      expect(await response.text()).toBe("Deze sitemap bestaat niet.");
    }
  });
});

describe("robots.txt", () => {
  it("allows the public site, disallows member-only paths and the API, and names the sitemap", async () => {
    const response = robotsLoader();
    expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
    const text = await response.text();
    const lines = text.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of [
      "/api/",
      "/mijn-items",
      "/favorieten",
      "/instellingen",
      "/nieuw-initiatief",
      "/nieuw-event",
      "/vacature/nieuw",
      "/initiatief/*/bewerken",
      "/event/*/bewerken",
      "/feedback",
      "/uitloggen",
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // /auth stays crawlable (Lighthouse SEO "is-crawlable", ADR 008); public pages too.
    for (const path of ["/auth", "/initiatieven", "/events", "/vacatures", "/initiatief", "/event"]) {
      expect(lines.some((l) => l === `Disallow: ${path}` || l === `Disallow: ${path}/`)).toBe(false);
    }
    expect(lines).toContain(`Sitemap: ${env().SITE_URL}/sitemap.xml`);
    expect(env().SITE_URL).toMatch(/^https?:\/\//);
  });
});
