import { expect, expected, newClientContext, test, hydrated } from "./fixtures";
import { register, registerAndVerify, signIn, uniqueEmail, waitForMail } from "./accounts-helpers";

const password = "zonnebloem-42";

test.describe("registration and sign-in", () => {
  test("register → verification mail over SMTP → link → signed in", async ({ page }) => {
    const member = { name: "Noor Bakker", email: uniqueEmail("noor"), password };
    await register(page, member);
    await expect(page).toHaveURL(/\/auth\?registratie=verstuurd/);
    await expect(page.getByText("Registratie succesvol! Controleer je e-mail voor bevestiging.")).toBeVisible();
    const mail = await waitForMail(member.email, "Bevestig je e-mailadres");
    expect(mail.subject).toBe("Bevestig je e-mailadres voor Dit doet Nederland");
    expect(mail.text).toContain("Hoi Noor Bakker,");
    const link = mail.links.find((l) => l.includes("/api/auth/verify-email"));
    expect(link).toBeTruthy();
    await page.goto(link as string);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Je e-mailadres is bevestigd. Welkom!")).toBeVisible();
    await expect(page.getByRole("button", { name: "Account van Noor Bakker" })).toBeVisible();
    // Signed in: the footer no longer offers /auth, and /auth sends you home.
    await expect(page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Inloggen / Registreren" })).toHaveCount(0);
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/$/);
  });

  test("signing in before verifying explains it and offers to send the link again", async ({ page }) => {
    const member = { name: "Sem de Wit", email: uniqueEmail("sem"), password };
    await register(page, member);
    // Signing in at once would leave the page while the registration is still being saved.
    await expect(page.getByText("Registratie succesvol! Controleer je e-mail voor bevestiging.")).toBeVisible();
    await signIn(page, member);
    await expect(page.getByRole("alert")).toContainText("Je e-mailadres is nog niet bevestigd.");
    await page.getByRole("button", { name: "stuur de bevestigingslink opnieuw" }).click();
    await expect(page.getByText("We hebben een nieuwe bevestigingslink gestuurd. Controleer je e-mail.")).toBeVisible();
  });

  test("wrong password and duplicate address", async ({ page }) => {
    // Several registrations and sign-ins, each a password hash: over 15 s on a busy 2-core machine.
    test.slow();
    const member = { name: "Lotte Jansen", email: uniqueEmail("lotte"), password };
    await registerAndVerify(page, member);
    await (await hydrated(page.getByRole("button", { name: "Account van Lotte Jansen" }))).click();
    await page.getByRole("menuitem", { name: "Uitloggen" }).click();
    await expect(page.getByText("Uitgelogd")).toBeVisible();
    await signIn(page, { email: member.email, password: "verkeerd-wachtwoord" });
    await expect(page.getByRole("alert")).toHaveText("Ongeldige inloggegevens");
    await register(page, { ...member, name: "Iemand Anders" });
    await expect(page.getByText("Dit e-mailadres is al in gebruik")).toBeVisible();
    await signIn(page, member);
    await expect(page.getByText("Inloggen succesvol!")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test("every validation message of the auth forms", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Inloggen", exact: true }).click();
    await expect(page.getByText("E-mailadres is verplicht")).toBeVisible();
    await expect(page.getByText("Wachtwoord is verplicht")).toBeVisible();
    await expect(page.getByLabel("E-mailadres")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("E-mailadres").fill("geen-adres");
    await page.getByLabel("Wachtwoord", { exact: true }).fill("12345");
    await page.getByRole("button", { name: "Inloggen", exact: true }).click();
    await expect(page.getByText("Ongeldig e-mailadres")).toBeVisible();
    await expect(page.getByText("Wachtwoord moet minimaal 6 tekens zijn")).toBeVisible();

    await page.getByLabel("E-mailadres").fill("");
    await page.getByRole("button", { name: "Wachtwoord vergeten?" }).click();
    await expect(page.getByText("Voer eerst je e-mailadres in")).toBeVisible();

    await page.getByRole("tab", { name: "Registreren" }).click();
    await expect(page).toHaveURL(/tab=registreren/);
    const form = page.locator("form#registreren");
    // Browsers stop typing at maxlength; remove it to prove the schema's own messages.
    await form.evaluate((f) => f.querySelectorAll("[maxlength]").forEach((el) => el.removeAttribute("maxlength")));
    await form.getByLabel("Volledige naam").fill("  ");
    await form.getByLabel("E-mailadres").fill(`${"a".repeat(250)}@example.org`);
    await form.getByLabel("Wachtwoord", { exact: true }).fill("x".repeat(73));
    await form.getByLabel("Herhaal wachtwoord").fill("iets anders");
    await form.getByRole("button", { name: "Registreren" }).click();
    await expect(form.getByText("Naam is verplicht")).toBeVisible();
    await expect(form.getByText("E-mailadres mag maximaal 255 tekens zijn")).toBeVisible();
    await expect(form.getByText("Wachtwoord mag maximaal 72 tekens zijn")).toBeVisible();
    await expect(form.getByText("Wachtwoorden komen niet overeen")).toBeVisible();
    // The public forms validate on the server, on submit (docs/decisions/054-page-weight-and-first-paint.md);
    // what was typed stays in the fields.
    await form.getByLabel("Volledige naam").fill("n".repeat(101));
    await form.getByRole("button", { name: "Registreren" }).click();
    await expect(form.getByText("Naam mag maximaal 100 tekens zijn")).toBeVisible();
    await expect(form.getByLabel("Herhaal wachtwoord")).toHaveValue("iets anders");
    await form.getByLabel("Wachtwoord", { exact: true }).fill("123456");
    await form.getByLabel("Herhaal wachtwoord").fill("123456");
    await form.getByLabel("Volledige naam").fill("Kees");
    await form.getByLabel("E-mailadres").fill(uniqueEmail("kees"));
    await form.getByRole("button", { name: "Registreren" }).click();
    // The most common passwords are refused by the server.
    await expect(form.getByText("Dit wachtwoord wordt te vaak gebruikt en is makkelijk te raden. Kies een ander wachtwoord.")).toBeVisible();
  });

  test("the same messages come from the server without JavaScript", async ({ browser }) => {
    const context = await newClientContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/auth");
    await page.getByRole("button", { name: "Inloggen", exact: true }).click();
    await expect(page.getByText("E-mailadres is verplicht")).toBeVisible();
    await expect(page.getByText("Wachtwoord is verplicht")).toBeVisible();
    await context.close();
  });
});

test.describe("forgotten password", () => {
  test("reset link by mail → new password → old one stops working; the link works once", async ({ page }) => {
    // Several registrations and sign-ins, each a password hash: over 15 s on a busy 2-core machine.
    test.slow();
    const member = { name: "Daan Visser", email: uniqueEmail("daan"), password };
    await registerAndVerify(page, member);
    await page.context().clearCookies();

    await page.goto("/auth");
    await page.getByLabel("E-mailadres").fill(member.email);
    await page.getByRole("button", { name: "Wachtwoord vergeten?" }).click();
    await expect(page.getByText("Wachtwoordresetlink verstuurd! Controleer je e-mail.")).toBeVisible();
    // The same answer for an unknown address: the form reveals nobody.
    await page.getByLabel("E-mailadres").fill(uniqueEmail("onbekend"));
    await page.getByRole("button", { name: "Wachtwoord vergeten?" }).click();
    await expect(page.getByText("Wachtwoordresetlink verstuurd! Controleer je e-mail.")).toBeVisible();

    const mail = await waitForMail(member.email, "Stel een nieuw wachtwoord in");
    const link = mail.links.find((l) => l.includes("/api/auth/reset-password/"));
    expect(link).toBeTruthy();
    await page.goto(link as string);
    await expect(page.getByRole("heading", { name: "Nieuw wachtwoord instellen" })).toBeVisible();
    await page.getByLabel("Nieuw wachtwoord", { exact: true }).fill("paardenbloem-77");
    await page.getByLabel("Herhaal nieuw wachtwoord").fill("paardenbloem-77");
    await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
    await expect(page.getByText("Je wachtwoord is gewijzigd. Je kunt nu inloggen met je nieuwe wachtwoord.")).toBeVisible();

    await signIn(page, member);
    await expect(page.getByRole("alert")).toHaveText("Ongeldige inloggegevens");
    await signIn(page, { email: member.email, password: "paardenbloem-77" });
    await expect(page.getByText("Inloggen succesvol!")).toBeVisible();

    await page.context().clearCookies();
    await page.goto(link as string);
    await expect(page.getByText(/verlopen of al gebruikt/)).toBeVisible();
  });
});

test.describe("sessions and the guard", () => {
  test("a guarded page sends a visitor to /auth and back after signing in", async ({ page }) => {
    const member = { name: "Ayla Smit", email: uniqueEmail("ayla"), password };
    await registerAndVerify(page, member);
    await page.context().clearCookies();
    await page.goto("/instellingen");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Finstellingen/);
    await expect(page.getByText("Log in om deze pagina te bekijken.")).toBeVisible();
    await page.getByLabel("E-mailadres").fill(member.email);
    await page.getByLabel("Wachtwoord", { exact: true }).fill(member.password);
    await page.getByRole("button", { name: "Inloggen", exact: true }).click();
    await expect(page).toHaveURL(/\/instellingen$/);
    // A crafted return address never leaves the site.
    await page.context().clearCookies();
    await signIn(page, member);
    // A request still in flight after signing in may set the session cookie again: let it land
    // before the cookies are cleared.
    await page.waitForLoadState("networkidle");
    await page.context().clearCookies();
    await page.goto("/auth?redirectTo=//evil.example/x");
    await page.getByLabel("E-mailadres").fill(member.email);
    await page.getByLabel("Wachtwoord", { exact: true }).fill(member.password);
    await page.getByRole("button", { name: "Inloggen", exact: true }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test("logout signs out this browser only; 'Overal uitloggen' in the settings ends every session", async ({ browser }) => {
    // Several registrations and sign-ins, each a password hash: over 15 s on a busy 2-core machine.
    test.slow();
    const first = await newClientContext(browser);
    const second = await newClientContext(browser);
    const a = await first.newPage();
    const b = await second.newPage();
    const member = { name: "Milan Mulder", email: uniqueEmail("milan"), password };
    await registerAndVerify(a, member);
    await signIn(b, member);
    await expect(b.getByRole("button", { name: "Account van Milan Mulder" })).toBeVisible();
    await (await hydrated(a.getByRole("button", { name: "Account van Milan Mulder" }))).click();
    await a.getByRole("menuitem", { name: "Uitloggen" }).click();
    await expect(a).toHaveURL(/\/$/);
    await expect(a.getByText("Uitgelogd")).toBeVisible();
    await expect(a.getByRole("banner").getByRole("link", { name: "Inloggen / Registreren" })).toBeVisible();
    await b.reload();
    await expect(b.getByRole("button", { name: "Account van Milan Mulder" })).toBeVisible();

    await signIn(a, member);
    await expect(a.getByRole("button", { name: "Account van Milan Mulder" })).toBeVisible();
    await b.goto("/instellingen");
    await b.getByText("Overal uitloggen", { exact: true }).click();
    await b.getByRole("button", { name: "Ja, log me overal uit" }).click();
    await expect(b.getByText("Je bent op al je apparaten uitgelogd.")).toBeVisible();
    await expect(b.getByRole("banner").getByRole("link", { name: "Inloggen / Registreren" })).toBeVisible();
    await a.reload();
    await expect(a.getByRole("banner").getByRole("link", { name: "Inloggen / Registreren" })).toBeVisible();
    await first.close();
    await second.close();
  });

  test("members see contact details where visitors see the prompt", async ({ page }) => {
    const { richInitiative, event } = expected();
    const member = { name: "Femke de Boer", email: uniqueEmail("femke"), password };
    await registerAndVerify(page, member);
    await page.goto(`/event/${event.id}`);
    await expect(page.getByRole("link", { name: event.organizer_email })).toBeVisible();
    await page.goto(`/initiatief/${richInitiative.id}`);
    await expect(page.getByText("Meld je aan om contactgegevens te bekijken")).toHaveCount(0);
    await expect(page.locator('a[href^="mailto:"]').first()).toBeVisible();
  });
});
