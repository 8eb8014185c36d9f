/** GET /api/v1/me/follows: the initiatives the API key's member follows (docs/decisions/072-personal-api-keys.md). */
import { listMyFollowsEndpoint } from "~/modules/api/member-follows.server";
import { serveMemberApi } from "~/modules/api/member-http.server";
import type { Route } from "./+types/me-follows";

const handlers = { GET: listMyFollowsEndpoint };

/** GET and HEAD answer the list; OPTIONS is the CORS preflight. */
export function loader({ request, context }: Route.LoaderArgs) {
  return serveMemberApi({ request, context }, handlers);
}

/** Any other method: 405. */
export function action({ request, context }: Route.ActionArgs) {
  return serveMemberApi({ request, context }, handlers);
}
