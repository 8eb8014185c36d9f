/**
 * Pictures of initiatives and events (docs/decisions/029-images.md): a member gives an initiative a
 * logo and a cover photo and an event an image in the create forms (with JavaScript: a preview,
 * a progress bar while the file goes ahead, the save button waiting for it), sees them on the
 * cards and the pages at 375 and 1280 px (srcset and sizes, width and height, decoded, AVIF or
 * WebP chosen; the page's top picture eager with high priority, cards lazy below the first row),
 * replaces the logo and removes the cover. A file that is not an image and a missing description
 * are refused in Dutch with everything typed kept; without JavaScript the file goes with the form
 * and survives a refused post. axe stays clean on the forms and the pages with pictures.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations, WIDTHS } from "./accessibility-helpers";
import { signIn } from "./accounts-helpers";
import { fillEvent, fillInitiative, formReady, newMember, year } from "./content-helpers";
import { expect, newClientContext, test } from "./fixtures";
import { expectPicture, reloadUntilVisible, testLogo, testPhoto, textFileNamedJpeg } from "./picture-helpers";

/** A name no other test uses. */
function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** The fieldset of an image slot: "Logo", "Omslagfoto", or the event form's "Afbeelding" section. */
const slot = (page: Page, name: "Logo" | "Omslagfoto" | "Afbeelding") => page.getByRole("group", { name, exact: true });

/** Opens the initiative form and waits until it is hydrated (the hint appears in the browser only). */
async function openInitiativeForm(page: Page) {
  await page.goto("/nieuw-initiatief");
  await expect(page.getByText("Kies eerst een organisatievorm")).toBeVisible();
}

/** The card of the list page whose heading is `title`. */
function card(page: Page, title: string) {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
}

