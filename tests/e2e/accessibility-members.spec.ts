/**
 * Accessibility for members (docs/decisions/009-accessibility.md): the member pages of the route
 * table (see accessibility-helpers.ts for the plan the visitor spec checks against the route table)
 * have zero axe violations at 375 and 1280 px and no sideways scrolling at 320 px, also with a form
 * showing its errors, the feedback dialog, a delete confirmation, the account dialog and the user
 * menu open.
 *
 * One member is registered once (in `beforeAll`, through the UI) with an initiative and an event
 * of their own; the tests reuse that login through a storage state and run in order.
 */
import type { Page } from "@playwright/test";
import path from "node:path";
import { expectNoAxeViolations, expectUniqueTitle, memberPages, scanPage, waitForHydration, WIDTHS } from "./accessibility-helpers";
import { registerAndVerify, uniqueEmail } from "./accounts-helpers";
import { expect, expected, newClientContext, test, hydrated } from "./fixtures";

const storageState = path.join(process.env.E2E_DATA_DIR ?? ".", "a11y-member-state.json");
const own = { initiative: "", event: "", eventTitle: "" };

/** The id at the end of a link's href ("/event/<uuid>"). */
async function idFromLink(page: Page, name: string): Promise<string> {
  const href = await page.getByRole("main").getByRole("link", { name, exact: true }).first().getAttribute("href");
  const id = href?.split("/").at(-1);
  if (!id) throw new Error(`no link named "${name}"`);
  return id;
}

// In order in one worker (they share the member of beforeAll), but a failing test does not skip the
// ones after it.
test.describe.configure({ mode: "default" });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  // A fresh context: not the storage state this file uses, which does not exist yet.
  const context = await newClientContext(browser, { storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const stamp = Date.now().toString(36);
  await registerAndVerify(page, { name: "Anouk Toegankelijk", email: uniqueEmail("anouk"), password: "zonnebloem-42" });

  const initiativeName = `Buurtkamer Toegankelijk ${stamp}`;
  await page.goto("/nieuw-initiatief");
  await waitForHydration(page);
  await page.getByLabel("Naam van het initiatief").fill(initiativeName);
  await page.getByLabel("Formeel", { exact: true }).check();
  await page.getByLabel("Rechtsvorm", { exact: true }).selectOption("stichting");
  await page.getByLabel("Thema").selectOption("zorg");
  await page.getByLabel("Korte beschrijving").fill("Een huiskamer voor de hele buurt, drempelvrij.");
  await page.getByLabel("Uitgebreide beschrijving").fill("Elke dinsdag koffie, elke donderdag samen eten.");
  await page.getByLabel("Schaal").selectOption("nationaal");
  await page.getByLabel("Contact e-mail").fill("buurtkamer@voorbeeld.example.org");
  await page.getByRole("button", { name: "Initiatief aanmaken" }).click();
  await expect(page).toHaveURL(/\/mijn-items$/);
  own.initiative = await idFromLink(page, initiativeName);

  own.eventTitle = `Open middag ${stamp}`;
  await page.goto(`/nieuw-event?initiative=${own.initiative}`);
  await waitForHydration(page);
  await page.getByLabel("Titel").fill(own.eventTitle);
  await page.getByLabel("Type", { exact: true }).selectOption("bijeenkomst");
  await page.getByLabel("Korte beschrijving").fill("Kom langs en maak kennis.");
  await page.getByLabel("Startdatum en -tijd").fill(`${new Date().getFullYear() + 1}-03-14T14:00`);
  await page.getByLabel("Locatie en adres").fill("Dorpsstraat 1");
  await page.getByLabel("Plaats", { exact: true }).fill("Utrecht");
  await page.getByLabel("Naam organisator").fill("Anouk");
  await page.getByLabel("E-mail organisator").fill("anouk@voorbeeld.example.org");
  await page.getByRole("button", { name: "Event aanmaken" }).click();
  await expect(page).toHaveURL(/\/mijn-items/);
  await page.goto("/mijn-items?tab=events");
  own.event = await idFromLink(page, own.eventTitle);

  await context.storageState({ path: storageState });
  await context.close();
});

test.use({ storageState });

