/**
 * Members create and edit initiatives (docs/product-rules.md#initiative-form): the type list
 * follows the formality, the form's Dutch messages, a national initiative without province,
 * success toasts and landing on /mijn-items, the new initiative on /initiatieven and its detail
 * page, editing by the creator only, and visitors sent to /auth.
 *
 * /mijn-items itself is another journey's subject: here only its URL and the toast are checked.
 */
import type { Page } from "@playwright/test";
import { registerAndVerify, uniqueEmail } from "./accounts-helpers";
import { expect, newClientContext, test } from "./fixtures";

const password = "zonnebloem-42";

/** A name no other test uses. */
function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * Opens the create form and waits until it is interactive (the hint below the formality choice
 * appears only once the page is hydrated).
 */
async function openCreateForm(page: Page) {
  await page.goto("/nieuw-initiatief");
  await expect(page).toHaveTitle("Nieuw initiatief – Dit doet Nederland");
  await expect(page.getByText("Kies eerst een organisatievorm")).toBeVisible();
}

/** The create form's submit button. */
const submitButton = (page: Page) => page.getByRole("button", { name: "Initiatief aanmaken" });

/** The id in the URL of an initiative detail page. */
function detailId(page: Page): string {
  const match = /\/initiatief\/([0-9a-f-]{36})$/.exec(new URL(page.url()).pathname);
  if (!match?.[1]) throw new Error(`not a detail page: ${page.url()}`);
  return match[1];
}

