/**
 * /feedback: members send feedback (docs/product-rules.md#feedback). The dialog posts through a
 * fetcher (`_js=1`) and stays; a plain post (this page, the no-JavaScript fallback) redirects to
 * `returnTo` with the toast.
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

/** A local path to go back to after sending, never /feedback itself; else "/". */
function returnPathOf(value: FormDataEntryValue | string | null): string {
  const path = safeRedirect(value);
  const pathname = path.split(/[?#]/, 1)[0];
  return pathname === "/feedback" ? "/" : path;
}

/**
 * The form page for members: `{ returnTo }`.
 * @throws Response 302 to /auth for a visitor
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return { returnTo: returnPathOf(new URL(request.url).searchParams.get("returnTo")) };
}

/**
 * Stores the member's feedback with their name and address from the session.
 * @returns fetcher: `{ result, sent }`; plain post: a redirect to `returnTo`; 400, 429 or 500 otherwise
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
      // The dialog shows field errors only.
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
