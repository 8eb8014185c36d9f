/** One shape of form action: parse, 400 with field errors, or one module call mapped by {@link outcome} (ADR 017). */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { z } from "zod";
import { logger } from "./logger.server";
import type { FormActionData } from "./form-action";
import { redirectWithToast, type Toast } from "./toast.server";

export type { FormActionData } from "./form-action";

export type FormOutcome<Extra extends object = object> =
  | { kind: "redirect"; to: string; toast: Toast | null; headers?: HeadersInit }
  | {
      kind: "fail";
      status: number;
      form?: string;
      field?: Record<string, string>;
      extra?: Partial<Extra>;
    }
  | { kind: "stay"; extra?: Partial<Extra>; resetForm?: boolean }
  | { kind: "response"; response: Response };

export const outcome = {
  redirect<Extra extends object = object>(
    to: string,
    message: string | null,
    options: { headers?: HeadersInit; type?: Toast["type"] } = {},
  ): FormOutcome<Extra> {
    return { kind: "redirect", to, toast: message ? { type: options.type ?? "success", message } : null, headers: options.headers };
  },
  /** A refusal: 4xx, or 500 for a failure that is not the member's. */
  fail<Extra extends object = object>(
    status: number,
    errors: { form?: string; field?: Record<string, string> },
    extra?: Partial<Extra>,
  ): FormOutcome<Extra> {
    return { kind: "fail", status, ...errors, extra };
  },
  response<Extra extends object = object>(response: Response): FormOutcome<Extra> {
    return { kind: "response", response };
  },
  /** Stay on the page with status 200; `resetForm` empties the form. */
  stay<Extra extends object = object>(extra?: Partial<Extra>, options: { resetForm?: boolean } = {}): FormOutcome<Extra> {
    return { kind: "stay", extra, resetForm: options.resetForm };
  },
};

interface Replyable {
  reply: (options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; resetForm?: boolean; hideFields?: string[] }) => SubmissionResult<string[]>;
}

/** Fields a reply never sends back: a refused form returns them empty, so no answer or page holds a password. */
const SECRET_FIELDS = ["password", "current_password", "password_confirmation"];

/** The submission's reply for the browser, without {@link SECRET_FIELDS}. */
function replyOf(submission: Replyable, options: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; resetForm?: boolean } = {}) {
  return submission.reply({ ...options, hideFields: SECRET_FIELDS });
}

function firstMessage(result: SubmissionResult<string[]> | null): string | null {
  const errors = result?.error;
  if (!errors) return null;
  return errors[""]?.[0] ?? Object.values(errors).find((messages) => messages && messages.length > 0)?.[0] ?? null;
}

function redirectBack(backTo: string, message: string | null | undefined) {
  return message ? redirectWithToast(backTo, { type: "error", message }) : redirect(backTo);
}

/** Turns an outcome into the action's Response or `data()`; `backTo` as in {@link handleForm}. */
export async function respond<Intent extends string, Extra extends object>(
  intent: Intent | null,
  submission: Replyable | null,
  result: FormOutcome<Extra>,
  backTo?: string,
) {
  if (result.kind === "response") return result.response;
  if (result.kind === "redirect") {
    if (!result.toast) return redirect(result.to, { headers: result.headers });
    return redirectWithToast(result.to, result.toast, { headers: result.headers });
  }
  if (backTo !== undefined) {
    if (result.kind === "stay") return redirect(backTo);
    return redirectBack(backTo, result.form ?? Object.values(result.field ?? {})[0]);
  }
  if (result.kind === "stay") {
    const reply = submission ? replyOf(submission, { resetForm: result.resetForm }) : null;
    return data<FormActionData<Intent, Extra>>({ intent, result: reply, ...result.extra } as FormActionData<Intent, Extra>);
  }
  const fieldErrors = result.field ? Object.fromEntries(Object.entries(result.field).map(([k, v]) => [k, [v]])) : undefined;
  const reply = submission ? replyOf(submission, { formErrors: result.form ? [result.form] : undefined, fieldErrors }) : null;
  // `failure` (5xx only) is also shown as a toast; a 4xx refusal is shown in the form only.
  const failure = result.status >= 500 ? result.form : undefined;
  const answer = { intent, result: reply, ...(failure ? { failure } : {}), ...result.extra };
  return data<FormActionData<Intent, Extra>>(answer as FormActionData<Intent, Extra>, { status: result.status });
}

/**
 * Handles one submission (the schema may have asynchronous rules); a throw is logged and answered 500 with `unexpected`, a thrown Response passes.
 * `backTo` (resource route without JavaScript) makes every non-redirect answer a redirect with a toast;
 * `fieldErrors` found before parsing (a refused upload) answer 400 without calling `handle`.
 */
export async function handleForm<Schema extends z.ZodType, Intent extends string, Extra extends object = object>(options: {
  formData: FormData;
  intent?: Intent;
  schema: Schema;
  unexpected: string;
  handle: (value: z.output<Schema>) => Promise<FormOutcome<Extra>>;
  backTo?: string;
  fieldErrors?: Record<string, string>;
}) {
  const intent = options.intent ?? null;
  // Asynchronous, so a schema may carry a server-only rule that reads the database.
  const submission = await parseWithZod(options.formData, { schema: options.schema, async: true });
  const extraErrors = Object.entries(options.fieldErrors ?? {});
  if (extraErrors.length > 0 && submission.status !== undefined) {
    const reply = replyOf(submission, { fieldErrors: Object.fromEntries(extraErrors.map(([name, message]) => [name, [message]])) });
    if (options.backTo !== undefined) return redirectBack(options.backTo, firstMessage(reply));
    return data<FormActionData<Intent, Extra>>({ intent, result: reply } as FormActionData<Intent, Extra>, { status: 400 });
  }
  if (submission.status !== "success") {
    if (options.backTo !== undefined) return redirectBack(options.backTo, firstMessage(replyOf(submission)));
    return data<FormActionData<Intent, Extra>>(
      { intent, result: replyOf(submission) } as FormActionData<Intent, Extra>,
      { status: submission.status === "error" ? 400 : 200 },
    );
  }
  let result: FormOutcome<Extra>;
  try {
    result = await options.handle(submission.value as z.output<Schema>);
  } catch (error) {
    if (error instanceof Response) throw error;
    logger.error({ err: error, intent }, "form action failed");
    result = outcome.fail<Extra>(500, { form: options.unexpected });
  }
  return respond<Intent, Extra>(intent, submission, result, options.backTo);
}

/** The answer to a post whose `intent` no form on the page has: 400 with `failure`. */
export function unknownIntent(message: string) {
  return data<FormActionData<never>>({ intent: null, result: null, failure: message }, { status: 400 });
}

export function intentOf<const Intent extends string>(formData: FormData, intents: readonly Intent[]): Intent | null {
  const intent = formData.get("intent");
  return typeof intent === "string" && (intents as readonly string[]).includes(intent) ? (intent as Intent) : null;
}
