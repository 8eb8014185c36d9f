/**
 * Members publish and edit events (docs/product-rules.md#event-form): the initiative choice
 * (preselected from ?initiative=), every required-field message, the "Aanmelden verplicht" box
 * revealing the maximum, the event on /events and its detail page in Dutch time, editing with the
 * form prefilled in Dutch time, and who is refused: another member, a member without initiatives, a
 * visitor. A member's initiative is made through /nieuw-initiatief (the only way in on a running
 * server).
 */
import { signIn } from "./accounts-helpers";
import { createInitiative, fillEvent, formReady, newMember, year } from "./content-helpers";
import { expect, newClientContext, test } from "./fixtures";

test.describe("events by members", () => {
  test("create: preselected initiative, every required message, registration with a maximum, listed and shown in Dutch time", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await newMember(page, "Fatima Fietsbel");
    const initiativeName = `Moestuin Oost ${Date.now().toString(36)}`;
    const initiativeId = await createInitiative(page, initiativeName);

    // ?initiative= preselects one of the member's own initiatives.
    await page.goto(`/nieuw-event?initiative=${initiativeId}`);
    await formReady(page);
    await expect(page).toHaveTitle("Nieuw event – Dit doet Nederland");
    await expect(page.getByLabel("Initiatief")).toHaveValue(initiativeId);

    // An empty submit shows every required-field message, the initiative's included.
    await page.goto("/nieuw-event");
    await formReady(page);
    await expect(page.getByLabel("Initiatief")).toHaveValue("");
    await page.getByRole("button", { name: "Event aanmaken" }).click();
    for (const message of [
      "Selecteer een initiatief",
      "Titel is verplicht",
      "Kies een type",
      "Korte beschrijving is verplicht",
      "Startdatum en -tijd is verplicht",
      "Locatie en adres is verplicht",
      "Plaats is verplicht",
      "Naam organisator is verplicht",
      "E-mail organisator is verplicht",
    ]) {
      await expect(page.getByText(message, { exact: true }), message).toBeVisible();
    }
    await expect(page).toHaveURL(/\/nieuw-event$/);

    // The date-time fields say which clock they use.
    await expect(page.getByLabel("Startdatum en -tijd")).toHaveAccessibleDescription(/Nederlandse tijd/);

    // The maximum appears only once registration is required.
    const maximum = page.getByLabel("Maximaal aantal deelnemers");
    await expect(maximum).toBeHidden();
    await page.getByLabel("Aanmelden verplicht").check();
    await expect(maximum).toBeVisible();
    await page.getByLabel("Aanmelden verplicht").uncheck();
    await expect(maximum).toBeHidden();

    // Event 1: registration required with a maximum of 25, summer time.
    const withRegistration = `Zaadjesruilmiddag ${Date.now().toString(36)}`;
    await page.getByLabel("Initiatief").selectOption(initiativeId);
    await fillEvent(page, {
      title: withRegistration,
      type: "workshop",
      description: "Neem je zaden mee en ruil ze met buren.",
      date: `${year}-07-15T19:30`,
      location: "Buurthuis De Linde, Lindenlaan 1",
      city: "Utrecht",
      organizer: "Fatima Fietsbel",
      email: "fatima@moestuin.example.org",
      maximum: "25",
    });
    await page.getByLabel("Maximaal aantal deelnemers").fill("0");
    await page.getByRole("button", { name: "Event aanmaken" }).click();
    await expect(page.getByText("Maximaal aantal deelnemers moet minimaal 1 zijn")).toBeVisible();
    await page.getByLabel("Maximaal aantal deelnemers").fill("25");
    // Only the server knows which postcodes exist; its refusal keeps what was typed.
    await page.getByLabel("Postcode (optioneel)").fill("1000");
    await page.getByRole("button", { name: "Event aanmaken" }).click();
    await expect(page.getByText("Deze postcode kennen we niet. Controleer de vier cijfers.")).toBeVisible();
    await expect(page.getByLabel("Titel")).toHaveValue(withRegistration);
    await page.getByLabel("Postcode (optioneel)").fill("3511 AB");
    await page.getByRole("button", { name: "Event aanmaken" }).click();
    await expect(page).toHaveURL(/\/mijn-items/);
    await expect(page.getByText("Event succesvol aangemaakt!")).toBeVisible();

    // Event 2: no registration, winter time.
    const withoutRegistration = `Snoeiochtend ${Date.now().toString(36)}`;
    await page.goto(`/nieuw-event?initiative=${initiativeId}`);
    await formReady(page);
    await fillEvent(page, {
      title: withoutRegistration,
      type: "actie",
      description: "We snoeien samen de fruitbomen.",
      date: `${year}-01-20T10:00`,
      location: "Moestuin Oost, Tuinpad 3",
      city: "Utrecht",
      organizer: "Fatima Fietsbel",
      email: "fatima@moestuin.example.org",
    });
    await page.getByRole("button", { name: "Event aanmaken" }).click();
    await expect(page).toHaveURL(/\/mijn-items/);
    await expect(page.getByText("Event succesvol aangemaakt!")).toBeVisible();

    // On /events: the card shows registration and "current / max" participants.
    await page.goto(`/events?zoek=${encodeURIComponent(withRegistration)}`);
    const card = page.getByRole("listitem").filter({ hasText: withRegistration });
    await expect(card.getByText("Aanmelden verplicht")).toBeVisible();
    await expect(card.getByText("0 / 25 deelnemers")).toBeVisible();
    await expect(card).toContainText(`15 juli ${year} om 19:30`);
    await page.goto(`/events?zoek=${encodeURIComponent(withoutRegistration)}`);
    const plainCard = page.getByRole("listitem").filter({ hasText: withoutRegistration });
    await expect(plainCard).toContainText(`20 januari ${year} om 10:00`);
    await expect(plainCard.getByText("Aanmelden verplicht")).toHaveCount(0);
    await expect(plainCard.getByText(/deelnemers/)).toHaveCount(0);

    // The detail page shows the time as it was entered.
    await page.goto(`/events?zoek=${encodeURIComponent(withRegistration)}`);
    await page.getByRole("link", { name: withRegistration }).click();
    await expect(page.getByRole("heading", { level: 1, name: withRegistration })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(`15 juli ${year} om 19:30`);
    await expect(page.getByRole("link", { name: initiativeName })).toBeVisible();
  });

  test("edit: prefilled in Dutch time and saved; another member and a member without initiatives are refused", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await newMember(page, "Bas Bewerker");
    const initiativeId = await createInitiative(page, `Repair Café ${Date.now().toString(36)}`);
    const title = `Repaircafé ${Date.now().toString(36)}`;
    await page.goto(`/nieuw-event?initiative=${initiativeId}`);
    await formReady(page);
    await fillEvent(page, {
      title,
      type: "bijeenkomst",
      description: "Samen repareren wat kapot is.",
      date: `${year}-03-14T13:00`,
      location: "Wijkcentrum, Marktplein 5",
      city: "Zwolle",
      organizer: "Bas Bewerker",
      email: "bas@repair.example.org",
      maximum: "12",
    });
    await page.getByLabel("Einddatum en -tijd").fill(`${year}-03-14T16:30`);
    await page.getByRole("button", { name: "Event aanmaken" }).click();
    await expect(page.getByText("Event succesvol aangemaakt!")).toBeVisible();

    await page.goto(`/events?zoek=${encodeURIComponent(title)}`);
    await page.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(/\/event\/[0-9a-f-]{36}$/);
    const eventId = new URL(page.url()).pathname.split("/")[2] as string;
    const editUrl = `/event/${eventId}/bewerken`;

    // The form is prefilled; date-times in Dutch time; the initiative is shown, not changeable.
    await page.goto(editUrl);
    await formReady(page);
    await expect(page).toHaveTitle("Event bewerken – Dit doet Nederland");
    await expect(page.getByLabel("Titel")).toHaveValue(title);
    await expect(page.getByLabel("Startdatum en -tijd")).toHaveValue(`${year}-03-14T13:00`);
    await expect(page.getByLabel("Einddatum en -tijd")).toHaveValue(`${year}-03-14T16:30`);
    await expect(page.getByLabel("Aanmelden verplicht")).toBeChecked();
    await expect(page.getByLabel("Maximaal aantal deelnemers")).toHaveValue("12");
    await expect(page.getByLabel("Initiatief")).not.toBeEditable();
    await expect(page.getByRole("combobox", { name: "Initiatief" })).toHaveCount(0);

    const newTitle = `${title} (nieuwe datum)`;
    await page.getByLabel("Titel").fill(newTitle);
    await page.getByLabel("Startdatum en -tijd").fill(`${year}-03-28T13:00`);
    await page.getByLabel("Einddatum en -tijd").fill(`${year}-03-28T12:00`);
    await page.getByRole("button", { name: "Wijzigingen opslaan" }).click();
    await expect(page.getByText("Einddatum mag niet voor de startdatum liggen")).toBeVisible();
    await page.getByLabel("Einddatum en -tijd").fill(`${year}-03-28T16:00`);
    await page.getByRole("button", { name: "Wijzigingen opslaan" }).click();
    await expect(page).toHaveURL(/\/mijn-items/);
    await expect(page.getByText("Event succesvol bijgewerkt!")).toBeVisible();
    await page.goto(`/event/${eventId}`);
    await expect(page.getByRole("heading", { level: 1, name: newTitle })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(`28 maart ${year} om 13:00`);

    // Another member (without initiatives) opening the edit URL is sent to /mijn-items.
    const other = await newClientContext(browser);
    const otherPage = await other.newPage();
    await newMember(otherPage, "Olga Ander");
    await otherPage.goto(editUrl);
    await expect(otherPage).toHaveURL(/\/mijn-items/);
    await expect(otherPage.getByText("Je hebt geen toegang tot dit event")).toBeVisible();

    // Without initiatives there is no form, but a way to start one.
    await otherPage.goto("/nieuw-event");
    await expect(otherPage.getByText("Geen initiatieven gevonden")).toBeVisible();
    await expect(otherPage.getByRole("button", { name: "Event aanmaken" })).toHaveCount(0);
    await otherPage.getByRole("link", { name: "Start een initiatief" }).click();
    await expect(otherPage).toHaveURL(/\/nieuw-initiatief$/);
    await other.close();

    // The owner still sees their own title: nothing changed by the refused visit.
    await page.goto(editUrl);
    await expect(page.getByLabel("Titel")).toHaveValue(newTitle);
  });

  test("without JavaScript the maximum is always shown with its hint, and the form still works", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const member = await newMember(page, "Noor Zonderjs");
    const initiativeId = await createInitiative(page, `Buurtbieb ${Date.now().toString(36)}`);

    const context = await newClientContext(browser, { javaScriptEnabled: false });
    const noJs = await context.newPage();
    await signIn(noJs, member);
    await noJs.goto(`/nieuw-event?initiative=${initiativeId}`);
    const maximum = noJs.getByLabel("Maximaal aantal deelnemers");
    await expect(maximum).toBeVisible();
    await expect(noJs.getByText("Geldt alleen als aanmelden verplicht is.", { exact: false })).toBeVisible();

    // A server-side refusal keeps what was typed.
    const title = `Boekenruil ${Date.now().toString(36)}`;
    await fillEvent(noJs, {
      title,
      type: "overig",
      description: "Breng een boek, neem een boek.",
      date: `${year}-10-04T11:00`,
      location: "Bibliotheekkast, Dorpsstraat 8",
      city: "Gouda",
      organizer: "Noor Zonderjs",
      email: "noor@buurtbieb.example.org",
    });
    // A scheme other than http(s), refused by the server.
    await noJs.getByLabel("Website (optioneel)").fill("javascript:alert(1)");
    await noJs.getByLabel("Postcode (optioneel)").fill("28");
    await noJs.getByRole("button", { name: "Event aanmaken" }).click();
    await expect(noJs.getByText("Vul een geldige website in (https://…)")).toBeVisible();
    await expect(noJs.getByText("Vul een geldige postcode in, bijvoorbeeld 3511 of 3511 AB")).toBeVisible();
    await expect(noJs.getByLabel("Titel")).toHaveValue(title);

    await noJs.getByLabel("Website (optioneel)").fill("");
    await noJs.getByLabel("Postcode (optioneel)").fill("2801");
    await noJs.getByLabel("Aanmelden verplicht").check();
    await maximum.fill("30");
    await noJs.getByRole("button", { name: "Event aanmaken" }).click();
    await expect(noJs).toHaveURL(/\/mijn-items/);
    // Without JavaScript the toast is part of the page (a <noscript> status message).
    await expect(noJs.getByRole("status").filter({ hasText: "Event succesvol aangemaakt!" })).toBeVisible();
    await context.close();

    await page.goto(`/events?zoek=${encodeURIComponent(title)}`);
    await expect(page.getByRole("listitem").filter({ hasText: title }).getByText("0 / 30 deelnemers")).toBeVisible();
  });

  test("the first click after a wrong website counts: it ticks the box, and a submit shows every message", async ({ page }) => {
    test.setTimeout(120_000);
    await newMember(page, "Kees Eersteklik");
    const initiativeId = await createInitiative(page, `Zonnehoek ${Date.now().toString(36)}`);
    await page.goto(`/nieuw-event?initiative=${initiativeId}`);
    await formReady(page);

    // Typing a wrong website and then clicking elsewhere once: the click must do what it does.
    const website = page.getByLabel("Website (optioneel)");
    const registration = page.getByLabel("Aanmelden verplicht");
    await website.fill("zonnehoek");
    await registration.click();
    await expect(registration).toBeChecked();
    await expect(page.getByLabel("Maximaal aantal deelnemers")).toBeVisible();

    await website.fill("zonnehoek");
    await page.getByRole("button", { name: "Event aanmaken" }).click();
    await expect(page.getByText("Titel is verplicht", { exact: true })).toBeVisible();
    await expect(page.getByText("Vul een geldige website in (https://…)", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Titel")).toBeFocused();

    // Once shown, a message follows the typing: a website without "https://" is fine.
    await website.fill("www.zonnehoek.nl");
    await expect(page.getByText("Vul een geldige website in (https://…)", { exact: true })).toHaveCount(0);
  });

  test("a visitor on /nieuw-event lands on /auth with the event message", async ({ page }) => {
    await page.goto("/nieuw-event");
    await expect(page).toHaveURL(/\/auth\?/);
    await expect(page.getByText("Je moet ingelogd zijn om een event aan te maken.")).toBeVisible();
  });
});
