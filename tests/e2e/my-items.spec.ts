/**
 * Member journeys: creating a vacancy at /vacature/nieuw, editing it at /vacature/:id/bewerken
 * (with and without JavaScript) and managing one's own items at /mijn-items
 * (docs/product-rules.md#my-items). The initiative and events are made through their own forms
 * (/nieuw-initiatief, /nieuw-event).
 */
import type { Page } from "@playwright/test";
import { scanPage } from "./accessibility-helpers";
import { registerAndVerify, uniqueEmail } from "./accounts-helpers";
import { expect, newClientContext, test } from "./fixtures";

const password = "zonnebloem-42";

/** A suffix that keeps names unique across parallel tests and runs. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Creates an initiative through /nieuw-initiatief (formeel stichting, scope plaats, Utrecht). */
async function createInitiativeThroughForm(page: Page, name: string) {
  await page.goto("/nieuw-initiatief");
  await page.getByLabel("Naam", { exact: false }).first().fill(name);
  await page.getByRole("group", { name: "Organisatievorm" }).getByRole("radio", { name: /^Formeel/ }).check();
  await page.getByLabel("Rechtsvorm", { exact: true }).selectOption("stichting");
  await page.getByLabel("Thema", { exact: true }).selectOption("natuur");
  await page.getByLabel("Korte beschrijving").fill("Een moestuin voor en door de buurt.");
  await page.getByLabel("Uitgebreide beschrijving").fill("Elke zaterdag tuinieren we samen en delen we de oogst.");
  await page.getByLabel("Schaal").selectOption("plaats");
  await page.getByLabel("Provincie").selectOption("utrecht");
  await page.getByLabel("Plaats", { exact: true }).fill("Utrecht");
  await page.getByLabel("Contact e-mail").fill("tuin@voorbeeld.example.org");
  await page.getByRole("button", { name: "Initiatief aanmaken" }).click();
  await expect(page.getByText("Je initiatief is succesvol aangemaakt!")).toBeVisible();
}

/** Creates an event under initiative `initiative` through /nieuw-event. */
async function createEventThroughForm(page: Page, initiative: string, title: string) {
  await page.goto("/nieuw-event");
  await page.getByLabel("Initiatief").selectOption({ label: initiative });
  await page.getByLabel("Titel").fill(title);
  await page.getByLabel("Type", { exact: true }).selectOption("workshop");
  await page.getByLabel("Korte beschrijving").fill("Samen zaaien en planten.");
  await page.getByLabel("Startdatum en -tijd").fill("2030-04-13T10:00");
  await page.getByLabel("Locatie en adres").fill("Tuinpad 1, Utrecht");
  await page.getByLabel("Plaats", { exact: true }).fill("Utrecht");
  await page.getByLabel("Naam organisator").fill("Tessa Tuin");
  await page.getByLabel("E-mail organisator").fill("tessa@voorbeeld.example.org");
  await page.getByRole("button", { name: "Event aanmaken" }).click();
  await expect(page.getByText("Event succesvol aangemaakt!")).toBeVisible();
}

/** Creates a vacancy through /vacature/nieuw and lands on the "Doe Mee" tab of /mijn-items. */
async function createVacancyThroughForm(page: Page, initiative: string, title: string) {
  await page.goto("/vacature/nieuw");
  await expect(page).toHaveTitle("Nieuwe vacature – Dit doet Nederland");
  await page.getByLabel("Initiatief").selectOption({ label: initiative });
  await page.getByLabel("Titel").fill(title);
  await page.getByLabel("Categorie").selectOption("vrijwilliger");
  await page.getByLabel("Type", { exact: true }).fill("Vrijwilligerswerk");
  await page.getByLabel("Beschrijving", { exact: true }).fill("Help ons op zaterdag met zaaien, wieden en oogsten.");
  await page.getByLabel("Uren per week (optioneel)").fill("2,5");
  await page.getByLabel("Toelichting op de uren (optioneel)").fill("in overleg");
  await page.getByLabel("Contact e-mail").fill("tuin@voorbeeld.example.org");
  await page.getByRole("button", { name: "Vacature aanmaken" }).click();
  await expect(page).toHaveURL(/\/mijn-items\?tab=doe-mee$/);
  await expect(page.getByText("Je vacature is succesvol aangemaakt!")).toBeVisible();
}

/** Whether /vacatures lists a vacancy titled `title`. */
async function expectListed(page: Page, title: string, listed: boolean) {
  await page.goto(`/vacatures?zoek=${encodeURIComponent(title)}`);
  await expect(page.getByRole("link", { name: title, exact: true })).toHaveCount(listed ? 1 : 0);
}

