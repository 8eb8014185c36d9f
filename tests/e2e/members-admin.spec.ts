/**
 * Members in the beheer area in the browser (docs/decisions/023-members-and-audit-log.md): the
 * seeded moderator finds a new member, blocks them with a reason (the confirmation dialog), and
 * the member's open session ends and signing in again is refused with the Dutch message; the
 * moderator unblocks them without JavaScript and turns the e-mail digest off and on again; the
 * admin reads both actions in the audit log. The pages are scanned with axe. The member menu of a
 * moderator links to the beheer area, with and without JavaScript.
 */
import { expectNoAxeViolations } from "./accessibility-helpers";
import { registerAndVerify, signIn, uniqueEmail } from "./accounts-helpers";
import { expect, hydrated, newClientContext, test } from "./fixtures";
import { signInAsSteward } from "./steward-helpers";

test("a moderator blocks a member, whose session ends, and unblocks them; the admin reads it in the log", async ({ browser, page }) => {
  test.setTimeout(120_000);
  const member = { name: `Bram Blok ${Date.now().toString(36)}`, email: uniqueEmail("bram"), password: "bram-wachtwoord-8" };
  await registerAndVerify(page, member);

  const moderatorContext = await newClientContext(browser);
  const moderator = await moderatorContext.newPage();
  await signInAsSteward(moderator, "moderator");
  await moderator.goto("/beheer");
  await expect(moderator.getByRole("heading", { name: "Wacht op jou" })).toBeVisible();
  await expectNoAxeViolations(moderator, "/beheer");
  await moderator.goto("/beheer/leden");
  await moderator.getByLabel("Naam of e-mailadres").fill(member.email);
  await moderator.getByRole("button", { name: "Zoeken" }).click();
  await expect(moderator.getByRole("heading", { name: /1 lid voor/ })).toBeVisible();
  await expectNoAxeViolations(moderator, "/beheer/leden with results");
  await moderator.getByRole("link", { name: member.name }).click();
  await expect(moderator.getByRole("heading", { name: member.name, level: 1 })).toBeVisible();
  await expectNoAxeViolations(moderator, "/beheer/leden/:id");

  await moderator.getByRole("button", { name: `Blokkeren: ${member.name}` }).click();
  const dialog = moderator.getByRole("dialog");
  await dialog.getByLabel("Reden (alleen voor het logboek)").fill("Plaatst herhaaldelijk reclame.");
  await dialog.getByRole("button", { name: "Ja, blokkeren" }).click();
  await expect(moderator.getByText(`Lid geblokkeerd: ${member.name}`)).toBeVisible();
  await expect(moderator.getByText(/Geblokkeerd sinds/)).toBeVisible();
  const memberPath = new URL(moderator.url()).pathname;
  await moderatorContext.close();

  // The member's session has ended; signing in again is refused.
  await page.goto("/mijn-items");
  await expect(page).toHaveURL(/\/auth/);
  await signIn(page, member);
  await expect(page.getByText("Je account is geblokkeerd.", { exact: false })).toBeVisible();

  // Unblocking without JavaScript: the confirmation is a form with a checkbox.
  const noScript = await newClientContext(browser, { javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await signInAsSteward(plain, "moderator");
  await plain.goto(memberPath);
  await plain.locator("summary", { hasText: "Deblokkeren" }).click();
  await plain.getByLabel("Ik wil dit lid deblokkeren").check();
  await plain.getByRole("button", { name: "Ja, deblokkeren" }).click();
  await expect(plain.getByText("Niet geblokkeerd")).toBeVisible();

  // The moderator turns the e-mail digest off in the mail preferences, still without JavaScript.
  await plain.goto("/instellingen/meldingen");
  const digest = plain.getByRole("group", { name: "E-mailoverzicht voor moderatoren" });
  await expect(digest.getByRole("radio", { name: "Aan" })).toBeChecked();
  await digest.getByRole("radio", { name: "Uit" }).check();
  await plain.getByRole("button", { name: "Opslaan", exact: true }).click();
  await expect(plain.getByRole("group", { name: "E-mailoverzicht voor moderatoren" }).getByRole("radio", { name: "Uit" })).toBeChecked();
  await plain.getByRole("group", { name: "E-mailoverzicht voor moderatoren" }).getByRole("radio", { name: "Aan" }).check();
  await plain.getByRole("button", { name: "Opslaan", exact: true }).click();
  await noScript.close();

  await signIn(page, member);
  await expect(page.getByRole("button", { name: `Account van ${member.name}` })).toBeVisible();

  const adminContext = await newClientContext(browser);
  const admin = await adminContext.newPage();
  await signInAsSteward(admin, "admin");
  await admin.goto("/beheer/logboek");
  const entries = admin.getByRole("listitem").filter({ hasText: `Lid: ${member.name}` });
  await expect(entries.filter({ hasText: "Lid geblokkeerd" })).toContainText("Plaatst herhaaldelijk reclame.");
  await expect(entries.filter({ hasText: "Lid gedeblokkeerd" })).toHaveCount(1);
  await expectNoAxeViolations(admin, "/beheer/logboek");
  await adminContext.close();
});

test("a moderator's member menu links to Beheer, with and without JavaScript", async ({ browser }) => {
  test.setTimeout(90_000);
  const noScript = await newClientContext(browser, { javaScriptEnabled: false });
  const plain = await noScript.newPage();
  const first = await signInAsSteward(plain, "moderator");
  await plain.goto("/favorieten");
  await plain.locator(`summary[aria-label="Account van ${first.name}"]`).click();
  await plain.getByRole("navigation", { name: "Accountmenu" }).getByRole("link", { name: "Beheer" }).click();
  await expect(plain).toHaveURL(/\/beheer$/);
  await noScript.close();

  const context = await newClientContext(browser);
  const page = await context.newPage();
  const second = await signInAsSteward(page, "moderator");
  await page.goto("/favorieten");
  await (await hydrated(page.getByRole("button", { name: `Account van ${second.name}` }))).click();
  await page.getByRole("menuitem", { name: "Beheer" }).click();
  await expect(page).toHaveURL(/\/beheer$/);
  await context.close();
});
