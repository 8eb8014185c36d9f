/**
 * Findable and shareable, on the production build (docs/decisions/008-seo-structured-data.md): head
 * tags of public pages (unique title and description, absolute canonical, Open Graph and Twitter
 * card), JSON-LD on detail pages without contact data, `noindex` on member-only pages, and the
 * sitemap, robots.txt and Open Graph images as the server answers them.
 */
import type { Page } from "@playwright/test";
import { registerAndVerify, uniqueEmail } from "./accounts-helpers";
import { expect, expected, test } from "./fixtures";

/** The head tags the tests look at. */
async function head(page: Page) {
  return page.evaluate(() => {
    const meta = (key: string) =>
      document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content") ?? null;
    return {
      title: document.title,
      description: meta("description"),
      robots: meta("robots"),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
      og: Object.fromEntries(
        ["og:title", "og:description", "og:url", "og:type", "og:image", "og:site_name", "og:locale"].map((k) => [k, meta(k)]),
      ),
      twitter: meta("twitter:card"),
      twitterImage: meta("twitter:image"),
    };
  });
}

/** Every JSON-LD block of the page, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
}

test.describe("findable and shareable", () => {
  test("public pages have unique titles and descriptions, a canonical URL and sharing tags", async ({ page, baseURL }) => {
    const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
    const { richInitiative, event, vacancy } = expected();
    const pages: [string, string, string][] = [
      ["/", `${baseURL}/`, "/og/default.png"],
      ["/initiatieven?thema=natuur&utm_source=x", `${baseURL}/initiatieven`, "/og/default.png"],
      ["/events", `${baseURL}/events`, "/og/default.png"],
      ["/vacatures", `${baseURL}/vacatures`, "/og/default.png"],
      [`/initiatief/${richInitiative.id}`, `${baseURL}/initiatief/${richInitiative.id}`, "/og/initiatief.png"],
      [`/event/${event.id}`, `${baseURL}/event/${event.id}`, "/og/event.png"],
      [`/vacature/${vacancy.id}`, `${baseURL}/vacature/${vacancy.id}`, "/og/vacature.png"],
      ["/auth?tab=registreren", `${baseURL}/auth`, "/og/default.png"],
      ["/faq", `${baseURL}/faq`, "/og/default.png"],
    ];
    for (const [path, canonical, image] of pages) {
      await page.goto(path);
      const tags = await head(page);
      expect(tags.title, path).toMatch(/Dit doet Nederland$/);
      expect(tags.description, path).toBeTruthy();
      expect(tags.robots, path).toBeNull();
      expect(tags.canonical, path).toBe(canonical);
      expect(tags.og, path).toMatchObject({
        "og:url": canonical,
        "og:image": `${baseURL}${image}`,
        "og:site_name": "Dit doet Nederland",
        "og:locale": "nl_NL",
      });
      expect(tags.og["og:title"], path).toBeTruthy();
      expect(tags.og["og:description"], path).toBe(tags.description);
      expect(tags.twitter, path).toBe("summary_large_image");
      expect(tags.twitterImage, path).toBe(`${baseURL}${image}`);
      seen.titles.add(tags.title);
      seen.descriptions.add(tags.description ?? "");
    }
    // Path variants of one list share its tags; every other page has its own.
    expect(seen.titles.size).toBe(pages.length);
    expect(seen.descriptions.size).toBe(pages.length);
    for (const image of ["default", "initiatief", "event", "vacature"]) {
      const response = await page.request.get(`/og/${image}.png`);
      expect(response.headers()["content-type"]).toBe("image/png");
    }
  });

  test("detail pages carry schema.org JSON-LD without contact data, also for a member", async ({ page, baseURL }) => {
    const { richInitiative, event, vacancy, contactValues } = expected();
    await registerAndVerify(page, { name: "Sanne de Wit", email: uniqueEmail("seo"), password: "zonnebloem-42" });
    const checks: [string, string][] = [
      [`/event/${event.id}`, "Event"],
      [`/initiatief/${richInitiative.id}`, "Organization"],
      [`/vacature/${vacancy.id}`, "JobPosting"],
    ];
    for (const [path, type] of checks) {
      await page.goto(path);
      const blocks = await jsonLd(page);
      const block = blocks.find((b) => b["@type"] === type);
      expect(block, path).toBeDefined();
      expect(block?.url).toBe(`${baseURL}${path}`);
      const text = JSON.stringify(blocks);
      for (const value of contactValues) expect(text, path).not.toContain(value);
    }
    // The member sees the organizer's e-mail on the page itself, just not in the JSON-LD.
    await page.goto(`/event/${event.id}`);
    await expect(page.getByText(event.organizer_email)).toBeVisible();
  });

  test("member-only pages are noindex", async ({ page }) => {
    await registerAndVerify(page, { name: "Pim Bakker", email: uniqueEmail("noindex"), password: "zonnebloem-42" });
    for (const path of ["/mijn-items", "/favorieten", "/instellingen", "/nieuw-initiatief", "/nieuw-event", "/vacature/nieuw", "/feedback"]) {
      await page.goto(path);
      const tags = await head(page);
      expect(tags.robots, path).toBe("noindex");
      expect(tags.canonical, path).toBeNull();
    }
  });

  test("robots.txt and the sitemap are served with absolute URLs", async ({ page, baseURL }) => {
    const robots = await page.request.get("/robots.txt");
    expect(robots.headers()["content-type"]).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const index = await (await page.request.get("/sitemap.xml")).text();
    expect(index).toContain(`<loc>${baseURL}/sitemap/initiatieven/1.xml</loc>`);
    const initiatives = await (await page.request.get("/sitemap/initiatieven/1.xml")).text();
    expect(initiatives).toContain(`<loc>${baseURL}/initiatief/${expected().richInitiative.id}</loc>`);
    expect((await page.request.get("/sitemap/initiatieven/99.xml")).status()).toBe(404);
  });
});
