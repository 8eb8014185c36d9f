/**
 * Members and visitors without JavaScript (docs/decisions/018-without-javascript.md): every
 * browser context here has `javaScriptEnabled: false`, so only the server HTML, links, forms and
 * native `<details>` work. A member signs in with the login form, reaches the member pages from
 * the header's menu, and logs out from the menu and from GET /uitloggen; on a phone (375 px) the
 * menu and the filter drawer open and work; the FAQ has every answer in its HTML and keeps one
 * question open at a time.
 */
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { registerAndVerify, signIn, uniqueEmail } from "./accounts-helpers";
import { expect, newClientContext, test } from "./fixtures";

const PHONE = { width: 375, height: 740 };

/** A member registered and verified through the UI (with JavaScript, as most members do). */
async function newMember(browser: Browser, name: string) {
  const member = { name, email: uniqueEmail("zonder-js"), password: "zonnebloem-42" };
  const context = await newClientContext(browser);
  await registerAndVerify(await context.newPage(), member);
  await context.close();
  return member;
}

/** A browser context without JavaScript, signed in as `member` through the login form. */
async function signedInWithoutScript(
  browser: Browser,
  member: { name: string; email: string; password: string },
  viewport?: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newClientContext(browser, { javaScriptEnabled: false, ...(viewport ? { viewport } : {}) });
  const page = await context.newPage();
  await signIn(page, member);
  await expect(page).toHaveURL(/\/$/);
  // Attached, not visible: at phone width the name button gives way to the menu.
  await expect(page.getByRole("banner").getByLabel(`Account van ${member.name}`)).toBeAttached();
  return { context, page };
}

/**
 * The page says "Uitgelogd". Without JavaScript the toast is a `<noscript>` block; Chromium with
 * scripts switched off by the test driver does not lay `<noscript>` out, so the message is checked
 * in the document rather than as a visible element.
 */
async function expectSignedOutMessage(page: Page) {
  await expect(page).toHaveURL(/\/$/);
  expect(await page.locator("noscript").allTextContents()).toContain("Uitgelogd");
}

