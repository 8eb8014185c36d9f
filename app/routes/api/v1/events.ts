/** GET /api/v1/events: public events, filtered as /events, with cursor pagination. */
import { listEventsEndpoint } from "~/modules/api/endpoints.server";
import { methodNotAllowed, serveApi } from "~/modules/api/http.server";
import type { Route } from "./+types/events";

/** GET and HEAD answer the endpoint; OPTIONS is the CORS preflight. */
export function loader({ request, context }: Route.LoaderArgs) {
  return serveApi({ request, context }, (url) => listEventsEndpoint(url));
}

export function action() {
  return methodNotAllowed();
}
