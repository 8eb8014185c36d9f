/** PUT and DELETE /api/v1/me/follows/{initiativeId}: follow and unfollow as the API key's member (docs/decisions/072-personal-api-keys.md). */
import { followEndpoint, unfollowEndpoint } from "~/modules/api/member-follows.server";
import { serveMemberApi } from "~/modules/api/member-http.server";
import type { Route } from "./+types/me-follow";

function handlersFor(initiativeId: string | undefined) {
  return {
    PUT: (url: URL, owner: Parameters<typeof followEndpoint>[1]) => followEndpoint(url, owner, initiativeId),
    DELETE: (url: URL, owner: Parameters<typeof unfollowEndpoint>[1]) => unfollowEndpoint(url, owner, initiativeId),
  };
}

/** OPTIONS is the CORS preflight; GET and HEAD: 405. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return serveMemberApi({ request, context }, handlersFor(params.initiativeId));
}

/** PUT follows, DELETE unfollows; other methods: 405. */
export function action({ request, context, params }: Route.ActionArgs) {
  return serveMemberApi({ request, context }, handlersFor(params.initiativeId));
}
