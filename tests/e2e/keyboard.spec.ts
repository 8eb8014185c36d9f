/**
 * Keyboard only (docs/decisions/009-accessibility.md): register → verify → create an initiative;
 * and for a member with an initiative: create an event for it → favourite the event → find it in
 * /favorieten, with Tab, Shift+Tab, Enter, Space, arrows and typing only (the verification link is
 * opened as a mail client would; the second member and initiative are made with the mouse). On
 * the way: the skip link "Naar de inhoud", a visible focus ring on every element Tab reaches, focus
 * on the new page's h1 after a client-side navigation and on the first invalid field after a
 * rejected submit, the feedback dialog trapping and returning focus. And the FAQ's native
 * disclosures.
 *
 * Locators are used only to check where focus is, never to click or fill.
 */
import type { Locator, Page } from "@playwright/test";
import { waitForHydration } from "./accessibility-helpers";
import { uniqueEmail, waitForMail } from "./accounts-helpers";
import { createInitiative, newMember } from "./content-helpers";
import { expect, test } from "./fixtures";

/** The colour of the focus ring token (--color-ring, #1d4ed8 in app/app.css). */
const RING = "rgb(29, 78, 216)";

/**
 * Describes the focused element when it has no visible focus indicator: an outline of at least
 * 2 px, or a ring in the focus colour as box-shadow on it or on the card around it.
 */
async function missingFocusRing(page: Page): Promise<string | null> {
  return page.evaluate((ring) => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    if (style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 2) return null;
    for (let node: Element | null = el, depth = 0; node && depth < 5; node = node.parentElement, depth++) {
      if (getComputedStyle(node).boxShadow.includes(ring)) return null;
    }
    return `<${el.tagName.toLowerCase()}> "${(el.textContent ?? "").trim().slice(0, 40)}" (${el.getAttribute("aria-label") ?? el.id})`;
  }, RING);
}

/**
 * Presses `key` (Tab or Shift+Tab) until `target` has focus, checking the focus ring of every
 * element passed on the way; fails after `max` presses.
 */
async function tabTo(page: Page, target: Locator, { key = "Tab", max = 60 }: { key?: string; max?: number } = {}) {
  await expect(target).toBeAttached();
  const withoutRing: string[] = [];
  const passed: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const missing = await missingFocusRing(page);
    if (missing) withoutRing.push(missing);
    if (await target.evaluate((el) => el === document.activeElement)) {
      expect(withoutRing, `focused elements without a visible focus ring on the way to ${target}`).toEqual([]);
      return;
    }
    passed.push(
      await page.evaluate(() => {
        const el = document.activeElement;
        return `<${el?.tagName.toLowerCase()}> ${(el?.getAttribute("aria-label") ?? el?.textContent ?? "").trim().slice(0, 30)}`;
      }),
    );
    // Focus bouncing between two elements is a trap, not a way through the page.
    const [a, b, c] = passed.slice(-3);
    if (passed.length >= 3 && a === c && a !== b) throw new Error(`focus loops: ${passed.join(" → ")}`);
  }
  throw new Error(`${target} not reached with ${max} × ${key}; focus went to ${passed.join(" → ")}`);
}

/** Tabs to `target` and types `text` into it. */
async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** Expects the page's h1 to have focus (after a client-side navigation). */
async function expectHeadingFocused(page: Page, name: string | RegExp) {
  await expect(page.getByRole("heading", { level: 1, name })).toBeFocused();
}

