/**
 * Signing in as the seeded moderator or admin of the browser tests (tests/setup/stewards.ts).
 */
import type { Page } from "@playwright/test";
import { seededStewards } from "../setup/stewards";
import type { Role } from "~/lib/viewer";
import { expect } from "./fixtures";
import { signIn } from "./accounts-helpers";

/** Signs `page` in as the seeded steward of `role` and waits until the sign-in completed. */
export async function signInAsSteward(page: Page, role: Role): Promise<void> {
  const steward = seededStewards[role];
  await signIn(page, steward);
  await expect(page).not.toHaveURL(/\/auth(\?|$)/);
}
