/**
 * A phone 375 px wide: the list pages' search placeholder fits its field, "Filters toepassen" closes
 * the filter drawer, and a member's Feedback link sits in the footer; at 375 and 1280 px it covers
 * no control or text of a detail page (from 1280 px it is a tab in the margin beside the content).
 */
import type { Page } from "@playwright/test";
import { registerAndVerify, uniqueEmail } from "./accounts-helpers";
import { expect, expected, hydrated, test } from "./fixtures";

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * What the visible "Feedback" link covers, at the top, the middle and the end of the page: every
 * visible control (link, button, field) and every element with text of its own (a count such as
 * "18 / 30 deelnemers") in the header, the content and the footer, apart from the link itself.
 */
async function coveredByFeedback(page: Page): Promise<string[]> {
  const covered: string[] = [];
  for (const at of [0, 0.5, 1]) {
    await page.evaluate((fraction) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * fraction), at);
    covered.push(
      ...(await page.evaluate(() => {
        const feedback = [...document.querySelectorAll("a")].filter((a) => a.textContent?.trim() === "Feedback" && a.getClientRects().length > 0);
        if (feedback.length !== 1) throw new Error(`${feedback.length} visible feedback links`);
        const link = feedback[0]!;
        const f = link.getBoundingClientRect();
        const ownText = (element: Element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
        return [...document.querySelectorAll("header *, main *, footer *")]
          .filter((element) => !element.contains(link) && !link.contains(element))
          .filter((element) => element.matches("a, button, summary, input, select, textarea") || ownText(element))
          .filter((element) => {
            const r = element.getBoundingClientRect();
            if (r.width === 0 || r.height === 0 || getComputedStyle(element).visibility === "hidden") return false;
            return r.left < f.right && f.left < r.right && r.top < f.bottom && f.top < r.bottom;
          })
          .map((element) => `${window.scrollY}: ${element.textContent?.trim().slice(0, 40) ?? element.tagName}`);
      })),
    );
  }
  return covered;
}

test.describe("at 375 px", () => {
  test("the search placeholder fits its field on every list page", async ({ page }) => {
    await page.setViewportSize(PHONE);
    for (const url of ["/initiatieven", "/events", "/vacatures"]) {
      await page.goto(url);
      const search = page.getByRole("searchbox");
      const placeholder = await search.getAttribute("placeholder");
      expect(placeholder, url).toBeTruthy();
      // The width the placeholder needs in the field's own font, against the room inside the field.
      const { needed, room } = await search.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement("canvas").getContext("2d");
        if (!context) throw new Error("no canvas");
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const padding = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
        return { needed: context.measureText(input.placeholder).width, room: input.clientWidth - padding };
      });
      expect(needed, `${url}: "${placeholder}" in ${room} px`).toBeLessThanOrEqual(room);
      // The field keeps its full name for assistive technology.
      await expect(search).toHaveAccessibleName(/^Zoek (initiatieven|events|vacatures)$/);
    }
  });

  test("\"Filters toepassen\" closes the filter drawer and moves focus to the result count", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/vacatures");
    const main = page.getByRole("main");
    await (await hydrated(main.getByRole("button", { name: "Filters" }))).click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await expect(drawer).toBeVisible();
    await drawer.getByRole("button", { name: "Filters toepassen" }).click();
    await expect(drawer).toBeHidden();
    await expect(main.getByText(/vacatures? gevonden/)).toBeFocused();
  });

  test("the Feedback link is in the footer and opens the dialog; it covers nothing on a detail page", async ({ page }) => {
    // Registered at desktop width, where the header shows the member's name button.
    await registerAndVerify(page, { name: "Mila Mobiel", email: uniqueEmail("mobiel"), password: "zonnebloem-42" });
    const { richInitiative, event, vacancy } = expected();
    const details = [`/initiatief/${richInitiative.id}`, `/event/${event.id}`, `/vacature/${vacancy.id}`];
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      for (const url of details) {
        await page.goto(url);
        await expect(page.getByRole("link", { name: "Feedback", exact: true })).toBeVisible();
        expect(await coveredByFeedback(page), `${url} at ${viewport.width} px`).toEqual([]);
      }
    }
    // On a phone it sits in the footer, not over the page, and still opens the dialog.
    await page.setViewportSize(PHONE);
    await page.goto("/events");
    const feedback = page.getByRole("contentinfo").getByRole("link", { name: "Feedback", exact: true });
    expect(await feedback.evaluate((link) => getComputedStyle(link).position)).toBe("static");
    await (await hydrated(feedback)).click();
    await expect(page.getByRole("dialog", { name: "Feedback geven" })).toBeVisible();
  });
});
