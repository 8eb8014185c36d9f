/** GET /instellingen/gegevens: "Download mijn gegevens" as a ZIP attachment, members only, never cached. */
import { requireUser } from "~/lib/session.server";
import { exportMemberArchive } from "~/modules/accounts/data-export.server";
import { DATA_EXPORT_FILENAME } from "~/modules/accounts/profile";
import type { Route } from "./+types/export";

/** @throws Response 302 to /auth for a visitor */
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
