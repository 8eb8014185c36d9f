/** GET /api/v1/events.geojson: the items of /api/v1/events as an RFC 7946 FeatureCollection, same filters. */
import { eventsGeoJsonEndpoint } from "~/modules/api/geojson.server";
import { methodNotAllowed, serveApi } from "~/modules/api/http.server";
import type { Route } from "./+types/events-geojson";

/** GET and HEAD answer the endpoint; OPTIONS is the CORS preflight. */
export function loader({ request, context }: Route.LoaderArgs) {
  return serveApi({ request, context }, (url) => eventsGeoJsonEndpoint(url));
}

export function action() {
  return methodNotAllowed();
}
