import { expect, test } from "./fixtures";

/**
 * The privacy statement (/privacy), the terms of use (/voorwaarden) and the accessibility statement
 * (/toegankelijkheid): open to everyone.
 */
test.describe("legal pages", () => {
  for (const [path, heading, updated, updatedText] of [
    ["/privacy", "Privacyverklaring", "2026-11-28", "28 november 2026"],
    ["/voorwaarden", "Gebruiksvoorwaarden", "2026-11-27", "27 november 2026"],
    ["/toegankelijkheid", "Toegankelijkheid", "2026-11-22", "22 november 2026"],
  ] as const) {
    test(`${path} answers 200 with the h1 "${heading}", its title and the last-updated date`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${heading} – Dit doet Nederland`);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.locator(`main time[datetime="${updated}"]`)).toHaveText(updatedText);
    });
  }

  test("the privacy statement explains deleting the account and downloading your data, with links to /instellingen", async ({
    page,
  }) => {
    await page.goto("/privacy");
    const main = page.getByRole("main");

    const table = main.getByRole("table", { name: "Welke gegevens we bewaren, waarom en hoe lang" });
    for (const column of ["Gegevens", "Waarom", "Hoe lang"]) {
      await expect(table.getByRole("columnheader", { name: column })).toBeVisible();
    }
    await expect(table.getByRole("rowheader", { name: /Je account/ })).toBeVisible();

    const deletion = main.getByRole("region", { name: "Je account verwijderen" });
    await expect(deletion).toContainText("Account verwijderen");
    await expect(deletion.getByRole("link", { name: "Instellingen" })).toHaveAttribute("href", "/instellingen");

    const download = main.getByRole("region", { name: "Je gegevens downloaden" });
    await expect(download).toContainText("Download mijn gegevens");
    await expect(download.getByRole("link", { name: "Instellingen" })).toHaveAttribute("href", "/instellingen");

    await expect(main.getByRole("region", { name: "Cookies" })).toContainText("een kort levende cookie voor meldingen", {
      ignoreCase: true,
    });
    await expect(main.getByRole("link", { name: "privacy@ditdoetnederland.example.org" })).toHaveAttribute(
      "href",
      "mailto:privacy@ditdoetnederland.example.org",
    );
    await expect(main.getByRole("link", { name: "gebruiksvoorwaarden" })).toHaveAttribute("href", "/voorwaarden");

    // The postcode areas' source and its licence are credited.
    const sources = main.getByRole("region", { name: "Bronnen van plaatsgegevens" });
    await expect(sources.getByRole("link", { name: "GeoNames" })).toHaveAttribute("href", "https://www.geonames.org");
    await expect(sources.getByRole("link", { name: "Creative Commons Naamsvermelding 4.0" })).toBeVisible();
  });

  test("the terms of use link to the privacy statement and the contact page", async ({ page }) => {
    await page.goto("/voorwaarden");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "privacyverklaring" })).toHaveAttribute("href", "/privacy");
    await expect(main.getByRole("region", { name: "Contact", exact: true }).getByRole("link", { name: "contactpagina" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });
});
