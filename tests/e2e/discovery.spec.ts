import type { Page } from "@playwright/test";
import { expect, expected, test } from "./fixtures";

/** The number in the list's count line ("12 initiatieven gevonden", "3 event(s) gevonden"). */
async function resultCount(page: Page): Promise<number> {
  const text = (await page.getByRole("status").filter({ hasText: "gevonden" }).textContent()) ?? "";
  const match = /^([\d.]+)/.exec(text.trim());
  if (!match?.[1]) throw new Error(`no count in "${text}"`);
  return Number(match[1].replaceAll(".", ""));
}

/**
 * Picks an option in the visible filter sidebar (desktop) and waits until the list shows the
 * result: the URL has changed and the count line differs from before.
 */
async function filter(page: Page, label: string, option: string) {
  await page.waitForLoadState("networkidle");
  const before = await page.getByRole("status").filter({ hasText: "gevonden" }).textContent();
  const url = page.url();
  await page.getByRole("complementary").getByLabel(label).selectOption({ label: option });
  await expect(page).not.toHaveURL(url);
  await expect(page.getByRole("status").filter({ hasText: "gevonden" })).not.toHaveText(before ?? "");
}

test.describe("initiatives overview", () => {
  test("search narrows the list and survives a reload", async ({ page }) => {
    const { richInitiative } = expected();
    await page.goto("/initiatieven");
    const all = await resultCount(page);
    expect(all).toBeGreaterThanOrEqual(60);
    await page.getByRole("searchbox", { name: "Zoek initiatieven" }).fill(richInitiative.name);
    await page.getByRole("button", { name: "Zoeken", exact: true }).click();
    await expect(page).toHaveURL(/zoek=/);
    await expect(page.getByRole("heading", { level: 2, name: richInitiative.name })).toBeVisible();
    const narrowed = await resultCount(page);
    expect(narrowed).toBeLessThan(all);
    await page.reload();
    await expect(page.getByRole("searchbox", { name: "Zoek initiatieven" })).toHaveValue(richInitiative.name);
    expect(await resultCount(page)).toBe(narrowed);
  });

  test("every filter narrows the list; 'all' undoes it; the organisation type switches the kind list", async ({ page }) => {
    await page.goto("/initiatieven");
    const all = await resultCount(page);
    for (const [label, option, param] of [
      ["Thema", "Energie", "thema=energie"],
      ["Provincie", "Zeeland", "provincie=zeeland"],
      ["Schaal", "Wijk", "schaal=wijk"],
    ] as const) {
      await page.goto("/initiatieven");
      await filter(page, label, option);
      await expect(page).toHaveURL(new RegExp(param));
      const n = await resultCount(page);
      expect(n, label).toBeGreaterThan(0);
      expect(n, label).toBeLessThan(all);
      await page.reload();
      await expect(page.getByRole("complementary").getByLabel(label)).toHaveValue(param.split("=")[1] as string);
      expect(await resultCount(page)).toBe(n);
    }
    await page.goto("/initiatieven");
    await filter(page, "Organisatievorm", "Informeel");
    await expect(page).toHaveURL(/organisatie=informeel/);
    await expect(page.getByRole("complementary").getByLabel("Soort")).toBeVisible();
    const informal = await resultCount(page);
    await filter(page, "Soort", "Buurtgroep");
    await expect(page).toHaveURL(/vorm=buurtgroep/);
    const kind = await resultCount(page);
    expect(kind).toBeGreaterThan(0);
    expect(kind).toBeLessThan(informal);
    await filter(page, "Organisatievorm", "Formeel");
    await expect(page.getByRole("complementary").getByLabel("Rechtsvorm")).toBeVisible();
    await filter(page, "Organisatievorm", "Formeel en informeel");
    await expect(page).toHaveURL(/organisatie=all/);
    expect(await resultCount(page)).toBe(all);
  });

  test("an impossible combination shows the empty text", async ({ page }) => {
    await page.goto("/initiatieven?zoek=zzzz-bestaat-niet-zzzz");
    await expect(page.getByText("Geen initiatieven gevonden met de huidige filters.")).toBeVisible();
  });

  test("pages through the results", async ({ page }) => {
    await page.goto("/initiatieven");
    const firstPage = await page.getByRole("main").getByRole("listitem").first().textContent();
    await page.getByRole("link", { name: "Volgende" }).click();
    await expect(page).toHaveURL(/pagina=2/);
    await expect(page.getByText(/Pagina 2 van/)).toBeVisible();
    expect(await page.getByRole("main").getByRole("listitem").first().textContent()).not.toBe(firstPage);
  });

  test("the filter sidebar is a drawer on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/initiatieven");
    await expect(page.getByRole("complementary")).toBeHidden();
    await page.getByRole("button", { name: /^Filters/ }).click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await drawer.getByLabel("Thema").selectOption({ label: "Zorg" });
    await expect(page).toHaveURL(/thema=zorg/);
  });
});

