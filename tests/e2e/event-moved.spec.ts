/**
 * An event moved twice within the combining window gives each participant one notification
 * (docs/product-rules.md#notifications): the organizer changes the date, then minutes later the
 * place; the participant finds exactly one notification about the event in /meldingen, saying it
 * changed twice and showing the new date and place, with JavaScript and without (where it opens
 * the event with its new place).
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations, WIDTHS } from "./accessibility-helpers";
import { formReady, newMember, publishEvent, year } from "./content-helpers";
import { expect, newClientContext, test } from "./fixtures";

const NEW_PLACE = "Speeltuin Zuid, Wilgenlaan 8";

/** The organizer's edit of the event at `eventPath`: `change` fills the form, then it is saved. */
async function editEvent(page: Page, eventPath: string, change: (page: Page) => Promise<void>) {
  await page.goto(`${eventPath}/bewerken`);
  await formReady(page);
  await change(page);
  await page.getByRole("button", { name: "Wijzigingen opslaan" }).click();
  await expect(page.getByText("Event succesvol bijgewerkt!")).toBeVisible({ timeout: 15_000 });
}

test("an event moved twice within half an hour is one notification for its participant", async ({ page, browser }) => {
  // Two sign-ups, an initiative, an event and two edits: a long journey on a busy machine.
  test.slow();
  const { eventPath, title } = await publishEvent(page, Date.now().toString(36));

  const participantContext = await newClientContext(browser);
  const participant = await participantContext.newPage();
  await newMember(participant, "Pim Deelnemer");
  await participant.goto(eventPath);
  await participant.getByRole("button", { name: "Aanmelden", exact: true }).click();
  await expect(participant.getByText("Je bent aangemeld", { exact: true })).toBeVisible();

  await editEvent(page, eventPath, (form) => form.getByLabel("Startdatum en -tijd").fill(`${year}-04-25T10:00`));
  await editEvent(page, eventPath, (form) => form.getByLabel("Locatie en adres").fill(NEW_PLACE));

  await participant.setViewportSize(WIDTHS.mobile);
  await participant.goto("/meldingen");
  const about = participant.getByRole("link", { name: new RegExp(title) });
  await expect(about).toHaveCount(1);
  await expect(about).toContainText("Een event waarvoor je bent aangemeld is 2 keer gewijzigd (datum, tijd of plaats)");
  await expect(about).toContainText(`25 april ${year}`);
  await expect(about).toContainText(NEW_PLACE);
  await expect(participant.getByRole("link", { name: "Meldingen, 1 ongelezen" })).toBeVisible();
  await expectNoAxeViolations(participant, "notifications with a combined change, 375 px");

  // Without JavaScript: the same one notification, and it opens the event at its new place.
  const noJsContext = await newClientContext(browser, { javaScriptEnabled: false, storageState: await participantContext.storageState() });
  const noJs = await noJsContext.newPage();
  await noJs.goto("/meldingen");
  const same = noJs.getByRole("link", { name: new RegExp(title) });
  await expect(same).toHaveCount(1);
  await expect(same).toContainText("is 2 keer gewijzigd");
  await same.click();
  await expect(noJs).toHaveURL(new RegExp(`${eventPath}$`));
  await expect(noJs.getByRole("main")).toContainText(NEW_PLACE);
  await noJs.goto("/meldingen");
  await expect(noJs.getByText("Geen ongelezen meldingen.")).toBeVisible();
  await noJsContext.close();
  await participantContext.close();
});
