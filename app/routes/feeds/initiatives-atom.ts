/** GET /initiatieven.atom: a public feed of a list with its filters; answers 304 when the validators match. */
import { initiativesAtomResponse } from "~/modules/feeds/feeds.server";
import type { Route } from "./+types/initiatives-atom";

export async function loader({ request }: Route.LoaderArgs) {
  return initiativesAtomResponse(request);
}
