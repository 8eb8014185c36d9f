/**
 * How the beheer pages answer a moderator's action: a success toast, an info toast when someone else was first, or 404.
 */
import { type FormOutcome, outcome } from "~/lib/form-action.server";
import type { ReportActionResult } from "./reports.server";
import { reportTexts } from "./schemas";

/** @param done the success toast */
export function moderationOutcome(result: ReportActionResult, page: string, done: string): FormOutcome {
  if (result.status === "ok") return outcome.redirect(page, done);
  if (result.status === "already_handled") return outcome.redirect(page, reportTexts.alreadyHandled, { type: "info" });
  // "forbidden" cannot reach here past the beheer guard; answered like an unknown item all the same.
  return outcome.fail(404, { form: "Niet gevonden. Misschien is het verwijderd." });
}
