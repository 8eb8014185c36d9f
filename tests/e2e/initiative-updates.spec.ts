/**
 * Initiative updates ("Nieuws", docs/product-rules.md#initiative-updates): the owner posts an update
 * with a picture, sees it under "Nieuws" on the initiative page and in its Atom feed, edits it and
 * deletes it (behind the shared confirmation); another member sees no edit controls and is refused
 * when opening or posting the form directly. With JavaScript (axe clean on the form at 1280 px and
 * the page at 1280 and 375 px) and without it at 375 px.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations, WIDTHS } from "./accessibility-helpers";
import { signIn } from "./accounts-helpers";
import { createInitiative, newMember } from "./content-helpers";
import { expect, newClientContext, test } from "./fixtures";
import { chooseImage, reloadUntilVisible, testPhoto } from "./picture-helpers";

function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

const news = (page: Page) => page.getByRole("region", { name: "Nieuws" });
const pictureSlot = (page: Page) => page.getByRole("group", { name: "Afbeelding (optioneel)", exact: true });

test.describe("initiative updates", () => {
  // A step that cannot happen fails at its own line instead of at the test's end.
  test.use({ actionTimeout: 20_000 });

  test("the owner posts an update with a picture, edits and deletes it; another member is refused", async ({ page, browser, request }) => {
    test.slow();
    await page.setViewportSize(WIDTHS.desktop);
    await newMember(page, "Noor Nieuws");
    const name = uniqueName("Buurtmoestuin Nieuwsgierig");
    const id = await createInitiative(page, name);

    await page.goto(`/initiatief/${id}`);
    await expect(news(page).getByText("Dit initiatief heeft nog geen nieuws geplaatst.")).toBeVisible();
    await news(page).getByRole("link", { name: "Nieuwsbericht plaatsen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Nieuwsbericht plaatsen" })).toBeVisible();
    await page.getByLabel("Bericht", { exact: true }).fill("Te kort");
    await page.getByRole("button", { name: "Bericht plaatsen" }).click();
    await expect(page.getByText("Je bericht moet minimaal 10 tekens zijn")).toBeVisible();
    const text = "Zaterdag oogsten we de pompoenen! Meer op https://moestuin.example.org/oogst";
    await page.getByLabel("Bericht", { exact: true }).fill(text);
    await chooseImage(pictureSlot(page), await testPhoto("#c27a2c"), "Oranje pompoenen op een kruiwagen");
    await expectNoAxeViolations(page, "update form with a picture");
    await page.getByRole("button", { name: "Bericht plaatsen" }).click();
    await expect(page).toHaveURL(new RegExp(`/initiatief/${id}#nieuws$`));
    await expect(page.getByText("Je bericht is geplaatst")).toBeVisible();
    await expect(news(page).getByText("Zaterdag oogsten we de pompoenen!")).toBeVisible();
    const link = news(page).getByRole("link", { name: "https://moestuin.example.org/oogst" });
    await expect(link).toHaveAttribute("rel", "nofollow ugc noopener");
    await reloadUntilVisible(page, news(page).getByRole("img", { name: "Oranje pompoenen op een kruiwagen" }));
    await expectNoAxeViolations(page, "initiative page with an update, 1280 px");
    await page.setViewportSize(WIDTHS.mobile);
    await expectNoAxeViolations(page, "initiative page with an update, 375 px");
    await page.setViewportSize(WIDTHS.desktop);

    const feed = await request.get(`/initiatief/${id}/nieuws.atom`);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain("Zaterdag oogsten we de pompoenen!");

    // Another member: no controls, and the form is refused when opened or posted directly.
    const otherContext = await newClientContext(browser);
    try {
      const other = await otherContext.newPage();
      await newMember(other, "Olga Ander");
      await other.goto(`/initiatief/${id}`);
      await expect(news(other).getByText("Zaterdag oogsten we de pompoenen!")).toBeVisible();
      await expect(news(other).getByRole("link", { name: /Bewerken of verwijderen|Nieuwsbericht plaatsen/ })).toHaveCount(0);
      const page404 = await other.goto(`/initiatief/${id}/nieuws/nieuw`);
      expect(page404?.status()).toBe(404);
      const posted = await other.request.post(`/initiatief/${id}/nieuws/nieuw`, {
        form: { intent: "save", body: "Dit mag ik niet plaatsen, want het is niet mijn initiatief." },
        headers: { Origin: new URL(other.url()).origin },
        maxRedirects: 0,
      });
      expect(posted.status()).toBe(404);
    } finally {
      await otherContext.close();
    }
    await page.reload();
    await expect(news(page).getByText("Dit mag ik niet plaatsen")).toHaveCount(0);

    // Edit, then delete behind the confirmation dialog.
    await news(page).getByRole("link", { name: /Bewerken of verwijderen/ }).click();
    await expect(page.getByLabel("Bericht", { exact: true })).toHaveValue(text);
    await page.getByLabel("Bericht", { exact: true }).fill(`${text}\n\nUpdate: we beginnen om 10 uur.`);
    await page.getByRole("button", { name: "Wijzigingen opslaan" }).click();
    await expect(page.getByText("Je bericht is bijgewerkt")).toBeVisible();
    await expect(news(page).getByText("Update: we beginnen om 10 uur.")).toBeVisible();
    await news(page).getByRole("link", { name: /Bewerken of verwijderen/ }).click();
    await page.getByRole("button", { name: "Bericht verwijderen" }).click();
    await expect(page.getByRole("dialog", { name: "Dit bericht verwijderen?" })).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: "Ja, verwijderen" }).click();
    await expect(page.getByText("Je bericht is verwijderd")).toBeVisible();
    await expect(news(page).getByText("Dit initiatief heeft nog geen nieuws geplaatst.")).toBeVisible();
  });

  test("without JavaScript at 375 px: a refused post keeps text and picture, then posts; delete asks for confirmation", async ({ page, browser }) => {
    test.slow();
    const member = await newMember(page, "Stijn Zonderscript");
    const name = uniqueName("Repaircafé Stilstaand");
    const id = await createInitiative(page, name);
    const context = await newClientContext(browser, { javaScriptEnabled: false, viewport: WIDTHS.mobile });
    try {
      const noJs = await context.newPage();
      await signIn(noJs, member);
      await noJs.goto(`/initiatief/${id}/nieuws/nieuw`);
      const text = "Elke eerste zaterdag repareren we samen fietsen en lampen.";
      await noJs.getByLabel("Bericht", { exact: true }).fill(text);
      await pictureSlot(noJs).getByLabel("Afbeelding kiezen").setInputFiles(await testPhoto("#3c6e9a"));
      await noJs.getByRole("button", { name: "Bericht plaatsen" }).click();
      await expect(pictureSlot(noJs).getByText("Geef een beschrijving van de afbeelding")).toBeVisible();
      await expect(pictureSlot(noJs).getByText("Gekozen afbeelding: bewaard")).toBeVisible();
      await expect(noJs.getByLabel("Bericht", { exact: true })).toHaveValue(text);
      await pictureSlot(noJs).getByLabel("Beschrijving van de afbeelding").fill("Een fiets op de werkbank");
      await noJs.getByRole("button", { name: "Bericht plaatsen" }).click();
      await expect(noJs).toHaveURL(new RegExp(`/initiatief/${id}#nieuws$`));
      await expect(news(noJs).getByText(text)).toBeVisible();

      await news(noJs).getByRole("link", { name: /Bewerken of verwijderen/ }).click();
      // Without JavaScript the confirmation is a form inside <details>.
      await noJs.locator("summary", { hasText: "Bericht verwijderen" }).click();
      await noJs.getByLabel("Ik begrijp dat dit niet ongedaan kan worden").check();
      await noJs.getByRole("button", { name: "Ja, verwijderen" }).click();
      await expect(noJs).toHaveURL(new RegExp(`/initiatief/${id}#nieuws$`));
      await expect(news(noJs).getByText(text)).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
