/** GET /events.ics: a public feed of a list with its filters; answers 304 when the validators match. */
import { eventsIcsResponse } from "~/modules/feeds/feeds.server";
import type { Route } from "./+types/events-ics";

export async function loader({ request }: Route.LoaderArgs) {
  return eventsIcsResponse(request);
}
