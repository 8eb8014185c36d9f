/**
 * GET /agenda/{token}.ics: a member's private calendar feed; the token is the key, so it is never
 * logged in full nor cached. React Router matches whole segments, so ".ics" is part of the parameter.
 */
import { NO_STORE } from "~/lib/cache-policy.server";
import { memberFeedCalendar, tokenFromSegment } from "~/modules/calendar/feed.server";
import { ICS_CONTENT_TYPE } from "~/modules/calendar/ics.server";
import type { Route } from "./+types/feed";

const PRIVATE_HEADERS = { "Cache-Control": NO_STORE, "X-Robots-Tag": "noindex" };

/** @returns 200 with the VCALENDAR; 404 for a bad segment, an unknown or replaced token, or a blocked member */
export async function loader({ params }: Route.LoaderArgs) {
  const token = tokenFromSegment(params.token);
  const calendar = token ? await memberFeedCalendar(token) : null;
  if (calendar === null) {
    return new Response("Deze agendalink bestaat niet (meer). Maak een nieuwe bij Instellingen.", {
      status: 404,
      headers: { ...PRIVATE_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(calendar, {
    headers: {
      ...PRIVATE_HEADERS,
      "Content-Type": ICS_CONTENT_TYPE,
      "Content-Disposition": 'attachment; filename="dit-doet-nederland-mijn-events.ics"',
    },
  });
}
