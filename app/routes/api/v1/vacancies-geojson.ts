/** GET /api/v1/vacancies.geojson: the items of /api/v1/vacancies as an RFC 7946 FeatureCollection, same filters. */
import { vacanciesGeoJsonEndpoint } from "~/modules/api/geojson.server";
import { methodNotAllowed, serveApi } from "~/modules/api/http.server";
import type { Route } from "./+types/vacancies-geojson";

/** GET and HEAD answer the endpoint; OPTIONS is the CORS preflight. */
export function loader({ request, context }: Route.LoaderArgs) {
  return serveApi({ request, context }, (url) => vacanciesGeoJsonEndpoint(url));
}

export function action() {
  return methodNotAllowed();
}
