/** GET /api/v1/initiatives: public initiatives, filtered as /initiatieven, with cursor pagination. */
import { listInitiativesEndpoint } from "~/modules/api/endpoints.server";
import { methodNotAllowed, serveApi } from "~/modules/api/http.server";
import type { Route } from "./+types/initiatives";

/** GET and HEAD answer the endpoint; OPTIONS is the CORS preflight. */
export function loader({ request, context }: Route.LoaderArgs) {
  return serveApi({ request, context }, (url) => listInitiativesEndpoint(url));
}

export function action() {
  return methodNotAllowed();
}
