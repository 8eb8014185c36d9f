/** GET /event/{id}/deelnemers.csv: the participants as an Excel CSV (UTF-8 with BOM, `;`), owner only, never cached. */
import { requireUser } from "~/lib/session.server";
import { getParticipants, participantsCsv } from "~/modules/participation/organizer.server";
import { participantsTexts } from "~/modules/participation/texts";
import type { Route } from "./+types/participants-csv";

/**
 * @returns the CSV attachment; 404 plain text for an unknown id or someone else's event
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
