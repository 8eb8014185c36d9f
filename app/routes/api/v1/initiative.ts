/**
 * GET /api/v1/initiatives/{id}: one public initiative (404 when unknown or not public).
 * Thin: the endpoint lives in app/modules/api/endpoints.server.ts, the HTTP side (CORS, rate
 * limit, ETag, problem+json) in app/modules/api/http.server.ts (docs/decisions/030-open-data-api.md).
 */
import { getItemEndpoint } from "~/modules/api/endpoints.server";
import { methodNotAllowed, serveApi } from "~/modules/api/http.server";
import type { Route } from "./+types/initiative";

/** GET and HEAD answer the endpoint; OPTIONS is the CORS preflight. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return serveApi({ request, context }, (url) => getItemEndpoint(url, "initiatives", params.id));
}

/** Any other method: 405 problem+json (the API is read-only). */
export function action() {
  return methodNotAllowed();
}
