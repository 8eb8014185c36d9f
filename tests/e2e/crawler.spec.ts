/**
 * The crawler test (docs/decisions/013-fuzzing.md): as a visitor, visit every public page and data
 * request reachable from the home page, the lists (every page of each, via their pagination links)
 * and the sitemap, and check that no organizer or contact e-mail, phone or website stored in the
 * database appears anywhere in what the server sent: HTML, React Router data requests (`.data`),
 * XML, and the response headers. Contact data is for members only
 * (docs/product-rules.md#contact-visibility); the names, addresses and motivations of people who
 * signed up for an event or responded to a vacancy are for its organizer only
 * (docs/decisions/026-participation.md).
 *
 * 1. HTTP crawl: breadth-first from the start pages and the sitemap (a sitemap index is followed
 *    into its child sitemaps). Every same-origin link in a page is queued; for every page also its
 *    data URL ("/x?q" → "/x.data?q", "/" → "/_.data"). Bounded at {@link MAX_PAGES} pages.
 * 2. Browser: Chromium opens the home page and navigates client-side through the lists and a
 *    detail page, so the requests only a browser makes (route manifest, `.data` of client
 *    navigations) are checked too.
 *
 * Runs in the "bezoeker" project, before the member journeys add content. The seeded contact
 * values come from tests/setup/e2e-expectations.ts (plain SQL on the seeded database).
 */
import type { APIRequestContext, APIResponse, Response } from "@playwright/test";
import { registerAndVerify, uniqueEmail } from "./accounts-helpers";
import { expect, expected, test } from "./fixtures";

/** Upper bound on pages fetched (each also has its data URL fetched): keeps the test bounded. */
const MAX_PAGES = 1_200;
/** Requests in flight at once (2 shared cores: the server does the work). */
const CONCURRENCY = 4;

/** The single-fetch data URL React Router's client requests for `path` ("/x?q" → "/x.data?q", "/" → "/_.data"). */
function dataUrl(path: string): string {
  const [pathname = "/", query] = path.split("?");
  return `${pathname.endsWith("/") ? `${pathname}_` : pathname}.data${query ? `?${query}` : ""}`;
}

/** Files served as static assets: not pages, and built from code, not from the database. */
const STATIC_FILE = /\.(css|js|mjs|map|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|txt|webmanifest|json)$/i;

/**
 * A crawlable same-origin path for `href` found on `from`, or null (other sites, mailto:, assets,
 * the auth API, sign-out, fragments only).
 */
function crawlablePath(href: string, from: URL): string | null {
  const decoded = href.replaceAll("&amp;", "&");
  if (/^(mailto|tel|javascript|data):/i.test(decoded)) return null;
  let url: URL;
  try {
    url = new URL(decoded, from);
  } catch {
    return null;
  }
  if (url.origin !== from.origin) return null;
  const path = url.pathname;
  if (path.startsWith("/assets/") || path.startsWith("/api/") || path === "/uitloggen" || STATIC_FILE.test(path)) return null;
  // Municipality pages (and the filtered lists and feeds they link) and the public feeds are walked
  // by their own test below ("municipality pages and feeds"): followed here they would multiply the
  // crawl by the number of municipalities and initiatives.
  if (path.startsWith(MUNICIPALITY_PREFIX) || path === "/events.ics" || path.endsWith(".atom")) return null;
  // The embed builder with a choice made (each municipality page links one, prefilled): the widgets
  // test below opens the builder and every widget filter itself.
  if (path === "/op-je-eigen-site" && url.search) return null;
  // A list's map view is the same list and data (the map journey covers it): followed here it would
  // double the crawl of every list page.
  if (url.searchParams.get("weergave") === "kaart") return null;
  return `${path}${url.search}`;
}

/** Path prefix of the municipality pages (docs/decisions/029-municipalities-and-feeds.md). */
const MUNICIPALITY_PREFIX = "/gemeente/";

/** Every href in an HTML document. */
function hrefsOf(html: string): string[] {
  return [...html.matchAll(/\bhref="([^"]*)"/g)].map((m) => m[1] ?? "");
}

