/** GET /api/v1/gemeenten: the 342 municipalities (code, name, province). */
import { listGemeentenEndpoint } from "~/modules/api/endpoints.server";
import { methodNotAllowed, serveApi } from "~/modules/api/http.server";
import type { Route } from "./+types/gemeenten";

/** GET and HEAD answer the endpoint; OPTIONS is the CORS preflight. */
export function loader({ request, context }: Route.LoaderArgs) {
  return serveApi({ request, context }, (url) => listGemeentenEndpoint(url));
}

export function action() {
  return methodNotAllowed();
}
