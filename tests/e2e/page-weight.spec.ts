/**
 * Page-weight budget (docs/decisions/054-page-weight-and-first-paint.md) on
 * the production build the browser tests run against: the JavaScript a visitor's browser loads for
 * a public page, gzipped, stays at or below 125 KB, the CSS at or below 15 KB and the HTML at or
 * below 30 KB. CSS and HTML are measured with the bench's own function (bench/lib/page-weight.ts).
 *
 * The JavaScript is what Chromium actually fetches: the module script and the modules it preloads
 * (started after the first paint, docs/decisions/054-page-weight-and-first-paint.md) and every chunk
 * loaded after hydration (a lazy component such as the toaster), until the network is
 * idle; each file is weighed as the bench does (the build's file, gzipped at the default level).
 *
 * Every public page is held to the same 125 KB: the lists, the detail pages and /gemeente/:slug
 * too (docs/decisions/054-page-weight-and-first-paint.md).
 *
 * Pictures: on the list pages at 375 px every card's picture (the file the browser chose from the
 * srcset) weighs at most 15 KB (docs/decisions/033-images.md).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "@playwright/test";
import { assetsIn, measurePageWeights } from "../../bench/lib/page-weight";
import { createInitiative, newMember } from "./content-helpers";
import { expect, expected, hydrated, newClientContext, test } from "./fixtures";
import { createPicturedItems, reloadUntilVisible } from "./picture-helpers";

const JS_BUDGET_KB = 125;
const clientDir = path.resolve("build/client");

/** KB (1024 bytes, one decimal) of a build file gzipped at the default level, as bench/lib/page-weight.ts weighs it. */
function gzippedKb(asset: string): number {
  return Math.round(gzipSync(readFileSync(path.join(clientDir, asset))).length / 102.4) / 10;
}

/**
 * The build's JavaScript files (`/assets/….js`) Chromium loads for `pathname` until the network
 * has been idle (so including chunks loaded after hydration), with their gzipped weight in KB.
 */
async function javascriptLoaded(browser: Browser, baseURL: string, pathname: string): Promise<{ files: string[]; kb: number }> {
  const context = await newClientContext(browser);
  const page = await context.newPage();
  const files = new Set<string>();
  page.on("request", (request) => {
    const { origin, pathname: asset } = new URL(request.url());
    if (origin === new URL(baseURL).origin && /^\/assets\/.+\.js$/.test(asset)) files.add(asset);
  });
  await page.goto(baseURL + pathname, { waitUntil: "networkidle" });
  // Hydration may start lazy chunks just after the network first went idle: wait for them too.
  await page.waitForFunction(() => Object.keys(document.querySelector("main") ?? {}).some((key) => key.startsWith("__reactFiber")));
  await page.waitForLoadState("networkidle");
  await context.close();
  const list = [...files].sort();
  return { files: list, kb: Math.round(list.reduce((total, asset) => total + gzippedKb(asset), 0) * 10) / 10 };
}

/** The public pages a visitor lands on: the static pages, the lists, one of each detail page. */
function publicPages(): string[] {
  const { richInitiative, event, vacancy } = expected();
  return [
    "/",
    "/over-ons",
    "/privacy",
    "/voorwaarden",
    "/toegankelijkheid",
    "/faq",
    "/op-je-eigen-site",
    "/deze-pagina-bestaat-niet",
    "/contact",
    "/auth",
    "/auth?tab=registreren",
    "/initiatieven",
    "/vacatures",
    "/events",
    `/event/${event.id}`,
    `/vacature/${vacancy.id}`,
    `/initiatief/${richInitiative.id}`,
    "/gemeente/amsterdam",
  ];
}