test.describe("initiative detail", () => {
  test("shows badges, location, members band, its events and vacancies", async ({ page }) => {
    const { richInitiative } = expected();
    await page.goto("/initiatieven");
    await page.goto(`/initiatief/${richInitiative.id}`);
    await expect(page).toHaveTitle(`${richInitiative.name} – Dit doet Nederland`);
    await expect(page.getByRole("heading", { level: 1, name: richInitiative.name })).toBeVisible();
    await expect(page.getByText(/\d+(-\d+|\+) leden/)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Events" })).toBeVisible();
    const eventLinks = page.locator('a[href^="/event/"]');
    expect(await eventLinks.count()).toBeGreaterThan(0);
    const vacancyLinks = page.locator('a[href^="/vacature/"]');
    expect(await vacancyLinks.count()).toBeGreaterThan(0);
    await eventLinks.first().click();
    await expect(page).toHaveURL(/\/event\//);
    // The address changes before React shows the event page (a transition): until then the
    // initiative page's cards also link to the initiative. The event page links to it once.
    await expect(page.getByRole("link", { name: richInitiative.name })).toHaveCount(1);
    await expect(page.getByRole("link", { name: richInitiative.name })).toHaveAttribute(
      "href",
      `/initiatief/${richInitiative.id}`,
    );
  });
});

test.describe("events", () => {
  test("lists upcoming events by date with the count line; filters narrow and survive a reload", async ({ page }) => {
    await page.goto("/events");
    await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "event(s) gevonden" })).toBeVisible();
    const all = await resultCount(page);
    expect(all).toBeGreaterThan(0);
    // Each card names the owning initiative with a link of its own.
    const firstCard = page.getByRole("main").getByRole("listitem").first();
    await expect(firstCard.locator('a[href^="/initiatief/"]')).toBeVisible();
    for (const [label, option] of [
      ["Type", "Workshop"],
      ["Thema", "Natuur"],
      ["Provincie", "Utrecht"],
    ] as const) {
      await page.goto("/events?verleden=1");
      const withPast = await resultCount(page);
      await filter(page, label, option);
      await expect(page).toHaveURL(new RegExp(`=${option.toLowerCase()}`));
      const n = await resultCount(page);
      expect(n, label).toBeLessThan(withPast);
      await page.reload();
      expect(await resultCount(page)).toBe(n);
    }
  });

  test("the date range is inclusive and survives a reload", async ({ page }) => {
    await page.goto("/events");
    const all = await resultCount(page);
    const first = page.getByRole("main").locator("time").first();
    const iso = await first.getAttribute("datetime");
    expect(iso).toBeTruthy();
    const day = new Date(iso as string).toLocaleDateString("en-CA", { timeZone: "Europe/Amsterdam" });
    await page.goto(`/events?van=${day}&tot=${day}`);
    const oneDay = await resultCount(page);
    expect(oneDay).toBeGreaterThan(0);
    expect(oneDay).toBeLessThanOrEqual(all);
    await expect(page.getByRole("complementary").getByLabel("Vanaf datum")).toHaveValue(day);
    await expect(page.getByRole("complementary").getByLabel("Tot en met datum")).toHaveValue(day);
  });

  test("search matches title or description, and an empty result says so", async ({ page }) => {
    const { event } = expected();
    await page.goto("/events");
    await page.getByRole("searchbox").fill(event.title.toUpperCase());
    await page.getByRole("button", { name: "Zoeken", exact: true }).click();
    await expect(page.getByRole("heading", { name: event.title })).toBeVisible();
    await page.goto("/events?zoek=zzzz-bestaat-niet-zzzz");
    await expect(page.getByText("Geen events gevonden met de huidige filters.")).toBeVisible();
  });

  test("event detail shows date, place, the initiative and a log-in prompt", async ({ page }) => {
    const { event } = expected();
    await page.goto(`/event/${event.id}`);
    await expect(page.getByRole("heading", { level: 1, name: event.title })).toBeVisible();
    await expect(page.getByText(/\d{4} om \d{2}:\d{2}/).first()).toBeVisible();
    await expect(page.locator('a[href^="/initiatief/"]').first()).toBeVisible();
  });
});

