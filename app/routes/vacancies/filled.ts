/**
 * POST /vacature/{id}/vervuld: the organizer marks the vacancy filled (`vervuld=ja`) or open again
 * (`vervuld=nee`); only whoever may edit it. Always redirects to the vacancy page with a toast.
 */
import { redirect } from "react-router";
import { readFormData } from "~/lib/form-data";
import { isUuid } from "~/lib/list-params";
import { requireUser } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import { setVacancyFilled } from "~/modules/vacancies/mutations.server";
import { vacancyTexts } from "~/modules/vacancies/schemas";
import type { Route } from "./+types/filled";

/**
 * Sets or clears "Vervuld".
 * @returns 302 to the vacancy page with a toast; to /vacatures for an unknown id
 * @throws Response 302 to /auth for a visitor
 */
export async function action({ request, params }: Route.ActionArgs) {
  const member = await requireUser(request);
  if (!isUuid(params.id)) return redirectWithToast("/vacatures", { type: "error", message: vacancyTexts.notFound });
  const page = `/vacature/${params.id.toLowerCase()}`;
  const choice = (await readFormData(request)).get("vervuld");
  if (choice !== "ja" && choice !== "nee") return redirectWithToast(page, { type: "error", message: vacancyTexts.filledInvalid });
  const filled = choice === "ja";
  const result = await setVacancyFilled({ id: params.id.toLowerCase(), viewer: member, filled });
  if (result.status === "not_found") return redirectWithToast("/vacatures", { type: "error", message: vacancyTexts.notFound });
  if (result.status === "forbidden") return redirectWithToast(page, { type: "error", message: vacancyTexts.forbidden });
  return redirectWithToast(page, { type: "success", message: filled ? vacancyTexts.markedFilled : vacancyTexts.reopened });
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(isUuid(params.id) ? `/vacature/${params.id.toLowerCase()}` : "/vacatures");
}
