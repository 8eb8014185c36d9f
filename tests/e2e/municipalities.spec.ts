/**
 * Choosing a municipality on /events, with and without JavaScript, the subscribe link that carries
 * the filter, the municipality page (docs/decisions/029-municipalities-and-feeds.md), the /gemeenten
 * overview and its search, and the places on cards and detail pages that lead to a municipality
 * page (docs/product-rules.md#municipalities).
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

test.describe("finding municipality pages", () => {
  test("without JavaScript: /gemeenten by province, searched for \"Den Bosch\", nothing found, then a municipality page", async ({ browser }) => {
    const context = await newClientContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Gemeenten" }).click();
    await expect(page).toHaveURL(/\/gemeenten$/);
    await expect(page.getByRole("heading", { level: 1, name: "Gemeenten" })).toBeVisible();
    await expect(page).toHaveTitle(/^Gemeenten – /);
    await expect(page.locator("#aantal-resultaten")).toHaveText("342 gemeenten in 12 provincies");
    await expect(page.getByRole("heading", { level: 2 })).toHaveCount(12);
    const brabant = page.getByRole("region", { name: /^Noord-Brabant/ });
    await expect(brabant.getByRole("link", { name: "'s-Hertogenbosch" })).toHaveAttribute("href", "/gemeente/s-hertogenbosch");
    expect(await page.locator('main a[href^="/gemeente/"]').count()).toBe(342);

    const search = page.getByRole("search").getByLabel("Zoek een gemeente");
    await search.fill("Den Bosch");
    await page.getByRole("search").getByRole("button", { name: "Zoeken" }).click();
    await expect(page).toHaveURL(/\/gemeenten\?zoek=Den\+Bosch$/);
    await expect(page.locator("#aantal-resultaten")).toHaveText("1 gemeente gevonden");
    await expect(page.getByRole("heading", { level: 2 })).toHaveText([/^Noord-Brabant/]);
    await expect(page.getByRole("search").getByLabel("Zoek een gemeente")).toHaveValue("Den Bosch");

    await page.goto("/gemeenten?zoek=Atlantis");
    await expect(page.locator("#aantal-resultaten")).toHaveText("0 gemeenten gevonden");
    await expect(page.getByText('Geen gemeenten gevonden voor "Atlantis".')).toBeVisible();
    await page.getByRole("link", { name: "Alle gemeenten tonen" }).click();
    await expect(page).toHaveURL(/\/gemeenten$/);

    await page.getByRole("link", { name: "Súdwest-Fryslân", exact: true }).click();
    await expect(page).toHaveURL(/\/gemeente\/sudwest-fryslan$/);
    const crumbs = page.getByRole("navigation", { name: "Kruimelpad" });
    await expect(crumbs.getByRole("link", { name: "Gemeenten" })).toHaveAttribute("href", "/gemeenten");
    await context.close();
  });

  test("with JavaScript: a list links to /gemeenten, typing narrows it, accents and capitals ignored", async ({ page }) => {
    await page.goto("/initiatieven");
    await waitForHydration(page);
    await page.getByRole("complementary", { name: "Filters" }).getByRole("link", { name: "Overzicht van alle gemeenten" }).click();
    await expect(page).toHaveURL(/\/gemeenten$/);
    await expect(page.locator("#aantal-resultaten")).toHaveText("342 gemeenten in 12 provincies");
    await page.getByLabel("Zoek een gemeente").pressSequentially("SUDWEST FRYSLAN");
    await expect(page).toHaveURL(/zoek=SUDWEST\+FRYSLAN$/);
    await expect(page.locator("#aantal-resultaten")).toHaveText("1 gemeente gevonden");
    await expect(page.locator('main a[href^="/gemeente/"]')).toHaveText(["Súdwest-Fryslân"]);
    await expect(page.getByLabel("Zoek een gemeente")).toBeFocused();
    await expectNoAxeViolations(page, "/gemeenten searched");
  });

  // The full list once, at 1280 px: its 342 links take axe some 10 s per width
  // (accessibility.spec.ts scans a search result at 375 and 1280 px).
  test("/gemeenten with all 342: no axe violations", async ({ page }) => {
    await page.goto("/gemeenten");
    await waitForHydration(page);
    await expectNoAxeViolations(page, "/gemeenten");
  });

  for (const javaScriptEnabled of [false, true]) {
    test(`a card's place and a detail page's place lead to the municipality page (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({ browser }) => {
      const context = await newClientContext(browser, { javaScriptEnabled });
      const page = await context.newPage();
      await page.goto("/events");
      if (javaScriptEnabled) await waitForHydration(page);
      // The place link sits above the card's full-size title link: a click reaches it.
      const place = page.locator('main li a[href^="/gemeente/"]').first();
      const href = (await place.getAttribute("href")) as string;
      await place.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Initiatieven, events en vrijwilligerswerk in /);

      // From the municipality page an initiative, whose page links its place back.
      await page.locator('main a[href^="/initiatief/"]').first().click();
      await expect(page).toHaveURL(/\/initiatief\//);
      await page.locator('main a[href^="/gemeente/"]').first().click();
      await expect(page).toHaveURL(/\/gemeente\/[a-z0-9-]+$/);
      await context.close();
    });
  }

  test("the municipality page offers the embed builder with the municipality chosen, with and without JavaScript", async ({ browser }) => {
    for (const javaScriptEnabled of [false, true]) {
      const context = await newClientContext(browser, { javaScriptEnabled });
      const page = await context.newPage();
      await page.goto("/gemeente/utrecht");
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByRole("link", { name: "Maak een lijst voor je eigen site" }).click();
      await expect(page).toHaveURL(/\/op-je-eigen-site\?gemeente=utrecht$/);
      await expect(page.getByLabel("Gemeente")).toHaveValue("utrecht");
      await expect(page.locator('iframe[title^="Voorbeeld"]')).toHaveAttribute("src", "/embed/events?gemeente=utrecht&aantal=5");
      await context.close();
    }
  });
});
