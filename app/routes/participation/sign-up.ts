/**
 * POST /event/:id/aanmelding: signs the member up ("sign-up", waitlisted when full) or cancels
 * ("cancel-sign-up"). No page: every answer redirects to `redirectTo` with a toast.
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
 * Signs up or cancels for the session's member; a refusal is an error toast.
 * @returns a redirect; a visitor goes to `/auth?redirectTo=/event/<id>&melding=aanmelden`
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
      if (intent === "cancel-sign-up") {
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
        case "cancelled":
          return outcome.fail(409, { form: t.refusedCancelled });
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

export function loader({ params }: Route.LoaderArgs) {
  return redirect(isUuid(params.id) ? `/event/${params.id.toLowerCase()}` : "/events");
}