test.describe("pictures", () => {
  test("logo, cover and event image: upload ahead, cards and pages at 375 and 1280 px, replace and remove", async ({ page }) => {
    // Three uploads, processing and two widths per page: the longest journey of this file.
    test.slow();
    await newMember(page, "Paula Plaatjes");
    const name = uniqueName("Natuurgroep Beeldrijk");
    const logoAlt = "Logo: een witte ring op een groen vlak";
    const coverAlt = "Vrijwilligers in een zonnige moestuin";

    await openInitiativeForm(page);
    await fillInitiative(page, name);

    // The upload goes ahead while the member types; held back here so the progress shows and the
    // save button waits.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/afbeelding/uploaden", async (route) => {
      await held;
      await route.continue();
    });
    await slot(page, "Logo").getByLabel("Afbeelding kiezen").setInputFiles(await testLogo("#1d6b4f"));
    await expect(slot(page, "Logo").getByRole("img", { name: "Voorbeeld van de gekozen afbeelding" })).toBeVisible();
    await expect(slot(page, "Logo").getByRole("progressbar")).toBeVisible();
    await expect(page.getByRole("button", { name: "Initiatief aanmaken" })).toBeDisabled();
    await expectNoAxeViolations(page, "initiative form while an image uploads");
    release();
    await expect(slot(page, "Logo").getByText("Afbeelding ontvangen", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Initiatief aanmaken" })).toBeEnabled();
    await page.unroute("**/afbeelding/uploaden");
    // Received: the file input is emptied, the id travels in the hidden field.
    await expect(slot(page, "Logo").locator("input[type=file]")).toHaveJSProperty("value", "");
    await expect(slot(page, "Logo").locator("input[name=logo_upload]")).toHaveValue(/^[0-9a-f-]{36}$/);
    await slot(page, "Logo").getByLabel("Beschrijving van de afbeelding").fill(logoAlt);

    await slot(page, "Omslagfoto").getByLabel("Afbeelding kiezen").setInputFiles(await testPhoto("#4a86c5"));
    await expect(slot(page, "Omslagfoto").getByText("Afbeelding ontvangen", { exact: true })).toBeVisible();
    await slot(page, "Omslagfoto").getByLabel("Beschrijving van de afbeelding").fill(coverAlt);
    await page.getByRole("button", { name: "Initiatief aanmaken" }).click();
    await expect(page.getByText("Je initiatief is succesvol aangemaakt!")).toBeVisible();

    // The card: the small square logo, once processed.
    await page.goto(`/initiatieven?zoek=${encodeURIComponent(name)}`);
    const logoOnCard = card(page, name).getByRole("img", { name: logoAlt });
    await reloadUntilVisible(page, logoOnCard);
    for (const viewport of [WIDTHS.mobile, WIDTHS.desktop]) {
      await page.setViewportSize(viewport);
      await page.reload();
      const { box } = await expectPicture(logoOnCard, { loading: "eager" });
      expect(Math.round(box?.width ?? 0)).toBe(Math.round(box?.height ?? -1));
      expect(box?.width ?? 0).toBeLessThanOrEqual(64);
    }
    await expectNoAxeViolations(page, "initiatives list with a logo");

    // The page: the cover large at the top (eager, high priority) and the logo beside the title.
    await card(page, name).getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const initiativeUrl = page.url();
    const cover = page.getByRole("img", { name: coverAlt });
    await reloadUntilVisible(page, cover);
    for (const viewport of [WIDTHS.mobile, WIDTHS.desktop]) {
      await page.setViewportSize(viewport);
      await page.reload();
      await expectPicture(cover, { loading: "eager" });
      await expect(cover).toHaveAttribute("fetchpriority", "high");
      const { box } = await expectPicture(page.getByRole("img", { name: logoAlt }));
      expect(Math.round(box?.width ?? 0)).toBe(Math.round(box?.height ?? -1));
      await expectNoAxeViolations(page, `initiative page with pictures at ${viewport.width} px`);
    }
    // The Open Graph image is the cover's JPEG.
    await expect(page.locator("meta[property='og:image']")).toHaveAttribute("content", /\/afbeelding\/[0-9a-f-]{36}\/[^/]+\.jpe?g$/);

    // An event with an image.
    const title = uniqueName("Snoeimiddag");
    const eventAlt = "Snoeischaren en handschoenen op een tafel";
    await page.goto("/nieuw-event");
    await formReady(page);
    await page.getByLabel("Initiatief").selectOption({ label: name });
    await fillEvent(page, {
      title,
      type: "workshop",
      description: "We snoeien samen de fruitbomen.",
      date: `${year}-03-14T13:30`,
      location: "Boomgaard, Kerkpad 3",
      city: "Utrecht",
      organizer: "Paula Plaatjes",
      email: "paula@moestuin.example.org",
    });
    await slot(page, "Afbeelding").getByLabel("Afbeelding kiezen").setInputFiles(await testPhoto("#b5562f"));
    await expect(slot(page, "Afbeelding").getByText("Afbeelding ontvangen", { exact: true })).toBeVisible();
    await slot(page, "Afbeelding").getByLabel("Beschrijving van de afbeelding").fill(eventAlt);
    await expectNoAxeViolations(page, "event form with a chosen image");
    await page.getByRole("button", { name: "Event aanmaken" }).click();
    await expect(page.getByText("Event succesvol aangemaakt!")).toBeVisible();

    await page.goto(`/events?zoek=${encodeURIComponent(title)}`);
    const eventOnCard = card(page, title).getByRole("img", { name: eventAlt });
    await reloadUntilVisible(page, eventOnCard);
    for (const viewport of [WIDTHS.mobile, WIDTHS.desktop]) {
      await page.setViewportSize(viewport);
      await page.reload();
      const { box } = await expectPicture(eventOnCard, { loading: "eager" });
      // A small version in a 16:9 box inside the card.
      expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(16 / 9, 1);
    }
    await expectNoAxeViolations(page, "events list with an event image");
    await card(page, title).getByRole("link", { name: title }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    for (const viewport of [WIDTHS.mobile, WIDTHS.desktop]) {
      await page.setViewportSize(viewport);
      await page.reload();
      await expectPicture(page.getByRole("img", { name: eventAlt }), { loading: "eager" });
    }
    await expectNoAxeViolations(page, "event page with its image");

    // Replace the logo: a new file and a new description; the old URL goes.
    await page.goto(initiativeUrl);
    const oldLogo = await page.getByRole("img", { name: logoAlt }).getAttribute("src");
    await page.goto(`${initiativeUrl}/bewerken`);
    await expect(slot(page, "Logo").getByText("Huidige afbeelding")).toBeVisible();
    await expect(slot(page, "Logo").getByLabel("Beschrijving van de afbeelding")).toHaveValue(logoAlt);
    await expectNoAxeViolations(page, "initiative edit form with the current pictures");
    const newLogoAlt = "Logo: een witte ring op een oranje vlak";
    await slot(page, "Logo").getByLabel("Andere afbeelding kiezen").setInputFiles(await testLogo("#d9822b"));
    await expect(slot(page, "Logo").getByText("Afbeelding ontvangen", { exact: true })).toBeVisible();
    await slot(page, "Logo").getByLabel("Beschrijving van de afbeelding").fill(newLogoAlt);
    await page.getByRole("button", { name: "Wijzigingen opslaan" }).click();
    await expect(page.getByText("Initiatief succesvol bijgewerkt!")).toBeVisible();
    await page.goto(initiativeUrl);
    const newLogo = page.getByRole("img", { name: newLogoAlt });
    await reloadUntilVisible(page, newLogo);
    await expectPicture(newLogo);
    expect(await newLogo.getAttribute("src")).not.toBe(oldLogo);
    await expect(page.getByRole("img", { name: logoAlt })).toHaveCount(0);
    if (oldLogo) expect((await page.request.get(oldLogo)).status()).toBe(404);

    // Remove the cover.
    await page.goto(`${initiativeUrl}/bewerken`);
    await slot(page, "Omslagfoto").getByLabel("Afbeelding verwijderen").check();
    await page.getByRole("button", { name: "Wijzigingen opslaan" }).click();
    await expect(page.getByText("Initiatief succesvol bijgewerkt!")).toBeVisible();
    await page.goto(initiativeUrl);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByRole("img", { name: coverAlt })).toHaveCount(0);
    await expect(page.getByRole("img", { name: newLogoAlt })).toBeVisible();
  });

  test("refusals: a text file named .jpg and a missing description keep everything typed", async ({ page }) => {
    // Four posts and the processing of the photo at the end.
    test.slow();
    await newMember(page, "Rik Renamed");
    const name = uniqueName("Buurtgroep Tekstfoto");
    await openInitiativeForm(page);
    await fillInitiative(page, name);

    // The browser sees a JPEG by its name; the server reads the content and refuses at once.
    const cover = slot(page, "Omslagfoto");
    await cover.getByLabel("Afbeelding kiezen").setInputFiles(textFileNamedJpeg());
    const notAnImage = "Dit bestand is geen afbeelding die we kunnen lezen. Kies een JPEG-, PNG- of WebP-bestand.";
    await expect(cover.getByText(notAnImage)).toBeVisible();
    // No broken preview with its description spilling over the form.
    await expect(cover.getByRole("img", { name: "Voorbeeld van de gekozen afbeelding" })).toHaveCount(0);
    await expect(cover.getByLabel("Afbeelding kiezen")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("button", { name: "Initiatief aanmaken" })).toBeEnabled();

    // A file of another type is refused in the browser before it is sent.
    await cover.getByLabel("Afbeelding kiezen").setInputFiles({ name: "notities.txt", mimeType: "text/plain", buffer: Buffer.from("tekst") });
    await expect(cover.getByText("Dit bestandstype wordt niet ondersteund. Kies een JPEG-, PNG- of WebP-bestand.")).toBeVisible();

    // Posting the form with the renamed text file: refused under the field, nothing typed lost.
    await cover.getByLabel("Afbeelding kiezen").setInputFiles(textFileNamedJpeg());
    await expect(cover.getByText(notAnImage)).toBeVisible();
    await page.getByRole("button", { name: "Initiatief aanmaken" }).click();
    await expect(cover.getByText(notAnImage)).toBeVisible();
    await expect(page.getByLabel("Naam van het initiatief")).toHaveValue(name);
    await expect(page.getByLabel("Korte beschrijving")).toHaveValue("Samen zorgen we voor het groen in de buurt.");

    // A real photo without a description: "Geef een beschrijving van de afbeelding", the photo kept.
    await cover.getByLabel("Afbeelding kiezen").setInputFiles(await testPhoto("#6a4c93"));
    await expect(cover.getByText("Afbeelding ontvangen", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Initiatief aanmaken" }).click();
    const altField = cover.getByLabel("Beschrijving van de afbeelding");
    await expect(cover.getByText("Geef een beschrijving van de afbeelding")).toBeVisible();
    await expect(altField).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Naam van het initiatief")).toHaveValue(name);
    await expect(cover.locator("input[name=cover_upload]")).toHaveValue(/^[0-9a-f-]{36}$/);
    await expectNoAxeViolations(page, "initiative form with image errors");

    await altField.fill("Een paarse muur met gele cirkels");
    await page.getByRole("button", { name: "Initiatief aanmaken" }).click();
    await expect(page.getByText("Je initiatief is succesvol aangemaakt!")).toBeVisible();
    await page.goto(`/initiatieven?zoek=${encodeURIComponent(name)}`);
    await card(page, name).getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await reloadUntilVisible(page, page.getByRole("img", { name: "Een paarse muur met gele cirkels" }));
  });

  test("without JavaScript the file goes with the form and is kept when a field is refused", async ({ page, browser }) => {
    // Registration with JavaScript, then a second browser without it: two sign-ins and three posts.
    test.slow();
    const member = await newMember(page, "Nina Noscript");
    const context = await newClientContext(browser, { javaScriptEnabled: false, viewport: WIDTHS.mobile });
    try {
      const noJs = await context.newPage();
      await signIn(noJs, member);
      const name = uniqueName("Repaircafé Zonderscript");
      await noJs.goto("/nieuw-initiatief");
      await expect(noJs.locator("form[enctype='multipart/form-data']")).toHaveCount(1);
      await fillInitiative(noJs, name);
      await slot(noJs, "Logo").getByLabel("Afbeelding kiezen").setInputFiles(await testLogo("#8a1c7c"));
      // No description: the post is refused, the logo is kept as "Gekozen afbeelding: bewaard".
      await noJs.getByRole("button", { name: "Initiatief aanmaken" }).click();
      await expect(slot(noJs, "Logo").getByText("Geef een beschrijving van de afbeelding")).toBeVisible();
      await expect(slot(noJs, "Logo").getByText("Gekozen afbeelding: bewaard")).toBeVisible();
      await expect(noJs.getByLabel("Naam van het initiatief")).toHaveValue(name);
      // (axe needs JavaScript in the page; the same markup is scanned with JavaScript above.)

      const alt = "Logo: een ring op paars";
      await slot(noJs, "Logo").getByLabel("Beschrijving van de afbeelding").fill(alt);
      await noJs.getByRole("button", { name: "Initiatief aanmaken" }).click();
      // Saved (the toast needs JavaScript): on /mijn-items with the new initiative.
      await expect(noJs).toHaveURL(/\/mijn-items$/);
      await expect(noJs.getByRole("link", { name, exact: true })).toBeVisible();
      await noJs.goto(`/initiatieven?zoek=${encodeURIComponent(name)}`);
      const logo = card(noJs, name).getByRole("img", { name: alt });
      await reloadUntilVisible(noJs, logo);
      await expect(logo).toHaveAttribute("width", /^[1-9]\d*$/);
      await expect.poll(() => logo.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
