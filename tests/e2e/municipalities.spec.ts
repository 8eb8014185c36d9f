/**
 * Choosing a municipality on /events, with and without JavaScript, the subscribe link that carries
 * the filter, and the municipality page (docs/decisions/029-municipalities-and-feeds.md).
 */
import { expectNoAxeViolations, waitForHydration } from "./accessibility-helpers";
import { expect, newClientContext, test } from "./fixtures";

test.describe("municipality filter and page", () => {
  test("without JavaScript: type a municipality in the filter, apply, see the filtered list and its calendar link", async ({ browser }) => {
    const context = await newClientContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/events");
    const sidebar = page.getByRole("complementary", { name: "Filters" });
    const input = sidebar.getByLabel("Gemeente");
    await expect(input).toHaveAttribute("list", /.+/);
    expect(await page.locator(`datalist#${(await input.getAttribute("list"))?.replace(/[^\w-]/g, (c) => `\\${c}`)} option`).count()).toBe(342);
    await input.fill("Utrecht");
    await sidebar.getByRole("button", { name: "Filters toepassen" }).click();
    await expect(page).toHaveURL(/[?&]gemeente=Utrecht/);
    await expect(sidebar.getByLabel("Gemeente")).toHaveValue("Utrecht");
    const subscribe = page.getByRole("link", { name: "Abonneer in je agenda" });
    await expect(subscribe).toHaveAttribute("href", /^\/events\.ics\?(.*&)?gemeente=Utrecht/);
    const feed = await page.request.get((await subscribe.getAttribute("href")) as string);
    expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(await feed.text()).toContain("BEGIN:VCALENDAR");
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute("href", /^\/events\.atom\?(.*&)?gemeente=Utrecht/);
    await context.close();
  });

  test("with JavaScript: choosing a name from the list applies the filter at once", async ({ page }) => {
    await page.goto("/events");
    await waitForHydration(page);
    const sidebar = page.getByRole("complementary", { name: "Filters" });
    await sidebar.getByLabel("Gemeente").fill("Amsterdam");
    await expect(page).toHaveURL(/[?&]gemeente=Amsterdam/);
    await expect(page.getByRole("link", { name: "Abonneer in je agenda" })).toHaveAttribute("href", /gemeente=Amsterdam/);
    await expectNoAxeViolations(page, "/events filtered by municipality");
  });

  test("the municipality page: title, counts, links to the filtered lists; 404 for an unknown one", async ({ page }) => {
    const sitemap = await page.request.get("/sitemap/gemeenten/1.xml");
    const first = /<loc>[^<]*(\/gemeente\/[^<]+)<\/loc>/.exec(await sitemap.text())?.[1] as string;
    expect(first).toBeTruthy();
    await page.goto(first);
    const title = (await page.getByRole("heading", { level: 1 }).textContent()) as string;
    expect(title).toMatch(/^Initiatieven, events en vrijwilligerswerk in /);
    await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", title);
    const all = page.getByRole("link", { name: /^(Alle [\d.]+ initiatieven|1 initiatief) in / });
    await expect(all).toHaveAttribute("href", /^\/initiatieven\?gemeente=/);
    await expect(page.getByRole("link", { name: "Abonneer in je agenda" })).toHaveAttribute("href", /^\/events\.ics\?gemeente=/);
    await expectNoAxeViolations(page, "municipality page");
    await all.click();
    await expect(page).toHaveURL(/\/initiatieven\?gemeente=/);
    const response = await page.goto("/gemeente/atlantis");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Gemeente niet gevonden" })).toBeVisible();
  });
});
