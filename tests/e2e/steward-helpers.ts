/**
 * Signing in as a seeded moderator or the admin of the browser tests (tests/setup/stewards.ts): the
 * password, then the second step with a code computed from their authenticator secret.
 */
import type { Browser, Page } from "@playwright/test";
import type { Role } from "~/lib/viewer";
import { type SeededSteward, seededModerators, seededStewards, STEWARD_TOTP_SECRET, totpCode } from "../setup/stewards";
import { signIn } from "./accounts-helpers";
import { expect, newClientContext, test } from "./fixtures";

/** The refusal of a code that was accepted before (app/lib/auth.server.ts). */
const CODE_USED = "Deze code is al gebruikt.";

/** How many 30-second windows the helper tries before it gives up. */
const CODE_WINDOWS = 4;

/** Moderator sign-ins made by this worker so far: the next one takes the next account. */
let moderatorSignIns = 0;

/**
 * The steward account for the next sign-in of `role`: the one admin, or a moderator that this
 * worker did not use for its last two sign-ins and the other worker does not use (the two workers
 * take turns through the list), so their codes seldom meet in one 30-second window.
 */
function nextSteward(role: Role): SeededSteward {
  if (role === "admin") return seededStewards.admin;
  const index = (test.info().parallelIndex + 2 * moderatorSignIns++) % seededModerators.length;
  return seededModerators[index] ?? seededStewards.moderator;
}

/**
 * Signs `page` in as a seeded steward of `role` (password and code) and waits until signed in.
 * A code is accepted once, and no code of an earlier window after it (single-use codes), while
 * another test may sign the same steward in at the same time: so the helper only ever sends the
 * code of the current window, and when that was used it waits for the next window and tries again.
 * @returns the steward signed in (their name is in the member menu)
 */
export async function signInAsSteward(page: Page, role: Role): Promise<SeededSteward> {
  const steward = nextSteward(role);
  await signIn(page, steward);
  await expect(page).toHaveURL(/\/auth\?stap=code/);
  for (let attempt = 1; attempt <= CODE_WINDOWS; attempt++) {
    await page.getByLabel("Code uit je authenticator-app").fill(await totpCode(STEWARD_TOTP_SECRET));
    // The reply decides: the refusal of a used code may still be on the page from the try before,
    // and without JavaScript the success toast is a <noscript> block no locator sees.
    const [reply] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/auth")),
      page.getByRole("button", { name: "Inloggen", exact: true }).click(),
    ]);
    if (reply.status() < 400) break;
    await expect(page.getByText(CODE_USED)).toBeVisible();
    if (attempt < CODE_WINDOWS) {
      test.info().setTimeout(test.info().timeout + 30_000);
      await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
    }
  }
  await expect(page).not.toHaveURL(/\/auth(\?|$)/);
  return steward;
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
