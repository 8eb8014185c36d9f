/**
 * Text search on /initiatieven (docs/decisions/058-dutch-text-search.md): words combine across
 * name and municipality, and a search without results offers "Bedoelde je …?" as a link that keeps
 * the other filters, with and without JavaScript.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations, waitForHydration } from "./accessibility-helpers";
import { expect, newClientContext, test } from "./fixtures";

const BLERICK = "Buurtmoestuin Blerick-Noord";

/** Checks the empty result with its suggestion and follows the link; the province filter stays. */
async function followSuggestion(page: Page) {
  await expect(page.getByText("Geen initiatieven gevonden met de huidige filters.")).toBeVisible();
  const suggestion = page.getByRole("link", { name: "Venlo", exact: true });
  await expect(page.getByText(/^Bedoelde je\s+Venlo\s*\?$/)).toBeVisible();
  const href = (await suggestion.getAttribute("href")) ?? "";
  expect(new URL(href, "http://x").searchParams.get("provincie")).toBe("limburg");
  await suggestion.click();
  await expect(page).toHaveURL(/[?&]zoek=Venlo(&|$)/);
  await expect(page).toHaveURL(/[?&]provincie=limburg(&|$)/);
  await expect(page.getByRole("searchbox", { name: "Zoek initiatieven" })).toHaveValue("Venlo");
  await expect(page.getByRole("heading", { level: 2, name: BLERICK })).toBeVisible();
}

test.describe("search on /initiatieven", () => {
  test("without JavaScript: several words combine across fields, and a typo offers 'Bedoelde je …?'", async ({ browser }) => {
    const context = await newClientContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/initiatieven?zoek=moestuin+venlo");
    await expect(page.getByRole("heading", { level: 2, name: BLERICK })).toBeVisible();
    await page.goto("/initiatieven?zoek=Venol&provincie=limburg");
    await followSuggestion(page);
    await context.close();
  });

  test("with JavaScript: the suggestion link leads to the results and the empty state passes axe", async ({ page }) => {
    await page.goto("/initiatieven?zoek=Venol&provincie=limburg");
    await waitForHydration(page);
    await expectNoAxeViolations(page, "/initiatieven with a search suggestion");
    await followSuggestion(page);
  });
});
