/**
 * Member journey of what a vacancy asks: an organizer fills availability, commitment, skills,
 * "geschikt voor", VOG and a closing day, sees them on the card and the page, and marks the vacancy
 * "Vervuld"; a volunteer can no longer respond. Then the same without JavaScript: the organizer opens
 * it again and marks it filled again with plain form posts, and a volunteer still cannot respond.
 */
import type { Page } from "@playwright/test";
import { waitForHydration } from "./accessibility-helpers";
import { registerAndVerify, signIn, uniqueEmail } from "./accounts-helpers";
import { expect, newClientContext, test } from "./fixtures";

const password = "zonnebloem-42";
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function createInitiative(page: Page, name: string) {
  await page.goto("/nieuw-initiatief");
  await waitForHydration(page);
  await page.getByLabel("Naam van het initiatief").fill(name);
  await page.getByLabel("Formeel", { exact: true }).check();
  await page.getByLabel("Rechtsvorm", { exact: true }).selectOption("stichting");
  await page.getByLabel("Thema").selectOption("voedsel");
  await page.getByLabel("Korte beschrijving").fill("Samen koken en eten in de buurt.");
  await page.getByLabel("Uitgebreide beschrijving").fill("Elke dinsdag koken we met buren voor buren.");
  await page.getByLabel("Schaal").selectOption("nationaal");
  await page.getByLabel("Contact e-mail").fill("keuken@voorbeeld.example.org");
  await page.getByRole("button", { name: "Initiatief aanmaken" }).click();
  await expect(page).toHaveURL(/\/mijn-items$/);
}

test.describe("what a vacancy asks", () => {
  test("an organizer fills the new fields, sees them on card and page, marks it Vervuld; nobody can respond, with and without JavaScript", async ({ page, browser }) => {
    const organizer = { name: "Olga Organisator", email: uniqueEmail("olga"), password };
    const initiative = `Buurtkeuken ${unique()}`;
    const title = `Kok op dinsdagavond ${unique()}`;
    await registerAndVerify(page, organizer);
    await createInitiative(page, initiative);

    await page.goto("/vacature/nieuw");
    await waitForHydration(page);
    await page.getByLabel("Initiatief").selectOption({ label: initiative });
    await page.getByLabel("Titel").fill(title);
    await page.getByLabel("Categorie").selectOption("vrijwilliger");
    await page.getByLabel("Type", { exact: true }).fill("Vrijwilligerswerk");
    await page.getByLabel("Beschrijving", { exact: true }).fill("Kook mee voor dertig buren.");
    await page.getByLabel("Contact e-mail").fill("keuken@voorbeeld.example.org");
    const availability = page.getByRole("group", { name: "Beschikbaarheid (optioneel)" });
    await availability.getByLabel("Dinsdag avond").check();
    await availability.getByLabel("Zaterdag ochtend").check();
    await page.getByRole("group", { name: "Inzet (optioneel)" }).getByLabel("Korte tijd (tot 3 maanden)").check();
    await page.getByRole("group", { name: "Vaardigheden (optioneel)" }).getByLabel("Koken").check();
    await page.getByRole("group", { name: "Geschikt voor (optioneel)" }).getByLabel("Jongeren (16+)").check();
    await page.getByLabel("VOG nodig").check();
    await page.getByLabel("Reageren kan tot (optioneel)").fill("2099-12-12");
    await page.getByRole("button", { name: "Vacature aanmaken" }).click();
    await expect(page).toHaveURL(/\/mijn-items\?tab=doe-mee$/);
    const href = await page.getByRole("tabpanel").getByRole("link", { name: title, exact: true }).getAttribute("href");
    if (!href) throw new Error("no link to the new vacancy");

    await page.goto(`/vacatures?zoek=${encodeURIComponent(title)}`);
    const card = page.locator(".list-card", { hasText: title });
    await expect(card).toContainText("dinsdagavond, zaterdagochtend");
    await expect(card).toContainText("Korte tijd (tot 3 maanden)");
    await expect(card).toContainText("Vaardigheden: Koken");
    await expect(card).toContainText("VOG nodig");
    await expect(card).toContainText("Reageren kan tot 12 december 2099");

    await page.goto(href);
    const details = page.locator("dl");
    await expect(details).toContainText("dinsdagavond, zaterdagochtend");
    await expect(details).toContainText("Jongeren (16+)");
    await expect(details).toContainText("Reageren kan tot 12 december 2099");
    await page.getByText("Markeren als vervuld").click();
    await page.getByRole("button", { name: "Ja, deze vacature is vervuld" }).click();
    await expect(page.getByText("De vacature staat nu als vervuld; niemand kan nog reageren.")).toBeVisible();
    await expect(page.locator(".badge", { hasText: "Vervuld" })).toBeVisible();

    const volunteer = { name: "Vera Vrijwilliger", email: uniqueEmail("vera"), password };
    const withJs = await newClientContext(browser);
    const volunteerPage = await withJs.newPage();
    await registerAndVerify(volunteerPage, volunteer);
    await volunteerPage.goto(href);
    await expect(volunteerPage.getByText("Deze vacature is vervuld. Reageren kan niet meer.")).toBeVisible();
    await expect(volunteerPage.getByRole("button", { name: "Ik doe mee" })).toHaveCount(0);
    await withJs.close();

    // Without JavaScript: open again, then filled again, by plain form posts.
    const noScript = await newClientContext(browser, { javaScriptEnabled: false });
    const noJs = await noScript.newPage();
    await signIn(noJs, organizer);
    await noJs.goto(href);
    await noJs.getByRole("button", { name: "Toch weer openzetten" }).click();
    await expect(noJs.getByText("Markeren als vervuld")).toBeVisible();
    await noJs.getByText("Markeren als vervuld").click();
    await noJs.getByRole("button", { name: "Ja, deze vacature is vervuld" }).click();
    await expect(noJs.locator(".badge", { hasText: "Vervuld" })).toBeVisible();
    await noScript.close();

    const quiet = await newClientContext(browser, { javaScriptEnabled: false });
    const quietPage = await quiet.newPage();
    await signIn(quietPage, volunteer);
    await quietPage.goto(href);
    await expect(quietPage.getByText("Deze vacature is vervuld. Reageren kan niet meer.")).toBeVisible();
    await expect(quietPage.getByRole("button", { name: "Ik doe mee" })).toHaveCount(0);
    await quiet.close();
  });
});