test.describe("vacancy form", () => {
  test("a visitor on /vacature/nieuw lands on /auth with the vacancy notice", async ({ page }) => {
    await page.goto("/vacature/nieuw");
    await expect(page).toHaveURL(/\/auth\?/);
    await expect(page.getByText("Je moet ingelogd zijn om een vacature aan te maken.")).toBeVisible();
  });

  test("no initiative yet: “Geen initiatieven gevonden”; then every required message on an empty submit", async ({ page }) => {
    test.slow();
    await registerAndVerify(page, { name: "Vera Vacature", email: uniqueEmail("vera"), password });
    await page.goto("/vacature/nieuw");
    await expect(page.getByRole("heading", { name: "Geen initiatieven gevonden" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Nieuw initiatief" })).toHaveAttribute("href", "/nieuw-initiatief");

    await createInitiativeThroughForm(page, `Vera's tuin ${unique()}`);
    await page.goto("/vacature/nieuw");
    await page.getByRole("button", { name: "Vacature aanmaken" }).click();
    for (const [label, message] of [
      ["Initiatief", "Selecteer een initiatief"],
      ["Titel", "Titel is verplicht"],
      ["Categorie", "Selecteer een categorie"],
      ["Type", "Type is verplicht"],
      ["Beschrijving", "Beschrijving is verplicht"],
      ["Contact e-mail", "Contact e-mail is verplicht"],
    ] as const) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute("aria-invalid", "true");
    }
    await page.getByLabel("Contact e-mail").fill("geen-adres");
    await expect(page.getByText("Ongeldig e-mailadres", { exact: true })).toBeVisible();

    // "Annuleren" leaves the form for /mijn-items, as on the initiative and event forms.
    await page.getByRole("link", { name: "Annuleren" }).click();
    await expect(page).toHaveURL(/\/mijn-items$/);
  });
});

test.describe("my items", () => {
  test("create, count, deactivate and activate, delete an event, delete an initiative with what goes with it", async ({ page }) => {
    test.slow();
    const u = unique();
    const initiative = `Buurttuin ${u}`;
    const firstEvent = `Zaaidag ${u}`;
    const secondEvent = `Oogstfeest ${u}`;
    const vacancy = `Tuinvrijwilliger ${u}`;
    await registerAndVerify(page, { name: "Mila Mijnitems", email: uniqueEmail("mila"), password });

    await createInitiativeThroughForm(page, initiative);
    await createEventThroughForm(page, initiative, firstEvent);
    await createEventThroughForm(page, initiative, secondEvent);
    await createVacancyThroughForm(page, initiative, vacancy);

    // Tabs with counts; the "Doe Mee" tab is open after creating a vacancy.
    await expect(page.getByRole("tab", { name: "Initiatieven (1)" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Events (2)" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Doe Mee (1)" })).toHaveAttribute("aria-selected", "true");
    const vacancyPanel = page.getByRole("tabpanel");
    await expect(vacancyPanel.getByRole("link", { name: vacancy, exact: true })).toBeVisible();
    await expect(vacancyPanel.getByText("Actief", { exact: true })).toBeVisible();
    await expectListed(page, vacancy, true);

    // Deactivate: gone from /vacatures; activate: back.
    await page.goto("/mijn-items?tab=doe-mee");
    await page.getByRole("button", { name: `Deactiveren: ${vacancy}` }).click();
    await expect(page.getByText("Vacature gedeactiveerd")).toBeVisible();
    await expect(page.getByRole("tabpanel").getByText("Inactief", { exact: true })).toBeVisible();
    // The owner still opens its page, which says it is not active.
    await page.getByRole("tabpanel").getByRole("link", { name: vacancy, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: vacancy })).toBeVisible();
    await expect(page.getByText("Deze vacature is niet actief.")).toBeVisible();
    await expectListed(page, vacancy, false);
    await page.goto("/mijn-items?tab=doe-mee");
    await page.getByRole("button", { name: `Activeren: ${vacancy}` }).click();
    await expect(page.getByText("Vacature geactiveerd")).toBeVisible();
    await expectListed(page, vacancy, true);

    // The tabs are links that keep the tab in the URL.
    await page.goto("/mijn-items");
    await page.getByRole("tab", { name: "Events (2)" }).click();
    await expect(page).toHaveURL(/\/mijn-items\?tab=events$/);
    await expect(page.getByRole("tabpanel").getByRole("link", { name: firstEvent, exact: true })).toBeVisible();

    // Delete one event: cancel first, then confirm.
    await page.getByRole("button", { name: `Verwijderen: ${firstEvent}` }).click();
    const eventDialog = page.getByRole("dialog", { name: "Event verwijderen?" });
    await expect(eventDialog).toContainText("Dit kan niet ongedaan worden gemaakt.");
    await eventDialog.getByRole("button", { name: "Annuleren" }).click();
    await expect(eventDialog).toBeHidden();
    await page.getByRole("button", { name: `Verwijderen: ${firstEvent}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Ja, verwijderen" }).click();
    await expect(page.getByText("Event verwijderd")).toBeVisible();
    await expect(page.getByRole("tab", { name: "Events (1)" })).toBeVisible();
    await expect(page.getByRole("link", { name: firstEvent, exact: true })).toHaveCount(0);

    // Delete the initiative: the dialog counts what goes with it.
    await page.getByRole("tab", { name: "Initiatieven (1)" }).click();
    const detailHref = await page.getByRole("tabpanel").getByRole("link", { name: initiative, exact: true }).getAttribute("href");
    expect(detailHref).toMatch(/^\/initiatief\/[0-9a-f-]{36}$/);
    await page.getByRole("button", { name: `Verwijderen: ${initiative}` }).click();
    const initiativeDialog = page.getByRole("dialog", { name: "Initiatief verwijderen?" });
    await expect(initiativeDialog).toContainText(
      "Dit verwijdert ook 1 event en 1 vacature. Dit kan niet ongedaan worden gemaakt.",
    );
    await initiativeDialog.getByRole("button", { name: "Ja, verwijderen" }).click();
    await expect(page.getByText("Initiatief verwijderd")).toBeVisible();
    await expect(page).toHaveURL(/\/mijn-items\?tab=initiatieven$/);
    await expect(page.getByRole("tab", { name: "Initiatieven (0)" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Events (0)" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Doe Mee (0)" })).toBeVisible();
    await expect(page.getByText("Je hebt nog geen initiatieven.")).toBeVisible();

    await expectListed(page, vacancy, false);
    const detail = await page.goto(detailHref ?? "/");
    expect(detail?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Initiatief niet gevonden" })).toBeVisible();
  });

  test("at 375 px the rows, tabs and actions fit without sideways scrolling", async ({ page }) => {
    test.slow();
    const u = unique();
    const initiative = `Smalle tuin ${u}`;
    await registerAndVerify(page, { name: "Sam Smal", email: uniqueEmail("sam"), password });
    await page.setViewportSize({ width: 375, height: 800 });
    await createInitiativeThroughForm(page, initiative);
    await createVacancyThroughForm(page, initiative, `Vrijwilliger met een nogal lange titel ${u}`);
    for (const tab of ["initiatieven", "events", "doe-mee"]) {
      await page.goto(`/mijn-items?tab=${tab}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, tab).toBeLessThanOrEqual(0);
    }
  });

  test("without JavaScript, Verwijderen deletes only after the confirmation is ticked", async ({ page, browser }) => {
    const u = unique();
    const initiative = `Tuin zonder script ${u}`;
    await registerAndVerify(page, { name: "Noor Noscript", email: uniqueEmail("noor"), password });
    await createInitiativeThroughForm(page, initiative);
    const context = await newClientContext(browser, { javaScriptEnabled: false, storageState: await page.context().storageState() });
    const noJs = await context.newPage();
    await noJs.goto("/mijn-items");
    const row = noJs.getByRole("listitem").filter({ hasText: initiative });
    // The dialog's trigger needs JavaScript; the <details> confirmation takes over.
    await row.locator("summary", { hasText: "Verwijderen" }).click();
    await row.getByRole("button", { name: "Ja, verwijderen" }).click();
    // The required checkbox stops the post: still there.
    await expect(noJs).toHaveURL(/\/mijn-items$/);
    await expect(row.getByRole("checkbox", { name: "Ik begrijp dat dit niet ongedaan kan worden" })).toBeVisible();
    await row.getByRole("checkbox", { name: "Ik begrijp dat dit niet ongedaan kan worden" }).check();
    await row.getByRole("button", { name: "Ja, verwijderen" }).click();
    await expect(noJs).toHaveURL(/\/mijn-items\?tab=initiatieven$/);
    await expect(noJs.getByRole("status").filter({ hasText: "Initiatief verwijderd" })).toBeVisible();
    await expect(noJs.getByRole("listitem").filter({ hasText: initiative })).toHaveCount(0);
    await context.close();
  });

  test("editing a vacancy: from the initiative's shortcut to Bewerken in Mijn items, and on its page without JavaScript", async ({ page, browser }) => {
    // Registration, three forms, an accessibility scan and a second browser context.
    test.slow();
    const u = unique();
    const initiative = `Tuin om te bewerken ${u}`;
    const title = `Tuinhulp ${u}`;
    await registerAndVerify(page, { name: "Bas Bewerker", email: uniqueEmail("bas"), password });
    await createInitiativeThroughForm(page, initiative);
    await page.goto("/mijn-items");
    await page.getByRole("link", { name: initiative, exact: true }).click();
    await expect(page).toHaveURL(/\/initiatief\/[0-9a-f-]{36}$/);
    const initiativeId = new URL(page.url()).pathname.split("/").at(-1) ?? "";
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Event toevoegen" })).toHaveAttribute("href", `/nieuw-event?initiative=${initiativeId}`);
    await main.getByRole("link", { name: "Vacature toevoegen" }).click();
    await expect(page).toHaveURL(/\/vacature\/nieuw\?initiative_id=/);
    await expect(page.getByLabel("Initiatief", { exact: true })).toHaveValue(initiativeId);
    await page.getByLabel("Titel").fill(title);
    await page.getByLabel("Categorie").selectOption("vrijwilliger");
    await page.getByLabel("Type", { exact: true }).fill("Vrijwilligerswerk");
    await page.getByLabel("Beschrijving", { exact: true }).fill("Help ons op zaterdag met zaaien en wieden.");
    await page.getByLabel("Plaats (optioneel)").fill("Zeist");
    await page.getByLabel("Postcode (optioneel)").fill("3701 AB");
    await page.getByLabel("Uren per week (optioneel)").fill("2,5");
    await page.getByLabel("Toelichting op de uren (optioneel)").fill("wisselend");
    await page.getByLabel("Contact e-mail").fill("tuin@voorbeeld.example.org");
    await page.getByRole("button", { name: "Vacature aanmaken" }).click();
    await expect(page).toHaveURL(/\/mijn-items\?tab=doe-mee$/);

    await page.getByRole("link", { name: `Bewerken: ${title}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Vacature bewerken" })).toBeVisible();
    await expect(page.getByLabel("Titel")).toHaveValue(title);
    await expect(page.getByLabel("Uren per week (optioneel)")).toHaveValue("2,5");
    await expect(page.getByLabel("Toelichting op de uren (optioneel)")).toHaveValue("wisselend");
    await scanPage(page, page.url());
    await page.getByLabel("Titel").fill(`${title} (zaterdag)`);
    // A range is no number: it belongs in the note.
    await page.getByLabel("Uren per week (optioneel)").fill("2-4");
    await page.getByRole("button", { name: "Wijzigingen opslaan" }).click();
    await expect(page.getByText("Vul een aantal uren per week in tussen 0,5 en 20", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Uren per week (optioneel)")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Uren per week (optioneel)").fill("3");
    await page.getByRole("button", { name: "Wijzigingen opslaan" }).click();
    await expect(page).toHaveURL(/\/mijn-items\?tab=doe-mee$/);
    await expect(page.getByText("Je vacature is succesvol bijgewerkt!")).toBeVisible();
    const vacancyHref = await page.getByRole("link", { name: `${title} (zaterdag)`, exact: true }).getAttribute("href");

    const context = await newClientContext(browser, { javaScriptEnabled: false, storageState: await page.context().storageState() });
    const noJs = await context.newPage();
    await noJs.goto(vacancyHref ?? "");
    await noJs.getByRole("main").getByRole("link", { name: "Bewerken", exact: true }).click();
    await expect(noJs.getByLabel("Postcode (optioneel)")).toHaveValue("3701");
    await noJs.getByLabel("Beschrijving", { exact: true }).fill("Help ons op zaterdag met zaaien, wieden en oogsten.");
    await noJs.getByLabel("Thuis of online").check();
    await noJs.getByRole("button", { name: "Wijzigingen opslaan" }).click();
    await expect(noJs).toHaveURL(/\/mijn-items\?tab=doe-mee$/);
    await expect(noJs.getByRole("status").filter({ hasText: "Je vacature is succesvol bijgewerkt!" })).toBeVisible();
    await noJs.goto(vacancyHref ?? "");
    await expect(noJs.getByText("Help ons op zaterdag met zaaien, wieden en oogsten.")).toBeVisible();
    await expect(noJs.getByRole("main")).toContainText("Thuis of online");
    await expect(noJs.getByRole("main")).toContainText("3 uur per week, wisselend");
    await context.close();

    // The lists' "Nieuw …" buttons lead to the create forms.
    await page.goto("/vacatures");
    await expect(page.getByRole("main").getByRole("link", { name: "Nieuwe vacature" })).toHaveAttribute("href", "/vacature/nieuw");
    await page.goto("/events");
    await expect(page.getByRole("main").getByRole("link", { name: "Nieuw event" })).toHaveAttribute("href", "/nieuw-event");
  });
});
