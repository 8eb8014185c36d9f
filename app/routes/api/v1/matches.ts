/** GET /api/v1/matches: responses to vacancies and the matches they led to, per month and municipality. */
import { listMatchCountsEndpoint } from "~/modules/api/endpoints.server";
import { methodNotAllowed, serveApi } from "~/modules/api/http.server";
import type { Route } from "./+types/matches";

/** GET and HEAD answer the endpoint; OPTIONS is the CORS preflight. */
export function loader({ request, context }: Route.LoaderArgs) {
  return serveApi({ request, context }, (url) => listMatchCountsEndpoint(url));
}

export function action() {
  return methodNotAllowed();
}