/** Every <loc> of a sitemap or sitemap index. */
function locsOf(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)].map((m) => (m[1] ?? "").replaceAll("&amp;", "&"));
}

/**
 * The forms in which a stored contact value could show up in a response: as stored, in HTML
 * escaping, phones without spaces/dashes (as in tel: links), websites without their scheme.
 */
function needles(value: string): string[] {
  const forms = new Set([value, value.replaceAll("&", "&amp;")]);
  if (/^[+\d][\d\s().-]{5,}$/.test(value)) forms.add(value.replace(/[\s().-]/g, ""));
  const withoutScheme = value.replace(/^https?:\/\//i, "").replace(/\/$/, "");
  if (withoutScheme !== value && withoutScheme.includes(".")) forms.add(withoutScheme);
  return [...forms].map((f) => f.toLowerCase());
}

/**
 * The forms in which a home postcode (four digits) could show up: as a JSON string, an element's
 * text, a query value or after the word "postcode". The bare digits are not searched: they occur in
 * ids and numbers.
 */
function postcodeForms(pc4: string): string[] {
  return [`"${pc4}"`, `>${pc4}<`, `=${pc4}`, `>${pc4} `, ` ${pc4}<`, `postcode ${pc4}`];
}

/**
 * Everything a visitor must never receive, each with the forms to look for: contact data, the
 * marker in the title of every item that is not public, who signed up for an event or responded to
 * a vacancy, and those members' home postcode.
 */
function secrets(): { value: string; forms: string[] }[] {
  const { contactValues, unpublished, participants, apiKeySecrets } = expected();
  return [
    ...[...contactValues, unpublished.marker, ...participants.values, ...apiKeySecrets].map((value) => ({ value, forms: needles(value) })),
    { value: `home postcode ${participants.homePostcode}`, forms: postcodeForms(participants.homePostcode) },
  ];
}

/** What the server sent for one URL, as one lower-case text: status line, headers and body. */
async function everythingSent(response: APIResponse): Promise<string> {
  const headers = response
    .headersArray()
    .map((h) => `${h.name}: ${h.value}`)
    .join("\n");
  return `${response.status()}\n${headers}\n\n${await response.text()}`.toLowerCase();
}

interface CrawlResult {
  /** Page paths fetched (their data URLs were fetched too). */
  pages: string[];
  /** URLs fetched: pages, data URLs and sitemaps. */
  fetched: number;
  /** Page URLs listed in the sitemap(s). */
  sitemapPages: number;
  /** Status of /sitemap.xml. */
  sitemapStatus: number;
  /** "url contains value" for every leak found. */
  leaks: string[];
  /** "url: status" for every page or data URL that answered an error (4xx/5xx). */
  failures: string[];
}

/** The breadth-first crawl described in the module comment. */
async function crawl(request: APIRequestContext, baseURL: string, searched: { value: string; forms: string[] }[]): Promise<CrawlResult> {
  const base = new URL(baseURL);
  const result: CrawlResult = { pages: [], fetched: 0, sitemapPages: 0, sitemapStatus: 0, leaks: [], failures: [] };

  const inspect = async (url: string): Promise<APIResponse> => {
    const response = await request.get(url, { maxRedirects: 0 });
    result.fetched += 1;
    const sent = await everythingSent(response);
    for (const { value, forms } of searched) {
      if (forms.some((form) => sent.includes(form))) result.leaks.push(`${url} contains ${value}`);
    }
    return response;
  };

  const seen = new Set<string>();
  const queue: string[] = [];
  const enqueue = (path: string | null) => {
    if (path === null || seen.has(path) || seen.size >= MAX_PAGES) return;
    seen.add(path);
    queue.push(path);
  };
  // The members' own pages are linked only for members: a visitor must be sent to sign in, with nothing of anybody's in the answer.
  const start = ["/", "/initiatieven", "/events", "/events?verleden=1", "/vacatures", "/volgend", "/meldingen", "/meldingen/00000000-0000-4000-8000-000000000000", "/volgen"];
  for (const path of start) enqueue(path);
  for (const list of ["/initiatieven", "/events", "/vacatures"]) {
    for (const page of [2, 3]) enqueue(`${list}?pagina=${page}`);
  }

  // The sitemap (an index of child sitemaps, or one sitemap); absent is allowed, empty is not.
  const sitemaps = ["/sitemap.xml"];
  const seenSitemaps = new Set(sitemaps);
  while (sitemaps.length) {
    const url = sitemaps.shift() as string;
    const response = await inspect(url);
    if (url === "/sitemap.xml") result.sitemapStatus = response.status();
    const type = response.headers()["content-type"] ?? "";
    if (response.status() !== 200 || !type.includes("xml")) continue;
    for (const loc of locsOf(await response.text())) {
      const path = crawlablePath(loc, base) ?? (() => {
        // A sitemap written with the public URL of another host: take its path.
        const parsed = URL.canParse(loc) ? new URL(loc) : null;
        return parsed ? `${parsed.pathname}${parsed.search}` : null;
      })();
      if (!path) continue;
      if (/\.xml$/i.test(new URL(path, base).pathname)) {
        if (!seenSitemaps.has(path)) {
          seenSitemaps.add(path);
          sitemaps.push(path);
        }
      } else {
        result.sitemapPages += 1;
        enqueue(path);
      }
    }
  }

  const worker = async () => {
    while (queue.length) {
      const path = queue.shift() as string;
      const page = await inspect(path);
      const data = await inspect(dataUrl(path));
      result.pages.push(path);
      // Member pages send a visitor to /auth (302; their data URL answers 202 with the redirect).
      const location = page.headers().location;
      if (page.status() >= 300 && page.status() < 400 && location) enqueue(crawlablePath(location, new URL(path, base)));
      if (page.status() >= 400) result.failures.push(`${path}: ${page.status()}`);
      if (data.status() >= 400) result.failures.push(`${dataUrl(path)}: ${data.status()}`);
      const type = page.headers()["content-type"] ?? "";
      if (page.status() === 200 && type.includes("text/html")) {
        const from = new URL(path, base);
        for (const href of hrefsOf(await page.text())) enqueue(crawlablePath(href, from));
      }
    }
  };
  // Workers stop when the queue is momentarily empty; restart them until nothing is left.
  while (queue.length) await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return result;
}

test.describe("crawler: no contact details anywhere a visitor can reach", () => {
  test("every page and data request from the home page, the lists and the sitemap", async ({ request, baseURL }, testInfo) => {
    test.setTimeout(150_000);
    const { contactValues, counts } = expected();
    expect(contactValues.length).toBeGreaterThan(100);

    const result = await crawl(request, baseURL as string, secrets());
    /** Detail pages visited under `prefix` ("/initiatief/<uuid>", not "/initiatief/nieuw"). */
    const detailPages = (prefix: string) =>
      result.pages.filter((p) => p.startsWith(prefix) && /^[0-9a-f-]{36}$/.test(p.slice(prefix.length))).length;
    const summary =
      `${result.pages.length} pages, ${result.fetched} URLs (pages, data requests, sitemaps); ` +
      `sitemap ${result.sitemapStatus} with ${result.sitemapPages} pages; ` +
      `${detailPages("/initiatief/")} initiatives, ${detailPages("/event/")} events, ${detailPages("/vacature/")} vacancies`;
    console.log(`crawler: ${summary}`);
    testInfo.annotations.push({ type: "crawler", description: summary });

    expect(result.leaks, "contact data, a participant or a non-public item sent to a visitor").toEqual([]);
    expect(result.failures, "pages or data requests that answered an error").toEqual([]);
    // Not a silent pass: the crawl reached every public initiative and vacancy, and at least the
    // upcoming events (the lists link them all, page by page).
    expect(result.pages.length).toBeLessThan(MAX_PAGES);
    expect(detailPages("/initiatief/")).toBe(counts.initiatives);
    expect(detailPages("/vacature/")).toBe(counts.vacancies);
    expect(detailPages("/event/")).toBeGreaterThanOrEqual(counts.upcomingEvents);
    if (result.sitemapStatus === 200) {
      expect(result.sitemapPages, "the sitemap exists but lists no pages").toBeGreaterThanOrEqual(counts.initiatives);
    } else {
      expect(result.sitemapStatus).toBe(404);
    }
  });

  // --- Municipality pages and public feeds (docs/decisions/029-municipalities-and-feeds.md) ---
  test("municipality pages and feeds: every municipality of the sitemap, the lists and feeds they link", async ({ request }) => {
    test.setTimeout(150_000);
    const searched = secrets();
    const leaks: string[] = [];
    const failures: string[] = [];
    const inspect = async (url: string) => {
      const response = await request.get(url, { maxRedirects: 0 });
      const sent = await everythingSent(response);
      for (const { value, forms } of searched) if (forms.some((form) => sent.includes(form))) leaks.push(`${url} contains ${value}`);
      if (response.status() >= 400) failures.push(`${url}: ${response.status()}`);
      return { response, sent };
    };
    const sitemap = await request.get("/sitemap/gemeenten/1.xml");
    expect(sitemap.status()).toBe(200);
    const municipalities = locsOf(await sitemap.text()).map((loc) => new URL(loc).pathname);
    expect(municipalities.length).toBeGreaterThan(0);
    // The feeds of the unfiltered lists, and what each municipality page links: its filtered lists
    // (whose heads name their filtered Atom feeds) and its calendar feed.
    const feeds = new Set(["/events.ics", "/events.ics?verleden=1", "/initiatieven.atom", "/events.atom", "/vacatures.atom"]);
    const lists = new Set<string>();
    for (const path of municipalities) {
      const { response, sent } = await inspect(path);
      await inspect(dataUrl(path));
      if (response.status() !== 200) continue;
      for (const href of hrefsOf(sent)) {
        const url = new URL(href.replaceAll("&amp;", "&"), "http://localhost");
        const target = `${url.pathname}${url.search}`;
        if (/\.(ics|atom)$/.test(url.pathname) && url.protocol === "http:") feeds.add(target);
        else if (["/initiatieven", "/events", "/vacatures"].includes(url.pathname) && url.search.includes("gemeente=")) lists.add(target);
      }
    }
    // The calendar feed linked on each public initiative's page.
    const initiativeSitemap = await request.get("/sitemap/initiatieven/1.xml");
    for (const loc of locsOf(await initiativeSitemap.text())) {
      const id = new URL(loc).pathname.split("/").pop() as string;
      feeds.add(`/events.ics?initiatief=${id}`);
    }
    for (const list of lists) {
      const { sent } = await inspect(list);
      for (const href of hrefsOf(sent)) if (/\.atom(\?|$)/.test(href)) feeds.add(href.replaceAll("&amp;", "&"));
    }
    const types: Record<string, number> = {};
    for (const feed of feeds) {
      const { response } = await inspect(feed);
      const type = (response.headers()["content-type"] ?? "").split(";")[0] as string;
      types[type] = (types[type] ?? 0) + 1;
    }
    console.log(`crawler: ${municipalities.length} municipality pages, ${lists.size} filtered lists, ${feeds.size} feeds`);
    expect(leaks, "contact data, a participant or a non-public item in a municipality page or feed").toEqual([]);
    expect(failures).toEqual([]);
    expect(lists.size).toBeGreaterThanOrEqual(municipalities.length);
    expect(types["text/calendar"]).toBeGreaterThan(municipalities.length / 2);
    expect(types["application/atom+xml"]).toBeGreaterThanOrEqual(3);
  });
  // --- end of municipality pages and feeds ---

  test("pending, rejected, hidden and blocked members' items answer 404, also as data requests", async ({ request }) => {
    const { unpublished } = expected();
    expect(unpublished.paths).toHaveLength(7);
    for (const path of unpublished.paths) {
      for (const url of [path, dataUrl(path)]) {
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status(), url).toBe(404);
        expect((await response.text()).toLowerCase(), url).not.toContain(unpublished.marker.toLowerCase());
      }
    }
    const sitemap = await request.get("/sitemap.xml");
    if (sitemap.status() === 200) {
      const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
      for (const child of locs) {
        const xml = await (await request.get(new URL(child).pathname)).text();
        for (const path of unpublished.paths) expect(xml, child).not.toContain(path);
      }
    }
  });

  // The widgets for other sites (docs/decisions/031-embeds.md): every filter a host page may set,
  // the most items, and their data requests; anonymous, so the same for everybody.
  test("the widgets under /embed/, with every filter and the most items", async ({ request }) => {
    const searched = secrets();
    const filters = [
      "",
      "verleden=1",
      "gemeente=utrecht",
      "provincie=noord-holland",
      "thema=energie",
      "type=workshop",
      "schaal=wijk",
      "organisatie=informeel",
      "zoek=buurt",
    ];
    const paths = ["/embed/events", "/embed/initiatieven"].flatMap((widget) =>
      filters.map((filter) => `${widget}?${filter ? `${filter}&` : ""}aantal=20`),
    );
    // The builder frames the widgets too.
    paths.push("/op-je-eigen-site", "/op-je-eigen-site?soort=initiatieven&aantal=20");
    const leaks: string[] = [];
    let items = 0;
    for (const path of paths) {
      for (const url of [path, dataUrl(path)]) {
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status(), url).toBe(200);
        const sent = await everythingSent(response);
        if (url === path) items += (sent.match(/<li[ >]/g) ?? []).length;
        for (const { value, forms } of searched) if (forms.some((form) => sent.includes(form))) leaks.push(`${url} contains ${value}`);
      }
    }
    expect(leaks, "contact data, a participant or a non-public item in a widget").toEqual([]);
    // Not a silent pass: the widgets listed items.
    expect(items).toBeGreaterThan(100);
  });

  test("what a browser requests while navigating client-side", async ({ page }) => {
    const { contactValues } = expected();
    const searched = contactValues.map((value) => ({ value, forms: needles(value) }));
    const checks: Promise<void>[] = [];
    const leaks: string[] = [];
    const urls: string[] = [];
    const onResponse = (response: Response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith("/assets/") || response.request().method() !== "GET") return;
      checks.push(
        (async () => {
          const body = await response.text().catch(() => "");
          const headers = (await response.headersArray()).map((h) => `${h.name}: ${h.value}`).join("\n");
          const sent = `${headers}\n${body}`.toLowerCase();
          urls.push(`${url.pathname}${url.search}`);
          for (const { value, forms } of searched) {
            if (forms.some((form) => sent.includes(form))) leaks.push(`${url.pathname}${url.search} contains ${value}`);
          }
        })(),
      );
    };
    page.on("response", onResponse);

    const menu = page.getByRole("navigation", { name: "Hoofdmenu", exact: true });
    await page.goto("/");
    // The home page lists the newest initiatives: open one client-side.
    const card = page.locator('main a[href^="/initiatief/"]').first();
    const href = (await card.getAttribute("href")) ?? "";
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await menu.getByRole("link", { name: "Initiatieven" }).click();
    await expect(page).toHaveURL(/\/initiatieven$/);
    await menu.getByRole("link", { name: "Events" }).click();
    await expect(page).toHaveURL(/\/events$/);
    await menu.getByRole("link", { name: "Doe Mee" }).click();
    await expect(page).toHaveURL(/\/vacatures$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Stop listening before the page closes: a late response (a prefetch) would otherwise be read
    // after the browser context is gone.
    page.off("response", onResponse);
    await Promise.all(checks);

    // Client-side navigation fetched data requests, and none carried contact data.
    expect(urls.filter((u) => u.includes(".data")).length).toBeGreaterThanOrEqual(3);
    expect(leaks).toEqual([]);
  });

  test("the same search finds the contact data where a member may see it (the check is not blind)", async ({ page }) => {
    const { contactValues, richInitiative, event } = expected();
    await registerAndVerify(page, { name: "Crawler Controle", email: uniqueEmail("crawler"), password: "fietsbel-crawler-7" });
    for (const path of [`/initiatief/${richInitiative.id}`, `/event/${event.id}`]) {
      for (const url of [path, dataUrl(path)]) {
        const sent = await everythingSent(await page.request.get(url));
        const found = contactValues.filter((value) => needles(value).some((form) => sent.includes(form)));
        expect(found.length, `${url} as a member`).toBeGreaterThan(0);
      }
    }
  });
});

