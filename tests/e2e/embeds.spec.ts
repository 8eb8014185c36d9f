/**
 * The widgets and "Op je eigen site" in Chromium (docs/decisions/031-embeds.md): a page on another
 * site (a tiny static server on its own port) pastes the snippet from the builder and shows the
 * widget framed, at the height the widget reports, with links that open a new tab; the same page
 * cannot frame an ordinary page. The builder works without JavaScript (the form reloads the page)
 * and with it (live preview, "Kopieer code"); axe finds nothing on the builder and the widgets.
 */
import { createServer, type Server } from "node:http";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoHorizontalScroll, NARROWEST, scanPage, WIDTHS } from "./accessibility-helpers";
import { expect, hydrated, newClientContext, test } from "./fixtures";

/** A server on another port (so another origin and, as "localhost", another site) answering `html` for every path. */
async function hostSite(html: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { url: `http://localhost:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The snippet the builder shows for `query`, read from its <textarea>. */
async function snippetFor(page: Page, query: string): Promise<string> {
  await page.goto(`/op-je-eigen-site?${query}`);
  return page.getByLabel("HTML-code voor je website").inputValue();
}

test.describe("widgets on another site", () => {
  test("the builder's snippet shows the widget framed on a foreign page, sized to its content, links in a new tab", async ({ page, context, baseURL }) => {
    const snippet = await snippetFor(page, "soort=events&aantal=3");
    expect(snippet).toContain(`<iframe src="${baseURL}/embed/events?aantal=3"`);
    const host = await hostSite(`<!doctype html><html lang="nl"><title>Gemeente Voorbeeld</title><h1>Gemeente Voorbeeld</h1>${snippet}</html>`);
    try {
      await page.goto(host.url);
      const widget = page.frameLocator('iframe[title="Events van Dit doet Nederland"]');
      await expect(widget.getByRole("heading", { name: "Komende events" })).toBeVisible();
      await expect(widget.getByRole("listitem")).toHaveCount(3);
      // The height script reported the height and the snippet's listener applied it.
      const frame = page.locator("iframe");
      await expect.poll(() => frame.evaluate((el) => (el as HTMLIFrameElement).style.height)).toMatch(/^\d+px$/);
      const contentHeight = await widget.locator("html").evaluate((el) => Math.ceil(el.getBoundingClientRect().height));
      expect(Math.abs((await frame.boundingBox())!.height - contentHeight)).toBeLessThanOrEqual(2);

      const first = widget.getByRole("listitem").first().getByRole("link");
      await expect(first).toHaveAttribute("target", "_blank");
      await expect(first).toContainText("(opent in nieuw tabblad)");
      const [opened] = await Promise.all([context.waitForEvent("page"), first.click()]);
      await expect(opened).toHaveURL(new RegExp(`^${baseURL}/event/[0-9a-f-]{36}$`));
      await expect(opened.getByRole("heading", { level: 1 })).toBeVisible();
      await opened.close();
      const all = widget.getByRole("link", { name: /Bekijk alle events op Dit doet Nederland/ });
      await expect(all).toHaveAttribute("href", "/events");
    } finally {
      await host.close();
    }
  });

  test("a foreign page cannot frame an ordinary page", async ({ page, baseURL }) => {
    const host = await hostSite(
      `<!doctype html><html lang="nl"><title>Kwaadwillend</title><iframe title="pagina" src="${baseURL}/events"></iframe><iframe title="widget" src="${baseURL}/embed/initiatieven"></iframe></html>`,
    );
    try {
      await page.goto(host.url);
      await expect(page.frameLocator('iframe[title="widget"]').getByRole("heading", { name: "Initiatieven" })).toBeVisible();
      // Chromium replaces a refused frame with its own error document.
      const refused = page.frames().find((f) => f.parentFrame() === page.mainFrame() && !f.url().includes("/embed/"));
      expect(refused, "the frame of /events").toBeDefined();
      await expect.poll(() => refused?.url()).toMatch(/^chrome-error:/);
      await expect(page.frameLocator('iframe[title="pagina"]').getByRole("heading", { name: "Events" })).toHaveCount(0);
    } finally {
      await host.close();
    }
  });

  test("axe finds nothing on the widgets, empty ones too, and they reflow at 320 px", async ({ page }) => {
    for (const url of ["/embed/events", "/embed/initiatieven?aantal=20", "/embed/events?zoek=qqqzzzxxx", "/embed/events?verleden=1&aantal=20"]) {
      await page.setViewportSize(WIDTHS.mobile);
      await page.goto(url);
      await expectNoAxeViolations(page, `${url} at 375 px`);
      await page.setViewportSize(NARROWEST);
      await expectNoHorizontalScroll(page, url);
      // The widget loads no React: only its height script.
      const scripts = await page.locator("script").evaluateAll((els) => els.map((el) => el.getAttribute("src") ?? "inline"));
      expect(scripts).toEqual(["/widget-hoogte.js"]);
    }
  });
});

test.describe("Op je eigen site", () => {
  test("without JavaScript the form reloads the page with the preview and the snippet", async ({ browser }) => {
    const context = await newClientContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Op je eigen site" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Op je eigen site" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Kopieer code" })).toBeHidden();

    await page.getByRole("radio", { name: "Initiatieven" }).check();
    await page.getByLabel("Provincie").selectOption({ label: "Utrecht" });
    await page.getByLabel("Aantal in de lijst").fill("4");
    await page.getByRole("button", { name: "Voorbeeld bijwerken" }).click();

    await expect(page).toHaveURL(/soort=initiatieven/);
    const preview = page.locator('iframe[title="Voorbeeld: Initiatieven van Dit doet Nederland"]');
    await expect(preview).toHaveAttribute("src", "/embed/initiatieven?provincie=utrecht&aantal=4");
    await expect(page.frameLocator('iframe[title^="Voorbeeld"]').getByRole("listitem")).toHaveCount(4);
    await expect(page.getByLabel("HTML-code voor je website")).toHaveValue(/\/embed\/initiatieven\?provincie=utrecht&amp;aantal=4"/);
    // The choices stay in the form.
    await expect(page.getByRole("radio", { name: "Initiatieven" })).toBeChecked();
    await expect(page.getByLabel("Aantal in de lijst")).toHaveValue("4");
    await context.close();
  });

  test("with JavaScript the preview and the snippet follow every change, and 'Kopieer code' copies it", async ({ browser, baseURL }) => {
    const context = await newClientContext(browser, { permissions: ["clipboard-read", "clipboard-write"] });
    const page = await context.newPage();
    await page.goto("/op-je-eigen-site");
    await hydrated(page.getByRole("button", { name: "Kopieer code" }));
    await page.getByLabel("Thema").selectOption({ label: "Energie" });
    await expect(page).toHaveURL(/thema=energie/);
    await expect(page.locator('iframe[title^="Voorbeeld"]')).toHaveAttribute("src", "/embed/events?thema=energie&aantal=5");
    const code = page.getByLabel("HTML-code voor je website");
    await expect(code).toHaveValue(new RegExp(`src="${baseURL}/embed/events\\?thema=energie&amp;aantal=5"`));
    // The preview follows the widget's height.
    await expect
      .poll(async () => {
        const frameHeight = (await page.locator('iframe[title^="Voorbeeld"]').boundingBox())?.height ?? 0;
        const content = await page.frameLocator('iframe[title^="Voorbeeld"]').locator("html").evaluate((el) => Math.ceil(el.getBoundingClientRect().height));
        return Math.abs(frameHeight - content);
      })
      .toBeLessThanOrEqual(2);

    await page.getByRole("button", { name: "Kopieer code" }).click();
    await expect(page.getByRole("button", { name: "Gekopieerd" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.inputValue());
    await context.close();
  });

  for (const url of ["/op-je-eigen-site", "/op-je-eigen-site?soort=initiatieven&gemeente=utrecht&thema=zorg&aantal=3"]) {
    test(`axe finds nothing on the builder: ${url}`, async ({ page }) => {
      await scanPage(page, url);
    });
  }
});
