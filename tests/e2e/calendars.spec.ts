/**
 * Calendars in the browser (docs/decisions/028-calendars.md). Tests are tagged with the project
 * they belong to (playwright.config.ts picks them by tag):
 * - @bezoeker: "Zet in je agenda" on an event page downloads a file that ical.js reads as that
 *   event, without the organizer's contact details.
 * - @lid: the "Agenda-abonnement" section of /instellingen: make the link, copy it, subscribe with
 *   webcal:, make a new one (the old address answers 404); the same without JavaScript and at
 *   375 px; the server log never holds the token.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { parseCalendar } from "../setup/ical";
import { registerAndVerify, uniqueEmail } from "./accounts-helpers";
import { expectNoAxeViolations, expectNoHorizontalScroll } from "./accessibility-helpers";
import { expect, expected, hydrated, newClientContext, test } from "./fixtures";

const PHONE = { width: 375, height: 812 };

/** The feed address the settings page shows. */
const feedField = (page: Page) => page.getByLabel("Je agendalink");

/** Opens the "Nieuwe link maken" panel and confirms. */
async function makeNewLink(page: Page) {
  await page.locator("summary", { hasText: "Nieuwe link maken" }).click();
  await page.getByRole("button", { name: "Ja, maak een nieuwe link" }).click();
}

test.describe("calendar file of an event", { tag: "@bezoeker" }, () => {
  test("'Zet in je agenda' downloads the event as an .ics that parses", async ({ page }) => {
    const { event, contactValues } = expected();
    await page.goto(`/event/${event.id}`);
    const link = page.getByRole("link", { name: "Zet in je agenda" });
    await expect(link).toHaveAttribute("href", `/event/${event.id}/agenda.ics`);
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+\.ics$/);
    const text = readFileSync(await download.path(), "utf8");
    for (const value of contactValues) expect(text).not.toContain(value);
    const calendar = parseCalendar(text);
    expect(calendar.timezones).toEqual(["Europe/Amsterdam"]);
    expect(calendar.entries).toHaveLength(1);
    expect(calendar.entries[0]?.summary).toBe(event.title);
    expect(calendar.entries[0]?.url).toMatch(new RegExp(`/event/${event.id}$`));
    // The page stays where it was.
    await expect(page).toHaveURL(new RegExp(`/event/${event.id}$`));
  });
});

test.describe("calendar subscription in the settings", { tag: "@lid" }, () => {
  test("make, copy and replace the link; the old address stops working", async ({ page, context, request }) => {
    const member = { name: "Agnes Agenda", email: uniqueEmail("agenda"), password: "kalender-zomer-31" };
    await registerAndVerify(page, member);
    await page.goto("/instellingen");
    const section = page.getByRole("region", { name: "Agenda-abonnement" });
    await expect(section).toContainText("Met deze geheime link zie je de events waarvoor je je hebt aangemeld");
    await expect(section).toContainText("Deel de link niet.");
    await (await hydrated(section.getByRole("button", { name: "Agendalink maken" }))).click();
    await expect(page.getByText("Je agendalink is klaar.")).toBeVisible();

    const first = await feedField(page).inputValue();
    expect(first).toMatch(/^http:\/\/[^/]+\/agenda\/[A-Za-z0-9_-]{43}\.ics$/);
    await expect(section.getByRole("link", { name: "Abonneer in je agenda-app" })).toHaveAttribute(
      "href",
      first.replace(/^http:/, "webcal:"),
    );

    // Copy puts the address on the clipboard.
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await section.getByRole("button", { name: "Kopieer link" }).click();
    await expect(section.getByRole("button", { name: /Gekopieerd/ })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

    // A calendar app fetches it without a session.
    const feed = await request.get(first);
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(feed.headers()["cache-control"]).toBe("private, no-store");
    expect(parseCalendar(await feed.text()).name).toBe("Dit doet Nederland – mijn events");

    await expectNoAxeViolations(page, "/instellingen with a calendar link");

    await makeNewLink(page);
    await expect(page.getByText("Je nieuwe agendalink is klaar. De oude link werkt niet meer.")).toBeVisible();
    const second = await feedField(page).inputValue();
    expect(second).not.toBe(first);
    expect((await request.get(first)).status()).toBe(404);
    expect((await request.get(second)).status()).toBe(200);

    // The server log names the feed's path without its token.
    const log = path.join(process.env.E2E_DATA_DIR as string, "server.log");
    await expect.poll(() => readFileSync(log, "utf8")).toContain("/agenda/[REDACTED]");
    const text = readFileSync(log, "utf8");
    for (const url of [first, second]) expect(text).not.toContain(url.split("/").pop()?.replace(/\.ics$/, ""));
  });

  test("works without JavaScript and on a 375 px phone", async ({ browser, page }) => {
    const member = { name: "Noor Zonderscript", email: uniqueEmail("agenda-nojs"), password: "kalender-winter-47" };
    await registerAndVerify(page, member);
    const context = await newClientContext(browser, {
      javaScriptEnabled: false,
      viewport: PHONE,
      storageState: await page.context().storageState(),
    });
    const noScript = await context.newPage();
    await noScript.goto("/instellingen");
    const section = noScript.getByRole("region", { name: "Agenda-abonnement" });
    await section.getByRole("button", { name: "Agendalink maken" }).click();
    await expect(noScript).toHaveURL(/\/instellingen#agenda$/);
    const first = await feedField(noScript).inputValue();
    expect(first).toMatch(/\/agenda\/[A-Za-z0-9_-]{43}\.ics$/);
    // Copying needs JavaScript: the button is not shown; the field can be selected by hand.
    await expect(section.getByRole("button", { name: "Kopieer link" })).toBeHidden();
    await expectNoHorizontalScroll(noScript, "/instellingen with a calendar link at 375 px");

    // The confirmation is a native <details>: closed, its button is not reachable.
    await expect(section.getByRole("button", { name: "Ja, maak een nieuwe link" })).toBeHidden();
    await makeNewLink(noScript);
    await expect(noScript).toHaveURL(/\/instellingen#agenda$/);
    const second = await feedField(noScript).inputValue();
    expect(second).not.toBe(first);
    expect((await noScript.request.get(first)).status()).toBe(404);
    expect((await noScript.request.get(second)).status()).toBe(200);
    await context.close();
  });
});
