import { expect, expected, test } from "./fixtures";

/** The single-fetch data URL React Router's client requests for `path` ("/x?q" → "/x.data?q", "/" → "/_.data"). */
function dataUrl(path: string): string {
  const [pathname = "/", query] = path.split("?");
  return `${pathname.endsWith("/") ? `${pathname}_` : pathname}.data${query ? `?${query}` : ""}`;
}

/**
 * A visitor never receives contact details: not in the HTML, not in the hydration data, not in a
 * client data request (docs/product-rules.md#contact-visibility).
 */
test.describe("visitors get no contact details", () => {
  test("detail and list pages, HTML and data requests, contain no seeded e-mail, phone or website", async ({
    request,
  }) => {
    const { contactValues, richInitiative, event, vacancy } = expected();
    expect(contactValues.length).toBeGreaterThan(100);
    const paths = [
      "/",
      "/initiatieven",
      "/initiatieven?pagina=2",
      `/initiatief/${richInitiative.id}`,
      "/events",
      "/events?verleden=1",
      `/event/${event.id}`,
      "/vacatures",
      `/vacature/${vacancy.id}`,
    ];
    for (const path of paths) {
      for (const url of [path, dataUrl(path)]) {
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        const body = await response.text();
        for (const value of contactValues) {
          expect(body.includes(value), `${url} contains ${value}`).toBe(false);
        }
      }
    }
  });

  test("the detail pages show the log-in prompt instead", async ({ page }) => {
    const { richInitiative, event, vacancy } = expected();
    await page.goto(`/initiatief/${richInitiative.id}`);
    await expect(page.getByText("Meld je aan om contactgegevens te bekijken")).toBeVisible();
    await expect(page.getByRole("link", { name: "Inloggen of registreren" })).toHaveAttribute("href", "/auth");
    await page.goto(`/event/${event.id}`);
    await expect(page.getByRole("link", { name: "Inloggen of registreren" })).toBeVisible();
    await expect(page.getByText(event.organizer_email)).toHaveCount(0);
    await page.goto(`/vacature/${vacancy.id}`);
    await expect(page.getByRole("link", { name: "Inloggen of registreren" })).toBeVisible();
    await expect(page.getByText(vacancy.contact_email)).toHaveCount(0);
  });
});
