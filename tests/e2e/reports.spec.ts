/**
 * Reports and the moderators' queues in the browser (docs/decisions/022-reports-and-queues.md): a
 * visitor reports a member's event with JavaScript and another without it, the seeded moderator
 * sees both reports grouped under the event in /beheer/meldingen and hides it with a reason, the
 * event is gone for visitors (404), and the owner receives the reason by e-mail, reads it on the
 * event's page and edits the event, which sends it back for review; once the moderator approves,
 * visitors see it again. Then feedback and a contact message reach their queues and are marked
 * handled.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations, scanPage, waitForHydration } from "./accessibility-helpers";
import { signIn, waitForMail } from "./accounts-helpers";
import { expect, expected, newClientContext, test } from "./fixtures";
import { approveAsModerator, signInAsSteward } from "./steward-helpers";

const thanks = "Bedankt voor je melding. Een moderator bekijkt het.";

/**
 * Follows "Melden" on the current item page to the report page, chooses `reason`, types `text`,
 * sends it and sees the thank-you back on the item. Without JavaScript the toast is a `<noscript>`
 * block, which Chromium with scripts switched off by the test driver does not lay out: its text is
 * checked in the document instead.
 */
async function report(page: Page, reason: string, text: string, { javaScript = true } = {}) {
  await page.getByRole("link", { name: "Melden", exact: true }).click();
  await expect(page).toHaveURL(/\/melden\?/);
  await page.getByRole("radio", { name: reason }).check();
  await page.getByLabel("Toelichting (optioneel)").fill(text);
  await page.getByRole("button", { name: "Melding versturen" }).click();
  if (javaScript) await expect(page.getByText(thanks)).toBeVisible();
  else await expect.poll(async () => (await page.locator("noscript").allTextContents()).join(" ")).toContain(thanks);
}

test.describe.configure({ mode: "serial" });

