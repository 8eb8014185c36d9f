/**
 * How the beheer pages of this module answer a moderator's action (docs/decisions/017-form-actions.md):
 * done → back to the page with a success toast; someone else was first → back with an info toast;
 * an unknown item or message → 404 with a form error.
 */
import { type FormOutcome, outcome } from "~/lib/form-action.server";
import type { ReportActionResult } from "./reports.server";
import { reportTexts } from "./schemas";

/**
 * Maps a {@link ReportActionResult} of an action on `page`.
 * @param page the beheer page to go back to, e.g. "/beheer/meldingen"
 * @param done the success toast
 */
export function moderationOutcome(result: ReportActionResult, page: string, done: string): FormOutcome {
  if (result.status === "ok") return outcome.redirect(page, done);
  if (result.status === "already_handled") return outcome.redirect(page, reportTexts.alreadyHandled, { type: "info" });
  // "forbidden" cannot reach here past the beheer guard; answered like an unknown item all the same.
  return outcome.fail(404, { form: "Niet gevonden. Misschien is het verwijderd." });
}
