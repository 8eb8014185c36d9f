/**
 * POST /beoordeling-aanvragen: the owner of a rejected or hidden initiative, event or vacancy asks
 * for a new review (the button "Opnieuw laten beoordelen" in the item's status notice,
 * app/modules/moderation/components/unpublished-notice.tsx). Fields `item_type`, `item_id`
 * (`RequestReviewSchema`). The route has no page: every answer goes back to the item's page with a
 * toast (docs/decisions/019-form-actions-everywhere.md). Only the owner may ask
 * (`requestReview` checks inside its UPDATE); docs/decisions/021-review.md.
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
 * @returns a redirect to the item's page with "Je hebt om een nieuwe beoordeling gevraagd…"; for
 *   an item that does not need it, back with an error toast; for an unknown item or someone
 *   else's, to /mijn-items with an error toast
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

/** GET has nothing to show. */
export function loader() {
  return redirect("/mijn-items");
}
