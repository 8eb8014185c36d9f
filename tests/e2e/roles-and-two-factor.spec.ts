/**
 * Roles and two-factor sign-in in the browser (docs/decisions/020-moderation.md,
 * 024-two-factor.md, 025-operator-commands.md): the seeded admin (password and code) gives a new
 * member the moderator role on /beheer/rollen; that member is sent from /beheer to set up
 * two-factor sign-in, turns it on by typing the key into "their app" (a code computed from the
 * key shown), and then /beheer opens; signing in again asks for the code, also without
 * JavaScript. The admin cannot take away their own last admin role.
 */
import { expectNoAxeViolations } from "./accessibility-helpers";
import { registerAndVerify, signIn, uniqueEmail } from "./accounts-helpers";
import { expect, hydrated, newClientContext, test } from "./fixtures";
import { signInAsSteward } from "./steward-helpers";
import { seededStewards, totpCodeFromBase32 } from "../setup/stewards";

test("an admin appoints a moderator, who must turn on two-factor sign-in before the beheer area opens", async ({ browser }) => {
  // Three people and two sign-ins with a second step: longer than one page's journey.
  test.setTimeout(120_000);
  const member = { name: "Nina Nieuw", email: uniqueEmail("nina"), password: "nina-wachtwoord-8" };
  const memberContext = await newClientContext(browser);
  const memberPage = await memberContext.newPage();
  await registerAndVerify(memberPage, member);

  const adminContext = await newClientContext(browser);
  const admin = await adminContext.newPage();
  await signInAsSteward(admin, "admin");
  await admin.goto("/beheer/rollen");
  await expect(admin.getByRole("heading", { name: "Rollen", level: 1 })).toBeVisible();
  await expectNoAxeViolations(admin, "/beheer/rollen");
  await admin.getByLabel("E-mailadres van het lid").fill(member.email);
  await admin.getByLabel("Rol", { exact: true }).selectOption("moderator");
  await admin.getByRole("button", { name: "Rol toekennen" }).click();
  await expect(admin.getByText(`Rol toegekend: ${member.name}`)).toBeVisible();
  await expect(admin.getByRole("listitem").filter({ hasText: member.email })).toContainText("Moderator");

  // The last admin keeps the role.
  await admin.getByRole("button", { name: `Beheerder intrekken: ${seededStewards.admin.name}` }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Ja, intrekken" }).click();
  await expect(admin.getByText("Dit is de laatste beheerder: wijs eerst iemand anders als beheerder aan.")).toBeVisible();

  // The new moderator is sent to set up two-factor sign-in first.
  await memberPage.goto("/beheer");
  await expect(memberPage).toHaveURL(/\/instellingen\?tweestaps=verplicht/);
  await expect(memberPage.getByText("Als moderator of beheerder heb je tweestapsverificatie nodig")).toBeVisible();
  await memberPage.getByLabel("Je wachtwoord").fill(member.password);
  // Hydrated first: set up through the page's own form handling, not a document post whose
  // response could still be hydrating while the code is typed.
  await (await hydrated(memberPage.getByRole("button", { name: "Tweestapsverificatie instellen" }))).click();
  const key = (await memberPage.getByTestId("tweestaps-sleutel").textContent())?.trim() ?? "";
  expect(key).toMatch(/^[A-Z2-7]+$/);
  await expect(memberPage.getByRole("list", { name: "Back-upcodes" }).getByRole("listitem")).toHaveCount(10);
  // On a phone: a link that opens the authenticator app, the key to copy, the codes to keep.
  await expect(memberPage.getByRole("link", { name: "Open je authenticator-app" })).toHaveAttribute("href", /^otpauth:\/\/totp\/.*secret=/);
  await expect(memberPage.getByRole("button", { name: "Kopiëren" })).toBeVisible();
  const download = memberPage.getByRole("link", { name: "Download als tekstbestand" });
  await expect(download).toHaveAttribute("download", "back-upcodes-dit-doet-nederland.txt");
  expect(decodeURIComponent((await download.getAttribute("href")) ?? "")).toContain(
    (await memberPage.getByRole("list", { name: "Back-upcodes" }).getByRole("listitem").first().textContent()) ?? "-",
  );
  await memberPage.getByLabel("Code uit je authenticator-app").fill(await totpCodeFromBase32(key));
  await memberPage.getByRole("button", { name: "Tweestapsverificatie aanzetten" }).click();
  await expect(memberPage.getByText("Tweestapsverificatie staat aan.")).toBeVisible();
  await memberPage.goto("/beheer");
  await expect(memberPage.getByRole("heading", { name: "Beheer", level: 1 })).toBeVisible();

  // Signing in again, without JavaScript, asks for the code after the password.
  const noScript = await newClientContext(browser, { javaScriptEnabled: false });
  const page = await noScript.newPage();
  await signIn(page, member);
  await expect(page).toHaveURL(/\/auth\?stap=code/);
  await page.getByLabel("Code uit je authenticator-app").fill("000000");
  await page.getByRole("button", { name: "Inloggen", exact: true }).click();
  await expect(page.getByText("Deze code klopt niet.")).toBeVisible();
  // The code that turned it on is accepted once only: the next one signs in.
  await page.getByLabel("Code uit je authenticator-app").fill(await totpCodeFromBase32(key, 1));
  await page.getByRole("button", { name: "Inloggen", exact: true }).click();
  await page.goto("/beheer");
  await expect(page.getByRole("heading", { name: "Beheer", level: 1 })).toBeVisible();

  await Promise.all([memberContext.close(), adminContext.close(), noScript.close()]);
});