test.describe("vacancies", () => {
  test("the category filter narrows (Bestuurslid is ?categorie=bestuur) and survives a reload", async ({ page }) => {
    await page.goto("/vacatures");
    const all = await resultCount(page);
    expect(all).toBeGreaterThan(0);
    for (const [option, value] of [["Vrijwilliger", "vrijwilliger"], ["Bestuurslid", "bestuur"], ["Stage", "stage"]] as const) {
      await page.goto("/vacatures");
      await filter(page, "Categorie", option);
      await expect(page).toHaveURL(new RegExp(`categorie=${value}(&|$)`));
      const n = await resultCount(page);
      expect(n, option).toBeGreaterThan(0);
      expect(n, option).toBeLessThan(all);
      await page.reload();
      expect(await resultCount(page)).toBe(n);
    }
    await expect(page.getByRole("main").getByRole("listitem").first().locator('a[href^="/initiatief/"]')).toBeVisible();
    await page.goto("/vacatures?categorie=bestuur");
    // The badge on a card (the filter's option has the same label).
    await expect(page.getByRole("main").getByRole("listitem").first().getByText("Bestuurslid", { exact: true })).toBeVisible();
  });

  test("vacancy detail shows the initiative and details", async ({ page }) => {
    const { vacancy } = expected();
    await page.goto(`/vacature/${vacancy.id}`);
    await expect(page.getByRole("heading", { level: 1, name: vacancy.title })).toBeVisible();
    await expect(page.locator('a[href^="/initiatief/"]').first()).toBeVisible();
  });
});

test.describe("site links", () => {
  test("card, header and footer links open pages inside the app; a Ctrl-click opens a new tab and the list stays", async ({ page, context }) => {
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await page.goto("/events");
    documents.length = 0;

    // The title link of the first card: the event page, loaded as data (no new document), focus on its heading.
    const card = page.getByRole("main").getByRole("listitem").filter({ has: page.locator('a[href^="/event/"]') }).first();
    const title = card.locator('a[href^="/event/"]');
    const name = (await title.textContent()) ?? "";
    await title.click();
    await expect(page).toHaveURL(/\/event\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeFocused();
    expect(documents).toEqual([]);

    // Back on the list, the initiative link of a card (above the card's own link) goes to the initiative.
    await page.goBack();
    await expect(page).toHaveURL(/\/events$/);
    const initiativeLink = page.getByRole("main").locator('li a[href^="/initiatief/"]').first();
    const initiativeName = (await initiativeLink.textContent()) ?? "";
    await initiativeLink.click();
    await expect(page.getByRole("heading", { level: 1, name: initiativeName })).toBeVisible();
    expect(documents).toEqual([]);

    // A click with a modifier is the browser's: a new tab, and this page stays on the list.
    await page.goBack();
    await expect(page).toHaveURL(/\/events$/);
    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("main").locator('li a[href^="/event/"]').first().click({ modifiers: ["ControlOrMeta"] }),
    ]);
    // A new tab starts at about:blank, which already counts as loaded: wait for the event's address.
    await tab.waitForURL(/\/event\/[0-9a-f-]{36}$/);
    await expect(page).toHaveURL(/\/events$/);
    await tab.close();

    // The header marks the current section; a footer link navigates inside the app and moves the mark.
    const header = page.getByRole("navigation", { name: "Hoofdmenu", exact: true });
    await expect(header.getByRole("link", { name: "Events" })).toHaveAttribute("aria-current", "page");
    await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Initiatieven" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Initiatieven" })).toBeFocused();
    await expect(header.getByRole("link", { name: "Initiatieven" })).toHaveAttribute("aria-current", "page");
    await expect(header.getByRole("link", { name: "Events" })).not.toHaveAttribute("aria-current", /.*/);
    expect(documents).toEqual([]);
  });

  test("on the page for an unknown address the header and footer links open pages inside the app too, focus on the new heading, which is announced", async ({ page }) => {
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    const response = await page.goto("/bestaat-niet");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Pagina niet gevonden" })).toBeVisible();
    documents.length = 0;
    await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Events" }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeFocused();
    await expect(page.getByRole("status").filter({ hasText: /^Events/ })).toHaveAttribute("aria-live", "polite");
    expect(documents).toEqual([]);
  });
});
