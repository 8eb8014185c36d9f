/** GET /api/v1/events/{id}: one public event (404 when unknown or not public). */
import { getItemEndpoint } from "~/modules/api/endpoints.server";
import { methodNotAllowed, serveApi } from "~/modules/api/http.server";
import type { Route } from "./+types/event";

/** GET and HEAD answer the endpoint; OPTIONS is the CORS preflight. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return serveApi({ request, context }, (url) => getItemEndpoint(url, "events", params.id));
}

export function action() {
  return methodNotAllowed();
}
