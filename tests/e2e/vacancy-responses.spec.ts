/**
 * Member journey of responses to vacancies ("Ik doe mee", app/modules/participation): an
 * organizer publishes a vacancy; a visitor is invited to sign in; a member responds (the form's
 * messages first), the organizer gets the mail, finds the response in Mijn items, sets "In gesprek"
 * (the volunteer gets a mail and sees the status), and the volunteer withdraws. A second member
 * responds with JavaScript switched off. The vacancy page with the form and its errors and the
 * organizer's responses page are scanned with axe at 375 and 1280 px (they are excluded from the
 * route-table scans: tests/e2e/accessibility-helpers.ts).
 */
import type { Browser, Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoHorizontalScroll, NARROWEST, waitForHydration, WIDTHS } from "./accessibility-helpers";
import { registerAndVerify, signIn, uniqueEmail, waitForMail } from "./accounts-helpers";
import { expect, hydrated, newClientContext, test } from "./fixtures";

const password = "zonnebloem-42";

/** A suffix that keeps names unique across parallel tests and runs. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Scans the page as it is now at 375 and 1280 px, and for sideways scrolling at 320 px. */
async function scan(page: Page, state: string) {
  await page.setViewportSize(WIDTHS.mobile);
  await expectNoAxeViolations(page, `${state} at 375 px`);
  await page.setViewportSize(NARROWEST);
  await expectNoHorizontalScroll(page, state);
  await page.setViewportSize(WIDTHS.desktop);
  await expectNoAxeViolations(page, `${state} at 1280 px`);
}

/** Registers an organizer on `page` with an initiative and a vacancy through the forms; returns the vacancy's id. */
async function organizerWithVacancy(page: Page, organizer: { name: string; email: string }, initiative: string, vacancy: string) {
  await registerAndVerify(page, { ...organizer, password });
  await page.goto("/nieuw-initiatief");
  await waitForHydration(page);
  await page.getByLabel("Naam van het initiatief").fill(initiative);
  await page.getByLabel("Formeel", { exact: true }).check();
  await page.getByLabel("Rechtsvorm", { exact: true }).selectOption("stichting");
  await page.getByLabel("Thema").selectOption("natuur");
  await page.getByLabel("Korte beschrijving").fill("Een moestuin voor en door de buurt.");
  await page.getByLabel("Uitgebreide beschrijving").fill("Elke zaterdag tuinieren we samen en delen we de oogst.");
  await page.getByLabel("Schaal").selectOption("nationaal");
  await page.getByLabel("Contact e-mail").fill("tuin@voorbeeld.example.org");
  await page.getByRole("button", { name: "Initiatief aanmaken" }).click();
  await expect(page).toHaveURL(/\/mijn-items$/);

  await page.goto("/vacature/nieuw");
  await waitForHydration(page);
  await page.getByLabel("Initiatief").selectOption({ label: initiative });
  await page.getByLabel("Titel").fill(vacancy);
  await page.getByLabel("Categorie").selectOption("vrijwilliger");
  await page.getByLabel("Type", { exact: true }).fill("Vrijwilligerswerk");
  await page.getByLabel("Beschrijving", { exact: true }).fill("Help ons op zaterdag met zaaien, wieden en oogsten.");
  await page.getByLabel("Contact e-mail").fill("tuin@voorbeeld.example.org");
  await page.getByRole("button", { name: "Vacature aanmaken" }).click();
  await expect(page).toHaveURL(/\/mijn-items\?tab=doe-mee$/);
  const href = await page.getByRole("tabpanel").getByRole("link", { name: vacancy, exact: true }).getAttribute("href");
  const id = href?.split("/").at(-1);
  if (!id) throw new Error("no link to the new vacancy");
  return id;
}

/** A new member, registered and verified in a context of its own (with JavaScript). */
async function newMember(browser: Browser, name: string, prefix: string) {
  const member = { name, email: uniqueEmail(prefix), password };
  const context = await newClientContext(browser);
  const page = await context.newPage();
  await registerAndVerify(page, member);
  return { member, context, page };
}

