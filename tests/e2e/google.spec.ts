import { readFileSync } from "node:fs";
import { expect, newClientContext, test } from "./fixtures";
import { E2E_GOOGLE_CLIENT_ID } from "../setup/e2e-global";
import { lastGoogleAuthorize, register, registerAndVerify, setGoogleIdentity, uniqueEmail } from "./accounts-helpers";
import { unzipSync } from "fflate";
import { DATA_EXPORT_JSON_NAME } from "~/modules/accounts/profile";

// One Google stand-in, one identity at a time.
test.describe.configure({ mode: "serial" });

test.describe("Google sign-in against a local OpenID Connect server", () => {
  test("authorize request, callback, new account", async ({ page }) => {
    const email = uniqueEmail("google");
    setGoogleIdentity({
      sub: `g-${email}`,
      email,
      email_verified: true,
      name: "Gijs Google",
      picture: "https://foto.example.org/gijs.jpg",
    });
    await page.goto("/auth");
    await page.getByRole("button", { name: "Inloggen met Google" }).click();
    await expect(page.getByRole("button", { name: "Account van Gijs Google" })).toBeVisible();
    const authorize = lastGoogleAuthorize();
    expect(authorize.client_id).toBe(E2E_GOOGLE_CLIENT_ID);
    expect(authorize.redirect_uri).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/auth\/callback\/google$/);
    expect(authorize.scope?.split(" ").sort()).toEqual(["email", "openid", "profile"]);
    expect(authorize.response_type).toBe("code");
    expect(authorize.code_challenge_method).toBe("S256");
    expect(authorize.state).toBeTruthy();
    // The account exists, signs in with Google only, and the photo URL was not stored.
    await page.goto("/instellingen");
    await expect(page.getByText(/Google/).first()).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download mijn gegevens" }).click();
    // The export is a ZIP: the JSON beside the pictures (none here).
    const archive = unzipSync(new Uint8Array(readFileSync((await (await download).path()) as string)));
    const json = JSON.parse(new TextDecoder().decode(archive[DATA_EXPORT_JSON_NAME])) as {
      account: { email: string; image: string | null; sign_in_methods: string[] };
    };
    expect(json.account.email).toBe(email);
    expect(json.account.sign_in_methods).toEqual(["Google"]);
    expect(json.account.image).toBeNull();
  });

  test("links to an existing verified account with the same address", async ({ page }) => {
    const member = { name: "Vera Verified", email: uniqueEmail("vera"), password: "zonnebloem-42" };
    await registerAndVerify(page, member);
    await page.context().clearCookies();
    setGoogleIdentity({ sub: `g-${member.email}`, email: member.email, email_verified: true, name: "Vera via Google" });
    await page.goto("/auth");
    await page.getByRole("button", { name: "Inloggen met Google" }).click();
    // The existing account (with its own name) is signed in, not a new one.
    await expect(page.getByRole("button", { name: "Account van Vera Verified" })).toBeVisible();
  });

  test("without JavaScript: the form post is redirected to the issuer (CSP form-action) and back; then a password is set and Google unlinked", async ({ browser }) => {
    const email = uniqueEmail("google-nojs");
    setGoogleIdentity({ sub: `g-${email}`, email, email_verified: true, name: "Noor Zonder Script" });
    const context = await newClientContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    const refused: string[] = [];
    page.on("console", (message) => {
      if (/Content.Security.Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto("/auth");
    await page.getByRole("button", { name: "Inloggen met Google" }).click();
    // Without JavaScript the account menu is a native disclosure (<summary>), not a button.
    await expect(page.getByRole("banner").getByLabel("Account van Noor Zonder Script")).toBeVisible();
    expect(lastGoogleAuthorize().client_id).toBe(E2E_GOOGLE_CLIENT_ID);
    expect(refused).toEqual([]);

    // Still without JavaScript: the Google-only member sets a password in the settings, then
    // unlinks Google (password again, confirmation checkbox).
    await page.goto("/instellingen#inlogmethoden");
    const methods = page.getByRole("region", { name: "Inlogmethoden" });
    await expect(methods).toContainText("nog geen wachtwoord");
    await methods.getByLabel("Nieuw wachtwoord", { exact: true }).fill("noor-zonder-script-9");
    await methods.getByLabel("Herhaal nieuw wachtwoord").fill("noor-zonder-script-9");
    await methods.getByRole("button", { name: "Wachtwoord instellen" }).click();
    await expect(methods).toContainText("E-mailadres en wachtwoord: ingesteld");
    await methods.locator("summary", { hasText: "Google ontkoppelen" }).click();
    await methods.getByLabel("Je wachtwoord").fill("noor-zonder-script-9");
    await methods.getByLabel("Ik wil Google ontkoppelen").check();
    await methods.getByRole("button", { name: "Ja, ontkoppelen" }).click();
    await expect(page.getByRole("region", { name: "Inlogmethoden" })).toContainText("Google: niet gekoppeld");
    await context.close();
  });

  test("an unverified local account is not taken over", async ({ page }) => {
    const member = { name: "Ursula Unverified", email: uniqueEmail("ursula"), password: "zonnebloem-42" };
    await register(page, member);
    await expect(page.getByText("Registratie succesvol!")).toBeVisible();
    setGoogleIdentity({ sub: `g-${member.email}`, email: member.email, email_verified: true, name: "Aanvaller" });
    await page.goto("/auth");
    await page.getByRole("button", { name: "Inloggen met Google" }).click();
    await expect(page).toHaveURL(/\/auth\?error=/);
    await expect(page.getByRole("alert")).toContainText("Er bestaat al een account met dit e-mailadres.");
    await expect(page.getByRole("banner").getByRole("link", { name: "Inloggen / Registreren" })).toBeVisible();
  });
});
