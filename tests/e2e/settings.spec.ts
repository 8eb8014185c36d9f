import { expect, newClientContext, test, hydrated } from "./fixtures";
import { unzipSync } from "fflate";
import { readFileSync } from "node:fs";
import { registerAndVerify, signIn, uniqueEmail } from "./accounts-helpers";
import { totpCodeFromBase32 } from "../setup/stewards";

const password = "zonnebloem-42";

test.describe("settings", () => {
  test("profile: save, shown again, validation message", async ({ page }) => {
    const member = { name: "Pien Pieters", email: uniqueEmail("pien"), password };
    await registerAndVerify(page, member);
    await page.goto("/instellingen");
    await expect(page).toHaveTitle("Instellingen – Dit doet Nederland");
    await expect(page.locator("#profiel-email")).toHaveValue(member.email);
    // The name fields start with the name given at registration.
    await expect(page.getByLabel("Voornaam")).toHaveValue("Pien");
    await expect(page.getByLabel("Achternaam")).toHaveValue("Pieters");
    await page.getByLabel("Voornaam").fill("Pieternel");
    await page.getByLabel("Achternaam").fill("Pieters");
    await page.getByLabel("Bio").fill("Ik zet me in voor de buurttuin.");
    await page.getByLabel("Geboortedatum").fill("1990-05-17");
    await page.getByLabel("Woonplaats").fill("Zwolle");
    // The home postcode: only the four digits are kept, and only its owner sees it.
    await expect(page.getByLabel("Postcode (optioneel)")).toHaveAccessibleDescription(/Alleen jij ziet deze postcode/);
    await page.getByLabel("Postcode (optioneel)").fill("8011 AB");
    await page.getByRole("button", { name: "Profiel opslaan" }).click();
    await expect(page.getByText("Profiel succesvol bijgewerkt")).toBeVisible();
    // The header shows the new name at once.
    await expect(page.getByRole("button", { name: "Account van Pieternel Pieters" })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Voornaam")).toHaveValue("Pieternel");
    await expect(page.getByLabel("Woonplaats")).toHaveValue("Zwolle");
    await expect(page.getByLabel("Postcode (optioneel)")).toHaveValue("8011");
    await expect(page.getByLabel("Geboortedatum")).toHaveValue("1990-05-17");
    await page.getByLabel("Geboortedatum").fill("2999-01-01");
    await page.getByRole("button", { name: "Profiel opslaan" }).click();
    await expect(page.getByText("Vul een geldige geboortedatum in")).toBeVisible();
    // Only the server knows which postcodes exist.
    await page.getByLabel("Geboortedatum").fill("1990-05-17");
    await page.getByLabel("Postcode (optioneel)").fill("1000");
    await page.getByRole("button", { name: "Profiel opslaan" }).click();
    await expect(page.getByText("Deze postcode kennen we niet. Controleer de vier cijfers.")).toBeVisible();
    // The saved postcode offers "In de buurt van mij" on the lists, named without its digits.
    await page.goto("/vacatures?categorie=vrijwilliger");
    await page.getByRole("complementary").getByRole("link", { name: "In de buurt van mij" }).click();
    await expect(page).toHaveURL(/categorie=vrijwilliger&bij=mij/);
    await expect(page.getByRole("status").filter({ hasText: "gevonden" })).toContainText("binnen 10 km van je postcode");
    await expect(page.getByRole("main")).not.toContainText("8011");
  });

  test("password change: the old password stops working, other sessions end", async ({ page, browser }) => {
    // A registration, three sign-ins and up to three password changes, each a password hash.
    test.slow();
    const member = { name: "Bram Brouwer", email: uniqueEmail("bram"), password };
    await registerAndVerify(page, member);
    const other = await newClientContext(browser);
    const otherPage = await other.newPage();
    await signIn(otherPage, member);
    await expect(otherPage.getByRole("button", { name: "Account van Bram Brouwer" })).toBeVisible();

    await page.goto("/instellingen");
    await page.getByLabel("Huidig wachtwoord").fill("niet-mijn-wachtwoord");
    await page.getByLabel("Nieuw wachtwoord", { exact: true }).fill("korenbloem-88");
    await page.getByLabel("Herhaal nieuw wachtwoord").fill("korenbloem-88");
    await page.getByRole("button", { name: "Wachtwoord wijzigen" }).click();
    await expect(page.getByText("Je huidige wachtwoord klopt niet")).toBeVisible();
    // The refused answer can re-render the form a moment after its error shows, also after the
    // page went quiet: retype until the right one is sent.
    await page.waitForLoadState("networkidle");
    await expect(async () => {
      await page.getByLabel("Huidig wachtwoord").fill(password);
      await page.getByLabel("Nieuw wachtwoord", { exact: true }).fill("korenbloem-88");
      await page.getByLabel("Herhaal nieuw wachtwoord").fill("korenbloem-88");
      await page.getByRole("button", { name: "Wachtwoord wijzigen" }).click();
      await expect(page.getByText("Wachtwoord succesvol gewijzigd")).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 30_000 });
    // This browser stays signed in; the other one is signed out.
    await page.reload();
    await expect(page.getByRole("button", { name: "Account van Bram Brouwer" })).toBeVisible();
    await otherPage.reload();
    await expect(otherPage.getByRole("banner").getByRole("link", { name: "Inloggen / Registreren" })).toBeVisible();
    await signIn(otherPage, member);
    await expect(otherPage.getByRole("alert")).toHaveText("Ongeldige inloggegevens");
    await signIn(otherPage, { email: member.email, password: "korenbloem-88" });
    await expect(otherPage.getByText("Inloggen succesvol!")).toBeVisible();
    await other.close();
  });

  test("two-factor without JavaScript: the key as plain text, the app link, new backup codes with the password", async ({ page, browser }) => {
    const member = { name: "Tess Telefoon", email: uniqueEmail("tess"), password };
    await registerAndVerify(page, member);
    const plain = await newClientContext(browser, { javaScriptEnabled: false, storageState: await page.context().storageState() });
    const noScript = await plain.newPage();
    await noScript.goto("/instellingen");
    const section = noScript.getByRole("region", { name: "Tweestapsverificatie" });
    await section.getByLabel("Je wachtwoord").fill(password);
    await section.getByRole("button", { name: "Tweestapsverificatie instellen" }).click();
    const key = (await noScript.getByTestId("tweestaps-sleutel").textContent())?.trim() ?? "";
    expect(key).toMatch(/^[A-Z2-7]+$/);
    await expect(noScript.getByRole("button", { name: "Kopiëren" })).toBeHidden();
    await expect(noScript.getByRole("link", { name: "Open je authenticator-app" })).toHaveAttribute("href", /^otpauth:\/\/totp\//);
    await noScript.getByLabel("Code uit je authenticator-app").fill(await totpCodeFromBase32(key));
    await noScript.getByRole("button", { name: "Tweestapsverificatie aanzetten" }).click();
    await expect(noScript.getByRole("button", { name: "Tweestapsverificatie uitzetten" })).toBeVisible();
    expect(await noScript.locator("noscript").allTextContents()).toContain("Tweestapsverificatie staat aan.");

    const renew = noScript.getByRole("region", { name: "Nieuwe back-upcodes" });
    await renew.getByLabel("Je wachtwoord").fill(password);
    await renew.getByRole("button", { name: "Nieuwe back-upcodes maken" }).click();
    await expect(noScript.getByText("Je nieuwe back-upcodes staan hieronder.")).toBeVisible();
    await expect(noScript.getByRole("list", { name: "Back-upcodes" }).getByRole("listitem")).toHaveCount(10);
    await plain.close();
  });

  test("data export: a JSON file with the member's data and no secrets", async ({ page }) => {
    const member = { name: "Eva Export", email: uniqueEmail("eva"), password };
    await registerAndVerify(page, member);
    await page.goto("/instellingen");
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download mijn gegevens" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("mijn-gegevens-ditdoetnederland.zip");
    const archive = unzipSync(new Uint8Array(readFileSync((await file.path()) as string)));
    const json = JSON.parse(new TextDecoder().decode(archive["gegevens.json"])) as {
      account: { email: string; name: string };
      sessions: unknown[];
    };
    expect(json.account.email).toBe(member.email);
    expect(json.account.name).toBe("Eva Export");
    expect(json.sessions.length).toBeGreaterThan(0);
    const text = JSON.stringify(json);
    expect(text).not.toMatch(/"(password|token|access_token|refresh_token|id_token)"/);
    expect(text).not.toContain(password);
  });

  test("account deletion behind a confirmation: gone, signed out, cannot sign in", async ({ page }) => {
    const member = { name: "Dirk Delete", email: uniqueEmail("dirk"), password };
    await registerAndVerify(page, member);
    await page.goto("/instellingen");
    await page.getByRole("button", { name: "Account verwijderen" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("definitief verwijderd");
    await dialog.getByRole("button", { name: "Annuleren" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Account verwijderen" })).toBeFocused();
    await page.getByRole("button", { name: "Account verwijderen" }).click();
    // The password is asked again: a wrong one deletes nothing.
    await page.getByRole("dialog").getByLabel("Je wachtwoord").fill("niet-mijn-wachtwoord");
    await page.getByRole("dialog").getByRole("button", { name: "Ja, verwijder mijn account" }).click();
    await expect(page.getByRole("dialog").getByText("Je wachtwoord klopt niet. Je account is niet verwijderd.")).toBeVisible();
    await page.getByRole("dialog").getByLabel("Je wachtwoord").fill(member.password);
    await page.getByRole("dialog").getByRole("button", { name: "Ja, verwijder mijn account" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Account succesvol verwijderd")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Inloggen / Registreren" })).toBeVisible();
    await signIn(page, member);
    await expect(page.getByRole("alert")).toHaveText("Ongeldige inloggegevens");
  });
});

test.describe("feedback", () => {
  test("a member sends feedback from the floating button; the dialog clears and closes", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Feedback" })).toHaveCount(0);
    const member = { name: "Fleur Feedback", email: uniqueEmail("fleur"), password };
    await registerAndVerify(page, member);
    await page.goto("/events");
    await (await hydrated(page.getByRole("link", { name: "Feedback" }))).click();
    const dialog = page.getByRole("dialog", { name: "Feedback geven" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Je feedback").fill("Te kort");
    await dialog.getByRole("button", { name: "Versturen" }).click();
    await expect(dialog.getByText("Feedback moet minimaal 10 tekens zijn")).toBeVisible();
    await dialog.getByLabel("Je feedback").fill("x".repeat(1001));
    await expect(dialog.getByText("Feedback mag maximaal 1000 tekens zijn")).toBeVisible();
    await dialog.getByLabel("Je feedback").fill("De filters op de eventspagina werken prettig!");
    await dialog.getByRole("button", { name: "Versturen" }).click();
    await expect(page.getByText("Bedankt voor je feedback! We nemen het mee.")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/events$/);
    await (await hydrated(page.getByRole("link", { name: "Feedback" }))).click();
    await expect(page.getByRole("dialog", { name: "Feedback geven" }).getByLabel("Je feedback")).toHaveValue("");
  });
});
