/**
 * GET /event/{id}/deelnemers.csv: the organizer's participants list as a CSV file for Excel
 * (`participantsCsv`: UTF-8 with BOM, `;`-separated). Only for the event's owner; anyone else and
 * an unknown id get 404. Never cached (personal data).
 */
import { requireUser } from "~/lib/session.server";
import { getParticipants, participantsCsv } from "~/modules/participation/organizer.server";
import { participantsTexts } from "~/modules/participation/texts";
import type { Route } from "./+types/participants-csv";

/**
 * @returns the CSV as an attachment named `deelnemers-<event id>.csv`
 *   ("Dit event bestaat niet of je bent niet de organisator.", plain text, for an unknown id or
 *   someone else's event, status 404)
 * @throws Response 302 to /auth for a visitor
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireUser(request);
  const found = await getParticipants({ id: params.id, viewer: member });
  if (found.status !== "ok") {
    return new Response(participantsTexts.notFound, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
  return new Response(participantsCsv(found.item), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="deelnemers-${found.item.event.id}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
