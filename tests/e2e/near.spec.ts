/**
 * "In de buurt van" for visitors (docs/product-rules.md#places), with JavaScript and without: the
 * place and radius in the filters, distances on the cards, nearest first, national items under
 * their own heading, an unknown place named, and a municipality page searching around itself.
 */
import type { Page } from "@playwright/test";
import { expect, newClientContext, test } from "./fixtures";

const count = (page: Page) => page.getByRole("status").filter({ hasText: "gevonden" });

/** The km figures on the cards, in page order. */
async function distances(page: Page): Promise<number[]> {
  const texts = await page.getByRole("main").locator("span").filter({ hasText: /^\s*·\s*(< )?\d+ km$/ }).allTextContents();
  return texts.map((text) => {
    const match = /(< )?(\d+) km/.exec(text);
    return match?.[1] ? 0 : Number(match?.[2]);
  });
}

test.describe("near a place", () => {
  test("a postcode and a radius narrow the initiatives; nearest first; national ones follow", async ({ page }) => {
    await page.goto("/initiatieven");
    const sidebar = page.getByRole("complementary");
    await sidebar.getByLabel("In de buurt van").fill("3511 AB");
    await sidebar.getByLabel("In de buurt van").press("Enter");
    await expect(page).toHaveURL(/bij=3511/);
    await expect(count(page)).toContainText("gevonden binnen 10 km van 3511");
    await sidebar.getByLabel("Straal").selectOption({ label: "50 km" });
    await expect(count(page)).toContainText("binnen 50 km van 3511");
    await sidebar.getByLabel("Sorteren").selectOption({ label: "Dichtstbij" });
    await expect(page).toHaveURL(/sorteer=afstand/);
    // The address changes before the new page is drawn: wait for the order, not for a fixed time.
    await expect
      .poll(async () => {
        const km = await distances(page);
        return km.length > 1 && km.every((d, i) => d <= 50 && (i === 0 || (km[i - 1] as number) <= d));
      })
      .toBe(true);
    await expect(page.getByRole("heading", { level: 2, name: "Landelijk", exact: true })).toBeVisible();
    await expect(count(page)).toContainText("landelijk");
  });

  test("an unknown place is named and filters nothing", async ({ page }) => {
    await page.goto("/vacatures?bij=Atlantis");
    await expect(page.getByText("We kennen geen postcode of plaats „Atlantis”.")).toBeVisible();
    await expect(count(page)).not.toContainText("binnen");
  });

  test("without JavaScript the filter form searches near a place and a municipality page around itself", async ({ browser }) => {
    const context = await newClientContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/events");
    const sidebar = page.getByRole("complementary");
    await sidebar.getByLabel("In de buurt van").fill("Utrecht");
    await sidebar.getByLabel("Straal").selectOption({ label: "25 km" });
    await sidebar.getByRole("button", { name: "Filters toepassen" }).click();
    await expect(count(page)).toContainText("gevonden binnen 25 km van Utrecht");
    expect((await distances(page)).every((d) => d <= 25)).toBe(true);
    await page.goto("/gemeente/utrecht");
    await page.getByLabel("Straal").selectOption({ label: "25 km" });
    await page.getByRole("button", { name: "Zoek in de buurt" }).click();
    await expect(page).toHaveURL(/straal=25/);
    await expect(page.getByText(/binnen 25 km van Utrecht \(Utrecht\)\./)).toBeVisible();
    await page.getByRole("link", { name: "Alleen de gemeente Utrecht" }).click();
    await expect(page.getByText(/in de gemeente Utrecht \(Utrecht\)\./)).toBeVisible();
    await context.close();
  });
});
