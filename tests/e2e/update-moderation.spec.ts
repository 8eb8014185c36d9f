/**
 * Moderating an initiative update in the browser (docs/product-rules.md#initiative-updates,
 * docs/decisions/071-moderating-initiative-updates.md): a member posts an update, a visitor without
 * JavaScript reports it through its own "Melden" link, a moderator without JavaScript hides it from
 * /beheer/meldingen with a reason; visitors no longer see it on the page nor in the feed, the owner
 * sees it marked with the reason and gets the mail; a moderator with JavaScript (axe clean at 1280
 * and 375 px) shows it again, and visitors see it again.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations, WIDTHS } from "./accessibility-helpers";
import { waitForMail } from "./accounts-helpers";
import { createInitiative, newMember } from "./content-helpers";
import { expect, newClientContext, test } from "./fixtures";
import { signInAsSteward } from "./steward-helpers";

const news = (page: Page) => page.getByRole("region", { name: "Nieuws" });

// A step that cannot happen fails at its own line instead of at the test's end.
test.use({ actionTimeout: 20_000 });

test("a visitor reports an update, a moderator hides it and shows it again", async ({ page, browser, request }) => {
  // Four browser contexts, two steward sign-ins (each may wait for a fresh code window) and two
  // mails: under a minute on a busy machine, so three minutes leave it room.
  test.setTimeout(180_000);
  const owner = await newMember(page, "Uma Updater");
  const name = `Buurtbieb ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const id = await createInitiative(page, name);
  const text = `Nieuwe boeken in de kast! Kom langs en ruil er een (${Date.now().toString(36)}).`;
  await page.goto(`/initiatief/${id}/nieuws/nieuw`);
  await page.getByLabel("Bericht", { exact: true }).fill(text);
  await page.getByRole("button", { name: "Bericht plaatsen" }).click();
  await expect(news(page).getByText(text)).toBeVisible();
  const visible = async () => (await request.get(`/initiatief/${id}`)).text();
  const feed = async () => (await request.get(`/initiatief/${id}/nieuws.atom`)).text();

  // A visitor without JavaScript: the update's own "Melden" link, the plain form, back at the update.
  const visitorContext = await newClientContext(browser, { javaScriptEnabled: false });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/initiatief/${id}`);
  await news(visitor).getByRole("link", { name: /^Melden ?: bericht van / }).click();
  await expect(visitor).toHaveURL(/\/melden\?type=update&id=/);
  await expect(visitor.getByText(`Wat is er mis met het nieuwsbericht van`)).toBeVisible();
  await visitor.getByRole("radio", { name: "Spam" }).check();
  await visitor.getByLabel("Toelichting (optioneel)").fill("Dit is reclame voor een boekwinkel.");
  await visitor.getByRole("button", { name: "Melding versturen" }).click();
  await expect(visitor).toHaveURL(new RegExp(`/initiatief/${id}#nieuws-`));
  await expect.poll(async () => (await visitor.locator("noscript").allTextContents()).join(" ")).toContain("Bedankt voor je melding.");
  await visitorContext.close();

  // A moderator without JavaScript hides it with a reason.
  const reason = "Dit bericht is reclame en hoort niet bij het initiatief.";
  const plainContext = await newClientContext(browser, { javaScriptEnabled: false });
  const plain = await plainContext.newPage();
  await signInAsSteward(plain, "moderator");
  await plain.goto("/beheer/meldingen");
  const updateLink = plain.getByRole("link", { name: new RegExp(`^Nieuwsbericht van .* bij "${name}"$`) });
  // Once hidden, the same link is in the list of hidden updates, without reports.
  const reported = plain.locator("article", { has: updateLink, hasText: "1 melding" });
  await expect(reported).toContainText("Nieuwsbericht");
  await expect(reported).toContainText(text);
  await expect(reported).toContainText("Dit is reclame voor een boekwinkel.");
  await expect(reported).toContainText(`Eigenaar: ${owner.name}`);
  await reported.locator("summary", { hasText: "Verbergen" }).click();
  await reported.getByLabel("Reden voor de eigenaar").fill(reason);
  await reported.getByRole("button", { name: "Ja, verbergen" }).click();
  await expect(plain).toHaveURL(/\/beheer\/meldingen$/);
  await expect(reported).toHaveCount(0);
  await expect(plain.getByRole("region", { name: "Verborgen nieuwsberichten" }).locator("article", { has: updateLink })).toContainText(reason);
  await plainContext.close();

  // Gone for visitors, from the page and the feed; the owner sees it marked, with the reason, and is mailed.
  expect(await visible()).not.toContain(text);
  expect(await feed()).not.toContain(text);
  await page.reload();
  const hidden = news(page).locator("article", { hasText: text });
  await expect(hidden).toContainText(`Verborgen door een moderator: ${reason}`);
  await expect(hidden.getByRole("link", { name: /^Melden/ })).toHaveCount(0);
  const mail = await waitForMail(owner.email, "is verborgen");
  expect(mail.subject).toMatch(new RegExp(`^Je nieuwsbericht van .* bij "${name}" is verborgen$`));
  expect(mail.text).toContain(reason);

  // A moderator with JavaScript shows it again from the list of hidden updates.
  const moderatorContext = await newClientContext(browser);
  const moderator = await moderatorContext.newPage();
  await signInAsSteward(moderator, "moderator");
  await moderator.setViewportSize(WIDTHS.desktop);
  await moderator.goto("/beheer/meldingen");
  const section = moderator.getByRole("region", { name: "Verborgen nieuwsberichten" });
  const item = section.locator("article", { hasText: text });
  await expect(item).toContainText(`Reden: ${reason}`);
  await expectNoAxeViolations(moderator, "/beheer/meldingen with a hidden update, 1280 px");
  await moderator.setViewportSize(WIDTHS.mobile);
  await expectNoAxeViolations(moderator, "/beheer/meldingen with a hidden update, 375 px");
  await item.getByRole("button", { name: "Weer tonen" }).click();
  await expect(moderator.getByText("Nieuwsbericht weer zichtbaar. De eigenaar krijgt een e-mail.")).toBeVisible();
  await expect(section.locator("article", { hasText: text })).toHaveCount(0);
  await moderatorContext.close();

  expect(await visible()).toContain(text);
  expect(await feed()).toContain(text);
  await waitForMail(owner.email, "is weer zichtbaar");
});
