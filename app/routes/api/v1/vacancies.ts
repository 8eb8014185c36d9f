/** GET /api/v1/vacancies: public, active vacancies, filtered as /vacatures, with cursor pagination. */
import { listVacanciesEndpoint } from "~/modules/api/endpoints.server";
import { methodNotAllowed, serveApi } from "~/modules/api/http.server";
import type { Route } from "./+types/vacancies";

/** GET and HEAD answer the endpoint; OPTIONS is the CORS preflight. */
export function loader({ request, context }: Route.LoaderArgs) {
  return serveApi({ request, context }, (url) => listVacanciesEndpoint(url));
}

export function action() {
  return methodNotAllowed();
}
