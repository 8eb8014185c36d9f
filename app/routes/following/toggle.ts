/**
 * POST /volgen: follows or stops following an initiative (docs/product-rules.md#following) and
 * returns to `returnTo` with a toast. A visitor is sent to sign in and back.
 */
import { redirect } from "react-router";
import { handleForm, outcome } from "~/lib/form-action.server";
import { readFormData } from "~/lib/form-data";
import { isUuid } from "~/lib/list-params";
import { getSessionUser, safeRedirect } from "~/lib/session.server";
import { setFollowing } from "~/modules/following/follows.server";
import { FollowToggleSchema } from "~/modules/following/schemas";
import { followTexts } from "~/modules/following/texts";
import type { Route } from "./+types/toggle";

/** @returns a redirect back with a toast; a refused post (bad input, unknown initiative) goes back with the Dutch reason (4xx) */
export async function action({ request }: Route.ActionArgs) {
  const formData = await readFormData(request);
  // The initiative page's button sends no returnTo: back to that page.
  const initiativeId = formData.get("initiative_id");
  const returnTo = safeRedirect(formData.get("returnTo") ?? (typeof initiativeId === "string" && isUuid(initiativeId) ? `/initiatief/${initiativeId}` : null));
  const member = await getSessionUser(request);
  return handleForm({
    formData,
    schema: FollowToggleSchema,
    unexpected: followTexts.failure,
    backTo: returnTo,
    handle: async ({ initiative_id: initiativeId, following }) => {
      if (!member) return outcome.response(redirect(`/auth?${new URLSearchParams({ redirectTo: returnTo, melding: "volgen" }).toString()}`));
      const change = await setFollowing({ userId: member.id, initiativeId, following: following === "ja" });
      if (change.status === "not_found") return outcome.fail(404, { form: followTexts.failure });
      return outcome.redirect(returnTo, change.following ? followTexts.followed : followTexts.unfollowed);
    },
  });
}

export function loader() {
  return redirect("/volgend");
}
