/** GET /api/v1/openapi.json: the OpenAPI 3.1 document, generated from the API's Zod schemas (app/modules/api/openapi.server.ts). */
import { openApiEndpoint } from "~/modules/api/endpoints.server";
import { methodNotAllowed, serveApi } from "~/modules/api/http.server";
import type { Route } from "./+types/openapi";

/** GET and HEAD answer the endpoint; OPTIONS is the CORS preflight. */
export function loader({ request, context }: Route.LoaderArgs) {
  return serveApi({ request, context }, (url) => openApiEndpoint(url));
}

export function action() {
  return methodNotAllowed();
}
