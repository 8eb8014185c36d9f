/**
 * /auth without JavaScript: the "Registreren" tab is a link the server renders, and a new member
 * registers, verifies their address and is signed in with plain HTML forms and links only.
 */
import { uniqueEmail, waitForMail } from "./accounts-helpers";
import { expect, hydrated, newClientContext, test } from "./fixtures";

test.describe("/auth without JavaScript", () => {
  test("the Registreren tab opens the registration form and registration completes", async ({ browser }) => {
    const context = await newClientContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/auth?redirectTo=%2Ffavorieten");
    await expect(page.getByRole("heading", { level: 1, name: "Inloggen" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Inloggen" })).toHaveAttribute("aria-selected", "true");

    await page.getByRole("tab", { name: "Registreren" }).click();
    await expect(page).toHaveURL(/\/auth\?tab=registreren&redirectTo=%2Ffavorieten$/);
    await expect(page.getByRole("heading", { level: 1, name: "Registreren" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Registreren" })).toHaveAttribute("aria-selected", "true");

    const email = uniqueEmail("zonderjs");
    const form = page.locator("form#registreren");
    await form.getByLabel("Volledige naam").fill("Zonder Script");
    await form.getByLabel("E-mailadres").fill(email);
    await form.getByLabel("Wachtwoord", { exact: true }).fill("zonnebloem-42");
    await form.getByLabel("Herhaal wachtwoord").fill("zonnebloem-42");
    await form.getByRole("button", { name: "Registreren" }).click();
    await expect(page.getByText("Registratie succesvol! Controleer je e-mail voor bevestiging.")).toBeVisible();

    const mail = await waitForMail(email, "Bevestig je e-mailadres");
    const link = mail.links.find((l) => l.includes("/api/auth/verify-email"));
    if (!link) throw new Error("no verification link in the mail");
    await page.goto(link);
    // Signed in and back where the member was going.
    await expect(page).toHaveURL(/\/favorieten$/);
    await page.goto("/instellingen");
    await expect(page).toHaveTitle("Instellingen – Dit doet Nederland");
    await expect(page.locator("#profiel-email")).toHaveValue(email);

    // "Heb je al een account? Log in" leads back to the sign-in tab.
    await context.clearCookies();
    await page.goto("/auth?tab=registreren");
    await page.getByRole("link", { name: "Log in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Inloggen" })).toBeVisible();
    await context.close();
  });

  test("with JavaScript the tabs still switch in place, also with the arrow keys", async ({ page }) => {
    await page.goto("/auth");
    const registreren = await hydrated(page.getByRole("tab", { name: "Registreren" }));
    await registreren.click();
    await expect(page).toHaveURL(/tab=registreren/);
    await expect(page.getByRole("heading", { level: 1, name: "Registreren" })).toBeVisible();
    await expect(registreren).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "Inloggen" })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/tab=inloggen/);
    await expect(page.getByRole("heading", { level: 1, name: "Inloggen" })).toBeVisible();
  });
});
