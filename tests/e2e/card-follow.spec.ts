/**
 * "Volgen" in the menu of an initiative's card (docs/product-rules.md#following): a member opens
 * "Meer" on a card of /initiatieven, follows, comes back to the list at that card, which now says
 * "Niet meer volgen", finds the initiative at /volgend and unfollows from the card again; the same
 * on a municipality's page. With JavaScript (by keyboard) and without; a visitor sees no menu.
 * axe at 375 and 1280 px with the menu open, and the open menu stays inside its card on a phone.
 */
import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoHorizontalScroll, WIDTHS } from "./accessibility-helpers";
import { newMember, organizer } from "./content-helpers";
import { expect, newClientContext, test } from "./fixtures";

/** The list item holding the card whose title is `name`. */
function cardOf(page: Page, name: string): Locator {
  return page.getByRole("main").getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
}

/** The card's "Meer" disclosure, by the name a screen reader hears. */
function moreOf(card: Locator, name: string): Locator {
  return card.locator("summary").filter({ hasText: `Meer acties voor ${name}` });
}

/** The open menu's panel lies within its own card (it does not cover the next one). */
async function expectMenuInsideCard(card: Locator) {
  const [panel, box] = await Promise.all([card.locator(".card-menu-panel").boundingBox(), card.locator(".list-card").boundingBox()]);
  if (!panel || !box) throw new Error("the menu or its card is not shown");
  expect(panel.y + panel.height, "the open menu ends inside its card").toBeLessThanOrEqual(box.y + box.height);
  expect(panel.x, "the open menu starts inside its card").toBeGreaterThanOrEqual(box.x);
}

test.describe("following from a card's menu", () => {
  test("with JavaScript, by keyboard: follow on /initiatieven, back at the card, /volgend lists it, unfollow from the card", async ({ page, browser }) => {
    test.slow();
    const publisher = await organizer(browser);
    await publisher.context.close();
    await newMember(page, "Kees Kaartvolger");
    const { name, id } = publisher;
    const list = `/initiatieven?zoek=${encodeURIComponent(name)}`;
    await page.setViewportSize(WIDTHS.mobile);
    await page.goto(list);
    const card = cardOf(page, name);
    const more = moreOf(card, name);
    await expect(more).toHaveAccessibleName(`Meer acties voor ${name}`);
    await more.focus();
    await page.keyboard.press("Enter");
    await expect(card.locator("details")).toHaveAttribute("open", "");
    await expectMenuInsideCard(card);
    await expectNoAxeViolations(page, "card menu open, 375 px");
    await expectNoHorizontalScroll(page, "card menu open");
    await page.keyboard.press("Tab");
    await expect(card.getByRole("button", { name: "Volgen", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(page.getByText("Je volgt dit initiatief nu.")).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(new RegExp(`/initiatieven\\?zoek=[^#]+#volgen-${id}$`));
    // The page came back at the card, with its menu closed.
    await expect(card.locator("details")).toBeInViewport();
    await expect(card.locator("details")).not.toHaveAttribute("open", "");
    await more.click();
    await expect(card.getByRole("button", { name: "Niet meer volgen", exact: true })).toBeVisible();
    await page.setViewportSize(WIDTHS.desktop);
    await expectNoAxeViolations(page, "card menu open, 1280 px");

    await page.goto("/volgend");
    await expect(page.getByRole("link", { name, exact: true })).toBeVisible();

    await page.goto(list);
    await moreOf(cardOf(page, name), name).click();
    await cardOf(page, name).getByRole("button", { name: "Niet meer volgen", exact: true }).click();
    await expect(page.getByText("Je volgt dit initiatief niet meer.")).toBeVisible({ timeout: 15_000 });
    await moreOf(cardOf(page, name), name).click();
    await expect(cardOf(page, name).getByRole("button", { name: "Volgen", exact: true })).toBeVisible();
    await page.goto("/volgend");
    await expect(page.getByText("Je volgt nog geen initiatieven.")).toBeVisible();
  });

  test("without JavaScript: follow and unfollow from the cards of /initiatieven and a municipality's page; a visitor sees no menu", async ({ page: signUp, browser }) => {
    test.slow();
    const publisher = await organizer(browser);
    await publisher.context.close();
    await newMember(signUp, "Zara Zonderscript");
    const context = await newClientContext(browser, { javaScriptEnabled: false, storageState: await signUp.context().storageState() });
    const page = await context.newPage();
    await page.setViewportSize(WIDTHS.mobile);
    const { name, id } = publisher;
    const list = `/initiatieven?zoek=${encodeURIComponent(name)}`;
    await page.goto(list);
    await moreOf(cardOf(page, name), name).click();
    await cardOf(page, name).getByRole("button", { name: "Volgen", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/initiatieven\\?zoek=[^#]+#volgen-${id}$`));
    await moreOf(cardOf(page, name), name).click();
    await expect(cardOf(page, name).getByRole("button", { name: "Niet meer volgen", exact: true })).toBeVisible();
    await page.goto("/volgend");
    await expect(page.getByRole("link", { name, exact: true })).toBeVisible();

    await page.goto(list);
    await moreOf(cardOf(page, name), name).click();
    await cardOf(page, name).getByRole("button", { name: "Niet meer volgen", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#volgen-${id}$`));
    await moreOf(cardOf(page, name), name).click();
    await expect(cardOf(page, name).getByRole("button", { name: "Volgen", exact: true })).toBeVisible();

    // A municipality's page: the first initiative card of Amsterdam.
    await page.goto("/gemeente/amsterdam");
    const section = page.getByRole("region", { name: /^Initiatieven/ });
    const first = section.getByRole("listitem").first();
    const seeded = (await first.getByRole("heading").textContent()) ?? "";
    await moreOf(first, seeded).click();
    await first.getByRole("button", { name: "Volgen", exact: true }).click();
    await expect(page).toHaveURL(/\/gemeente\/amsterdam#volgen-[0-9a-f-]+$/);
    await moreOf(cardOf(page, seeded), seeded).click();
    await cardOf(page, seeded).getByRole("button", { name: "Niet meer volgen", exact: true }).click();
    await expect(page).toHaveURL(/\/gemeente\/amsterdam#volgen-[0-9a-f-]+$/);
    await moreOf(cardOf(page, seeded), seeded).click();
    await expect(cardOf(page, seeded).getByRole("button", { name: "Volgen", exact: true })).toBeVisible();
    await page.goto("/volgend");
    await expect(page.getByText("Je volgt nog geen initiatieven.")).toBeVisible();
    await context.close();

    // A visitor's cards have no menu (the page cache serves every visitor the same page).
    const visitor = await newClientContext(browser, { javaScriptEnabled: false });
    const anonymous = await visitor.newPage();
    await anonymous.goto(list);
    await expect(cardOf(anonymous, name)).toBeVisible();
    await expect(cardOf(anonymous, name).locator("details")).toHaveCount(0);
    await expect(anonymous.getByText("Meer acties voor")).toHaveCount(0);
    await visitor.close();
  });
});
