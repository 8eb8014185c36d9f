/**
 * Any other address under /api/v1: 404 problem+json.
 * Thin: the endpoint lives in app/modules/api/endpoints.server.ts, the HTTP side (CORS, rate
 * limit, ETag, problem+json) in app/modules/api/http.server.ts (docs/decisions/030-open-data-api.md).
 */
import { unknownEndpoint } from "~/modules/api/endpoints.server";
import { methodNotAllowed, serveApi } from "~/modules/api/http.server";
import type { Route } from "./+types/not-found";

/** GET and HEAD answer the endpoint; OPTIONS is the CORS preflight. */
export function loader({ request, context }: Route.LoaderArgs) {
  return serveApi({ request, context }, () => unknownEndpoint());
}

/** Any other method: 405 problem+json (the API is read-only). */
export function action() {
  return methodNotAllowed();
}
