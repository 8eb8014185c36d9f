/**
 * GET /event/{id}/agenda.ics: "Zet in je agenda", one public event as an iCalendar file
 * (docs/decisions/028-calendars.md). Read with the event page's own query as a visitor
 * (`getEvent` with no viewer), so the file is the same for everybody and holds no contact
 * details; an event that is not public (hidden, under review, of an initiative that is not
 * public) is a 404 for everybody, its owner included, like a malformed or unknown id.
 */
import { isUuid } from "~/lib/list-params";
import { eventIcsFile, ICS_CONTENT_TYPE } from "~/modules/calendar/ics.server";
import { getEvent } from "~/modules/events/queries.server";
import type { Route } from "./+types/calendar";

/**
 * @returns 200 with the event's VCALENDAR as an attachment named after the event
 *   (`<slug of the title>.ics`, or `<id>.ics`), cacheable for 5 minutes; 404 with a short Dutch
 *   text for a malformed, unknown or non-public id
 */
export async function loader({ params }: Route.LoaderArgs) {
  const event = isUuid(params.id) ? await getEvent({ id: params.id, viewer: null }) : null;
  if (!event) {
    return new Response("Dit event bestaat niet of is niet meer beschikbaar.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const file = eventIcsFile(event);
  return new Response(file.content, {
    headers: {
      "Content-Type": ICS_CONTENT_TYPE,
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "public, max-age=300",
    },
  });
}