test.describe("creating and editing initiatives", () => {
  test("a formal initiative: messages, type switch, province from the municipality, list, detail and edit", async ({
    page,
    browser,
  }) => {
    // The longest journey of the suite (about 20 s on an idle machine): room on a busy one.
    test.slow();
    await registerAndVerify(page, { name: "Femke Formeel", email: uniqueEmail("femke"), password });
    await openCreateForm(page);

    // Every required-field message when submitting the empty form.
    await submitButton(page).click();
    for (const message of [
      "Naam is verplicht",
      "Kies een organisatievorm",
      "Kies een thema",
      "Korte beschrijving is verplicht",
      "Uitgebreide beschrijving is verplicht",
      "Kies een schaal",
      "Kies een provincie",
      "Contact e-mail is verplicht",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel("Naam van het initiatief")).toBeFocused();

    // The type list follows the formality.
    await page.getByLabel("Formeel", { exact: true }).check();
    await expect(page.getByLabel("Rechtsvorm", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Soort", { exact: true })).toHaveCount(0);
    await submitButton(page).click();
    await expect(page.getByText("Kies een rechtsvorm", { exact: true })).toBeVisible();
    await page.getByLabel("Informeel", { exact: true }).check();
    await expect(page.getByLabel("Soort", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Rechtsvorm", { exact: true })).toHaveCount(0);
    await expect(page.getByLabel("Soort", { exact: true }).locator("option")).toContainText(["Buurtgroep", "Werkgroep"]);
    await page.getByLabel("Formeel", { exact: true }).check();
    await expect(page.getByLabel("Rechtsvorm", { exact: true }).locator("option")).toContainText(["Vereniging", "Stichting"]);
    await page.getByLabel("Rechtsvorm", { exact: true }).selectOption("stichting");

    const name = uniqueName("Stichting Groene Singel");
    await page.getByLabel("Naam van het initiatief").fill(name);
    await page.getByLabel("Thema").selectOption("natuur");
    await page.getByLabel("Korte beschrijving").fill("Wij onderhouden de groene singel met bewoners.");
    await page.getByLabel("Uitgebreide beschrijving").fill("Elke maand een werkochtend.\n\nGereedschap en koffie zijn er.");
    await page.getByLabel("Schaal").selectOption("wijk");
    await page.getByLabel("Contact e-mail").fill("singel@voorbeeld.example.org");

    // Scope wijk needs a city.
    await submitButton(page).click();
    await expect(page.getByText("Plaats is verplicht bij deze schaal")).toBeVisible();

    // A municipality from the list fills in the empty province.
    await page.getByLabel("Gemeente (optioneel)").fill("Utrecht");
    await expect(page.getByLabel("Provincie")).toHaveValue("utrecht");
    await page.getByLabel("Plaats", { exact: true }).fill("Utrecht");
    await page.getByLabel("Oprichtingsjaar (optioneel)").fill("1899");
    await submitButton(page).click();
    await expect(page.getByText(/^Oprichtingsjaar moet tussen 1900 en \d{4} liggen$/)).toBeVisible();
    await page.getByLabel("Oprichtingsjaar (optioneel)").fill("2012");
    await page.getByLabel("Aantal leden (optioneel)").fill("-3");
    await submitButton(page).click();
    await expect(page.getByText("Aantal leden kan niet negatief zijn")).toBeVisible();
    await page.getByLabel("Aantal leden (optioneel)").fill("40");
    await page.getByLabel("Website (optioneel)").fill("javascript:alert(1)");
    await submitButton(page).click();
    await expect(page.getByText("Vul een geldige website in (https://…)")).toBeVisible();
    await page.getByLabel("Website (optioneel)").fill("https://groenesingel.example.org");
    await expect(page.getByText("Je initiatief is direct zichtbaar voor iedereen.")).toBeVisible();

    await submitButton(page).click();
    await expect(page).toHaveURL(/\/mijn-items$/);
    await expect(page.getByText("Je initiatief is succesvol aangemaakt!")).toBeVisible();

    // On the overview and its detail page.
    await page.goto(`/initiatieven?zoek=${encodeURIComponent(name)}`);
    await page.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("Utrecht, Utrecht", { exact: true })).toBeVisible();
    await expect(page.getByText("Sinds 2012")).toBeVisible();
    const id = detailId(page);

    // Edit: prefilled, change the name.
    await page.goto(`/initiatief/${id}/bewerken`);
    await expect(page.getByLabel("Naam van het initiatief")).toHaveValue(name);
    await expect(page.getByLabel("Formeel", { exact: true })).toBeChecked();
    await expect(page.getByLabel("Rechtsvorm", { exact: true })).toHaveValue("stichting");
    await expect(page.getByLabel("Gemeente (optioneel)")).toHaveValue("Utrecht");
    await expect(page.getByLabel("Aantal leden (optioneel)")).toHaveValue("40");
    const renamed = `${name} (vernieuwd)`;
    await page.getByLabel("Naam van het initiatief").fill(renamed);
    await page.getByRole("button", { name: "Wijzigingen opslaan" }).click();
    await expect(page).toHaveURL(/\/mijn-items$/);
    await expect(page.getByText("Initiatief succesvol bijgewerkt!")).toBeVisible();
    await page.goto(`/initiatief/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();

    // Another member may not edit it.
    const otherContext = await newClientContext(browser);
    const other = await otherContext.newPage();
    await registerAndVerify(other, { name: "Olaf Ander", email: uniqueEmail("olaf"), password });
    await other.goto(`/initiatief/${id}/bewerken`);
    await expect(other).toHaveURL(/\/mijn-items$/);
    await expect(other.getByText("Je hebt geen toegang tot dit initiatief")).toBeVisible();
    await otherContext.close();
  });

  test("an informal national initiative without province", async ({ page }) => {
    await registerAndVerify(page, { name: "Ivo Informeel", email: uniqueEmail("ivo"), password });
    await openCreateForm(page);
    const name = uniqueName("Buurtgroep Samen Sterk");
    await page.getByLabel("Naam van het initiatief").fill(name);
    await page.getByLabel("Informeel", { exact: true }).check();
    await page.getByLabel("Soort", { exact: true }).selectOption("buurtgroep");
    await page.getByLabel("Thema").selectOption("zorg");
    await page.getByLabel("Korte beschrijving").fill("Buren helpen buren, door het hele land.");
    await page.getByLabel("Uitgebreide beschrijving").fill("Een landelijk netwerk van buurtgroepen.");
    await page.getByLabel("Schaal").selectOption("nationaal");
    await page.getByLabel("Contact e-mail").fill("samen@voorbeeld.example.org");
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/mijn-items$/);
    await expect(page.getByText("Je initiatief is succesvol aangemaakt!")).toBeVisible();

    await page.goto(`/initiatieven?zoek=${encodeURIComponent(name)}`);
    await page.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    // No province stored: the location line reads "Landelijk".
    await expect(page.getByText("Landelijk", { exact: true })).toBeVisible();
    await expect(page.getByText(`Sinds ${new Date().getFullYear()}`)).toBeVisible();
  });

  test("a visitor is sent to /auth with the notice", async ({ page }) => {
    await page.goto("/nieuw-initiatief");
    await expect(page).toHaveURL(/\/auth\?/);
    await expect(page.getByText("Je moet ingelogd zijn om een initiatief aan te maken.")).toBeVisible();
    await page.goto("/initiatief/nieuw");
    await expect(page).toHaveURL(/\/auth\?.*melding=initiatief/);
  });
});
