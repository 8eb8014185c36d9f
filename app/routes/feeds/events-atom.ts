/** GET /events.atom: a public feed of a list with its filters; answers 304 when the validators match. */
import { eventsAtomResponse } from "~/modules/feeds/feeds.server";
import type { Route } from "./+types/events-atom";

export async function loader({ request }: Route.LoaderArgs) {
  return eventsAtomResponse(request);
}