test("every public page loads at most 125 KB of JavaScript, 15 KB of CSS and 30 KB of HTML (gzipped)", async ({ baseURL, browser }) => {
  test.slow();
  const pages = publicPages();
  const weights = await measurePageWeights(baseURL as string, clientDir, pages);
  expect(weights.map((weight) => weight.path)).toEqual(pages);
  for (const weight of weights) {
    expect(weight.cssKb, `${weight.path}: CSS`).toBeLessThanOrEqual(15);
    expect(weight.htmlKb, `${weight.path}: HTML`).toBeLessThanOrEqual(30);
    const loaded = await javascriptLoaded(browser, baseURL as string, weight.path);
    // Everything the HTML preloads is fetched, and the browser measure also sees later chunks.
    const html = await (await fetch(`${baseURL}${weight.path}`)).text();
    expect(loaded.files, `${weight.path}: the browser loads what the HTML names`).toEqual(expect.arrayContaining(assetsIn(html, "js")));
    expect(loaded.files.length, `${weight.path} loads JavaScript`).toBeGreaterThan(0);
    expect(loaded.kb, `${weight.path}: JavaScript (${loaded.files.join(", ")})`).toBeLessThanOrEqual(JS_BUDGET_KB);
  }
});

test("the page's JavaScript starts only after the first paint, and the page still hydrates (docs/decisions/054-page-weight-and-first-paint.md)", async ({ baseURL, page }) => {
  for (const pathname of ["/", "/events", "/auth"]) {
    // No script is named in the HTML for the parser to fetch: no modulepreload, no module script.
    const html = await (await fetch(`${baseURL}${pathname}`)).text();
    expect(html, pathname).not.toMatch(/<link\b[^>]*\brel="modulepreload"/);
    expect(html, pathname).not.toMatch(/<script\b[^>]*\btype="module"/);
    expect(html, pathname).toContain('type="text/x-deferred-module"');

    // In the browser every script request starts after the first contentful paint.
    await page.goto(pathname, { waitUntil: "networkidle" });
    await page.waitForFunction(() => Object.keys(document.querySelector("main") ?? {}).some((key) => key.startsWith("__reactFiber")));
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(timing.scripts.length, `${pathname}: scripts loaded`).toBeGreaterThan(3);
    expect(Math.min(...timing.scripts), `${pathname}: first script request after the first paint`).toBeGreaterThanOrEqual(timing.firstPaint);
  }
  // The scripts arrive and hydrate the page: a visitor's heart answers with a toast.
  await page.goto("/vacatures");
  const heart = await hydrated(page.getByRole("button", { name: /^Bewaar .* als favoriet$/ }).first());
  await heart.click();
  await expect(page.locator("[data-sonner-toast]").getByText("Log in om favorieten op te slaan")).toBeVisible();
});

test("the tests' page.goto returns only once the page is hydrated, also when its scripts are slow (tests/e2e/fixtures.ts)", async ({ page }) => {
  // Every script arrives 1.5 s late: without the fixture's wait, goto returned at the load event and
  // a click that followed reached the server HTML (a full page load instead of the scripted one).
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto("/");
  expect(await page.evaluate(() => Object.keys(document.querySelector("main") ?? {}).some((key) => key.startsWith("__reactFiber")))).toBe(
    true,
  );
});

test("text typed into a textarea before the page hydrates is kept and saved (app/lib/typed-before-hydration.ts)", async ({ page }) => {
  test.slow();
  await newMember(page, "Tess Vroegtyper");
  const id = await createInitiative(page, `Buurtbank Vroeg ${Date.now().toString(36)}`);
  await page.goto(`/initiatief/${id}/nieuws/nieuw`);
  await page.getByLabel("Bericht", { exact: true }).fill("Het eerste bericht van de buurtbank.");
  await page.getByRole("button", { name: "Bericht plaatsen" }).click();
  await expect(page.getByText("Je bericht is geplaatst")).toBeVisible();
  const editHref = await page.getByRole("link", { name: /Bewerken of verwijderen/ }).getAttribute("href");

  // The scripts wait until the text is typed: React's hydration reset a textarea to its server text.
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.evaluate((href) => window.location.assign(href ?? ""), editHref);
  const body = page.getByLabel("Bericht", { exact: true });
  await expect(body).toHaveValue("Het eerste bericht van de buurtbank.");
  await body.fill("Getypt voordat de pagina klaar was met laden.");
  release();
  await hydrated(page.getByRole("button", { name: "Wijzigingen opslaan" }));
  await expect(body).toHaveValue("Getypt voordat de pagina klaar was met laden.");
  await page.getByRole("button", { name: "Wijzigingen opslaan" }).click();
  await expect(page.getByText("Je bericht is bijgewerkt")).toBeVisible();
  await expect(page.getByRole("region", { name: "Nieuws" }).getByText("Getypt voordat de pagina klaar was met laden.")).toBeVisible();
});

