/**
 * Shared pieces of the browser tests: the expectations written by the global setup, and a `test`
 * whose every browser context comes from its own client address. The test server runs with
 * TRUST_PROXY=1 (as behind a load balancer), so an `X-Forwarded-For` header gives each test the
 * per-IP rate limits a separate visitor would have.
 */
import { type Browser, type BrowserContextOptions, expect, type Locator, type Page, test as base } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { E2EExpectations } from "../setup/e2e-expectations";

export { expect } from "@playwright/test";

/**
 * Waits until React has hydrated the element of `locator` (React marks the elements it manages
 * with a fiber key) and returns the locator. A click before that reaches the server HTML: a no-JS
 * link (the feedback button is a link to /feedback) or a menu button without its handler yet.
 */
export async function hydrated(locator: Locator): Promise<Locator> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber"))))
    .toBe(true);
  return locator;
}

/** The seeded data's expectations (see tests/setup/e2e-expectations.ts). */
export function expected(): E2EExpectations {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set: run the browser tests through Playwright's global setup");
  return JSON.parse(readFileSync(path.join(dir, "expected.json"), "utf8")) as E2EExpectations;
}

/** A random address from the documentation range 198.18.0.0/15 (benchmarking, never routed). */
function clientAddress(): string {
  const n = Math.floor(Math.random() * 2 ** 17);
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

/** Options for a browser context that is a visitor of its own. */
export function ownClient(options: BrowserContextOptions = {}): BrowserContextOptions {
  return { ...options, extraHTTPHeaders: { ...options.extraHTTPHeaders, "X-Forwarded-For": clientAddress() } };
}

/**
 * Makes `page.goto` and `page.reload` return once the page's JavaScript has hydrated it, as they
 * did when the module script was in the HTML (the load event waited for it). The scripts now start
 * after the first paint (docs/decisions/054-page-weight-and-first-paint.md), which on a fast local
 * server can come after the load event; a test that clicked at once then reached the server HTML (a
 * full page load, as without JavaScript) instead of the scripted behaviour it checks. What a page
 * does before hydration is tested with JavaScript off (no-javascript.spec.ts and others) and in
 * page-weight.spec.ts. A page without the deferred module script (a widget, a file) is not waited for.
 */
function waitForScriptsAfterNavigation(page: Page): Page {
  const ready = () =>
    page.waitForFunction(() => {
      if (!document.getElementById("page-module-script")) return true;
      const element = document.querySelector("main") ?? document.documentElement;
      return Object.keys(element).some((key) => key.startsWith("__reactFiber"));
    });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
  return page;
}

/** A new browser context from its own client address; its pages wait for hydration on `goto`. */
export async function newClientContext(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(ownClient(options));
  if (options.javaScriptEnabled !== false) {
    const newPage = context.newPage.bind(context);
    context.newPage = async () => waitForScriptsAfterNavigation(await newPage());
  }
  return context;
}

export const test = base.extend({
  extraHTTPHeaders: async ({ browserName: _browser }, use) => {
    await use({ "X-Forwarded-For": clientAddress() });
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitForScriptsAfterNavigation(page));
  },
});
