/**
 * "Heeft dit contact tot een match geleid?" answered from the mail's link, without signing in: the
 * link preselects the answer, the form records it once, with JavaScript and without; axe-clean at
 * phone and desktop width. One question comes by mail from the running server, about a response
 * seeded fifteen days back; the others are seeded with known tokens (tests/setup/participants.ts).
 */
import { expectNoAxeViolations, expectNoHorizontalScroll, WIDTHS } from "./accessibility-helpers";
import { waitForMail } from "./accounts-helpers";
import { expect, expected, hydrated, newClientContext, test } from "./fixtures";

test.describe("the match question from the mail", () => {
  test("arrives by mail fourteen days after a response, and its answer link records the answer", async ({ browser }) => {
    const { askedVolunteerEmail } = expected().participants;
    const mail = await waitForMail(askedVolunteerEmail, "Heeft dit contact tot een match geleid?");
    const answerNo = mail.links.find((link) => /\/match\/[A-Za-z0-9_-]{43}\?antwoord=nee$/.test(link));
    expect(answerNo, "the mail has a one-click link for Nee").toBeDefined();
    const context = await newClientContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    const { pathname, search } = new URL(answerNo!);
    await page.goto(`${pathname}${search}`);
    await expect(page.getByText("Over je reactie op de vacature")).toBeVisible();
    await expect(page.getByRole("radio", { name: "Nee" })).toBeChecked();
    await page.getByRole("button", { name: "Antwoord versturen" }).click();
    await expect(page.getByText("Bedankt!")).toBeVisible();
    await page.goto(pathname);
    await expect(page.getByText("We hebben je antwoord genoteerd: Nee")).toBeVisible();
    await context.close();
  });

  test("is answered with one press, and keeps its answer", async ({ page }) => {
    const { matchTokens } = expected().participants;
    await page.setViewportSize(WIDTHS.mobile);
    await page.goto(`/match/${matchTokens.volunteer}?antwoord=ja`);
    await expect(page.getByRole("heading", { level: 1, name: "Heeft dit contact tot een match geleid?" })).toBeVisible();
    await expect(page.getByText("Over je reactie op de vacature")).toBeVisible();
    await expect(page.getByRole("radio", { name: "Ja" })).toBeChecked();
    await expectNoAxeViolations(page, "match question, 375 px");
    await expectNoHorizontalScroll(page, "match question");

    await (await hydrated(page.getByRole("radio", { name: "Nog niet" }))).check();
    await page.getByRole("button", { name: "Antwoord versturen" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Bedankt!" })).toContainText("Nog niet");
    await expect(page.getByRole("status").filter({ hasText: "Bedankt!" })).toContainText("Over twee weken vragen we het nog één keer.");

    await page.setViewportSize(WIDTHS.desktop);
    await page.goto(`/match/${matchTokens.volunteer}?antwoord=ja`);
    await expect(page.getByText("We hebben je antwoord genoteerd: Nog niet")).toBeVisible();
    await expect(page.getByRole("button", { name: "Antwoord versturen" })).toHaveCount(0);
    await expectNoAxeViolations(page, "match question answered, 1280 px");
  });

  test("works without JavaScript, and refuses an unknown link", async ({ browser }) => {
    const { matchTokens } = expected().participants;
    const context = await newClientContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/match/${matchTokens.organizer}`);
    await expect(page.getByText("Over een reactie op je vacature")).toBeVisible();
    await page.getByRole("button", { name: "Antwoord versturen" }).click();
    await expect(page.getByText("Kies Ja, Nee of Nog niet.")).toBeVisible();
    await page.getByRole("radio", { name: "Ja" }).check();
    await page.getByRole("button", { name: "Antwoord versturen" }).click();
    await expect(page.getByText("We hebben je antwoord genoteerd: Ja")).toBeVisible();

    const unknown = await page.goto(`/match/${"x".repeat(43)}`);
    expect(unknown?.status()).toBe(404);
    await expect(page.getByText("Deze link klopt niet of bestaat niet meer.")).toBeVisible();
    await context.close();
  });
});
