/** Any other address under /api/v1: 404 problem+json. */
import { unknownEndpoint } from "~/modules/api/endpoints.server";
import { methodNotAllowed, serveApi } from "~/modules/api/http.server";
import type { Route } from "./+types/not-found";

/** GET and HEAD answer the endpoint; OPTIONS is the CORS preflight. */
export function loader({ request, context }: Route.LoaderArgs) {
  return serveApi({ request, context }, () => unknownEndpoint());
}

export function action() {
  return methodNotAllowed();
}
