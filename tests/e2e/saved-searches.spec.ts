/**
 * Saved searches in the browser (docs/product-rules.md#saved-searches): a member saves a list's
 * search, sets it to "direct", an organizer publishes a matching vacancy and the alert arrives
 * through the real SMTP server; the one-click link in that mail stops that search's mail while
 * another search still gets its own. Managing searches without JavaScript: save, rename, delete
 * with confirmation. Phone and desktop width, axe on each page.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoHorizontalScroll, WIDTHS } from "./accessibility-helpers";
import { waitForMail } from "./accounts-helpers";
import { newMember, organizer, publishVacancy } from "./content-helpers";
import { expect, hydrated, newClientContext, test } from "./fixtures";

const ALERT = "Nieuw voor je zoekopdracht";

/** Saves the search of `listPath` on the list page and sets it to "direct" under `name`. */
async function saveDirect(page: Page, listPath: string, name: string) {
  await page.goto(listPath);
  await (await hydrated(page.getByRole("button", { name: "Bewaar deze zoekopdracht" }))).click();
  await expect(page.getByText("Zoekopdracht bewaard.")).toBeVisible({ timeout: 15_000 });
  await page.goto("/instellingen/meldingen");
  const item = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: /Bekijk resultaten/ }) }).last();
  await item.getByLabel("Naam").fill(name);
  await item.getByLabel("E-mail met nieuwe resultaten").selectOption("direct");
  await item.getByRole("button", { name: /^Opslaan/ }).click();
  await expect(page.getByText("Zoekopdracht opgeslagen.")).toBeVisible();
}

test.describe("saved searches", () => {
  test("an alert arrives by mail, and its one-click link stops only that search", async ({ page, browser }) => {
    // Two sign-ups, an initiative, two vacancies and two mails: a long journey on a busy machine.
    test.slow();
    const word = `tuinhulp${crypto.randomUUID().slice(0, 6)}`;
    const member = await newMember(page, "Sanne Zoeker");
    await page.setViewportSize(WIDTHS.mobile);
    await saveDirect(page, `/vacatures?zoek=${word}`, `Tuinhulp ${word}`);
    await expectNoAxeViolations(page, "saved searches, 375 px");
    await expectNoHorizontalScroll(page, "saved searches");

    const publisher = await organizer(browser);
    await publishVacancy(publisher.page, publisher.name, `Eerste ${word}`);
    const alert = await waitForMail(member.email, `${ALERT} "Tuinhulp ${word}"`);
    expect(alert.subject).toBe(`${ALERT} "Tuinhulp ${word}": 1 vacature`);
    expect(alert.text).toContain(`Eerste ${word}`);
    const unsubscribe = alert.links.find((link) => link.includes("/afmelden/"));
    if (!unsubscribe) throw new Error("no unsubscribe link in the alert");

    // A second search that also matches keeps getting mail after the first is stopped.
    await saveDirect(page, `/vacatures?zoek=${word}&categorie=vrijwilliger`, `Vrijwillig ${word}`);
    await page.goto(new URL(unsubscribe).pathname);
    await expect(page.getByText(`Wil je geen e-mails meer krijgen over je bewaarde zoekopdracht “Tuinhulp ${word}”?`)).toBeVisible();
    await page.getByRole("button", { name: "Afmelden" }).click();
    await expect(page.getByText(`Je bent afgemeld. Je krijgt geen e-mails meer over je bewaarde zoekopdracht “Tuinhulp ${word}”.`)).toBeVisible();

    await publishVacancy(publisher.page, publisher.name, `Tweede ${word}`);
    const second = await waitForMail(member.email, `${ALERT} "Vrijwillig ${word}"`);
    expect(second.text).toContain(`Tweede ${word}`);
    // The stopped search was checked in the same run: its mail would have been queued beside this one.
    await page.waitForTimeout(3_000);
    const latest = await waitForMail(member.email, `${ALERT} "Tuinhulp ${word}"`);
    expect(latest.text).not.toContain(`Tweede ${word}`);
    await publisher.context.close();
  });

  test("are saved, renamed and deleted without JavaScript", async ({ page: signUp, browser }) => {
    await newMember(signUp, "Noor Zonderscript");
    const context = await newClientContext(browser, { javaScriptEnabled: false, storageState: await signUp.context().storageState() });
    const page = await context.newPage();
    await page.setViewportSize(WIDTHS.desktop);
    await page.goto("/events?zoek=markt&pagina=2");
    await page.getByRole("button", { name: "Bewaar deze zoekopdracht" }).click();
    await expect(page).toHaveURL(/\/events\?zoek=markt&pagina=2$/);
    await page.goto("/instellingen/meldingen");
    const item = page.getByRole("listitem").filter({ hasText: 'Events: "markt"' });
    await expect(item.getByRole("link", { name: 'Bekijk resultaten: Events: "markt"' })).toHaveAttribute("href", "/events?zoek=markt");
    await item.getByLabel("Naam").fill("Markten");
    await item.getByLabel("E-mail met nieuwe resultaten").selectOption("weekly");
    await item.getByRole("button", { name: /^Opslaan/ }).click();
    await expect(page.getByRole("heading", { name: "Markten" })).toBeVisible();
    await expect(page.getByLabel("E-mail met nieuwe resultaten")).toHaveValue("weekly");
    // Axe runs in a page with JavaScript; the same search list at desktop width.
    await signUp.setViewportSize(WIDTHS.desktop);
    await signUp.goto("/instellingen/meldingen");
    await expect(signUp.getByRole("heading", { name: "Markten" })).toBeVisible();
    await expectNoAxeViolations(signUp, "saved searches, 1280 px");

    const renamed = page.getByRole("listitem").filter({ hasText: "Markten" });
    await renamed.locator("summary", { hasText: "Verwijderen" }).click();
    await renamed.getByRole("button", { name: "Ja, verwijderen" }).click();
    // The browser refuses the form until the confirmation is ticked.
    await expect(page.getByRole("heading", { name: "Markten" })).toBeVisible();
    await renamed.getByLabel("Ik wil deze zoekopdracht verwijderen").check();
    await renamed.getByRole("button", { name: "Ja, verwijderen" }).click();
    await expect(page.getByText("Je hebt nog geen zoekopdrachten bewaard.")).toBeVisible();
    await context.close();
  });

  test("a visitor is asked to sign in first", async ({ browser }) => {
    const context = await newClientContext(browser);
    const page = await context.newPage();
    await page.goto("/initiatieven?zoek=tuin");
    await (await hydrated(page.getByRole("button", { name: "Bewaar deze zoekopdracht" }))).click();
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Finitiatieven%3Fzoek%3Dtuin&melding=zoekopdracht$/);
    await expect(page.getByText("Log in om deze zoekopdracht te bewaren.")).toBeVisible();
    await context.close();
  });
});
