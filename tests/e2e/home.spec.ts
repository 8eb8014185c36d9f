import { expect, expected, test } from "./fixtures";

test.describe("home", () => {
  test("shows the hero, counters that match the database, the 6 newest initiatives and the call to register", async ({
    page,
  }) => {
    const { counts } = expected();
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Dit doet Nederland");
    await expect(page.getByRole("heading", { level: 1, name: "Dit doet Nederland" })).toBeVisible();

    const nl = (n: number) => n.toLocaleString("nl-NL");
    await expect(page.getByTestId("teller-initiatieven")).toHaveText(nl(counts.initiatives));
    await expect(page.getByTestId("teller-vacatures")).toHaveText(nl(counts.vacancies));
    await expect(page.getByTestId("teller-events")).toHaveText(nl(counts.upcomingEvents));
    expect(counts.initiatives).toBeGreaterThanOrEqual(60);

    const newest = page.getByRole("region", { name: "Nieuwste initiatieven" }).getByRole("listitem");
    await expect(newest).toHaveCount(6);
    await expect(page.getByRole("main").getByRole("link", { name: "Initiatief aanmelden" })).toHaveAttribute(
      "href",
      "/initiatief/nieuw",
    );
  });

  test("header and footer carry the navigation of the spec", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("navigation", { name: "Hoofdmenu", exact: true });
    for (const [name, href] of [
      ["Initiatieven", "/initiatieven"],
      ["Events", "/events"],
      ["Doe Mee", "/vacatures"],
      ["FAQ", "/faq"],
      ["Contact", "/contact"],
    ]) {
      await expect(header.getByRole("link", { name, exact: true })).toHaveAttribute("href", href as string);
    }
    await expect(page.getByRole("banner").getByRole("link", { name: "Inloggen / Registreren" })).toHaveAttribute(
      "href",
      "/auth",
    );
    const footer = page.getByRole("navigation", { name: "Footer" });
    const hrefs = await footer.getByRole("link").evaluateAll((links) => links.map((l) => l.getAttribute("href")));
    expect(hrefs).toEqual(["/initiatieven", "/events", "/nieuw-initiatief", "/auth", "/vacatures", "/gemeenten", "/faq", "/over-ons", "/contact", "/op-je-eigen-site"]);
  });

  test("the header collapses into a menu on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Hoofdmenu", exact: true })).toBeHidden();
    await page.getByRole("button", { name: "Menu openen" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.getByRole("link", { name: "Doe Mee" }).click();
    await expect(page).toHaveURL(/\/vacatures$/);
    await expect(page.getByRole("heading", { level: 1, name: "Doe Mee" })).toBeVisible();
  });
});
