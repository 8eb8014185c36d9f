/**
 * The browser-side half of the form-action shape (docs/decisions/017-form-actions.md): the type
 * of an action's answer and how a page with several forms picks the answer of one form. The server
 * half is app/lib/form-action.server.ts.
 */
import type { SubmissionResult } from "@conform-to/react";

/** What an action answers when it does not redirect. */
export type FormActionData<Intent extends string = string, Extra extends object = object> = {
  /** The form the answer belongs to (the pressed button's `intent`), or null for an unknown one. */
  intent: Intent | null;
  /** Conform's result: field errors, form errors and the posted values; null when nothing was parsed. */
  result: SubmissionResult<string[]> | null;
  /** A failure that is not about one field, in Dutch (also shown as a toast); absent on success. */
  failure?: string;
} & Partial<Extra>;

/**
 * The action's Conform result when it belongs to one of `intents`, else null: a page with several
 * forms shows each answer only at its own form.
 */
export function resultFor(actionData: { intent: string | null; result: SubmissionResult<string[]> | null } | undefined, ...intents: string[]) {
  return actionData?.intent && intents.includes(actionData.intent) ? actionData.result : null;
}

/**
 * The form-level message of an answer of one of `intents` (a refusal's Conform form error, or a
 * failure of ours), for a form without its own Conform state such as a confirmation button;
 * undefined otherwise.
 */
export function formErrorFor(
  actionData: { intent: string | null; result: SubmissionResult<string[]> | null; failure?: string } | undefined,
  ...intents: string[]
): string | undefined {
  if (!actionData?.intent || !intents.includes(actionData.intent)) return undefined;
  return actionData.result?.error?.[""]?.[0] ?? actionData.failure;
}
