/**
 * The weekly digest of followed news, end to end (docs/product-rules.md#notifications): the
 * digest arrives through the real SMTP server with last week's update, its "Niet meer volgen" link
 * ends the follow without signing in, and /volgend then no longer lists the initiative. Meanwhile
 * the owner posts a new update in the browser: the follower sees it in the header's count and in
 * /meldingen, and it is not in this week's digest (a digest lists what was pending before Monday
 * 07:00; the new one waits for the next). The clock is controlled by seeding last week's news in
 * the past (tests/setup/weekly-digest.ts); the server's worker runs every 2 s. With JavaScript (axe
 * on /volgend at 375 and 1280 px) and without it.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoHorizontalScroll, WIDTHS } from "./accessibility-helpers";
import { type ReceivedMail, signIn, waitForMail } from "./accounts-helpers";
import { expect, expected, newClientContext, test } from "./fixtures";

const DIGEST_SUBJECT = "Je weekoverzicht: 1 melding";

/** This run's seeded follower and news: each run of a journey ends its follow (`--repeat-each`). */
function roundOf<T>(rounds: T[]): T {
  const round = rounds[test.info().repeatEachIndex];
  if (!round) throw new Error(`seeded for ${rounds.length} runs only (tests/setup/weekly-digest.ts)`);
  return round;
}

/** The "Niet meer volgen" link of the mail's only item. */
function unfollowLink(mail: ReceivedMail, initiative: string): string {
  const label = mail.text.indexOf(`Niet meer volgen: ${initiative}:`);
  const link = mail.links.find((l) => l.includes("/afmelden/") && mail.text.indexOf(l) > label);
  if (label < 0 || !link) throw new Error(`no 'Niet meer volgen: ${initiative}' link in the mail`);
  return new URL(link).pathname;
}

/** Opens the unfollow link in `page` (not signed in) and confirms it. */
async function unfollowFromMail(page: Page, link: string, initiative: string) {
  await page.goto(link);
  await expect(page.getByText(`het initiatief “${initiative}” dat je volgt`)).toBeVisible();
  await page.getByRole("button", { name: "Afmelden" }).click();
  await expect(page.getByText("Je bent afgemeld.")).toBeVisible();
}

test.describe("the weekly digest", () => {
  test("arrives by SMTP with last week's update; a new update is a notification; 'Niet meer volgen' from the mail", async ({ page, browser }) => {
    // Two sign-ins, an update, a mail and a wait for the worker: a long journey on a busy machine.
    test.slow();
    const { owner, rounds } = expected().weeklyDigest;
    const { follower, initiative, update } = roundOf(rounds).withJavaScript;

    const mail = await waitForMail(follower.email, DIGEST_SUBJECT);
    expect(mail.text).toContain("Nieuws van een initiatief dat je volgt");
    expect(mail.text).toContain(update);
    expect(mail.text).toContain(`/initiatief/${initiative.id}#nieuws`);
    const link = unfollowLink(mail, initiative.name);

    await signIn(page, follower);
    await expect(page.getByRole("button", { name: `Account van ${follower.name}` })).toBeVisible();
    await page.setViewportSize(WIDTHS.mobile);
    await page.goto("/volgend");
    await expect(page.getByRole("link", { name: initiative.name })).toBeVisible();
    await expectNoAxeViolations(page, "following, 375 px");
    await expectNoHorizontalScroll(page, "following");
    await page.setViewportSize(WIDTHS.desktop);
    await expectNoAxeViolations(page, "following, 1280 px");

    // The owner posts this week's news.
    const ownerContext = await newClientContext(browser);
    const ownerPage = await ownerContext.newPage();
    await signIn(ownerPage, owner);
    await expect(ownerPage.getByRole("button", { name: `Account van ${owner.name}` })).toBeVisible();
    const news = `Deze week snoeien we de wilgen ${crypto.randomUUID().slice(0, 6)}, iedereen welkom.`;
    await ownerPage.goto(`/initiatief/${initiative.id}/nieuws/nieuw`);
    await ownerPage.getByLabel("Bericht", { exact: true }).fill(news);
    await ownerPage.getByRole("button", { name: "Bericht plaatsen" }).click();
    await expect(ownerPage).toHaveURL(new RegExp(`/initiatief/${initiative.id}#nieuws$`));
    await ownerContext.close();

    // The worker turns it into a notification within seconds: the count and the list show it.
    await expect(async () => {
      await page.goto("/meldingen");
      await expect(page.getByRole("link", { name: new RegExp(news.slice(0, 30)) })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole("link", { name: "Meldingen, 2 ongelezen" })).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(update.slice(0, 30)) })).toBeVisible();
    // This week's news waits for next Monday's digest: the digest that came has only last week's.
    expect((await waitForMail(follower.email, "Je weekoverzicht")).text).not.toContain(news);

    // "Niet meer volgen" from the mail works without signing in.
    const anonymous = await newClientContext(browser);
    await unfollowFromMail(await anonymous.newPage(), link, initiative.name);
    await anonymous.close();
    await page.goto("/volgend");
    await expect(page.getByText("Je volgt nog geen initiatieven.")).toBeVisible();
  });

  test("without JavaScript: 'Niet meer volgen' from the digest, then the notification in /meldingen", async ({ browser }) => {
    const { follower, initiative, update } = roundOf(expected().weeklyDigest.rounds).withoutJavaScript;
    const mail = await waitForMail(follower.email, DIGEST_SUBJECT);
    expect(mail.text).toContain(update);

    const context = await newClientContext(browser, { javaScriptEnabled: false, viewport: WIDTHS.mobile });
    const page = await context.newPage();
    await unfollowFromMail(page, unfollowLink(mail, initiative.name), initiative.name);

    await signIn(page, follower);
    await expect(page.getByRole("link", { name: "Meldingen, 1 ongelezen" })).toBeVisible();
    await page.getByRole("link", { name: "Meldingen, 1 ongelezen" }).click();
    await expect(page.getByRole("heading", { name: "Meldingen" })).toBeVisible();
    await page.getByRole("link", { name: new RegExp(update.slice(0, 30)) }).click();
    await expect(page).toHaveURL(new RegExp(`/initiatief/${initiative.id}#nieuws$`));
    await expect(page.getByRole("region", { name: "Nieuws" }).getByText(update)).toBeVisible();
    await page.goto("/meldingen");
    await expect(page.getByText("Geen ongelezen meldingen.")).toBeVisible();
    await page.goto("/volgend");
    await expect(page.getByText("Je volgt nog geen initiatieven.")).toBeVisible();
    await context.close();
  });
});
