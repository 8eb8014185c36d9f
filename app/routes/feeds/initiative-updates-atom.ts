/** GET /initiatief/{id}/nieuws.atom: a public initiative's updates; 404 when unknown or not public, 304 when the validators match. */
import { initiativeUpdatesAtomResponse } from "~/modules/feeds/feeds.server";
import type { Route } from "./+types/initiative-updates-atom";

export async function loader({ request, params }: Route.LoaderArgs) {
  return initiativeUpdatesAtomResponse(request, params.id);
}
