/**
 * /meldingen/:id: marks the member's notification read and goes to its item. Another member's, or
 * an unknown id: 404. Members only.
 */
import { data, redirect } from "react-router";
import { requireUser } from "~/lib/session.server";
import { openNotification } from "~/modules/notifications/center.server";
import type { Route } from "./+types/open";

/**
 * @throws Response 302 to the item; 302 to /auth for a visitor; 404 when it is not the member's
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireUser(request, { reason: "pagina" });
  const path = await openNotification(member.id, params.id);
  if (!path) throw data(null, { status: 404 });
  throw redirect(path);
}
