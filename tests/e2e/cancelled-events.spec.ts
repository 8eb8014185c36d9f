/**
 * Cancelling an event in the browser (docs/product-rules.md#cancelled-events): an organizer cancels
 * with a reason after the confirmation, with JavaScript (the dialog, 1280 px) and without (the
 * confirmation form with its checkbox, 375 px); the page then says "Geannuleerd" with the reason
 * and offers no sign-up, /events no longer lists it, and its .ics reads (with ical.js) as
 * STATUS:CANCELLED with a raised SEQUENCE. Axe checks the cancel page, its dialog and the cancelled
 * event with JavaScript (the scan itself needs scripts).
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { parseCalendar } from "../setup/ical";
import { expectNoAxeViolations } from "./accessibility-helpers";
import { publishEvent } from "./content-helpers";
import { expect, newClientContext, test } from "./fixtures";

const REASON = "De zaal is onverwacht niet beschikbaar.";

/**
 * What every visitor sees of the cancelled event, and that the list no longer has it; `axe` scans the
 * event page (the scan runs scripts in the page, so not without JavaScript).
 */
async function expectCancelled(page: Page, eventPath: string, title: string, { axe }: { axe: boolean }) {
  await page.goto(eventPath);
  await expect(page.getByText("Dit event is geannuleerd.")).toBeVisible();
  await expect(page.getByText(`Reden: ${REASON}`)).toBeVisible();
  await expect(page.getByText("Geannuleerd", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: /Aanmelden/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Event annuleren" })).toHaveCount(0);
  if (axe) await expectNoAxeViolations(page, "cancelled event page");
  await page.goto(`/events?zoek=${encodeURIComponent(title)}`);
  await expect(page.getByText("Geen events gevonden met de huidige filters.")).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);
}

function expectCancelledCalendar(text: string, title: string) {
  const [entry, ...rest] = parseCalendar(text).entries;
  expect(rest).toHaveLength(0);
  expect(entry).toMatchObject({ status: "CANCELLED", sequence: 1, summary: `Geannuleerd: ${title}` });
}

test("with JavaScript at 1280 px: cancel in the dialog with a reason; the page, the list and the .ics follow", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { eventPath, title } = await publishEvent(page, Date.now().toString(36));

  await page.getByRole("link", { name: "Event annuleren" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Event annuleren" })).toBeVisible();
  await expectNoAxeViolations(page, "cancel page");
  await page.getByRole("button", { name: "Event annuleren" }).click();
  const dialog = page.getByRole("dialog", { name: "Event annuleren?" });
  await dialog.getByLabel("Reden (niet verplicht)").fill(REASON);
  await expectNoAxeViolations(page, "cancel dialog");
  await dialog.getByRole("button", { name: "Ja, annuleer het event" }).click();
  await expect(page).toHaveURL(new RegExp(`${eventPath}$`));
  await expect(page.getByText("Het event is geannuleerd.")).toBeVisible({ timeout: 15_000 });

  await expectCancelled(page, eventPath, title, { axe: true });

  await page.goto(eventPath);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Zet in je agenda" }).click()]);
  expectCancelledCalendar(readFileSync(await download.path(), "utf8"), title);
});

test("without JavaScript at 375 px: cancel through the confirmation form; the page, the list and the .ics follow", async ({ browser, page }) => {
  test.setTimeout(120_000);
  const { eventPath, title } = await publishEvent(page, Date.now().toString(36));
  const context = await newClientContext(browser, {
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    viewport: { width: 375, height: 812 },
  });
  const noJs = await context.newPage();
  await noJs.goto(eventPath);
  await noJs.getByRole("link", { name: "Event annuleren" }).click();
  await expect(noJs.getByRole("heading", { level: 1, name: "Event annuleren" })).toBeVisible();
  await noJs.locator("summary", { hasText: "Event annuleren" }).click();
  await noJs.getByLabel("Reden (niet verplicht)").fill(REASON);
  await noJs.getByLabel("Ik begrijp dat annuleren niet ongedaan kan worden").check();
  await noJs.getByRole("button", { name: "Ja, annuleer het event" }).click();
  await expect(noJs).toHaveURL(new RegExp(`${eventPath}$`));

  await expectCancelled(noJs, eventPath, title, { axe: false });

  const file = await noJs.request.get(`${eventPath}/agenda.ics`);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-disposition"]).toMatch(/^attachment; filename="[a-z0-9-]+\.ics"$/);
  expectCancelledCalendar(await file.text(), title);
  await context.close();
});
