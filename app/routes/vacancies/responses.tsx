/**
 * /vacature/{id}/reacties: the responses to one vacancy, for its organizer (whoever may edit the
 * vacancy: `canEditVacancy`, docs/decisions/015-permissions.md), whatever the vacancy's state. Per
 * response the volunteer's name, e-mail address, phone number, motivation, date and status, with a
 * status form per row ("Nieuw", "In gesprek", "Aangenomen", "Afgewezen"); saving a new status
 * mails the volunteer. Rules: app/modules/participation/responses.server.ts.
 *
 * The volunteers' e-mail addresses and phone numbers are on this page only. A visitor is sent to
 * /auth and back (the organizer's mail links here); every other member gets the site's 404, on the
 * page and on its action. One action in the form-action shape (docs/decisions/017-form-actions.md),
 * intent "status" (`ResponseStatusSchema`); every answer redirects back here with a toast, so the
 * forms work without JavaScript.
 */
import { ArrowLeft } from "~/components/icons";
import { data, Link } from "react-router";
import { PageHeader } from "~/components/list/page-header";
import { notFoundBoundary } from "~/components/not-found";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { handleForm, intentOf, outcome, unknownIntent } from "~/lib/form-action.server";
import { readFormData } from "~/lib/form-data";
import { memberPageMeta, pageTitle } from "~/lib/meta";
import { requireUser } from "~/lib/session.server";
import { ResponseList } from "~/modules/participation/components/response-list";
import { responsesPagePath } from "~/modules/participation/paths";
import { ResponseStatusSchema, responseTexts } from "~/modules/participation/responses";
import { listVacancyResponses, organizesVacancy, setResponseStatus } from "~/modules/participation/responses.server";
import type { Route } from "./+types/responses";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? memberPageMeta(`Reacties: ${loaderData.vacancy.title}`, "De reacties op je vacature bij Dit doet Nederland.")
    : [{ title: pageTitle("Vacature niet gevonden") }, { name: "robots", content: "noindex" }];

/**
 * The vacancy and its responses, newest first.
 * @returns `{ vacancy, responses }` (`listVacancyResponses`)
 * @throws Response 302 to /auth?redirectTo=…&melding=pagina for a visitor
 * @throws Response 404 for a malformed or unknown id, and for anyone who may not edit the vacancy
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireUser(request, { reason: "pagina" });
  const found = await listVacancyResponses({ viewer: member, vacancyId: params.id });
  if (found.status !== "ok") throw data(null, { status: 404 });
  return found.item;
}

/**
 * Saves the status of one response (`intent=status`, `response_id`, `status`).
 * @returns a redirect back to this page with "Status opgeslagen" (the volunteer gets a mail), "De
 *   status was al zo" (nothing changed), or "Deze reactie bestaat niet (meer)." as an error toast
 *   for a response that is not this vacancy's; 400 with the field errors for an invalid status;
 *   429 with the Dutch wait message when statuses changed too often (the page shows it);
 *   400 "Onbekende actie." for another intent; a database failure: 500 with `failure`
 * @throws Response 302 to /auth for a visitor
 * @throws Response 404 for anyone who may not edit the vacancy (before reading the form)
 */
export async function action({ request, params }: Route.ActionArgs) {
  const member = await requireUser(request, { reason: "pagina" });
  if (!(await organizesVacancy({ viewer: member, vacancyId: params.id }))) throw data(null, { status: 404 });
  const page = responsesPagePath(params.id.toLowerCase());
  const formData = await readFormData(request);
  const intent = intentOf(formData, ["status"] as const);
  if (intent === null) return unknownIntent(responseTexts.unknownAction);
  return handleForm({
    formData,
    intent,
    schema: ResponseStatusSchema,
    unexpected: responseTexts.statusFailure,
    handle: async ({ response_id: responseId, status }) => {
      const result = await setResponseStatus({ viewer: member, vacancyId: params.id, responseId, status });
      if (result.status === "rate_limited") return outcome.fail(429, { form: result.message });
      if (result.status !== "ok") return outcome.redirect(page, responseTexts.unknownResponse, { type: "error" });
      return outcome.redirect(page, result.changed ? responseTexts.statusSaved : responseTexts.statusUnchanged, {
        type: result.changed ? "success" : "info",
      });
    },
  });
}

export default function VacancyResponsesRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { vacancy, responses } = loaderData;
  // A refused post (an invalid status, an unknown action, a failure) says why above the list.
  const refusal = actionData?.failure ?? Object.values(actionData?.result?.error ?? {}).flat()[0] ?? null;
  return (
    <div className="mx-auto flex max-w-3xl flex-col px-4 py-8">
      <Button asChild variant="ghost" className="mb-4 self-start">
        <Link to={`/vacature/${vacancy.id}`}>
          <ArrowLeft aria-hidden="true" /> Naar de vacature
        </Link>
      </Button>
      <PageHeader
        title={`Reacties op ${vacancy.title}`}
        intro={
          <>
            Bij {vacancy.initiative.name}. Alleen jij en wie deze vacature mag bewerken zien deze gegevens: gebruik ze alleen om contact op te
            nemen over deze vacature.
          </>
        }
      />
      {vacancy.is_public ? null : (
        <Alert className="mb-4">
          <p>Deze vacature is niet openbaar (niet actief of in behandeling): er kunnen geen nieuwe reacties bij komen.</p>
        </Alert>
      )}
      {refusal ? (
        <Alert variant="error" className="mb-4">
          <p>{refusal}</p>
        </Alert>
      ) : null}
      <ResponseList responses={responses} />
      <p className="mt-6 text-sm">
        <Link to="/mijn-items?tab=doe-mee" className="text-primary underline">
          Terug naar Mijn items
        </Link>
      </p>
    </div>
  );
}

export const ErrorBoundary = notFoundBoundary({
  title: "Vacature niet gevonden",
  text: "Deze vacature bestaat niet, of je kunt de reacties erop niet bekijken.",
  backTo: "/mijn-items?tab=doe-mee",
  backLabel: "Naar Mijn items",
});
