/** POST /meldingen/gelezen: "Alles gelezen", back to /meldingen with a toast. Members only. */
import { redirect } from "react-router";
import { redirectWithToast } from "~/lib/toast.server";
import { requireUser } from "~/lib/session.server";
import { markAllNotificationsRead } from "~/modules/notifications/center.server";
import { NOTIFICATIONS_PATH, notificationTexts } from "~/modules/notifications/notification-types";
import type { Route } from "./+types/read-all";

/** @throws Response 302 to /auth for a visitor; @returns a redirect to /meldingen */
export async function action({ request }: Route.ActionArgs) {
  const member = await requireUser(request);
  await markAllNotificationsRead(member.id);
  return redirectWithToast(NOTIFICATIONS_PATH, { type: "success", message: notificationTexts.allRead });
}

export function loader() {
  return redirect(NOTIFICATIONS_PATH);
}