test.describe("responses to a vacancy", () => {
  test("a member responds, the organizer sets “In gesprek” from Mijn items, the volunteer withdraws; one more responds without JavaScript", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const u = unique();
    const title = `Tuinhulp ${u}`;
    const organizer = { name: "Olga Organisator", email: uniqueEmail("olga") };
    const vacancyId = await organizerWithVacancy(page, organizer, `Moestuin ${u}`, title);
    const vacancyPath = `/vacature/${vacancyId}`;

    // The organizer sees the count and a link, not the form.
    await page.goto(vacancyPath);
    await expect(page.getByRole("heading", { name: "Reacties", exact: true })).toBeVisible();
    await expect(page.getByText("Er zijn nog geen reacties op deze vacature.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Ik doe mee" })).toHaveCount(0);

    // A visitor is invited to sign in, and comes back to the vacancy afterwards.
    const visitorContext = await newClientContext(browser);
    const visitor = await visitorContext.newPage();
    await visitor.goto(vacancyPath);
    const login = visitor.getByRole("link", { name: "Log in om te reageren" });
    await expect(login).toHaveAttribute("href", `/auth?redirectTo=${encodeURIComponent(vacancyPath)}&melding=reageren`);
    await login.click();
    await expect(visitor.getByText("Log in om te reageren op een vacature.")).toBeVisible();
    await visitorContext.close();

    // A member responds: first the messages, then the response.
    const { member: volunteer, context: volunteerContext, page: volunteerPage } = await newMember(browser, "Vince Vrijwilliger", "vince");
    await volunteerPage.goto(vacancyPath);
    const send = await hydrated(volunteerPage.getByRole("button", { name: "Ik doe mee" }));
    await send.click();
    const motivation = volunteerPage.getByLabel("Waarom wil je meedoen?");
    await expect(volunteerPage.getByText("Schrijf minstens 10 tekens over waarom je mee wilt doen.")).toBeVisible();
    await expect(motivation).toHaveAttribute("aria-invalid", "true");
    await motivation.fill("Ik tuinier al jaren en heb op zaterdag tijd.");
    await volunteerPage.getByLabel("Telefoonnummer (optioneel)").fill("bel me");
    await send.click();
    await expect(volunteerPage.getByText("Vul een geldig telefoonnummer in (cijfers, spaties, +, -, haakjes)")).toBeVisible();
    await scan(volunteerPage, "the response form with its errors");
    await volunteerPage.getByLabel("Telefoonnummer (optioneel)").fill("06 1234 5678");
    await send.click();
    await expect(volunteerPage.getByRole("heading", { name: "Je reactie is verstuurd" })).toBeVisible();
    await expect(volunteerPage.getByRole("heading", { name: "Je reactie is verstuurd" })).toBeFocused();
    await expect(volunteerPage.getByText("Nieuw", { exact: true })).toBeVisible();
    // The success toast is this visit's first: its code loads first, so it comes a moment later.
    await expect(volunteerPage.locator("[data-sonner-toast]").first()).toBeVisible();
    await scan(volunteerPage, "the sent response");

    // The organizer's mail has what they need to get in touch.
    const mail = await waitForMail(organizer.email, `Nieuwe reactie op ${title}`);
    expect(mail.subject).toBe(`Nieuwe reactie op ${title}`);
    expect(mail.text).toContain("Vince Vrijwilliger");
    expect(mail.text).toContain("Ik tuinier al jaren en heb op zaterdag tijd.");
    expect(mail.text).toContain(volunteer.email);
    expect(mail.text).toContain("06 1234 5678");
    expect(mail.links.some((link) => link.endsWith(`${vacancyPath}/reacties`))).toBe(true);

    // Mijn items: the count and the way to the responses.
    await page.goto("/mijn-items?tab=doe-mee");
    const row = page.getByRole("tabpanel").getByRole("listitem").filter({ hasText: title });
    await expect(row.getByText("1 reactie, 1 nieuw")).toBeVisible();
    await row.getByRole("link", { name: `Reacties (1): ${title}, 1 nieuw` }).click();
    await expect(page).toHaveURL(new RegExp(`${vacancyPath}/reacties$`));
    await expect(page.getByRole("heading", { level: 1, name: `Reacties op ${title}` })).toBeVisible();
    const response = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Vince Vrijwilliger" }) });
    await expect(response.getByRole("link", { name: volunteer.email })).toHaveAttribute("href", `mailto:${volunteer.email}`);
    await expect(response.getByRole("link", { name: "06 1234 5678" })).toBeVisible();
    await expect(response.getByText("Ik tuinier al jaren en heb op zaterdag tijd.")).toBeVisible();
    await waitForHydration(page);
    await scan(page, "the organizer's responses page");
    await response.getByLabel("Status van de reactie van Vince Vrijwilliger").selectOption("in_conversation");
    await response.getByRole("button", { name: "Opslaan: status van Vince Vrijwilliger" }).click();
    await expect(page.getByText("Status opgeslagen")).toBeVisible();
    // The badge follows the stored status, and the select shows it.
    await expect(response.locator("span").filter({ hasText: /^In gesprek$/ })).toBeVisible();
    await expect(response.getByLabel("Status van de reactie van Vince Vrijwilliger")).toHaveValue("in_conversation");

    // The volunteer hears of it, sees it, and withdraws.
    const update = await waitForMail(volunteer.email, `Je reactie op ${title}: in gesprek`);
    expect(update.text).toContain("In gesprek");
    await volunteerPage.goto(vacancyPath);
    await expect(volunteerPage.getByText("In gesprek", { exact: true })).toBeVisible();
    await (await hydrated(volunteerPage.getByRole("button", { name: `Reactie intrekken: ${title}` }))).click();
    const dialog = volunteerPage.getByRole("dialog", { name: "Reactie intrekken?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Ja, intrekken" }).click();
    await expect(volunteerPage.getByText("Je reactie is ingetrokken")).toBeVisible();
    await expect(volunteerPage.getByRole("button", { name: "Ik doe mee" })).toBeVisible();
    await volunteerContext.close();

    // Without JavaScript: a plain form post, back on the vacancy with the toast and the sent state.
    const { member: quiet, context: registration } = await newMember(browser, "Stijn Zonderscript", "stijn");
    await registration.close();
    const noScript = await newClientContext(browser, { javaScriptEnabled: false });
    const noJs = await noScript.newPage();
    await signIn(noJs, quiet);
    await noJs.goto(vacancyPath);
    await noJs.getByLabel("Waarom wil je meedoen?").fill("Ik help graag mee, ook zonder JavaScript.");
    await noJs.getByRole("button", { name: "Ik doe mee" }).click();
    await expect(noJs).toHaveURL(new RegExp(`${vacancyPath}$`));
    await expect(noJs.getByRole("heading", { name: "Je reactie is verstuurd" })).toBeVisible();
    expect(await noJs.locator("noscript").allTextContents()).toContain("Je reactie is verstuurd");
    await noScript.close();

    // The organizer's list: the withdrawn response is gone, the new one is there.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Stijn Zonderscript" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Vince Vrijwilliger" })).toHaveCount(0);
  });
});
