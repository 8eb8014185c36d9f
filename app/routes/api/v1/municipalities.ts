/** GET /api/v1/gemeenten: the 342 municipalities (code, name, province). */
import { listMunicipalitiesEndpoint } from "~/modules/api/endpoints.server";
import { methodNotAllowed, serveApi } from "~/modules/api/http.server";
import type { Route } from "./+types/municipalities";

/** GET and HEAD answer the endpoint; OPTIONS is the CORS preflight. */
export function loader({ request, context }: Route.LoaderArgs) {
  return serveApi({ request, context }, (url) => listMunicipalitiesEndpoint(url));
}

export function action() {
  return methodNotAllowed();
}
