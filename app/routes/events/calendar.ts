/**
 * GET /event/{id}/agenda.ics: one public event as an iCalendar file, read as a visitor so it holds
 * no contact details; a non-public event is a 404 for everybody, its owner included.
 */
import { isUuid } from "~/lib/list-params";
import { eventIcsFile, ICS_CONTENT_TYPE } from "~/modules/calendar/ics.server";
import { getEvent } from "~/modules/events/queries.server";
import type { Route } from "./+types/calendar";

/** @returns 200 with the VCALENDAR as an attachment, cacheable for 5 minutes; 404 for a malformed, unknown or non-public id */
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