/**
 * The open-data API (docs/decisions/030-open-data-api.md), apart from the page crawl (which skips
 * /api/): every page of every list, followed through its `next` links at the largest page size,
 * every item's detail address, the municipalities and the OpenAPI document. Nothing a visitor may
 * not see may be in them: no contact data, no participant, no item that is not public.
 */
test.describe("crawler: the open-data API", () => {
  test("every list page and every item of /api/v1 is free of contact data and non-public items", async ({ request }) => {
    test.setTimeout(150_000);
    const { counts, unpublished } = expected();
    const searched = secrets();
    const leaks: string[] = [];
    const failures: string[] = [];
    const check = async (url: string): Promise<unknown> => {
      // A forwarded address per request keeps the walk clear of the per-address limit (429).
      const response = await request.get(url, { headers: { "X-Forwarded-For": `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });
      if (response.status() !== 200) failures.push(`${url}: ${response.status()}`);
      const sent = await everythingSent(response);
      for (const { value, forms } of searched) if (forms.some((form) => sent.includes(form))) leaks.push(`${url} contains ${value}`);
      return response.status() === 200 ? ((await response.json()) as unknown) : null;
    };
    const ids: Record<string, string[]> = { initiatives: [], events: [], vacancies: [] };
    for (const [kind, query] of [["initiatives", ""], ["events", "&verleden=1"], ["vacancies", ""]] as const) {
      let url: string | null = `/api/v1/${kind}?limit=100${query}`;
      while (url) {
        const page = (await check(url)) as { items: { id: string }[]; next: string | null } | null;
        ids[kind]?.push(...(page?.items ?? []).map((item) => item.id));
        url = page?.next ? new URL(page.next).pathname + new URL(page.next).search : null;
      }
    }
    for (const [kind, list] of Object.entries(ids)) {
      for (let start = 0; start < list.length; start += CONCURRENCY) {
        await Promise.all(list.slice(start, start + CONCURRENCY).map((id) => check(`/api/v1/${kind}/${id}`)));
      }
    }
    await check("/api/v1/gemeenten");
    await check("/api/v1/matches");
    await check("/api/v1/openapi.json");
    // The member endpoints: a visitor (no key) gets 401 and nothing of anybody's.
    for (const [method, url] of [["GET", "/api/v1/me/follows"], ["PUT", `/api/v1/me/follows/${ids.initiatives?.[0] ?? ""}`]] as const) {
      const response = await request.fetch(url, { method, headers: { "X-Forwarded-For": "10.98.0.1" } });
      expect(response.status(), `${method} ${url}`).toBe(401);
      const sent = await everythingSent(response);
      for (const { value, forms } of searched) if (forms.some((form) => sent.includes(form))) leaks.push(`${url} contains ${value}`);
    }
    console.log(`crawler (API): ${ids.initiatives?.length} initiatives, ${ids.events?.length} events, ${ids.vacancies?.length} vacancies`);

    expect(leaks, "contact data, a participant or a non-public item in the API").toEqual([]);
    expect(failures, "API addresses that answered an error").toEqual([]);
    // Not a silent pass: the API gave every public initiative and vacancy, and at least the upcoming events.
    expect(ids.initiatives).toHaveLength(counts.initiatives);
    expect(ids.vacancies).toHaveLength(counts.vacancies);
    expect(ids.events?.length).toBeGreaterThanOrEqual(counts.upcomingEvents);
    for (const path of unpublished.paths) {
      const [, kind, id] = path.split("/");
      const apiKind = { initiatief: "initiatives", event: "events", vacature: "vacancies" }[kind as string];
      expect((await request.get(`/api/v1/${apiKind}/${id}`)).status(), path).toBe(404);
    }
  });
});
