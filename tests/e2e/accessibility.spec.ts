/**
 * Accessibility for visitors (docs/decisions/009-accessibility.md): every route of app/routes.ts is
 * either scanned (here or in accessibility-members.spec.ts) or excluded with a reason; each page
 * has zero axe violations (WCAG 2.0/2.1/2.2 A and AA) at 375 and 1280 px, does not scroll sideways
 * at 320 px, and has a unique title of the form "{naam} – Dit doet Nederland". States: empty
 * results, a form with its validation errors, the filter drawer and the mobile menu, the 404 page
 * and a not-found detail page.
 */
import {
  excludedRoutes,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectUniqueTitle,
  memberPages,
  routePaths,
  scanPage,
  TITLE_FORM,
  visitorPages,
  waitForHydration,
  WIDTHS,
} from "./accessibility-helpers";
import { expect, expected, test } from "./fixtures";

function ids() {
  const { richInitiative, event, vacancy } = expected();
  return { initiative: richInitiative.id, event: event.id, vacancy: vacancy.id };
}

test.describe("accessibility for visitors", () => {
  test("every route of the route table is scanned or excluded with a reason", () => {
    const own = { initiative: "own-initiative", event: "own-event" };
    const covered = new Set([...visitorPages(ids()), ...memberPages(ids(), own)].map((p) => p.route));
    const table = routePaths();
    const unaccounted = table.filter((path) => !covered.has(path) && !(path in excludedRoutes));
    expect(unaccounted, "routes neither scanned nor excluded (add them to tests/e2e/accessibility-helpers.ts)").toEqual([]);
    // A scanned route that no longer exists is a stale plan.
    expect([...covered].filter((path) => !table.includes(path))).toEqual([]);
  });

  // One test per page: a slow scan on a loaded machine then stays far inside its own timeout, and a
  // failure names the page. The plan's order and length do not depend on the seeded ids.
  const placeholder = { initiative: ":id", event: ":id", vacancy: ":id" };
  visitorPages(placeholder).forEach(({ url }, index) => {
    test(`${url}: no axe violations at 375 and 1280 px, no sideways scrolling at 320 px`, async ({ page }) => {
      await scanPage(page, visitorPages(ids())[index]!.url);
    });
  });

  test("every page has a title of the form '{naam} – Dit doet Nederland', unique to its route", async ({ page }) => {
    const titles = new Map<string, string>();
    for (const planned of visitorPages(ids())) {
      await page.goto(planned.url);
      const title = await page.title();
      expect.soft(title, `title of ${planned.url}`).toMatch(TITLE_FORM);
      expectUniqueTitle(titles, title, planned);
    }
    expect(titles.get("Dit doet Nederland")).toBe("");
  });

  test("the not-found pages have their own titles", async ({ page }) => {
    await page.goto("/deze-pagina-bestaat-niet");
    await expect(page).toHaveTitle("Pagina niet gevonden – Dit doet Nederland");
    await page.goto("/initiatief/999999");
    await expect(page).toHaveTitle(TITLE_FORM);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("forms showing their validation errors", async ({ page }) => {
    await page.setViewportSize(WIDTHS.desktop);
    await page.goto("/auth");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Inloggen", exact: true }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    // Each invalid field points at its message.
    for (const field of await page.locator('main [aria-invalid="true"]').all()) {
      const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
      expect(describedBy, "aria-describedby of an invalid field").not.toBe("");
      for (const id of describedBy.split(/\s+/)) await expect(page.locator(`[id="${id}"]`)).toBeAttached();
    }
    await expectNoAxeViolations(page, "/auth with errors");

    await page.goto("/auth?tab=registreren");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Registreren", exact: true }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoAxeViolations(page, "/auth?tab=registreren with errors");

    await page.goto("/contact");
    await waitForHydration(page);
    await page.getByRole("main").getByRole("button", { name: /Versturen|Verstuur/ }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoAxeViolations(page, "/contact with errors");
  });

  test("the filter drawer and the menu at 375 px", async ({ page }) => {
    await page.setViewportSize(WIDTHS.mobile);
    await page.goto("/initiatieven");
    await waitForHydration(page);
    await page.getByRole("button", { name: /^Filters/ }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page, "/initiatieven with the filter drawer open");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.getByRole("button", { name: "Menu openen" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expectNoAxeViolations(page, "the menu open at 375 px");
  });

  test("the accessibility statement is linked in the footer and says what, how, what not and where to report", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Toegankelijkheid" }).click();
    await expect(page).toHaveURL(/\/toegankelijkheid$/);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Toegankelijkheid" })).toBeFocused();
    // The new page is announced politely.
    await expect(page.getByRole("status").filter({ hasText: "Toegankelijkheid – Dit doet Nederland" })).toHaveAttribute(
      "aria-live",
      "polite",
    );
    // The toasts' own live region (sonner) is added with the first toast of a visit, a moment before
    // it (app/components/toaster.tsx); tests/e2e/page-weight.spec.ts follows that first toast.
    await expect(main.getByRole("region", { name: "Welke norm we volgen" })).toContainText("(WCAG) 2.2, niveau AA");
    await expect(main.getByRole("region", { name: "Welke norm we volgen" })).toContainText("EN 301 549");
    await expect(main.getByRole("region", { name: "Hoe we testen" })).toContainText("axe-core");
    await expect(main.getByRole("region", { name: "Wat nog niet goed werkt" })).toContainText("4 seconden");
    // Every page works without JavaScript now, so the statement no longer lists that as a limit.
    await expect(main.getByRole("region", { name: "Wat nog niet goed werkt" })).not.toContainText("JavaScript");
    await expect(main.getByRole("region", { name: "Een probleem melden" }).getByRole("link", { name: "contactformulier" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("text at 200% fits without sideways scrolling, and reduced motion stops animations", async ({ page }) => {
    const { richInitiative, event } = expected();
    await page.setViewportSize(WIDTHS.desktop);
    // 200% text (WCAG 1.4.4): the rem-based layout grows with the root font size.
    for (const url of ["/", "/initiatieven", `/initiatief/${richInitiative.id}`, `/event/${event.id}`, "/auth", "/faq"]) {
      await page.goto(url);
      await page.evaluate(() => {
        document.documentElement.style.fontSize = "200%";
      });
      await expectNoHorizontalScroll(page, `${url} with 200% text`);
      const h1 = await page.getByRole("heading", { level: 1 }).boundingBox();
      expect(h1?.height ?? 0, `h1 of ${url} at 200%`).toBeGreaterThan(40);
    }

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/faq");
    const chevron = page.getByRole("main").locator("summary").first().locator("svg");
    const duration = await chevron.evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(Number.parseFloat(duration)).toBeLessThan(0.001);
  });
});
