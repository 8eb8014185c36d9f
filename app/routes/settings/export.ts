/**
 * GET /instellingen/gegevens: "Download mijn gegevens" (AVG/GDPR art. 20). Members only; the
 * answer is a ZIP download of everything stored about the member: the data as JSON and their
 * images without metadata (see app/modules/accounts/data-export.server.ts), never cached.
 */
import { requireUser } from "~/lib/session.server";
import { exportMemberArchive } from "~/modules/accounts/data-export.server";
import { DATA_EXPORT_FILENAME } from "~/modules/accounts/profile";
import type { Route } from "./+types/export";

/**
 * @returns 200 with the ZIP archive (the data as pretty-printed JSON, 2 spaces, and the images)
 *   as an attachment
 * @throws Response 302 to /auth for a visitor
 */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireUser(request);
  const archive = await exportMemberArchive({ userId: member.id });
  return new Response(new Uint8Array(archive), {
    status: 200,
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${DATA_EXPORT_FILENAME}"`,
      "Cache-Control": "no-store",
    },
  });
}
