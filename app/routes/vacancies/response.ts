/**
 * POST /vacature/{id}/reactie: a member's response to a vacancy ("Ik doe mee") and its withdrawal
 * ("Reactie intrekken"), by `intent`. Posted from the vacancy page and from any other page that
 * lists the member's responses (`OwnResponsesList`); rules in
 * app/modules/participation/responses.server.ts. The action has the one form-action shape
 * (docs/decisions/017-form-actions.md, 019-form-actions-everywhere.md).
 *
 * Form fields:
 * - intent "respond": `motivation` (10–1000 characters), `phone` (optional) — `RespondSchema`;
 * - intent "withdraw": `confirm=ja` — `WithdrawSchema`;
 * - `redirectTo`: the local path to go back to (checked with `safeRedirect`; default the vacancy
 *   page), and `_js=1` when the form posts through a fetcher.
 * The member is always the session's: nothing in the form can touch another member's response.
 *
 * Answers, by caller:
 * - fetcher (`_js=1`): the form-action data; 200 with `done` (the success text) on success; 400
 *   with Conform's field errors for invalid input or an unknown intent; 404 (vacancy unknown or not
 *   public; no response to withdraw), 403 (own vacancy; a vacancy without organizer), 409
 *   (already responded) or 429 (responded too often: the wait message) with the Dutch text as
 *   form error; 500 with `failure` when the database fails.
 * - plain form post (no JavaScript; this route has no page): every answer redirects to `redirectTo`,
 *   success with "Je reactie is verstuurd" / "Je reactie is ingetrokken", anything else with its
 *   message as an error toast.
 * - a visitor: 302 to /auth, returning to the vacancy page afterwards (`melding=reageren`).
 * A GET goes to the vacancy page.
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

/** The vacancy page of `id`, or /vacatures for a malformed id. */
function vacancyPageOf(id: string): string {
  return isUuid(id) ? `/vacature/${id.toLowerCase()}` : "/vacatures";
}

/**
 * Responds to the vacancy or withdraws the response, by `intent`. See the module comment for the
 * fields and answers.
 * @returns the form-action data (fetcher) or a redirect (plain post); never throws for bad input
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

/** GET has nothing to show: the response form is on the vacancy page. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(vacancyPageOf(params.id));
}
