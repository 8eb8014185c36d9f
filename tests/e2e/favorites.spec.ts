/**
 * Favourites in the browser (docs/product-rules.md#favourites): the heart on cards and detail pages
 * for visitors and members, /favorieten with its tabs, counts and empty states, and the heart
 * without JavaScript.
 */
import type { Locator, Page } from "@playwright/test";
import { registerAndVerify, uniqueEmail } from "./accounts-helpers";
import { expect, expected, newClientContext, test } from "./fixtures";

const password = "zonnebloem-42";

/** The card (grid list item) in <main> whose heading is `name`. */
function card(page: Page, name: string): Locator {
  return page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });
}

/** The heart for `label` inside `scope`, in either state. */
function heart(scope: Page | Locator, label: string, state: "add" | "remove"): Locator {
  const name = state === "add" ? `Bewaar ${label} als favoriet` : `Verwijder ${label} uit favorieten`;
  return scope.getByRole("button", { name, exact: true });
}

/** Waits until the hearts are hydrated (the fetcher marker `_js` is only rendered in the browser). */
async function hydrated(scope: Page | Locator) {
  await expect(scope.locator('input[name="_js"]').first()).toBeAttached();
}

/** The tab links of /favorieten. */
function tabs(page: Page): Locator {
  return page.getByRole("navigation", { name: "Soort favorieten" }).getByRole("link");
}

