/**
 * Signing in as the seeded moderator or admin of the browser tests (tests/setup/stewards.ts): the
 * password, then the second step with a code computed from their authenticator secret.
 */
import type { Page } from "@playwright/test";
import type { Role } from "~/lib/viewer";
import { seededStewards, STEWARD_TOTP_SECRET, totpCode } from "../setup/stewards";
import { signIn } from "./accounts-helpers";
import { expect } from "./fixtures";

/** Signs `page` in as the seeded steward of `role` (password and code) and waits until signed in. */
export async function signInAsSteward(page: Page, role: Role): Promise<void> {
  const steward = seededStewards[role];
  await signIn(page, steward);
  await expect(page).toHaveURL(/\/auth\?stap=code/);
  await page.getByLabel("Code uit je authenticator-app").fill(await totpCode(STEWARD_TOTP_SECRET));
  await page.getByRole("button", { name: "Inloggen", exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth(\?|$)/);
}
