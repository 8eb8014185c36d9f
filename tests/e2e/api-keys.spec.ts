/**
 * Personal API keys in the browser (docs/product-rules.md#personal-api-keys,
 * docs/decisions/072-personal-api-keys.md): a member makes a key under Instellingen and sees it
 * once, follows an initiative with it through /api/v1/me/follows, finds the initiative on /volgend,
 * revokes the key behind the confirmation, and the key then gets 401. With and without JavaScript;
 * axe on the page with the new key at 375 and 1280 px and on the confirmation dialog.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoHorizontalScroll, WIDTHS } from "./accessibility-helpers";
import { newMember } from "./content-helpers";
import { expect, expected, hydrated, newClientContext, test } from "./fixtures";

const SHOWN_ONCE = "Bewaar deze sleutel nu: je ziet hem hierna niet meer.";

/** Makes a key named `name` on /instellingen and reads it from the page. */
async function makeKey(page: Page, name: string, { javaScript }: { javaScript: boolean }): Promise<string> {
  await page.goto("/instellingen#api-sleutels");
  const section = page.getByRole("region", { name: "API-sleutels" });
  await section.getByLabel("Naam van de sleutel").fill(name);
  const button = section.getByRole("button", { name: "Sleutel maken" });
  await (javaScript ? await hydrated(button) : button).click();
  await expect(section.getByText(SHOWN_ONCE)).toBeVisible({ timeout: 15_000 });
  const key = await section.getByLabel(`Sleutel “${name}”`).inputValue();
  expect(key).toMatch(/^ddn_[A-Za-z0-9_-]{43}$/);
  return key;
}

/** Follows the seeded initiative with `key` and checks the API's list. */
async function followWithKey(request: APIRequestContext, key: string, initiativeId: string) {
  const headers = { Authorization: `Bearer ${key}` };
  const put = await request.fetch(`/api/v1/me/follows/${initiativeId}`, { method: "PUT", headers });
  expect(put.status()).toBe(201);
  expect(put.headers()["cache-control"]).toBe("no-store");
  const list = await request.get("/api/v1/me/follows", { headers });
  expect(list.status()).toBe(200);
  expect(((await list.json()) as { items: { id: string }[] }).items.map((item) => item.id)).toEqual([initiativeId]);
}

async function expectRevoked(request: APIRequestContext, key: string) {
  const answer = await request.get("/api/v1/me/follows", { headers: { Authorization: `Bearer ${key}` } });
  expect(answer.status()).toBe(401);
  expect(answer.headers()["www-authenticate"]).toContain("Bearer");
}

test.describe("personal API keys", () => {
  test("make a key, see it once, follow with it, revoke it: then 401", async ({ page, request }) => {
    // A sign-up (password hashing, a mail) and four axe scans: long on a busy machine.
    test.slow();
    const { richInitiative } = expected();
    await newMember(page, "Kees Sleutel");
    await page.setViewportSize(WIDTHS.mobile);
    const key = await makeKey(page, "Mijn script", { javaScript: true });
    const section = page.getByRole("region", { name: "API-sleutels" });
    await expect(section.getByText(SHOWN_ONCE)).toBeVisible();
    await expectNoAxeViolations(page, "API keys with a new key, 375 px");
    await expectNoHorizontalScroll(page, "API keys");
    await page.setViewportSize(WIDTHS.desktop);
    await expectNoAxeViolations(page, "API keys with a new key, 1280 px");

    await followWithKey(request, key, richInitiative.id);
    await page.goto("/volgend");
    await expect(page.getByRole("link", { name: richInitiative.name })).toBeVisible();

    // Shown once: the settings page never has it again, but lists the key with its dates.
    await page.goto("/instellingen");
    expect(await page.content()).not.toContain(key);
    await expect(section.getByText(SHOWN_ONCE)).toHaveCount(0);
    await expect(section.getByText("Mijn script", { exact: true })).toBeVisible();
    await expect(section.getByText(/laatst gebruikt op/)).toBeVisible();

    await (await hydrated(section.getByRole("button", { name: "Intrekken: Mijn script" }))).click();
    const dialog = page.getByRole("dialog", { name: "API-sleutel intrekken?" });
    await expectNoAxeViolations(page, "API key revoke dialog, 1280 px");
    await dialog.getByRole("button", { name: "Ja, intrekken" }).click();
    await expect(page.getByText("De API-sleutel is ingetrokken. Hij werkt niet meer.")).toBeVisible({ timeout: 15_000 });
    await expect(section.getByText("Je hebt nog geen API-sleutels.")).toBeVisible();
    await expectRevoked(request, key);
  });

  test("the same without JavaScript", async ({ page: signUp, browser, request }) => {
    test.slow();
    const { richInitiative } = expected();
    await newMember(signUp, "Nina Zonderscript");
    const context = await newClientContext(browser, { javaScriptEnabled: false, storageState: await signUp.context().storageState() });
    const page = await context.newPage();
    await page.setViewportSize(WIDTHS.mobile);
    const key = await makeKey(page, "Thuisserver", { javaScript: false });

    await followWithKey(request, key, richInitiative.id);
    await page.goto("/volgend");
    await expect(page.getByRole("link", { name: richInitiative.name })).toBeVisible();

    await page.goto("/instellingen");
    expect(await page.content()).not.toContain(key);
    const section = page.getByRole("region", { name: "API-sleutels" });
    await section.locator("summary", { hasText: "Intrekken" }).click();
    await section.getByLabel("Ik wil deze sleutel intrekken").check();
    await section.getByRole("button", { name: "Ja, intrekken" }).click();
    // Toasts need JavaScript: the list says it instead.
    await expect(section.getByText("Je hebt nog geen API-sleutels.")).toBeVisible({ timeout: 15_000 });
    await expectRevoked(request, key);
    await context.close();
  });
});
