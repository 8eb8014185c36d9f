/**
 * GET /instellingen/gegevens: "Download mijn gegevens" (AVG/GDPR art. 20). Members only; the
 * answer is a JSON file download of everything stored about the member (see
 * app/modules/accounts/data-export.server.ts), never cached.
 */
import { requireUser } from "~/lib/session.server";
import { exportMemberData } from "~/modules/accounts/data-export.server";
import { DATA_EXPORT_FILENAME } from "~/modules/accounts/profile";
import type { Route } from "./+types/export";

/**
 * @returns 200 with the member's data as pretty-printed JSON (2 spaces), as an attachment
 * @throws Response 302 to /auth for a visitor
 */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireUser(request);
  const content = await exportMemberData({ userId: member.id });
  return new Response(`${JSON.stringify(content, null, 2)}\n`, {
    status: 200,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${DATA_EXPORT_FILENAME}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
