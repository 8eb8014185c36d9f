/**
 * Following and notifications in the browser (docs/product-rules.md#following,
 * docs/product-rules.md#notifications): a member follows an initiative, its organizer publishes a
 * vacancy, the header's "Meldingen" shows the unread count, the notification is in /meldingen and
 * "Alles gelezen" clears it; the mail arrives through the real SMTP server and its "Niet meer
 * volgen" link ends the follow. The same without JavaScript. Phone and desktop width, axe.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoHorizontalScroll, WIDTHS } from "./accessibility-helpers";
import { waitForMail } from "./accounts-helpers";
import { newMember, organizer, publishVacancy } from "./content-helpers";
import { expect, newClientContext, test } from "./fixtures";

/** News of followed initiatives by mail at once, instead of the weekly default. */
async function followedNewsDirect(page: Page) {
  await page.goto("/instellingen/meldingen");
  const group = page.getByRole("group", { name: "Nieuws van initiatieven die je volgt" });
  await group.getByLabel("Direct").check();
  await page.getByRole("button", { name: "Opslaan" }).first().click();
  await expect(page.getByText("Je keuzes voor e-mails zijn opgeslagen.")).toBeVisible({ timeout: 15_000 });
}

test.describe("following", () => {
  test("follow, a new vacancy becomes a notification and a mail, 'Alles gelezen', 'Niet meer volgen' from the mail", async ({ page, browser }) => {
    // Two sign-ups, an initiative, a vacancy and a mail: a long journey on a busy machine.
    test.slow();
    const publisher = await organizer(browser);
    const member = await newMember(page, "Vera Volger");
    await page.setViewportSize(WIDTHS.mobile);
    await followedNewsDirect(page);
    await page.goto(`/initiatief/${publisher.id}`);
    // A plain form on the page (server-rendered HTML), with or without JavaScript.
    await page.getByRole("button", { name: "Volgen", exact: true }).click();
    await expect(page.getByText("Je volgt dit initiatief nu.")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("button", { name: "Niet meer volgen", exact: true })).toBeVisible();
    await expectNoAxeViolations(page, "initiative followed, 375 px");
    await expectNoHorizontalScroll(page, "initiative followed");

    // The owner sees how many follow.
    await publisher.page.goto(`/initiatief/${publisher.id}`);
    await expect(publisher.page.getByText("1 volger", { exact: true })).toBeVisible();

    const title = `Tuinhulp ${crypto.randomUUID().slice(0, 6)}`;
    await publishVacancy(publisher.page, publisher.name, title);
    const mail = await waitForMail(member.email, `Nieuwe vacature van een initiatief dat je volgt: ${title}`);
    expect(mail.text).toContain(title);
    const unfollow = mail.links.find((link) => link.includes("/afmelden/") && mail.text.indexOf(link) > mail.text.indexOf("Niet meer volgen"));
    if (!unfollow) throw new Error("no 'Niet meer volgen' link in the mail");

    await page.goto("/volgend");
    await expect(page.getByRole("link", { name: "Meldingen, 1 ongelezen" })).toBeVisible();
    await page.getByRole("link", { name: "Meldingen, 1 ongelezen" }).click();
    await expect(page.getByRole("heading", { name: "Meldingen" })).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(title) })).toBeVisible();
    await expectNoAxeViolations(page, "notifications, 375 px");
    await expectNoHorizontalScroll(page, "notifications");
    await page.setViewportSize(WIDTHS.desktop);
    await expectNoAxeViolations(page, "notifications, 1280 px");
    await page.getByRole("button", { name: "Alles gelezen" }).click();
    await expect(page.getByText("Geen ongelezen meldingen.")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("link", { name: "Meldingen, 0 ongelezen" })).toBeVisible();

    await page.goto(new URL(unfollow).pathname);
    await expect(page.getByText(`het initiatief “${publisher.name}” dat je volgt`)).toBeVisible();
    await page.getByRole("button", { name: "Afmelden" }).click();
    await expect(page.getByText("Je bent afgemeld.")).toBeVisible();
    await page.goto("/volgend");
    await expect(page.getByText("Je volgt nog geen initiatieven.")).toBeVisible();
    await expectNoAxeViolations(page, "following, 1280 px");
    await publisher.context.close();
  });

  test("follow, open a notification and unfollow without JavaScript", async ({ page: signUp, browser }) => {
    test.slow();
    const publisher = await organizer(browser);
    await newMember(signUp, "Noor Zonderscript");
    const context = await newClientContext(browser, { javaScriptEnabled: false, storageState: await signUp.context().storageState() });
    const page = await context.newPage();
    await page.setViewportSize(WIDTHS.mobile);
    await page.goto(`/initiatief/${publisher.id}`);
    await page.getByRole("button", { name: "Volgen", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/initiatief/${publisher.id}$`));
    await expect(page.getByRole("button", { name: "Niet meer volgen", exact: true })).toBeVisible();

    const title = `Snoeihulp ${crypto.randomUUID().slice(0, 6)}`;
    await publishVacancy(publisher.page, publisher.name, title);
    // The worker runs every few seconds in the journeys' server.
    await expect(async () => {
      await page.goto("/meldingen");
      await expect(page.getByRole("link", { name: new RegExp(title) })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await page.getByRole("link", { name: new RegExp(title) }).click();
    await expect(page).toHaveURL(/\/vacature\//);
    await page.goto("/meldingen");
    await expect(page.getByText("Geen ongelezen meldingen.")).toBeVisible();

    await page.goto("/volgend");
    await page.getByRole("button", { name: `Niet meer volgen: ${publisher.name}` }).click();
    await expect(page).toHaveURL(/\/volgend$/);
    await expect(page.getByText("Je volgt nog geen initiatieven.")).toBeVisible();
    await context.close();
    await publisher.context.close();
  });
});