test.describe("Without JavaScript", () => {
  test("a member opens the account menu, reaches the member pages and logs out from it", async ({ browser }) => {
    const member = await newMember(browser, "Sanne Zonderscript");
    const { context, page } = await signedInWithoutScript(browser, member);
    const header = page.getByRole("banner");
    const account = header.getByLabel(`Account van ${member.name}`);

    for (const [label, path, heading] of [
      ["Mijn items", "/mijn-items", "Mijn items"],
      ["Favorieten", "/favorieten", "Favorieten"],
      ["Instellingen", "/instellingen", "Instellingen"],
    ] as const) {
      const menu = header.getByRole("navigation", { name: "Accountmenu" });
      await expect(menu).toBeHidden();
      await account.click();
      await expect(menu).toBeVisible();
      await expect(menu).toContainText(member.email);
      await menu.getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    }

    await account.click();
    await header.getByRole("navigation", { name: "Accountmenu" }).getByRole("button", { name: "Uitloggen" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectSignedOutMessage(page);
    await expect(header.getByRole("link", { name: "Inloggen / Registreren" })).toBeVisible();
    await page.goto("/mijn-items");
    await expect(page).toHaveURL(/\/auth/);
    await context.close();
  });

  test("GET /uitloggen asks with one button and logs out only when it is pressed", async ({ browser }) => {
    const member = await newMember(browser, "Joost Linkloos");
    const { context, page } = await signedInWithoutScript(browser, member);

    await page.goto("/uitloggen");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Uitloggen" })).toBeVisible();
    await expect(main.getByRole("button")).toHaveCount(1);
    // Opening the address did not sign out.
    await expect(page.getByRole("banner").getByLabel(`Account van ${member.name}`)).toBeVisible();
    await page.goto("/mijn-items");
    await expect(page).toHaveURL(/\/mijn-items$/);

    await page.goto("/uitloggen");
    await page.getByRole("main").getByRole("button", { name: "Uitloggen" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectSignedOutMessage(page);
    await page.goto("/mijn-items");
    await expect(page).toHaveURL(/\/auth/);
    // Signed out, the address only leads home.
    await page.goto("/uitloggen");
    await expect(page).toHaveURL(/\/$/);
    await context.close();
  });

  test("at 375 px the menu opens and navigates, for a visitor and for a member", async ({ browser }) => {
    const visitor = await newClientContext(browser, { javaScriptEnabled: false, viewport: PHONE });
    const page = await visitor.newPage();
    await page.goto("/");
    const header = page.getByRole("banner");
    const mobileMenu = header.getByRole("navigation", { name: "Hoofdmenu mobiel" });
    await expect(mobileMenu).toBeHidden();
    await header.getByLabel("Menu openen").click();
    await expect(mobileMenu).toBeVisible();
    await expect(header.getByRole("link", { name: "Inloggen / Registreren" })).toBeVisible();
    await mobileMenu.getByRole("link", { name: "Doe Mee" }).click();
    await expect(page).toHaveURL(/\/vacatures$/);
    await visitor.close();

    const member = await newMember(browser, "Fenna Telefoon");
    const signedIn = await signedInWithoutScript(browser, member, PHONE);
    const memberHeader = signedIn.page.getByRole("banner");
    await memberHeader.getByLabel("Menu openen").click();
    const account = memberHeader.getByRole("navigation", { name: "Account" });
    await account.getByRole("link", { name: "Favorieten" }).click();
    await expect(signedIn.page).toHaveURL(/\/favorieten$/);
    await memberHeader.getByLabel("Menu openen").click();
    await account.getByRole("button", { name: "Uitloggen" }).click();
    await expectSignedOutMessage(signedIn.page);
    await signedIn.context.close();
  });

  test("at 375 px the filter drawer opens and its filters apply", async ({ browser }) => {
    const context = await newClientContext(browser, { javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto("/events");
    const main = page.getByRole("main");
    const drawer = main.getByRole("group", { name: "Filters" });
    await expect(drawer).toBeHidden();
    await main.locator("summary", { hasText: "Filters" }).click();
    await expect(drawer).toBeVisible();
    // The open panel pushes the results down instead of covering the count and the first card.
    const panel = await drawer.boundingBox();
    const count = await main.getByText(/event\(s\) gevonden/).boundingBox();
    expect(panel && count && panel.y + panel.height <= count.y, "the panel ends above the count").toBe(true);
    await drawer.getByLabel("Type").selectOption("workshop");
    await drawer.getByRole("button", { name: "Filters toepassen" }).click();
    await expect(page).toHaveURL(/[?&]type=workshop(&|$)/);
    await expect(main.getByText(/event\(s\) gevonden/)).toBeVisible();
    // The trigger counts the active filter; the drawer shows the chosen value.
    await expect(main.locator("summary", { hasText: "Filters (1)" })).toBeVisible();
    await main.locator("summary", { hasText: "Filters" }).click();
    await expect(drawer.getByLabel("Type")).toHaveValue("workshop");
    await context.close();
  });

  test("the FAQ has every answer in its HTML and keeps one question open at a time", async ({ browser, request }) => {
    const html = await (await request.get("/faq")).text();
    expect(html.match(/<details[^>]*name="faq"/g)).toHaveLength(13);
    expect(html).toContain("Dit doet Nederland is helemaal gratis");
    expect(html).toContain("binnenkort beschikbaar");

    const context = await newClientContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/faq");
    const main = page.getByRole("main");
    const items = main.locator("details");
    await expect(items).toHaveCount(13);
    const first = items.filter({ hasText: "Wat is Dit doet Nederland?" });
    const second = items.filter({ hasText: "Is Dit doet Nederland gratis?" });
    await expect(first.getByText("online platform voor burgerinitiatieven")).toBeHidden();
    await first.locator("summary").click();
    await expect(first.getByText("online platform voor burgerinitiatieven")).toBeVisible();
    await second.locator("summary").click();
    await expect(second.getByText("helemaal gratis")).toBeVisible();
    await expect(first.getByText("online platform voor burgerinitiatieven")).toBeHidden();
    await expect(main.locator("details[open]")).toHaveCount(1);
    await second.locator("summary").click();
    await expect(main.locator("details[open]")).toHaveCount(0);
    await context.close();
  });
});
