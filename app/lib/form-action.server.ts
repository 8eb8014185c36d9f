/**
 * The one shape of a form action (docs/decisions/017-form-actions.md):
 *
 *   read the form → parse it with the form's shared Zod schema (Conform) → 400 with the field
 *   errors, or → call ONE module function → map its domain result to a redirect with a toast,
 *   a page answer (status 200), or a 4xx/5xx with Conform's result and the failure text.
 *
 * Every answer that does not redirect has the same fields ({@link FormActionData}): `intent` (which
 * form on the page it belongs to), `result` (Conform's submission result: field and form errors,
 * the typed values) and, for a failure that is not about one field, `failure` (the Dutch text the
 * page shows in the form and as a toast). A module function that throws is logged and answered
 * with status 500 and the route's `unexpected` text; the member keeps what they typed.
 *
 * Routes pass `formData` from `readFormData` (app/lib/form-data.ts), which already answers 400 to
 * a body that is not a form.
 *
 * A form whose action has no page of its own (a resource route posted from many pages, like the
 * favourite heart) passes `backTo` for a post without JavaScript: every answer that would stay on
 * the action's route becomes a redirect back to that page, a refusal's message as an error toast
 * (docs/decisions/019-form-actions-everywhere.md).
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { z } from "zod";
import { logger } from "./logger.server";
import type { FormActionData } from "./form-action";
import { redirectWithToast, type Toast } from "./toast.server";

export type { FormActionData } from "./form-action";

/** What the route makes of the module's domain result; build it with {@link outcome}. */
export type FormOutcome<Extra extends object = object> =
  | { kind: "redirect"; to: string; toast: Toast | null; headers?: HeadersInit }
  | {
      kind: "fail";
      status: number;
      /** A form-level message: Conform's form error and `failure`. */
      form?: string;
      /** Messages under fields, by field name. */
      field?: Record<string, string>;
      extra?: Partial<Extra>;
    }
  | { kind: "stay"; extra?: Partial<Extra>; resetForm?: boolean }
  | { kind: "response"; response: Response };

/** Constructors of {@link FormOutcome}. */
export const outcome = {
  /** A redirect to the local path `to`, with a success toast `message` (none when null). */
  redirect<Extra extends object = object>(
    to: string,
    message: string | null,
    options: { headers?: HeadersInit; type?: Toast["type"] } = {},
  ): FormOutcome<Extra> {
    return { kind: "redirect", to, toast: message ? { type: options.type ?? "success", message } : null, headers: options.headers };
  },
  /**
   * A refusal with status `status` (4xx, or 500 for a failure that is not the member's): `form`
   * is shown above the form, `field` under the named fields.
   */
  fail<Extra extends object = object>(
    status: number,
    errors: { form?: string; field?: Record<string, string> },
    extra?: Partial<Extra>,
  ): FormOutcome<Extra> {
    return { kind: "fail", status, ...errors, extra };
  },
  /** Answer with `response` as it is (e.g. a redirect with a refusal toast built by the route). */
  response<Extra extends object = object>(response: Response): FormOutcome<Extra> {
    return { kind: "response", response };
  },
  /** Stay on the page with status 200 (e.g. "link sent"); `resetForm` empties the form. */
  stay<Extra extends object = object>(extra?: Partial<Extra>, options: { resetForm?: boolean } = {}): FormOutcome<Extra> {
    return { kind: "stay", extra, resetForm: options.resetForm };
  },
};

interface Replyable {
  reply: (options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; resetForm?: boolean }) => SubmissionResult<string[]>;
}

/** The first message of a Conform result: its form error, else the first field error; null when none. */
function firstMessage(result: SubmissionResult<string[]> | null): string | null {
  const errors = result?.error;
  if (!errors) return null;
  return errors[""]?.[0] ?? Object.values(errors).find((messages) => messages && messages.length > 0)?.[0] ?? null;
}

/**
 * The answer that goes back to the page `backTo` instead of staying: a redirect there, with
 * `message` as an error toast when there is one.
 */
function redirectBack(backTo: string, message: string | null | undefined) {
  return message ? redirectWithToast(backTo, { type: "error", message }) : redirect(backTo);
}

