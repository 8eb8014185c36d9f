/**
 * /feedback: members send feedback (SPEC.md §2 floating feedback button and dialog, §5 "Feedback",
 * §7 "feedback: insert", §8 "Feedback").
 *
 * The action has the one form-action shape (docs/decisions/017-form-actions.md,
 * docs/decisions/019-form-actions-everywhere.md) and serves two callers:
 * - the dialog of `FeedbackButton`, through a fetcher (hidden field `_js=1`): on success it stays
 *   with `sent` (the success text) and Conform's reset signal, and the dialog shows the toast itself;
 * - a plain form post (this page, without JavaScript): on success it redirects back to the page in
 *   the hidden `returnTo` field (a local path only, else "/") with the toast in the flash cookie.
 * In both cases invalid input is answered with Conform's result and status 400 (the errors appear
 * under the field), and a database failure with status 500 and `failure` (shown as a toast and above
 * the form, the typed text kept). Visitors are redirected to /auth.
 *
 * The page itself is the no-JavaScript fallback of the floating button: the same form, a title and
 * a way back.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft } from "~/components/icons";
import { useEffect } from "react";
import { Form, Link, useNavigation } from "react-router";
import { SubmitButton, validationTiming } from "~/components/forms/fields";
import { PageHeader } from "~/components/list/page-header";
import { notify } from "~/components/toaster";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { handleForm, outcome } from "~/lib/form-action.server";
import { readFormData } from "~/lib/form-data";
import { memberPageMeta } from "~/lib/meta";
import { requireUser, safeRedirect } from "~/lib/session.server";
import { FeedbackMessageField, FeedbackPrivacyNote } from "~/modules/feedback/components/feedback-fields";
import { createFeedback } from "~/modules/feedback/mutations.server";
import { type FeedbackExtra, FeedbackSchema, feedbackTexts } from "~/modules/feedback/schemas";
import type { Route } from "./+types/feedback";

export const meta: Route.MetaFunction = () =>
  memberPageMeta("Feedback geven", "Laat weten wat je van Dit doet Nederland vindt en wat er beter kan.");

/**
 * Where to go back to after sending: a local path (see `safeRedirect`), never /feedback itself.
 * @returns the path with its query, or "/"
 */
function returnPathOf(value: FormDataEntryValue | string | null): string {
  const path = safeRedirect(value);
  const pathname = path.split(/[?#]/, 1)[0];
  return pathname === "/feedback" ? "/" : path;
}

/**
 * The form page for members.
 * @returns `{ returnTo }`: the page to go back to (query `returnTo`, checked; default "/")
 * @throws Response 302 to /auth for a visitor (`requireUser`)
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return { returnTo: returnPathOf(new URL(request.url).searchParams.get("returnTo")) };
}

/**
 * Stores the member's feedback with their name and e-mail address from the session.
 * Form fields: `message` (FeedbackSchema), `returnTo` (local path), `_js` ("1" from the dialog).
 * @returns fetcher (`_js=1`): `{ intent: null, result, sent }` (status 200, the form reset); plain
 *   post: a redirect to `returnTo` with the success toast; invalid input: status 400 with the field
 *   errors; too much feedback from this member: status 429 with the Dutch wait message under the
 *   field; a database failure: status 500 with `failure` = SPEC.md §8's failure text
 * @throws Response 302 to /auth for a visitor (nothing is stored)
 */
export async function action({ request }: Route.ActionArgs) {
  const member = await requireUser(request);
  const formData = await readFormData(request);
  const fromFetcher = formData.get("_js") === "1";
  const returnTo = returnPathOf(formData.get("returnTo"));
  return handleForm<typeof FeedbackSchema, never, FeedbackExtra>({
    formData,
    schema: FeedbackSchema,
    unexpected: feedbackTexts.failure,
    handle: async ({ message }) => {
      const created = await createFeedback({ userId: member.id, name: member.name, email: member.email, message });
      // Under the text field: the dialog shows field errors only.
      if (created.status === "rate_limited") return outcome.fail(429, { field: { message: created.message } });
      if (fromFetcher) return outcome.stay<FeedbackExtra>({ sent: feedbackTexts.success }, { resetForm: true });
      return outcome.redirect(returnTo, feedbackTexts.success);
    },
  });
}

export default function FeedbackRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { returnTo } = loaderData;
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "feedback",
    lastResult: navigation.state === "idle" ? actionData?.result : null,
    constraint: getZodConstraint(FeedbackSchema),
    ...validationTiming,
    onValidate({ formData }) {
      return parseWithZod(formData, { schema: FeedbackSchema });
    },
  });

  useEffect(() => {
    if (actionData?.failure) notify("error", actionData.failure);
  }, [actionData]);

  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <Link to={returnTo} className="mb-4 inline-flex items-center gap-1 text-sm text-primary underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> Terug
      </Link>
      <PageHeader title="Feedback geven" intro="Wat vind je van Dit doet Nederland? Wat kan beter? We lezen alles." />
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
        {form.errors?.[0] ? (
          <Alert variant="error" id={form.errorId}>
            <p>{form.errors[0]}</p>
          </Alert>
        ) : null}
        <input type="hidden" name="returnTo" value={returnTo} />
        <FeedbackMessageField meta={fields.message} />
        <FeedbackPrivacyNote />
        <div className="flex flex-wrap gap-2">
          <SubmitButton pendingText="Versturen…">Versturen</SubmitButton>
          <Button asChild variant="outline">
            <Link to={returnTo}>Annuleren</Link>
          </Button>
        </div>
      </Form>
    </div>
  );
}
