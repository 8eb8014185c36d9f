/**
 * The volunteer profile and "Voor jou" in the browser (docs/product-rules.md#matching): a member
 * fills in the profile, opens /voor-jou from the menu and sees ranked cards saying why, with
 * JavaScript and without, on a phone and a desktop; both pages pass axe with a profile.
 */
import type { Page } from "@playwright/test";
import { registerAndVerify, signIn, uniqueEmail } from "./accounts-helpers";
import { expectNoAxeViolations, expectNoHorizontalScroll, WIDTHS } from "./accessibility-helpers";
import { expect, newClientContext, test } from "./fixtures";

const password = "zonnebloem-42";
const THEMES = ["Energie", "Voedsel", "Zorg", "Onderwijs", "Cultuur", "Natuur", "Wonen", "Mobiliteit", "Economie"];

/** Fills the profile: every theme (so every demo vacancy earns points), a skill, two day-parts and "Maakt niet uit". */
async function fillProfile(page: Page) {
  await page.goto("/instellingen/vrijwilligersprofiel");
  await expect(page.getByRole("heading", { level: 1, name: "Vrijwilligersprofiel" })).toBeVisible();
  const themes = page.getByRole("group", { name: "Thema’s" });
  for (const theme of THEMES) await themes.getByRole("checkbox", { name: theme, exact: true }).check();
  await page.getByRole("group", { name: "Wat kun je?" }).getByRole("checkbox", { name: "Tuinieren", exact: true }).check();
  const grid = page.getByRole("group", { name: "Wanneer kun je?" });
  await grid.getByRole("checkbox", { name: "Dinsdag avond", exact: true }).check();
  await grid.getByRole("checkbox", { name: "Zaterdag ochtend", exact: true }).check();
  await page.getByLabel("Hoe ver wil je reizen?").selectOption({ label: "Maakt niet uit" });
  await page.getByRole("button", { name: "Vrijwilligersprofiel opslaan" }).click();
}

/** /voor-jou shows ranked cards, the first saying why with one of the member's themes. */
async function expectRankedCard(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "Voor jou" })).toBeVisible();
  // The first card of the ranked (ordered) list; the tabs above it are a list too.
  const first = page.getByRole("main").locator("ol > li").first();
  const reason = first.locator("p", { hasText: /^Past bij:/ });
  await expect(reason).toBeVisible();
  await expect(reason).toContainText(new RegExp(`^Past bij: .*(${THEMES.join("|")})`));
  await expect(first.getByRole("heading").getByRole("link")).toBeVisible();
}

for (const [label, viewport] of [["375 px", WIDTHS.mobile], ["1280 px", WIDTHS.desktop]] as const) {
  test(`a member fills in the volunteer profile and sees ranked vacancies and events (${label})`, async ({ browser }) => {
    const member = { name: "Vera Vrijwilliger", email: uniqueEmail("vera"), password };
    // Registered at desktop width, where the helper finds the account button, then at `viewport`.
    const context = await newClientContext(browser, { viewport: WIDTHS.desktop });
    const page = await context.newPage();
    await registerAndVerify(page, member);
    await page.setViewportSize(viewport);

    // Without a profile the page explains itself.
    await page.goto("/voor-jou");
    await expect(page.getByRole("link", { name: "Vrijwilligersprofiel invullen" })).toBeVisible();
    await expectNoAxeViolations(page, `voor jou zonder profiel ${label}`);

    await fillProfile(page);
    await expect(page.getByText("Je vrijwilligersprofiel is opgeslagen.")).toBeVisible();
    await expect(page.getByRole("group", { name: "Thema’s" }).getByRole("checkbox", { name: "Natuur", exact: true })).toBeChecked();
    await expectNoAxeViolations(page, `vrijwilligersprofiel ${label}`);
    await expectNoHorizontalScroll(page, label);

    await page.getByRole("link", { name: "Bekijk wat bij je past" }).click();
    await expectRankedCard(page);
    await expectNoAxeViolations(page, `voor jou ${label}`);
    await expectNoHorizontalScroll(page, label);
    await page.getByRole("navigation", { name: "Soort aanbod" }).getByRole("link", { name: "Events" }).click();
    await expect(page).toHaveURL(/soort=events/);
    await context.close();

    // Without JavaScript: the same form post and the same ranked page.
    const plain = await newClientContext(browser, { viewport, javaScriptEnabled: false });
    const noScript = await plain.newPage();
    await signIn(noScript, member);
    await fillProfile(noScript);
    await expect(noScript).toHaveURL(/\/instellingen\/vrijwilligersprofiel$/);
    await expect(noScript.getByRole("group", { name: "Wat kun je?" }).getByRole("checkbox", { name: "Tuinieren", exact: true })).toBeChecked();
    await noScript.goto("/voor-jou");
    await expectRankedCard(noScript);
    await plain.close();
  });
}
