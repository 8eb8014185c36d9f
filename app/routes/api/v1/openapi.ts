/**
 * GET /api/v1/openapi.json: the OpenAPI 3.1 document, generated from the API's Zod schemas (app/modules/api/openapi.server.ts).
 * Thin: the endpoint lives in app/modules/api/endpoints.server.ts, the HTTP side (CORS, rate
 * limit, ETag, problem+json) in app/modules/api/http.server.ts (docs/decisions/030-open-data-api.md).
 */
import { openApiEndpoint } from "~/modules/api/endpoints.server";
import { methodNotAllowed, serveApi } from "~/modules/api/http.server";
import type { Route } from "./+types/openapi";

/** GET and HEAD answer the endpoint; OPTIONS is the CORS preflight. */
export function loader({ request, context }: Route.LoaderArgs) {
  return serveApi({ request, context }, (url) => openApiEndpoint(url));
}

/** Any other method: 405 problem+json (the API is read-only). */
export function action() {
  return methodNotAllowed();
}
