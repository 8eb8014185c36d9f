/**
 * POST /beoordeling-aanvragen: the owner of a rejected or hidden item asks for a new review. No
 * page: every answer redirects with a toast.
 */
import { redirect } from "react-router";
import { favoriteItemTypes, parseEnum } from "~/lib/enums";
import { handleForm, outcome } from "~/lib/form-action.server";
import { readFormData } from "~/lib/form-data";
import { isUuid } from "~/lib/list-params";
import { requireUser } from "~/lib/session.server";
import { itemPath } from "~/modules/moderation/paths";
import { reviewTexts } from "~/modules/moderation/review";
import { RequestReviewSchema } from "~/modules/moderation/review-forms";
import { requestReview } from "~/modules/moderation/review.server";
import type { Route } from "./+types/request-review";

/**
 * Puts the item back in the review queue.
 * @returns a redirect with a toast (to /mijn-items for an unknown item or someone else's)
 * @throws Response 302 to /auth for a visitor
 */
export async function action({ request }: Route.ActionArgs) {
  const member = await requireUser(request);
  const formData = await readFormData(request);
  const typeField = formData.get("item_type");
  const type = typeof typeField === "string" ? parseEnum(favoriteItemTypes, typeField) : null;
  const id = formData.get("item_id");
  const page = type && typeof id === "string" && isUuid(id) ? itemPath(type, id.toLowerCase()) : "/mijn-items";
  return handleForm({
    formData,
    schema: RequestReviewSchema,
    unexpected: reviewTexts.failure,
    backTo: page,
    handle: async ({ item_type, item_id }) => {
      const result = await requestReview({ viewer: member, type: item_type, id: item_id });
      if (result.status === "ok") return outcome.redirect(page, reviewTexts.requested);
      if (result.status === "already_handled") return outcome.redirect(page, reviewTexts.requestNotNeeded, { type: "info" });
      // Unknown or not theirs: the same answer, so the form does not reveal other members' items.
      return outcome.redirect("/mijn-items", reviewTexts.notFound, { type: "error" });
    },
  });
}

export function loader() {
  return redirect("/mijn-items");
}
