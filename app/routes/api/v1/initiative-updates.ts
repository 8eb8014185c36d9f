/** GET /api/v1/initiatives/{id}/updates: a public initiative's public updates, newest first, with cursor pagination. */
import { listInitiativeUpdatesEndpoint } from "~/modules/api/endpoints.server";
import { methodNotAllowed, serveApi } from "~/modules/api/http.server";
import type { Route } from "./+types/initiative-updates";

/** GET and HEAD answer the endpoint; OPTIONS is the CORS preflight. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return serveApi({ request, context }, (url) => listInitiativeUpdatesEndpoint(url, params.id));
}

export function action() {
  return methodNotAllowed();
}
