/**
 * POST /vacature/{id}/reactie: a member's response to a vacancy ("Ik doe mee") and its withdrawal,
 * by `intent`. A fetcher (`_js=1`) gets the form-action data; a plain post always redirects to
 * `redirectTo` with a toast. The member is always the session's.
 */
import { redirect } from "react-router";
import { handleForm, intentOf, outcome, unknownIntent } from "~/lib/form-action.server";
import { readFormData } from "~/lib/form-data";
import { isUuid } from "~/lib/list-params";
import { getSessionUser, safeRedirect } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import {
  RespondSchema,
  type ResponseExtra,
  responseIntents,
  responseLoginHref,
  responseTexts,
  WithdrawSchema,
} from "~/modules/participation/responses";
import { respondToVacancy, withdrawResponse } from "~/modules/participation/responses.server";
import type { Route } from "./+types/response";

function vacancyPageOf(id: string): string {
  return isUuid(id) ? `/vacature/${id.toLowerCase()}` : "/vacatures";
}

/**
 * Responds to the vacancy or withdraws the response, by `intent`.
 * @returns 404, 403, 409 or 429 with the Dutch text as form error, 400 for bad input, 500 with `failure`
 * @throws Response 302 to /auth?redirectTo=/vacature/{id}&melding=reageren for a visitor
 */
export async function action({ request, params }: Route.ActionArgs) {
  const vacancyPage = vacancyPageOf(params.id);
  const member = await getSessionUser(request);
  if (!member) throw redirect(isUuid(params.id) ? responseLoginHref(params.id.toLowerCase()) : "/auth?melding=reageren");
  const formData = await readFormData(request);
  const fromFetcher = formData.get("_js") === "1";
  const backTo = safeRedirect(formData.get("redirectTo"), vacancyPage);
  const intent = intentOf(formData, responseIntents);
  if (intent === null) {
    if (fromFetcher) return unknownIntent(responseTexts.unknownAction);
    return redirectWithToast(backTo, { type: "error", message: responseTexts.unknownAction });
  }
  const done = (text: string) =>
    fromFetcher ? outcome.stay<ResponseExtra>({ done: text }, { resetForm: true }) : outcome.redirect<ResponseExtra>(backTo, text);

  if (intent === "withdraw") {
    return handleForm<typeof WithdrawSchema, typeof intent, ResponseExtra>({
      formData,
      intent,
      schema: WithdrawSchema,
      unexpected: responseTexts.withdrawFailure,
      backTo: fromFetcher ? undefined : backTo,
      handle: async () => {
        const result = await withdrawResponse({ viewer: member, vacancyId: params.id });
        if (result.status !== "ok") return outcome.fail(404, { form: responseTexts.noResponse });
        return done(responseTexts.withdrawn);
      },
    });
  }
  return handleForm<typeof RespondSchema, typeof intent, ResponseExtra>({
    formData,
    intent,
    schema: RespondSchema,
    unexpected: responseTexts.failure,
    backTo: fromFetcher ? undefined : backTo,
    handle: async (values) => {
      const result = await respondToVacancy({ viewer: member, vacancyId: params.id, values });
      switch (result.status) {
        case "ok":
          return done(responseTexts.sent);
        case "not_found":
          return outcome.fail(404, { form: responseTexts.vacancyClosed });
        case "own_vacancy":
          return outcome.fail(403, { form: responseTexts.ownVacancy });
        case "closed":
          return outcome.fail(409, { form: responseTexts.responsesEnded });
        case "no_organizer":
          return outcome.fail(403, { form: responseTexts.noOrganizer });
        case "already_responded":
          return outcome.fail(409, { form: responseTexts.alreadyResponded });
        case "rate_limited":
          return outcome.fail(429, { form: result.message });
      }
    },
  });
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(vacancyPageOf(params.id));
}
