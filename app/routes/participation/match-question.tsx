/**
 * /match/:token: the question "Heeft dit contact tot een match geleid?" from the mail fourteen days
 * after a vacancy response (docs/product-rules.md#match-question). No sign-in: the link is the key.
 * The mail's answer links preselect an answer; only the form post records it, because mail
 * scanners open every link in a message.
 */
import { data, isRouteErrorResponse } from "react-router";
import { PageHeader } from "~/components/list/page-header";
import { NotFound } from "~/components/not-found";
import { Alert } from "~/components/ui/alert";
import { readFormData } from "~/lib/form-data";
import { memberPageMeta } from "~/lib/meta";
import { MatchQuestionForm } from "~/modules/participation/components/match-question-form";
import { matchAnswerLabel, parseMatchAnswer } from "~/modules/participation/match-answers";
import { answerMatchQuestion, findMatchQuestion } from "~/modules/participation/match-questions.server";
import type { Route } from "./+types/match-question";

export const meta: Route.MetaFunction = () =>
  memberPageMeta("Heeft dit contact tot een match geleid?", "Laat weten of je reactie op een vacature tot een match heeft geleid.");

const UNKNOWN_LINK = "Deze link klopt niet of bestaat niet meer. Gebruik de link uit de laatste e-mail die je van ons kreeg.";

/**
 * The question behind the token, with the answer `?antwoord=` preselects.
 * @throws Response 404 with a Dutch message for an unknown or malformed token
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const question = await findMatchQuestion(params.token);
  if (!question) throw data(UNKNOWN_LINK, { status: 404 });
  return { question, chosen: parseMatchAnswer(new URL(request.url).searchParams.get("antwoord")) };
}

/**
 * Records the chosen answer once.
 * @returns `{ recorded }` with the answer now on record; 400 `{ error }` without a valid answer
 * @throws Response 404 for an unknown or malformed token
 */
export async function action({ params, request }: Route.ActionArgs) {
  const answer = parseMatchAnswer((await readFormData(request)).get("antwoord"));
  if (!answer) return data({ error: "Kies Ja, Nee of Nog niet.", recorded: null }, { status: 400 });
  const result = await answerMatchQuestion(params.token, answer);
  if (result.status === "not_found") throw data(UNKNOWN_LINK, { status: 404 });
  return { error: null, recorded: result.status === "ok" ? answer : result.answer };
}

export default function MatchQuestionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { question, chosen } = loaderData;
  const recorded = actionData?.recorded ?? question.answer;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-8">
      <PageHeader title="Heeft dit contact tot een match geleid?" />
      <p>
        {question.party === "volunteer" ? "Over je reactie op de vacature" : "Over een reactie op je vacature"} “{question.vacancyTitle}”.
      </p>
      {recorded ? (
        <Alert role="status">
          <p>
            Bedankt! We hebben je antwoord genoteerd: <strong>{matchAnswerLabel(recorded)}</strong>.
            {recorded === "nog-niet" && question.round === 1 ? " Over twee weken vragen we het nog één keer." : null}
          </p>
        </Alert>
      ) : (
        <MatchQuestionForm chosen={chosen} error={actionData?.error ?? undefined} />
      )}
      <p className="text-muted-foreground text-sm">We tellen alleen aantallen per gemeente en maand, nooit namen.</p>
    </div>
  );
}

/** An unknown link says so in words of its own; anything else is the site's general error. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const unknown = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      <title>{unknown ? "Link niet gevonden – Dit doet Nederland" : "Er ging iets mis – Dit doet Nederland"}</title>
      <NotFound title={unknown ? "Link niet gevonden" : "Er ging iets mis"} backTo="/" backLabel="Terug naar de homepage">
        {unknown ? UNKNOWN_LINK : "Er ging iets mis bij het laden van deze pagina. Probeer het later opnieuw."}
      </NotFound>
    </>
  );
}
