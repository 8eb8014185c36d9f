/**
 * GET /event/{id}/deelnemers.csv: the organizer's participants list as a CSV file for Excel
 * (`participantsCsv`: UTF-8 with BOM, `;`-separated). Only for the event's owner; anyone else and
 * an unknown id get 404. Never cached (personal data).
 */
import { data } from "react-router";
import { requireUser } from "~/lib/session.server";
import { getParticipants, participantsCsv } from "~/modules/participation/organizer.server";
import type { Route } from "./+types/participants-csv";

/**
 * @returns the CSV as an attachment named `deelnemers-<event id>.csv`
 * @throws Response 302 to /auth for a visitor; 404 for an unknown id or someone else's event
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireUser(request);
  const found = await getParticipants({ id: params.id, viewer: member });
  if (found.status !== "ok") throw data("Niet gevonden", { status: 404 });
  return new Response(participantsCsv(found.item), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="deelnemers-${found.item.event.id}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
