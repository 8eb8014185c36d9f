/** The browser half of the form-action shape (docs/decisions/017-form-actions.md). */
import type { SubmissionResult } from "@conform-to/react";

export type FormActionData<Intent extends string = string, Extra extends object = object> = {
  /** The pressed button's `intent`, or null for an unknown one. */
  intent: Intent | null;
  result: SubmissionResult<string[]> | null;
  /** A failure not about one field (also shown as a toast). */
  failure?: string;
} & Partial<Extra>;

/** The Conform result when it belongs to one of `intents`, so each form shows only its own answer. */
export function resultFor(actionData: { intent: string | null; result: SubmissionResult<string[]> | null } | undefined, ...intents: string[]) {
  return actionData?.intent && intents.includes(actionData.intent) ? actionData.result : null;
}

/** The form-level message of one of `intents`, for a form without Conform state (a confirmation button). */
export function formErrorFor(
  actionData: { intent: string | null; result: SubmissionResult<string[]> | null; failure?: string } | undefined,
  ...intents: string[]
): string | undefined {
  if (!actionData?.intent || !intents.includes(actionData.intent)) return undefined;
  return actionData.result?.error?.[""]?.[0] ?? actionData.failure;
}
