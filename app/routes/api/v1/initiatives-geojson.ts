/** GET /api/v1/initiatives.geojson: the items of /api/v1/initiatives as an RFC 7946 FeatureCollection, same filters. */
import { initiativesGeoJsonEndpoint } from "~/modules/api/geojson.server";
import { methodNotAllowed, serveApi } from "~/modules/api/http.server";
import type { Route } from "./+types/initiatives-geojson";

/** GET and HEAD answer the endpoint; OPTIONS is the CORS preflight. */
export function loader({ request, context }: Route.LoaderArgs) {
  return serveApi({ request, context }, (url) => initiativesGeoJsonEndpoint(url));
}

export function action() {
  return methodNotAllowed();
}