test.describe("accessibility for members", () => {
  // One test per page, so each scan stays far inside its own timeout and a failure names the page.
  const placeholder = { initiative: ":id", event: ":id", vacancy: ":id" };
  const plan = () => {
    const { richInitiative, event, vacancy } = expected();
    return memberPages({ initiative: richInitiative.id, event: event.id, vacancy: vacancy.id }, own);
  };
  memberPages(placeholder, { initiative: ":own", event: ":own" }).forEach(({ url }, index) => {
    test(`${url}: no axe violations at 375 and 1280 px, no sideways scrolling at 320 px`, async ({ page }) => {
      await scanPage(page, plan()[index]!.url);
    });
  });

  test("every member page has a title unique to its route", async ({ page }) => {
    const titles = new Map<string, string>();
    // The server-rendered <title>, read without rendering each page in the browser.
    for (const planned of plan()) {
      const html = await (await page.request.get(planned.url)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replaceAll("&amp;", "&") ?? "";
      expectUniqueTitle(titles, title, planned);
    }
  });

  for (const [label, viewport] of [["375", WIDTHS.mobile], ["1280", WIDTHS.desktop]] as const) {
    test(`at ${label} px: a form with its errors, the feedback dialog, a delete confirmation and the account dialog`, async ({
      page,
    }) => {
      // Four axe scans of four pages.
      test.slow();
      await page.setViewportSize(viewport);
      const at = `at ${viewport.width} px`;

      await page.goto("/nieuw-initiatief");
      await waitForHydration(page);
      await page.getByRole("button", { name: "Initiatief aanmaken" }).click();
      await expect(page.getByText("Naam is verplicht", { exact: true })).toBeVisible();
      await expectNoAxeViolations(page, `/nieuw-initiatief with errors ${at}`);

      await (await hydrated(page.getByRole("link", { name: "Feedback", exact: true }))).click();
      await expect(page.getByRole("dialog", { name: "Feedback geven" })).toBeVisible();
      await page.getByRole("dialog").getByRole("button", { name: "Versturen" }).click();
      await expectNoAxeViolations(page, `the feedback dialog with an error ${at}`);
      await page.keyboard.press("Escape");

      await page.goto("/mijn-items?tab=events");
      await waitForHydration(page);
      await page.getByRole("button", { name: `Verwijderen: ${own.eventTitle}` }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoAxeViolations(page, `the delete confirmation ${at}`);
      await page.keyboard.press("Escape");

      await page.goto("/instellingen");
      await waitForHydration(page);
      await page.getByRole("button", { name: "Account verwijderen" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoAxeViolations(page, `the account deletion dialog ${at}`);
      await page.keyboard.press("Escape");
    });
  }

  test("the user menu", async ({ page }) => {
    // A dropdown, shown from the sm breakpoint up.
    await page.setViewportSize(WIDTHS.desktop);
    await page.goto("/mijn-items");
    await waitForHydration(page);
    await (await hydrated(page.getByRole("button", { name: "Account van Anouk Toegankelijk" }))).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectNoAxeViolations(page, "the user menu");
  });

  test("a double click on a submit button sends the form once", async ({ page }) => {
    const name = `Dubbelklikclub ${Date.now().toString(36)}`;
    await page.goto("/nieuw-initiatief");
    await waitForHydration(page);
    await page.getByLabel("Naam van het initiatief").fill(name);
    await page.getByLabel("Informeel", { exact: true }).check();
    await page.getByLabel("Soort", { exact: true }).selectOption("buurtgroep");
    await page.getByLabel("Thema").selectOption("cultuur");
    await page.getByLabel("Korte beschrijving").fill("We klikken graag twee keer.");
    await page.getByLabel("Uitgebreide beschrijving").fill("Maar we bestaan maar één keer.");
    await page.getByLabel("Schaal").selectOption("nationaal");
    await page.getByLabel("Contact e-mail").fill("dubbel@voorbeeld.example.org");
    // Hold the form post, as a slow connection would, until the busy state has been seen.
    let posts = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/nieuw-initiatief*", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      posts++;
      await held;
      await route.continue().catch(() => undefined);
    });
    // A slow phone: React renders the router's busy state well after the second click.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 20 });
    await page.getByRole("button", { name: "Initiatief aanmaken" }).dblclick();
    const busy = page.getByRole("button", { name: "Initiatief aanmaken…" });
    await expect(busy).toBeDisabled();
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await expect(page.getByRole("main")).toHaveAttribute("aria-busy", "true");
    await expect(page.getByTestId("navigatie-voortgang")).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/mijn-items/);
    expect(posts, "form posts sent").toBe(1);
    await expect(page.getByText("Je initiatief is succesvol aangemaakt!")).toBeVisible();
    await page.goto(`/initiatieven?zoek=${encodeURIComponent(name)}`);
    await expect(page.getByRole("main").getByRole("heading", { name, exact: true })).toHaveCount(1);
  });
});