/**
 * Turns an outcome into the Response or `data()` the action returns.
 * @param backTo see {@link handleForm}: when given, a "stay" or "fail" outcome becomes a redirect
 *   to this local path (a failure's message as an error toast) instead of `data()`
 */
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
    const reply = submission ? submission.reply({ resetForm: result.resetForm }) : null;
    return data<FormActionData<Intent, Extra>>({ intent, result: reply, ...result.extra } as FormActionData<Intent, Extra>);
  }
  const fieldErrors = result.field ? Object.fromEntries(Object.entries(result.field).map(([k, v]) => [k, [v]])) : undefined;
  const reply = submission ? submission.reply({ formErrors: result.form ? [result.form] : undefined, fieldErrors }) : null;
  // `failure` marks a failure of ours (5xx), which the page also shows as a toast; a refusal of
  // the member's input (4xx) is shown in the form only.
  const failure = result.status >= 500 ? result.form : undefined;
  const answer = { intent, result: reply, ...(failure ? { failure } : {}), ...result.extra };
  return data<FormActionData<Intent, Extra>>(answer as FormActionData<Intent, Extra>, { status: result.status });
}

/**
 * Handles one form submission in the shape above.
 * @param options.formData the posted form (from `readFormData`)
 * @param options.intent echoed in the answer, so a page with several forms shows it at the right one
 * @param options.schema the form's shared Zod schema (the browser validates with the same one)
 * @param options.unexpected the Dutch text for status 500 when `handle` throws (e.g. SPEC.md §8
 *   "Er ging iets mis bij het aanmaken van het initiatief.")
 * @param options.handle calls the module function with the parsed values and maps its result
 *   with {@link outcome}; it may throw a Response (e.g. a redirect), which is passed on
 * @param options.backTo only for a form whose action's route has no page (a resource route), posted
 *   without JavaScript: the local path of the page the form is on (checked by the caller, e.g. with
 *   `safeRedirect`). Every answer that is not a redirect then redirects there instead: invalid
 *   input and refusals with their first message as an error toast, a throw with `unexpected`, a
 *   "stay" outcome without a toast.
 * @param options.fieldErrors Dutch messages by field name found before parsing, by checks the
 *   schema cannot make (a refused file upload, app/modules/images/slots.server.ts): when there are
 *   any, the post is refused with status 400 and these errors beside the schema's own, and
 *   `handle` is not called
 * @returns a redirect Response, or `data()` with {@link FormActionData}: status 400 with field
 *   errors for invalid input, 200 for a Conform intent (validate one field) or a "stay" outcome,
 *   the outcome's status for a refusal, 500 with `failure = unexpected` when `handle` throws
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
  const submission = parseWithZod(options.formData, { schema: options.schema });
  const extraErrors = Object.entries(options.fieldErrors ?? {});
  if (extraErrors.length > 0 && submission.status !== undefined) {
    const reply = submission.reply({ fieldErrors: Object.fromEntries(extraErrors.map(([name, message]) => [name, [message]])) });
    if (options.backTo !== undefined) return redirectBack(options.backTo, firstMessage(reply));
    return data<FormActionData<Intent, Extra>>({ intent, result: reply } as FormActionData<Intent, Extra>, { status: 400 });
  }
  if (submission.status !== "success") {
    if (options.backTo !== undefined) return redirectBack(options.backTo, firstMessage(submission.reply()));
    // `undefined` status: a Conform intent (validate one field), not a real submission.
    return data<FormActionData<Intent, Extra>>(
      { intent, result: submission.reply() } as FormActionData<Intent, Extra>,
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

/**
 * The answer to a post whose `intent` no form on the page has (a crafted post): status 400 with
 * `failure` = `message` (e.g. "Onbekende actie.").
 */
export function unknownIntent(message: string) {
  return data<FormActionData<never>>({ intent: null, result: null, failure: message }, { status: 400 });
}

/**
 * The `intent` field of `formData` when it is one of `intents` (the value of the pressed submit
 * button; each form on a page has its own), else null.
 */
export function intentOf<const Intent extends string>(formData: FormData, intents: readonly Intent[]): Intent | null {
  const intent = formData.get("intent");
  return typeof intent === "string" && (intents as readonly string[]).includes(intent) ? (intent as Intent) : null;
}