test("a visitor reports an event, a moderator hides it with a reason, the owner is mailed", async ({ browser, page }) => {
  // One journey through five browser contexts (a visitor with and without JavaScript, the
  // moderator twice, the owner) and an e-mail: about 19 s alone on a quiet machine, so the default
  // 30 s leaves too little room when two browser workers share two busy cores.
  test.slow();
  const { event, owner } = expected().reportTarget;

  // With JavaScript: the report page sends it and goes back to the event with the thank-you.
  await page.goto(`/event/${event.id}`);
  await waitForHydration(page);
  await report(page, "Spam", "Dit lijkt op oplichting.");
  await expect(page).toHaveURL(new RegExp(`/event/${event.id}$`));

  // Without JavaScript: a plain form post and a redirect back with the same thank-you.
  const noJs = await newClientContext(browser, { javaScriptEnabled: false });
  const plain = await noJs.newPage();
  await plain.goto(`/event/${event.id}`);
  await report(plain, "Onjuist", "Deze datum klopt niet.", { javaScript: false });
  await expect(plain).toHaveURL(new RegExp(`/event/${event.id}$`));
  await noJs.close();

  // The moderator sees both reports under the event, without who sent them.
  const moderatorContext = await newClientContext(browser);
  const moderator = await moderatorContext.newPage();
  await signInAsSteward(moderator, "moderator");
  await moderator.goto("/beheer/meldingen");
  const item = moderator.locator("article", { has: moderator.getByRole("link", { name: event.title }) });
  await expect(item).toContainText("2 meldingen");
  await expect(item).toContainText("Dit lijkt op oplichting.");
  await expect(item).toContainText("Deze datum klopt niet.");
  await expect(item).toContainText(`Eigenaar: ${owner.name}`);

  const reason = "Dit event belooft gratis telefoons en lijkt op oplichting.";
  await item.locator("summary", { hasText: "Verbergen" }).click();
  await item.getByLabel("Reden voor de eigenaar").fill(reason);
  await item.getByRole("button", { name: "Ja, verbergen" }).click();
  await expect(moderator.getByText("Item verborgen. De eigenaar krijgt de reden per e-mail.")).toBeVisible();
  await expect(moderator.getByRole("link", { name: event.title })).toHaveCount(0);
  await moderatorContext.close();

  // Gone for visitors.
  const response = await page.goto(`/event/${event.id}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Event niet gevonden" })).toBeVisible();

  const mail = await waitForMail(owner.email, "is verborgen");
  expect(mail.subject).toBe(`Je event "${event.title}" is verborgen`);
  expect(mail.text).toContain(reason);
  expect(mail.links.some((link) => link.endsWith(`/event/${event.id}`))).toBe(true);

  // The owner reads the reason on the event's page, edits it, which sends it back for review;
  // once a moderator approves, visitors see it again.
  const ownerContext = await newClientContext(browser);
  const ownerPage = await ownerContext.newPage();
  await signIn(ownerPage, owner);
  await expect(ownerPage.getByRole("button", { name: `Account van ${owner.name}` })).toBeVisible();
  await ownerPage.goto(`/event/${event.id}`);
  await expect(ownerPage.getByText("Verborgen.")).toBeVisible();
  await expect(ownerPage.getByText(reason)).toBeVisible();
  await ownerPage.getByRole("link", { name: "Bewerken" }).click();
  await ownerPage.getByLabel("Korte beschrijving").fill("Een repaircafé op het plein: neem je kapotte telefoon mee.");
  await ownerPage.getByRole("button", { name: "Wijzigingen opslaan" }).click();
  await expect(ownerPage.getByText("Event succesvol bijgewerkt! Een moderator bekijkt het voordat het voor iedereen zichtbaar is.")).toBeVisible();
  await ownerContext.close();
  expect((await page.goto(`/event/${event.id}`))?.status()).toBe(404);
  await approveAsModerator(browser, event.title);
  expect((await page.goto(`/event/${event.id}`))?.status()).toBe(200);
});

test("feedback and a contact message reach their queues and are marked handled", async ({ browser, page }) => {
  const { owner } = expected().reportTarget;
  const stamp = Date.now().toString(36);
  const feedbackText = `De zoekfunctie is fijn, maar filters op datum missen nog (${stamp}).`;
  const contactText = `Mogen wij ons buurthuis als locatie aanbieden? (${stamp})`;

  const memberContext = await newClientContext(browser);
  const member = await memberContext.newPage();
  await signIn(member, owner);
  await expect(member).not.toHaveURL(/\/auth(\?|$)/);
  await member.goto("/feedback");
  await member.getByLabel("Je feedback").fill(feedbackText);
  await member.getByRole("button", { name: "Versturen" }).click();
  await expect(member.getByText("Bedankt voor je feedback! We nemen het mee.")).toBeVisible();
  await memberContext.close();

  await page.goto("/contact");
  await page.getByLabel("Naam").fill("Bram Buurthuis");
  await page.getByLabel("E-mailadres").fill("bram@buurthuis.example.org");
  await page.getByLabel("Onderwerp").fill("Locatie aanbieden");
  await page.getByRole("textbox", { name: "Bericht" }).fill(contactText);
  await page.getByRole("button", { name: "Versturen" }).click();
  await expect(page.getByText("Bedankt voor je bericht!")).toBeVisible();

  const moderatorContext = await newClientContext(browser);
  const moderator = await moderatorContext.newPage();
  await signInAsSteward(moderator, "moderator");
  for (const [path, text, toast] of [
    ["/beheer/feedback", feedbackText, "Feedback afgehandeld"],
    ["/beheer/berichten", contactText, "Bericht afgehandeld"],
  ] as const) {
    await moderator.goto(path);
    const open = moderator.locator("section", { has: moderator.getByRole("heading", { name: /Nog af te handelen/ }) });
    const message = open.locator("li", { hasText: text });
    await expect(message).toBeVisible();
    await message.getByRole("button", { name: "Markeer als afgehandeld" }).click();
    await expect(moderator.getByText(toast)).toBeVisible();
    const handled = moderator.locator("section", { has: moderator.getByRole("heading", { name: "Afgehandeld" }) });
    await expect(handled.locator("li", { hasText: text })).toContainText("Afgehandeld");
    await expect(open.locator("li", { hasText: text })).toHaveCount(0);
  }
  await moderatorContext.close();
});

test("the report page and the beheer pages of reports and queues are accessible", async ({ browser, page }) => {
  test.setTimeout(90_000);
  const { vacancy } = expected();
  // An open report, so /beheer/meldingen shows an item with its forms.
  await page.goto(`/vacature/${vacancy.id}`);
  await report(page, "Anders", "Toegankelijkheidscontrole van de meldingenlijst.");

  const context = await newClientContext(browser);
  const moderator = await context.newPage();
  await signInAsSteward(moderator, "moderator");
  for (const url of ["/beheer/meldingen", "/beheer/feedback", "/beheer/berichten"]) await scanPage(moderator, url);
  await moderator.goto("/beheer/meldingen");
  const item = moderator.locator("article", { has: moderator.getByRole("link", { name: vacancy.title }) });
  await item.locator("summary", { hasText: "Verbergen" }).click();
  await expectNoAxeViolations(moderator, "/beheer/meldingen with the hide form open");
  // Dismiss, so the seeded vacancy's report does not stay in the queue.
  await item.getByRole("button", { name: "Meldingen afwijzen" }).click();
  await expect(moderator.getByText("Meldingen afgewezen")).toBeVisible();
  await context.close();
});
