/**
 * /vacature/{id}/reacties: the responses with the volunteers' contact details, for the vacancy's
 * organizer only (anyone else gets the site's 404); works without JavaScript.
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
import { noteTexts, ResponseNoteSchema, ResponseStatusSchema, responseTexts } from "~/modules/participation/responses";
import { listVacancyResponses, organizesVacancy, setResponseNote, setResponseStatus } from "~/modules/participation/responses.server";
import type { Route } from "./+types/responses";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? memberPageMeta(`Reacties: ${loaderData.vacancy.title}`, "De reacties op je vacature bij Dit doet Nederland.")
    : [{ title: pageTitle("Vacature niet gevonden") }, { name: "robots", content: "noindex" }];

/**
 * The vacancy and its responses, newest first.
 * @throws Response 302 to /auth for a visitor; 404 for an unknown id or anyone who may not edit the vacancy
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireUser(request, { reason: "pagina" });
  const found = await listVacancyResponses({ viewer: member, vacancyId: params.id });
  if (found.status !== "ok") throw data(null, { status: 404 });
  return found.item;
}

/**
 * Saves the status of one response (`intent=status`) and mails the volunteer, or the organizer's
 * private note on it (`intent=note`).
 * @returns a redirect back with a toast; 400 for invalid input; 429 when changed too often; 500
 * @throws Response 302 to /auth for a visitor; 404 for anyone who may not edit the vacancy
 */
export async function action({ request, params }: Route.ActionArgs) {
  const member = await requireUser(request, { reason: "pagina" });
  if (!(await organizesVacancy({ viewer: member, vacancyId: params.id }))) throw data(null, { status: 404 });
  const page = responsesPagePath(params.id.toLowerCase());
  const formData = await readFormData(request);
  const intent = intentOf(formData, ["status", "note"] as const);
  if (intent === null) return unknownIntent(responseTexts.unknownAction);
  if (intent === "note") {
    return handleForm({
      formData,
      intent,
      schema: ResponseNoteSchema,
      unexpected: noteTexts.failure,
      handle: async ({ response_id: responseId, organizer_note: note }) => {
        const result = await setResponseNote({ viewer: member, vacancyId: params.id, responseId, note });
        if (result.status !== "ok") return outcome.redirect(page, responseTexts.unknownResponse, { type: "error" });
        return outcome.redirect(`${page}#reactie-${responseId}`, noteTexts.saved);
      },
    });
  }
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