test.describe("keyboard only", () => {
  test("register, verify and create an initiative", async ({ page }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const member = { name: "Toon Toetsenbord", email: uniqueEmail("toon"), password: "zonnebloem-42" };
    const main = page.getByRole("main");

    // The skip link is the first stop, visible when focused, and jumps to the main content.
    await page.goto("/auth?tab=registreren");
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Naar de inhoud" });
    await expect(skip).toBeFocused();
    expect((await skip.boundingBox())?.width ?? 0).toBeGreaterThan(50);
    expect(await missingFocusRing(page)).toBeNull();
    await page.keyboard.press("Enter");
    await expect(main).toBeFocused();

    // Register.
    await typeInto(page, main.getByLabel("Volledige naam"), member.name);
    await typeInto(page, main.getByLabel("E-mailadres"), member.email);
    await typeInto(page, main.getByLabel("Wachtwoord", { exact: true }), member.password);
    await typeInto(page, main.getByLabel("Herhaal wachtwoord"), member.password);
    await tabTo(page, main.getByRole("button", { name: "Registreren", exact: true }));
    await page.keyboard.press("Enter");
    await expect(page.getByText("Registratie succesvol! Controleer je e-mail voor bevestiging.")).toBeVisible();

    // Verify: the link in the mail, opened as a mail client opens it.
    const mail = await waitForMail(member.email, "Bevestig je e-mailadres");
    const link = mail.links.find((l) => l.includes("/api/auth/verify-email"));
    if (!link) throw new Error("no verification link in the mail");
    await page.goto(link);
    await waitForHydration(page);

    // The user menu: Enter opens it on its first item, arrows move, Enter follows.
    const account = page.getByRole("button", { name: `Account van ${member.name}` });
    await tabTo(page, account);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Mijn items" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/mijn-items$/);
    await expectHeadingFocused(page, "Mijn items");

    // New initiative: the next stop after the heading.
    await page.keyboard.press("Tab");
    await expect(main.getByRole("link", { name: "Nieuw initiatief" }).first()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/nieuw-initiatief$/);
    await expectHeadingFocused(page, "Nieuw initiatief");

    // An empty submit: focus goes to the first invalid field.
    const name = main.getByLabel("Naam van het initiatief");
    await tabTo(page, main.getByRole("button", { name: "Initiatief aanmaken" }), { max: 80 });
    await page.keyboard.press("Enter");
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Naam is verplicht");

    const initiativeName = `Toetsenbordclub ${stamp}`;
    await page.keyboard.type(initiativeName);
    // The formality radios: Tab reaches the group, Space chooses.
    await tabTo(page, main.getByRole("radio", { name: /^Formeel/ }));
    await page.keyboard.press("Space");
    await expect(main.getByRole("radio", { name: /^Formeel/ })).toBeChecked();
    // Native selects: typing picks the option that starts with the text.
    await typeInto(page, main.getByLabel("Rechtsvorm", { exact: true }), "Stichting");
    await expect(main.getByLabel("Rechtsvorm", { exact: true })).toHaveValue("stichting");
    await typeInto(page, main.getByLabel("Thema"), "Onderwijs");
    await expect(main.getByLabel("Thema")).toHaveValue("onderwijs");
    await typeInto(page, main.getByLabel("Korte beschrijving"), "Samen leren we elkaar de computer gebruiken.");
    await typeInto(page, main.getByLabel("Uitgebreide beschrijving"), "Elke woensdagmiddag in de bibliotheek.");
    await typeInto(page, main.getByLabel("Schaal"), "Nationaal");
    await expect(main.getByLabel("Schaal")).toHaveValue("nationaal");
    await typeInto(page, main.getByLabel("Contact e-mail"), "toetsenbordclub@voorbeeld.example.org");
    await tabTo(page, main.getByRole("button", { name: "Initiatief aanmaken" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/mijn-items/);
    await expect(page.getByText("Je initiatief is succesvol aangemaakt!")).toBeVisible();
    await expectHeadingFocused(page, "Mijn items");
  });

  test("create an event for an own initiative, favourite it and find it in /favorieten", async ({ page }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const main = page.getByRole("main");
    // A member with an initiative, made with the mouse: the test above does that by keyboard.
    const member = await newMember(page, "Tineke Toetsenbord");
    const initiativeName = `Toetsenbordclub ${stamp}`;
    await createInitiative(page, initiativeName);
    await page.goto("/mijn-items");
    await waitForHydration(page);
    const account = page.getByRole("button", { name: `Account van ${member.name}` });

    // New event for it.
    await tabTo(page, main.getByRole("link", { name: "Nieuw event" }).first());
    await page.keyboard.press("Enter");
    await expectHeadingFocused(page, "Nieuw event");
    await typeInto(page, main.getByLabel("Initiatief"), initiativeName);
    await expect(main.getByLabel("Initiatief")).not.toHaveValue("");
    const eventTitle = `Computercafé ${stamp}`;
    await typeInto(page, main.getByLabel("Titel"), eventTitle);
    await typeInto(page, main.getByLabel("Type", { exact: true }), "Workshop");
    await expect(main.getByLabel("Type", { exact: true })).toHaveValue("workshop");
    await typeInto(page, main.getByLabel("Korte beschrijving"), "Hulp bij je telefoon en computer.");
    // A date-time field takes its parts in the browser's order (day and month equal, so either
    // order works); "A" answers the AM/PM part of a 12-hour clock and is ignored by a 24-hour one.
    const year = new Date().getFullYear() + 1;
    await typeInto(page, main.getByLabel("Startdatum en -tijd"), `0303${year}1000A`);
    await expect(main.getByLabel("Startdatum en -tijd")).toHaveValue(`${year}-03-03T10:00`);
    await typeInto(page, main.getByLabel("Locatie en adres"), "Bibliotheek, Marktplein 3");
    await typeInto(page, main.getByLabel("Plaats", { exact: true }), "Zwolle");
    await typeInto(page, main.getByLabel("Naam organisator"), member.name);
    await typeInto(page, main.getByLabel("E-mail organisator"), "toon@voorbeeld.example.org");
    await tabTo(page, main.getByRole("button", { name: "Event aanmaken" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/mijn-items/);
    await expectHeadingFocused(page, "Mijn items");

    // To the event: the arrow key moves along the tabs to "Events" (the page stays, and so does
    // focus), then Tab to the event's link.
    await tabTo(page, main.getByRole("tab", { name: /^Initiatieven/ }));
    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(/tab=events/);
    await expect(main.getByRole("tab", { name: /^Events/ })).toBeFocused();
    await expect(main.getByRole("tab", { name: /^Events/ })).toHaveAttribute("aria-selected", "true");
    await tabTo(page, main.getByRole("link", { name: eventTitle, exact: true }));
    await page.keyboard.press("Enter");
    await expectHeadingFocused(page, eventTitle);

    // Favourite it with Space (the heart sits just above the heading).
    const heart = main.getByRole("button", { name: `Bewaar ${eventTitle} als favoriet` });
    await tabTo(page, heart, { key: "Shift+Tab" });
    await page.keyboard.press("Space");
    await expect(main.getByRole("button", { name: `Verwijder ${eventTitle} uit favorieten` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    // The feedback dialog traps focus and gives it back.
    const feedback = page.getByRole("link", { name: "Feedback", exact: true });
    // (Forward through the rest of the page: wrapping around through the browser's own controls
    // would give focus from outside the page, without :focus-visible.)
    await tabTo(page, feedback, { max: 120 });
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Feedback geven" });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press(i % 3 === 2 ? "Shift+Tab" : "Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement)), "focus stays in the dialog").toBe(true);
      expect(await missingFocusRing(page)).toBeNull();
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(feedback).toBeFocused();

    // /favorieten through the user menu.
    await tabTo(page, account, { key: "Shift+Tab", max: 120 });
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Mijn aanmeldingen" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Voor jou" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Favorieten" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/favorieten$/);
    await expectHeadingFocused(page, "Favorieten");
    await expect(main.getByRole("heading", { name: eventTitle })).toBeVisible();
  });

  test("the FAQ: native disclosures, Tab reaches each question, Enter and Space toggle, one open at a time", async ({
    page,
  }) => {
    await page.goto("/faq");
    await waitForHydration(page);
    const main = page.getByRole("main");
    const firstItem = main.locator("details").filter({ hasText: "Wat is Dit doet Nederland?" });
    const secondItem = main.locator("details").filter({ hasText: "Is Dit doet Nederland gratis?" });
    const first = firstItem.locator("summary");
    const second = secondItem.locator("summary");
    const answer = firstItem.getByText("online platform voor burgerinitiatieven");
    await tabTo(page, first);
    // The question is a heading inside its summary (heading navigation still finds it).
    await expect(first.getByRole("heading", { level: 2 })).toHaveText("Wat is Dit doet Nederland?");
    await expect(answer).toBeHidden();

    await page.keyboard.press("Enter");
    await expect(firstItem).toHaveJSProperty("open", true);
    await expect(answer).toBeVisible();

    await page.keyboard.press("Space");
    await expect(firstItem).toHaveJSProperty("open", false);
    await expect(answer).toBeHidden();

    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(firstItem.getByRole("link", { name: "Meer over ons" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(second).toBeFocused();
    await page.keyboard.press("Space");
    await expect(secondItem).toHaveJSProperty("open", true);
    await expect(firstItem).toHaveJSProperty("open", false);
  });
});
