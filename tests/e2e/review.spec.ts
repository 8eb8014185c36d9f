/**
 * Review of a new initiative in the browser (docs/decisions/021-review.md), on the test server's
 * MODERATION=post (tests/setup/e2e-global.ts): a member submits one, which is public at once and
 * waits in the queue; the moderator (signed in with a code) rejects it with a reason without
 * JavaScript, and a visitor gets 404 and does not find it in the list; the owner reads the reason
 * and saves an edit, which sends it back for review, still hidden; the moderator approves it and
 * it appears for the visitor again.
 */
import { registerAndVerify, uniqueEmail } from "./accounts-helpers";
import { expectNoAxeViolations } from "./accessibility-helpers";
import { expect, newClientContext, test } from "./fixtures";
import { approveAsModerator, signInAsSteward } from "./steward-helpers";

test("a new initiative waits for a moderator, is rejected, resubmitted and approved", async ({ browser, page }) => {
  test.setTimeout(120_000);
  const name = `Zwerfvuilploeg ${Date.now().toString(36)}`;
  await registerAndVerify(page, { name: "Rik Review", email: uniqueEmail("rik"), password: "rik-wachtwoord-8" });
  await page.goto("/nieuw-initiatief");
  await expect(page.getByText("Je initiatief is direct zichtbaar voor iedereen. Een moderator bekijkt het daarna.")).toBeVisible();
  await page.getByLabel(/^Naam( van het initiatief)?$/).fill(name);
  await page.getByRole("radio", { name: /^Informeel/ }).check();
  await page.getByLabel(/^Soort/).selectOption("buurtgroep");
  await page.getByLabel(/^Thema/).selectOption("natuur");
  await page.getByLabel(/^Korte beschrijving/).fill("Elke maand ruimen we samen zwerfvuil op.");
  await page.getByLabel(/^Uitgebreide beschrijving/).fill("Met prikstokken en vuilniszakken van de gemeente, daarna koffie.");
  await page.getByLabel(/^Schaal/).selectOption("nationaal");
  await page.getByLabel(/^Contact e-mail/).fill("ploeg@voorbeeld.example.org");
  await page.getByRole("button", { name: "Initiatief aanmaken" }).click();
  await expect(page.getByText("Je initiatief is succesvol aangemaakt!")).toBeVisible();
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  const path = new URL(page.url()).pathname;
  const visitorContext = await newClientContext(browser);
  const visitor = await visitorContext.newPage();
  expect((await visitor.goto(path))?.status()).toBe(200);

  // The moderator rejects it with a reason, without JavaScript.
  const moderatorContext = await newClientContext(browser, { javaScriptEnabled: false });
  const moderator = await moderatorContext.newPage();
  await signInAsSteward(moderator, "moderator");
  await moderator.goto("/beheer/beoordelen");
  const item = moderator.locator("article", { has: moderator.getByRole("link", { name, exact: true }) });
  await item.locator("summary", { hasText: "Afwijzen" }).click();
  const reason = "Vermeld nog in welke gemeente jullie opruimen.";
  await item.getByLabel("Reden voor de eigenaar").fill(reason);
  await item.getByRole("button", { name: "Ja, afwijzen" }).click();
  await expect(moderator.getByRole("link", { name, exact: true })).toHaveCount(0);
  await moderatorContext.close();

  // A visitor: 404 and not in the list.
  expect((await visitor.goto(path))?.status()).toBe(404);
  await visitor.goto(`/initiatieven?zoek=${encodeURIComponent(name)}`);
  await expect(visitor.getByRole("link", { name, exact: true })).toHaveCount(0);

  // The owner reads the reason and saves an edit: back in the queue.
  await page.goto(path);
  await expect(page.getByText("Niet goedgekeurd.")).toBeVisible();
  await expect(page.getByText(reason)).toBeVisible();
  await expectNoAxeViolations(page, "initiative page with a status notice");
  await page.getByRole("link", { name: "Bewerken" }).click();
  await page.getByLabel(/^Korte beschrijving/).fill("Elke maand ruimen we samen zwerfvuil op in Zwolle.");
  await page.getByRole("button", { name: "Wijzigingen opslaan" }).click();
  await expect(page.getByText("Initiatief succesvol bijgewerkt! Een moderator bekijkt het voordat het voor iedereen zichtbaar is.")).toBeVisible();
  expect((await visitor.goto(path))?.status()).toBe(404);

  await approveAsModerator(browser, name);
  expect((await visitor.goto(path))?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { name, level: 1 })).toBeVisible();
  await visitorContext.close();
});

test("the review queue is accessible", async ({ browser }) => {
  const context = await newClientContext(browser);
  const page = await context.newPage();
  await signInAsSteward(page, "moderator");
  await page.goto("/beheer/beoordelen");
  await expect(page.getByRole("heading", { name: "Te beoordelen", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, "/beheer/beoordelen");
  await context.close();
});
