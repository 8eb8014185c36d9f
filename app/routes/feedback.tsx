/**
 * /feedback: members send feedback (SPEC.md §2 floating feedback button and dialog, §5 "Feedback",
 * §7 "feedback: insert", §8 "Feedback").
 *
 * The action serves two callers:
 * - the dialog of `FeedbackButton`, through a fetcher (hidden field `_js=1`): it answers JSON,
 *   `{ status: "success", toast }` or `{ status: "error", message }` (500), and the dialog shows
 *   the toast itself;
 * - a plain form post (this page, or any form without JavaScript): it redirects back to the page
 *   in the hidden `returnTo` field (a local path only, else "/") with the toast in the flash cookie.
 * Invalid input is answered with Conform's reply and status 400 in both cases (this page then shows
 * the errors under the field). Visitors are redirected to /auth.
 *
 * The page itself is the no-JavaScript fallback of the floating button: the same form, a title and
 * a way back.
 */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { readFormData } from "~/lib/form-data";
import { SubmitButton, validationTiming } from "~/components/forms/fields";
import { PageHeader } from "~/components/list/page-header";
import { Button } from "~/components/ui/button";
import { memberPageMeta } from "~/lib/meta";
import { requireUser, safeRedirect } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import { FeedbackMessageField, FeedbackPrivacyNote } from "~/modules/feedback/components/feedback-button";
import { createFeedback } from "~/modules/feedback/mutations.server";
import { type FeedbackFetcherResult, FeedbackSchema, feedbackTexts } from "~/modules/feedback/schemas";
import type { Route } from "./+types/feedback";
import { logger } from "~/lib/logger.server";

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
 * @returns fetcher (`_js=1`): `{ status: "success", toast }`, or `{ status: "error", message }` with
 *   status 500 when the database fails; plain post: a redirect to `returnTo` with a success or error
 *   toast; invalid input: Conform's reply with status 400
 * @throws Response 302 to /auth for a visitor (nothing is stored)
 */
export async function action({ request }: Route.ActionArgs) {
  const member = await requireUser(request);
  const formData = await readFormData(request);
  const fromFetcher = formData.get("_js") === "1";
  const returnTo = returnPathOf(formData.get("returnTo"));

  const submission = parseWithZod(formData, { schema: FeedbackSchema });
  if (submission.status !== "success") {
    // `undefined` status: a Conform intent (e.g. validate one field), not a real submission.
    return data(submission.reply(), { status: submission.status === "error" ? 400 : 200 });
  }

  try {
    await createFeedback({
      userId: member.id,
      name: member.name,
      email: member.email,
      message: submission.value.message,
    });
  } catch (error) {
    logger.error({ err: error }, "feedback: storing failed");
    if (fromFetcher) return data<FeedbackFetcherResult>({ status: "error", message: feedbackTexts.failure }, { status: 500 });
    return redirectWithToast(returnTo, { type: "error", message: feedbackTexts.failure });
  }

  if (fromFetcher) return data<FeedbackFetcherResult>({ status: "success", toast: feedbackTexts.success });
  return redirectWithToast(returnTo, { type: "success", message: feedbackTexts.success });
}

/** The action's Conform reply (field errors), or null for any other answer. */
function conformReply(actionData: unknown): SubmissionResult<string[]> | null {
  if (!actionData || typeof actionData !== "object" || "toast" in actionData || "message" in actionData) return null;
  return actionData as SubmissionResult<string[]>;
}

export default function FeedbackRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { returnTo } = loaderData;
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "feedback",
    lastResult: navigation.state === "idle" ? conformReply(actionData) : null,
    constraint: getZodConstraint(FeedbackSchema),
    ...validationTiming,
    onValidate({ formData }) {
      return parseWithZod(formData, { schema: FeedbackSchema });
    },
  });

  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <Link to={returnTo} className="mb-4 inline-flex items-center gap-1 text-sm text-primary underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> Terug
      </Link>
      <PageHeader title="Feedback geven" intro="Wat vind je van Dit doet Nederland? Wat kan beter? We lezen alles." />
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
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