test.describe("favourites", () => {
  test("a visitor who clicks a heart is asked to log in; nothing is pressed", async ({ page }) => {
    const { vacancy } = expected();
    await page.goto(`/vacatures?zoek=${encodeURIComponent(vacancy.title)}`);
    const item = card(page, vacancy.title);
    await hydrated(item);
    await heart(item, vacancy.title, "add").click();
    await expect(page.getByText("Log in om favorieten op te slaan")).toBeVisible();
    await expect(heart(item, vacancy.title, "add")).toHaveAttribute("aria-pressed", "false");
    // The toast offers the way to /auth, back to this page afterwards.
    await page.getByRole("button", { name: "Inloggen", exact: true }).click();
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fvacatures.*melding=favoriet/);
    await expect(page.getByRole("main").getByText("Log in om favorieten op te slaan")).toBeVisible();
  });

  test("a member saves an initiative, an event and a vacancy, sees them on /favorieten and removes them", async ({
    page,
  }) => {
    const { richInitiative, event, vacancy } = expected();
    await registerAndVerify(page, { name: "Fenna Favoriet", email: uniqueEmail("fenna"), password });

    // Empty states first.
    await page.goto("/favorieten");
    await expect(page).toHaveTitle("Favorieten – Dit doet Nederland");
    await expect(page.getByRole("heading", { level: 1, name: "Favorieten" })).toBeVisible();
    await expect(tabs(page)).toHaveText(["Alles (0)", "Initiatieven (0)", "Events (0)", "Vacatures (0)"]);
    await expect(
      page.getByText(
        "Je hebt nog geen favorieten. Klik op het hartje bij een initiatief, event of vacature om het hier te bewaren.",
      ),
    ).toBeVisible();
    await tabs(page).filter({ hasText: "Initiatieven" }).click();
    await expect(page).toHaveURL(/\/favorieten\?tab=initiatieven$/);
    await expect(page.getByText("Je hebt nog geen initiatieven als favoriet.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Bekijk initiatieven" })).toHaveAttribute("href", "/initiatieven");

    // An initiative from its card on /initiatieven.
    await page.goto(`/initiatieven?zoek=${encodeURIComponent(richInitiative.name)}`);
    const initiativeCard = card(page, richInitiative.name);
    await hydrated(initiativeCard);
    await heart(initiativeCard, richInitiative.name, "add").click();
    await expect(page.getByText("Toegevoegd aan favorieten").first()).toBeVisible();
    await expect(heart(initiativeCard, richInitiative.name, "remove")).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await expect(heart(card(page, richInitiative.name), richInitiative.name, "remove")).toHaveAttribute("aria-pressed", "true");

    // An event from its detail page.
    await page.goto(`/event/${event.id}`);
    await hydrated(page);
    await heart(page, event.title, "add").click();
    await expect(page.getByText("Toegevoegd aan favorieten").first()).toBeVisible();
    await expect(heart(page, event.title, "remove")).toHaveAttribute("aria-pressed", "true");

    // A vacancy from /vacatures.
    await page.goto(`/vacatures?zoek=${encodeURIComponent(vacancy.title)}`);
    const vacancyCard = card(page, vacancy.title);
    await hydrated(vacancyCard);
    await heart(vacancyCard, vacancy.title, "add").click();
    await expect(page.getByText("Toegevoegd aan favorieten").first()).toBeVisible();
    await expect(heart(vacancyCard, vacancy.title, "remove")).toHaveAttribute("aria-pressed", "true");

    // /favorieten: counts per tab and the cards.
    await page.goto("/favorieten");
    await expect(tabs(page)).toHaveText(["Alles (3)", "Initiatieven (1)", "Events (1)", "Vacatures (1)"]);
    await expect(tabs(page).first()).toHaveAttribute("aria-current", "page");
    for (const name of [richInitiative.name, event.title, vacancy.title]) {
      await expect(page.getByRole("main").getByRole("heading", { name, exact: true })).toBeVisible();
    }
    await tabs(page).filter({ hasText: "Events" }).click();
    await expect(page).toHaveURL(/\/favorieten\?tab=events$/);
    await expect(page.getByRole("main").getByRole("heading", { name: event.title, exact: true })).toBeVisible();
    await expect(page.getByRole("main").getByRole("heading", { name: richInitiative.name, exact: true })).toHaveCount(0);

    // Removed on the event's page: the count drops.
    await page.goto(`/event/${event.id}`);
    await hydrated(page);
    await heart(page, event.title, "remove").click();
    await expect(page.getByText("Verwijderd uit favorieten").first()).toBeVisible();
    await expect(heart(page, event.title, "add")).toHaveAttribute("aria-pressed", "false");
    await page.goto("/favorieten");
    await expect(tabs(page)).toHaveText(["Alles (2)", "Initiatieven (1)", "Events (0)", "Vacatures (1)"]);
    await page.goto("/favorieten?tab=events");
    await expect(page.getByText("Je hebt nog geen events als favoriet.")).toBeVisible();

    // Removed on /favorieten itself: the card goes away.
    await page.goto("/favorieten?tab=vacatures");
    const saved = card(page, vacancy.title);
    await hydrated(saved);
    await heart(saved, vacancy.title, "remove").click();
    await expect(page.getByText("Verwijderd uit favorieten").first()).toBeVisible();
    await expect(saved).toHaveCount(0);
    await expect(page.getByText("Je hebt nog geen vacatures als favoriet.")).toBeVisible();
    await expect(tabs(page)).toHaveText(["Alles (1)", "Initiatieven (1)", "Events (0)", "Vacatures (0)"]);
  });

  test("a member clicks two hearts of a list one right after the other; both are saved", async ({ page }) => {
    await registerAndVerify(page, { name: "Daan Dubbel", email: uniqueEmail("daan"), password });
    await page.goto("/initiatieven");
    await hydrated(page);
    const hearts = page.getByRole("main").getByRole("button", { name: /^Bewaar .+ als favoriet$/ });
    const labels = (await hearts.evaluateAll((buttons) => buttons.slice(0, 2).map((button) => button.getAttribute("aria-label") ?? ""))).map(
      (name) => name.replace(/^Bewaar /, "").replace(/ als favoriet$/, ""),
    );
    expect(labels).toHaveLength(2);
    // The second click comes while the first request may still be under way: each heart has its own.
    await heart(page, labels[0]!, "add").click();
    await heart(page, labels[1]!, "add").click();
    for (const label of labels) await expect(heart(page, label, "remove")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("Toegevoegd aan favorieten").first()).toBeVisible();
    await page.goto("/favorieten?tab=initiatieven");
    await expect(tabs(page).filter({ hasText: "Initiatieven" })).toHaveText("Initiatieven (2)");
    for (const label of labels) await expect(page.getByRole("main").getByRole("heading", { name: label, exact: true })).toBeVisible();
    // At 1280 px the two cards fill the row: no empty third column beside them.
    const right = (box: { x: number; width: number } | null) => (box ? box.x + box.width : 0);
    const list = right(await card(page, labels[0]!).locator("xpath=..").boundingBox());
    const cards = Math.max(right(await card(page, labels[0]!).boundingBox()), right(await card(page, labels[1]!).boundingBox()));
    expect(Math.abs(list - cards)).toBeLessThan(2);
  });

  test("without JavaScript the heart still works through the form post", async ({ page, browser }) => {
    const { vacancy } = expected();
    await registerAndVerify(page, { name: "Joost Zonder Js", email: uniqueEmail("joost"), password });
    const context = await newClientContext(browser, {
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const plain = await context.newPage();
    await plain.goto(`/vacatures?zoek=${encodeURIComponent(vacancy.title)}`);
    await heart(card(plain, vacancy.title), vacancy.title, "add").click();
    // Back on the same page, with the toast as part of the HTML and the heart pressed.
    await expect(plain).toHaveURL(/\/vacatures\?zoek=/);
    await expect(plain.getByRole("status").filter({ hasText: "Toegevoegd aan favorieten" })).toBeVisible();
    await expect(heart(card(plain, vacancy.title), vacancy.title, "remove")).toHaveAttribute("aria-pressed", "true");
    await heart(card(plain, vacancy.title), vacancy.title, "remove").click();
    await expect(plain.getByRole("status").filter({ hasText: "Verwijderd uit favorieten" })).toBeVisible();
    await expect(heart(card(plain, vacancy.title), vacancy.title, "add")).toHaveAttribute("aria-pressed", "false");
    await context.close();
  });

  test("without JavaScript the heart of a card further down brings the member back to that card", async ({ page, browser }) => {
    await registerAndVerify(page, { name: "Kees Kaart", email: uniqueEmail("kees"), password });
    const context = await newClientContext(browser, {
      javaScriptEnabled: false,
      viewport: { width: 375, height: 740 },
      storageState: await page.context().storageState(),
    });
    const plain = await context.newPage();
    await plain.goto("/vacatures");
    const last = plain.getByRole("main").getByRole("button", { name: /^Bewaar .* als favoriet$/ }).last();
    const label = (await last.getAttribute("aria-label"))?.replace(/^Bewaar (.*) als favoriet$/, "$1") ?? "";
    await last.click();
    await expect(plain).toHaveURL(/\/vacatures#favoriet-vacancy-[0-9a-f-]{36}$/);
    const pressed = heart(plain, label, "remove");
    await expect(pressed).toHaveAttribute("aria-pressed", "true");
    await expect(pressed).toBeInViewport();
    await context.close();
  });

  test("without JavaScript a visitor's heart leads to the log-in page with the reason", async ({ browser }) => {
    const { event } = expected();
    const context = await newClientContext(browser, { javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(`/event/${event.id}`);
    await heart(plain, event.title, "add").click();
    await expect(plain).toHaveURL(/\/auth\?redirectTo=%2Fevent%2F.*melding=favoriet/);
    await expect(plain.getByRole("main").getByText("Log in om favorieten op te slaan")).toBeVisible();
    await context.close();
  });

  test("/favorieten asks a visitor to log in", async ({ page }) => {
    await page.goto("/favorieten");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Ffavorieten&melding=pagina/);
  });
});
