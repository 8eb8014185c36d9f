/**
 * GET /agenda/{token}.ics: a member's private calendar feed (docs/decisions/028-calendars.md),
 * the events they signed up for, for calendar apps to subscribe to. The route is `agenda/:token`;
 * the loader takes the token from the segment `<token>.ics` (React Router matches whole segments,
 * so the ".ics" is part of the parameter). Anyone with the address gets the feed, without a
 * session: the token is the key. The address is never logged in full (`redactUrl` replaces the
 * segment) and no cache may keep the answer.
 */
import { NO_STORE } from "~/lib/cache-policy.server";
import { memberFeedCalendar, tokenFromSegment } from "~/modules/calendar/feed.server";
import { ICS_CONTENT_TYPE } from "~/modules/calendar/ics.server";
import type { Route } from "./+types/feed";

/** Headers of every answer: private, never stored, never indexed. */
const PRIVATE_HEADERS = { "Cache-Control": NO_STORE, "X-Robots-Tag": "noindex" };

/**
 * @returns 200 with the member's VCALENDAR; 404 with a short Dutch text for a segment that is not
 *   `<token>.ics`, an unknown or replaced token, or a blocked member
 */
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
