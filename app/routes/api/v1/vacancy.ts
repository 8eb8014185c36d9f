/** GET /api/v1/vacancies/{id}: one public, active vacancy (404 when unknown, inactive or not public). */
import { getItemEndpoint } from "~/modules/api/endpoints.server";
import { methodNotAllowed, serveApi } from "~/modules/api/http.server";
import type { Route } from "./+types/vacancy";

/** GET and HEAD answer the endpoint; OPTIONS is the CORS preflight. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return serveApi({ request, context }, (url) => getItemEndpoint(url, "vacancies", params.id));
}

export function action() {
  return methodNotAllowed();
}
