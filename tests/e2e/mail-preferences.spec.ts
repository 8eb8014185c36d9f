/**
 * Mail preferences in the browser (docs/product-rules.md#mail-preferences): /instellingen/meldingen
 * from the settings page, saved with a toast and read back, with JavaScript and without; the
 * unsubscribe link of a mail shows a confirmation that changes nothing until its button is
 * pressed (with and without JavaScript); a broken link is a Dutch 400 page. Axe on each page.
 */
import { createHmac } from "node:crypto";
import type { Page } from "@playwright/test";
import { unzipSync } from "fflate";
import { DATA_EXPORT_JSON_NAME } from "~/modules/accounts/profile";
import { E2E_AUTH_SECRET } from "../setup/stewards";
import { registerAndVerify, uniqueEmail } from "./accounts-helpers";
import { expectNoAxeViolations } from "./accessibility-helpers";
import { expect, hydrated, newClientContext, test } from "./fixtures";

const REMINDERS = "Herinneringen voor events waarvoor je bent aangemeld";

/** The unsubscribe link a reminder mail to the signed-in member of `page` carries (their id from their data download). */
async function reminderUnsubscribePath(page: Page): Promise<string> {
  const archive = unzipSync(new Uint8Array(await (await page.request.get("/instellingen/gegevens")).body()));
  const json = archive[DATA_EXPORT_JSON_NAME];
  if (!json) throw new Error("no JSON in the data download");
  const { account } = JSON.parse(new TextDecoder().decode(json)) as { account: { id: string } };
  const payload = `${account.id}:event_reminders`;
  const signature = createHmac("sha256", E2E_AUTH_SECRET).update(`mail-unsubscribe:v1\n${payload}`).digest("base64url");
  return `/afmelden/${Buffer.from(payload).toString("base64url")}.${signature}`;
}

const reminders = (page: Page) => page.getByRole("group", { name: REMINDERS });

test.describe("mail preferences", () => {
  test("set from the settings page with JavaScript, and without", async ({ page, browser }) => {
    const member = { name: "Mees Meldingen", email: uniqueEmail("meldingen"), password: "brievenbus-zomer-12" };
    await registerAndVerify(page, member);
    await page.goto("/instellingen");
    await page.getByRole("link", { name: "Meldingen instellen" }).click();
    await expect(page).toHaveURL(/\/instellingen\/meldingen$/);
    await expect(page).toHaveTitle("Meldingen per e-mail – Dit doet Nederland");
    // A member without a role is not offered the moderators' digest.
    await expect(page.getByRole("group", { name: "E-mailoverzicht voor moderatoren" })).toHaveCount(0);
    await expect(reminders(page).getByRole("radio", { name: "Aan" })).toBeChecked();
    await expectNoAxeViolations(page, "/instellingen/meldingen");

    await reminders(page).getByRole("radio", { name: "Uit" }).check();
    await (await hydrated(page.getByRole("button", { name: "Opslaan" }))).click();
    await expect(page.getByText("Je keuzes voor e-mails zijn opgeslagen.")).toBeVisible();
    await page.reload();
    await expect(reminders(page).getByRole("radio", { name: "Uit" })).toBeChecked();

    const context = await newClientContext(browser, { javaScriptEnabled: false, storageState: await page.context().storageState() });
    const noScript = await context.newPage();
    await noScript.goto("/instellingen/meldingen");
    await reminders(noScript).getByRole("radio", { name: "Aan" }).check();
    await noScript.getByRole("button", { name: "Opslaan" }).click();
    await expect(noScript).toHaveURL(/\/instellingen\/meldingen$/);
    await expect(reminders(noScript).getByRole("radio", { name: "Aan" })).toBeChecked();
    await context.close();
  });

  test("the unsubscribe link asks first, then turns the topic off; a broken link is a 400 page", async ({ page, browser }) => {
    const member = { name: "Aaf Afmelden", email: uniqueEmail("afmelden"), password: "brievenbus-winter-34" };
    await registerAndVerify(page, member);
    const link = await reminderUnsubscribePath(page);

    // Without JavaScript and without a session, as from a mail app's browser.
    const context = await newClientContext(browser, { javaScriptEnabled: false });
    const noScript = await context.newPage();
    const shown = await noScript.goto(link);
    expect(shown?.status()).toBe(200);
    await expect(noScript.getByRole("heading", { level: 1, name: "Afmelden voor e-mails" })).toBeVisible();
    await expect(noScript.getByRole("main")).toContainText(REMINDERS);
    // Opening the link changed nothing.
    await page.goto("/instellingen/meldingen");
    await expect(reminders(page).getByRole("radio", { name: "Aan" })).toBeChecked();
    await noScript.getByRole("button", { name: "Afmelden", exact: true }).click();
    await expect(noScript.getByText(`Je bent afgemeld. Je krijgt geen e-mails meer over “${REMINDERS}”.`)).toBeVisible();
    await context.close();
    await page.reload();
    await expect(reminders(page).getByRole("radio", { name: "Uit" })).toBeChecked();

    // With JavaScript: the same page, scanned.
    await page.goto(link);
    await expectNoAxeViolations(page, "/afmelden/:token");
    await (await hydrated(page.getByRole("button", { name: "Afmelden", exact: true }))).click();
    await expect(page.getByText("Je bent afgemeld.", { exact: false })).toBeVisible();

    const broken = await page.goto(`${link.slice(0, -3)}abc`);
    expect(broken?.status()).toBe(400);
    await expect(page.getByRole("main")).toContainText("Deze afmeldlink klopt niet.");
  });
});
