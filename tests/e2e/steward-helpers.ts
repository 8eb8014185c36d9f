/**
 * Signing in as the seeded moderator or admin of the browser tests (tests/setup/stewards.ts): the
 * password, then the second step with a code computed from their authenticator secret.
 */
import type { Browser, Page } from "@playwright/test";
import type { Role } from "~/lib/viewer";
import { seededStewards, STEWARD_TOTP_SECRET, totpCode } from "../setup/stewards";
import { signIn } from "./accounts-helpers";
import { expect, newClientContext } from "./fixtures";

/** Signs `page` in as the seeded steward of `role` (password and code) and waits until signed in. */
export async function signInAsSteward(page: Page, role: Role): Promise<void> {
  const steward = seededStewards[role];
  await signIn(page, steward);
  await expect(page).toHaveURL(/\/auth\?stap=code/);
  await page.getByLabel("Code uit je authenticator-app").fill(await totpCode(STEWARD_TOTP_SECRET));
  await page.getByRole("button", { name: "Inloggen", exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth(\?|$)/);
}

/**
 * Approves the item titled `title` on /beheer/beoordelen as the seeded moderator, in a context of
 * its own (closed afterwards), for journeys whose new initiative must become public.
 */
export async function approveAsModerator(browser: Browser, title: string): Promise<void> {
  const context = await newClientContext(browser);
  const page = await context.newPage();
  await signInAsSteward(page, "moderator");
  await page.goto("/beheer/beoordelen");
  const item = page.locator("article", { has: page.getByRole("link", { name: title, exact: true }) });
  await item.getByRole("button", { name: "Goedkeuren" }).click();
  await expect(page.getByText("Goedgekeurd: het is nu voor iedereen zichtbaar.")).toBeVisible();
  await context.close();
}