test("the account menu a member opens before its code arrives stays open when the code takes over", async ({ page, browser }) => {
  test.slow();
  const registration = await newClientContext(browser);
  const member = await newMember(await registration.newPage(), "Mila Vroegklikker");
  await registration.close();

  // Signing in swaps the header in place; the menu's code is held back until the member has clicked.
  let release = () => {};
  const menuHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/user-menu-[^/]+\.js$/, async (route) => {
    await menuHeld;
    await route.continue();
  });
  await page.goto("/auth");
  await hydrated(page.getByRole("button", { name: "Inloggen", exact: true }));
  await page.getByLabel("E-mailadres").fill(member.email);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Inloggen", exact: true }).click();
  // Until the code is there the header offers the native menu; the member opens it.
  await page.locator(`summary[aria-label="Account van ${member.name}"]`).click();
  await expect(page.getByRole("navigation", { name: "Accountmenu" })).toBeVisible();
  release();
  await expect(page.getByRole("menuitem", { name: "Favorieten" })).toBeVisible();
});

test("no public page uses Intl while it loads and hydrates (docs/decisions/054-page-weight-and-first-paint.md)", async ({ page }) => {
  test.slow();
  // Records every use of Intl and of the locale methods built on it, with where it came from: the
  // first use in a tab initialises the locale data, a long task on a phone.
  await page.addInitScript(() => {
    const uses: string[] = [];
    (window as unknown as { __intlUses: string[] }).__intlUses = uses;
    const record = (name: string) => uses.push(`${name} ${(new Error().stack ?? "").split("\n").slice(2, 4).join(" ")}`);
    for (const name of ["DateTimeFormat", "NumberFormat", "ListFormat", "PluralRules", "Collator", "RelativeTimeFormat", "Segmenter", "DisplayNames"] as const) {
      const original = Intl[name] as unknown as new (...args: unknown[]) => object;
      if (!original) continue;
      (Intl as unknown as Record<string, unknown>)[name] = new Proxy(original, {
        construct(target, args) {
          record(`Intl.${name}`);
          return Reflect.construct(target, args);
        },
        apply(target, self, args) {
          record(`Intl.${name}`);
          return Reflect.apply(target, self, args);
        },
      });
    }
    const methods: [object, string][] = [
      [Number.prototype, "toLocaleString"],
      [Date.prototype, "toLocaleString"],
      [Date.prototype, "toLocaleDateString"],
      [Date.prototype, "toLocaleTimeString"],
      [String.prototype, "localeCompare"],
    ];
    for (const [prototype, name] of methods) {
      const original = (prototype as Record<string, (...args: unknown[]) => unknown>)[name] as (...args: unknown[]) => unknown;
      Object.defineProperty(prototype, name, {
        configurable: true,
        writable: true,
        value(this: unknown, ...args: unknown[]) {
          record(name);
          return original.apply(this, args);
        },
      });
    }
  });
  for (const pathname of publicPages()) {
    // The fixture's goto returns once the page is hydrated.
    await page.goto(pathname, { waitUntil: "networkidle" });
    expect(await page.evaluate(() => (window as unknown as { __intlUses: string[] }).__intlUses), pathname).toEqual([]);
  }
});

