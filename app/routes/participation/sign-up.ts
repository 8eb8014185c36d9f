/**
 * POST /event/:id/aanmelding: signs the member up for the event ("aanmelden": confirmed, or on
 * the waitlist when it is full) or cancels ("afmelden"); docs/decisions/026-participation.md.
 * Posted by the sign-up panel on the event page and by /mijn-aanmeldingen (`redirectTo`, a local
 * path). The route has no page: every answer goes back there with a toast
 * (docs/decisions/019-form-actions-everywhere.md). A visitor is sent to /auth, which comes back
 * to the event. GET goes to the event.
 */
import { redirect } from "react-router";
import { handleForm, outcome } from "~/lib/form-action.server";
import { readFormData } from "~/lib/form-data";
import { isUuid } from "~/lib/list-params";
import { getSessionUser, safeRedirect } from "~/lib/session.server";
import { cancelSignUp, signUp } from "~/modules/participation/registrations.server";
import { SignUpSchema } from "~/modules/participation/schemas";
import { signUpAnswers as t } from "~/modules/participation/texts";
import type { Route } from "./+types/sign-up";

/**
 * Signs up or cancels for the session's member.
 * @returns a redirect to `redirectTo` (default the event page) with a toast: "Je bent aangemeld…",
 *   the waitlist place, "Je bent afgemeld." or the refusal (unknown or hidden event, closed,
 *   started, already signed up, not signed up) as an error toast; a visitor goes to
 *   `/auth?redirectTo=/event/<id>&melding=aanmelden`
 */
export async function action({ request, params }: Route.ActionArgs) {
  const id = params.id.toLowerCase();
  if (!isUuid(id)) return redirect("/events");
  const page = `/event/${id}`;
  const formData = await readFormData(request);
  const back = safeRedirect(formData.get("redirectTo"), page);
  const member = await getSessionUser(request);
  if (!member) return redirect(`/auth?${new URLSearchParams({ redirectTo: page, melding: "aanmelden" }).toString()}`);
  return handleForm({
    formData,
    schema: SignUpSchema,
    unexpected: t.failure,
    backTo: back,
    handle: async ({ intent }) => {
      if (intent === "afmelden") {
        const result = await cancelSignUp({ eventId: id, userId: member.id });
        return result.status === "ok" ? outcome.redirect(back, t.cancelled) : outcome.redirect(back, t.notSignedUp, { type: "info" });
      }
      const result = await signUp({ eventId: id, member });
      switch (result.status) {
        case "confirmed":
          return outcome.redirect(back, t.signedUp);
        case "waitlisted":
          return outcome.redirect(back, t.signedUpWaitlist(result.position));
        case "already_signed_up":
          return outcome.redirect(back, t.alreadySignedUp, { type: "info" });
        case "closed":
          return outcome.fail(409, { form: t.refusedClosed });
        case "started":
          return outcome.fail(409, { form: t.refusedStarted });
        case "past":
          return outcome.fail(409, { form: t.refusedPast });
        case "not_found":
          return outcome.redirect("/events", t.notFound, { type: "error" });
      }
    },
  });
}

/** GET has nothing to show: the event page has the sign-up. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(isUuid(params.id) ? `/event/${params.id.toLowerCase()}` : "/events");
}
