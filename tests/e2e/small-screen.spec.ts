/**
 * A phone 375 px wide: the list pages' search placeholder fits its field, and a member's floating
 * Feedback button is a small icon (its name kept for screen readers) that leaves the end of every
 * page readable (the footer's bottom padding lets the last links scroll clear of it).
 */
import type { Page } from "@playwright/test";
import { registerAndVerify, uniqueEmail } from "./accounts-helpers";
import { expect, test } from "./fixtures";

const PHONE = { width: 375, height: 740 };

/**
 * The visible links and buttons of the content and the footer that the feedback button covers,
 * with the page scrolled to its end (the button is fixed; everything else can scroll clear of it).
 */
async function coveredByFeedback(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  return page.evaluate(() => {
    const feedback = [...document.querySelectorAll("a")].find((a) => a.textContent?.trim() === "Feedback");
    if (!feedback) throw new Error("no feedback button");
    const f = feedback.getBoundingClientRect();
    return [...document.querySelectorAll("main a, main button, main summary, footer a")]
      .filter((control) => {
        const r = control.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return false;
        return r.left < f.right && f.left < r.right && r.top < f.bottom && f.top < r.bottom;
      })
      .map((control) => control.textContent?.trim() ?? "");
  });
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

  test("the floating Feedback button covers no link or button at the end of a page", async ({ page }) => {
    // Registered at desktop width, where the header shows the member's name button.
    await registerAndVerify(page, { name: "Mila Mobiel", email: uniqueEmail("mobiel"), password: "zonnebloem-42" });
    await page.setViewportSize(PHONE);
    for (const url of ["/", "/initiatieven", "/events", "/vacatures", "/faq", "/mijn-items"]) {
      await page.goto(url);
      const feedback = page.getByRole("link", { name: "Feedback" });
      await expect(feedback).toBeVisible();
      // On a phone it is an icon of one touch target (44 px), not a wide pill over the text.
      const box = await feedback.boundingBox();
      expect(box?.width, url).toBeLessThanOrEqual(48);
      expect(box?.height, url).toBeLessThanOrEqual(48);
      expect(await coveredByFeedback(page), url).toEqual([]);
    }
  });
});