test("the toaster's code loads only with the first toast, which still appears", async ({ page }) => {
  const toasterChunks: string[] = [];
  page.on("request", (request) => {
    if (/^\/assets\/sonner-toaster-[^/]*\.js$/.test(new URL(request.url()).pathname)) toasterChunks.push(request.url());
  });
  await page.goto("/vacatures", { waitUntil: "networkidle" });
  const heart = await hydrated(page.getByRole("button", { name: /^Bewaar .* als favoriet$/ }).first());
  await page.waitForLoadState("networkidle");
  expect(toasterChunks, "no toaster before a toast").toEqual([]);
  // A visitor's heart answers with the toast "Log in om favorieten op te slaan".
  await heart.click();
  await expect(page.locator("[data-sonner-toast]").getByText("Log in om favorieten op te slaan")).toBeVisible();
  // Announced politely from sonner's own live region.
  await expect(page.getByRole("region", { name: "Meldingen (Alt+T)" })).toHaveAttribute("aria-live", "polite");
  expect(toasterChunks).toHaveLength(1);
});

test("the widgets for other sites load no React and stay small (docs/decisions/031-embeds.md)", async ({ baseURL }) => {
  const widgets = ["/embed/events?aantal=20", "/embed/initiatieven?aantal=20"];
  const weights = await measurePageWeights(baseURL as string, path.resolve("build/client"), widgets);
  expect(weights).toHaveLength(widgets.length);
  for (const weight of weights) {
    expect(weight.jsFiles, `${weight.path}: build JavaScript`).toBe(0);
    expect(weight.cssKb, `${weight.path}: CSS`).toBeLessThanOrEqual(15);
    expect(weight.htmlKb, `${weight.path}: HTML`).toBeLessThanOrEqual(10);
    expect(weight.htmlKb, `${weight.path}: HTML`).toBeGreaterThan(0);
  }
});

/** Largest picture of one card on a list page at 375 px, bytes. */
const CARD_PICTURE_BUDGET = 15 * 1024;

/**
 * The pictures of the cards on the list page `url` at its current width: scrolls to the end (lazy
 * pictures load near the viewport), waits for every card picture to decode, and weighs the file
 * each one chose (`currentSrc`).
 */
async function cardPictureBytes(page: Page, url: string): Promise<{ src: string; bytes: number }[]> {
  await page.goto(url);
  const pictures = page.locator("main li picture img");
  for (let index = 0; index < (await pictures.count()); index++) await pictures.nth(index).scrollIntoViewIfNeeded();
  await expect
    .poll(() => pictures.evaluateAll((images) => images.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
  const sources = await pictures.evaluateAll((images) => images.map((img) => (img as HTMLImageElement).currentSrc));
  const weighed: { src: string; bytes: number }[] = [];
  for (const src of sources) {
    const response = await page.request.get(src);
    expect(response.status(), src).toBe(200);
    weighed.push({ src, bytes: (await response.body()).length });
  }
  return weighed;
}

test("the list pages at 375 px load at most 15 KB of picture per card", async ({ page }) => {
  // Three items made through the forms and processed, then six list pages weighed.
  test.slow();
  await newMember(page, "Wendy Weegschaal");
  const names = await createPicturedItems(page, "Paginagewicht");
  await page.setViewportSize({ width: 375, height: 812 });
  const lists = [
    { url: "/initiatieven", own: `/initiatieven?zoek=${encodeURIComponent(names.initiative)}`, title: names.initiative },
    { url: "/events", own: `/events?zoek=${encodeURIComponent(names.event)}`, title: names.event },
    { url: "/vacatures", own: `/vacatures?zoek=${encodeURIComponent(names.vacancy)}`, title: names.vacancy },
  ];
  for (const list of lists) {
    // The own item's picture is processed off the request path: wait until its card shows it.
    await page.goto(list.own);
    await reloadUntilVisible(page, page.getByRole("listitem").filter({ hasText: list.title }).locator("picture img"));
    const own = await cardPictureBytes(page, list.own);
    expect(own.length, `${list.own}: the new item's card has its picture`).toBe(1);
    // The first page of the list as a visitor's phone loads it, with whatever pictures it has.
    const all = [...own, ...(await cardPictureBytes(page, list.url))];
    for (const { src, bytes } of all) {
      expect(bytes, `${src} on ${list.url} at 375 px`).toBeLessThanOrEqual(CARD_PICTURE_BUDGET);
    }
  }
});
