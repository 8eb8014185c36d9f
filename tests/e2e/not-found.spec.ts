import { expect, test } from "./fixtures";

test.describe("not found", () => {
  test("an unknown path is a 404 page with a link home", async ({ page }) => {
    const response = await page.goto("/bestaat/niet");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Pagina niet gevonden" })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Terug naar de homepage" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  for (const [path, heading, back] of [
    ["/initiatief/00000000-0000-4000-8000-000000000000", "Initiatief niet gevonden", "/initiatieven"],
    ["/initiatief/geen-uuid", "Initiatief niet gevonden", "/initiatieven"],
    ["/event/00000000-0000-4000-8000-000000000000", "Event niet gevonden", "/events"],
    ["/event/123", "Event niet gevonden", "/events"],
    ["/vacature/00000000-0000-4000-8000-000000000000", "Vacature niet gevonden", "/vacatures"],
    ["/vacature/%27%20or%201=1", "Vacature niet gevonden", "/vacatures"],
  ] as const) {
    test(`${path} answers 404 "${heading}" with a link to ${back}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: /Terug naar/ })).toHaveAttribute("href", back);
    });
  }
});
