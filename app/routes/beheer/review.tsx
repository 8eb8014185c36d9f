/** /beheer/beoordelen: the items waiting for review, oldest first; moderators and admins only (docs/decisions/021-review.md). */
import { PageHeader } from "~/components/list/page-header";
import { type FormOutcome, handleForm, intentOf, outcome, unknownIntent } from "~/lib/form-action.server";
import { readFormData } from "~/lib/form-data";
import { memberPageMeta } from "~/lib/meta";
import { requireModerator } from "~/lib/session.server";
import { ReviewItemCard } from "~/modules/moderation/components/review-queue";
import { reviewTexts } from "~/modules/moderation/review";
import { handleRemoveImage } from "~/modules/moderation/item-images.server";
import { ApproveSchema, REMOVE_IMAGE_INTENT, RejectSchema, REVIEW_INTENTS, reviewIntents } from "~/modules/moderation/review-forms";
import { approveItem, listReviewQueue, type ReviewResult, rejectItem } from "~/modules/moderation/review.server";
import type { Route } from "./+types/review";

export const meta: Route.MetaFunction = () => memberPageMeta("Te beoordelen", "Nieuwe en opnieuw ingediende items die op een moderator wachten.");

const PAGE = "/beheer/beoordelen";

/** @throws Response 404 for anyone but a moderator or admin; 302 to set up two-factor sign-in */
export async function loader({ request }: Route.LoaderArgs) {
  const { viewer } = await requireModerator(request);
  return listReviewQueue(viewer.id);
}

function reviewOutcome(result: ReviewResult, done: string): FormOutcome {
  if (result.status === "ok") return outcome.redirect(PAGE, done);
  if (result.status === "already_handled") return outcome.redirect(PAGE, reviewTexts.alreadyHandled, { type: "info" });
  if (result.status === "own_item") return outcome.fail(403, { form: reviewTexts.ownItem });
  return outcome.fail(404, { form: reviewTexts.notFound });
}

/**
 * `intent` "approve", "reject" (with `reason`) or "remove-image".
 * @returns a redirect with a toast; 400 field errors or unknown intent; 403 for one's own item; 404
 * @throws Response 404 for anyone but a moderator or admin; 302 to set up two-factor sign-in
 */
export async function action({ request }: Route.ActionArgs) {
  const { viewer } = await requireModerator(request);
  const formData = await readFormData(request);
  const intent = intentOf(formData, reviewIntents);
  if (intent === REVIEW_INTENTS.approve) {
    return handleForm({
      formData,
      intent,
      schema: ApproveSchema,
      unexpected: reviewTexts.failure,
      handle: async (value) => reviewOutcome(await approveItem({ viewer, type: value.item_type, id: value.item_id }), reviewTexts.approved),
    });
  }
  if (intent === REVIEW_INTENTS.reject) {
    return handleForm({
      formData,
      intent,
      schema: RejectSchema,
      unexpected: reviewTexts.failure,
      handle: async (value) =>
        reviewOutcome(await rejectItem({ viewer, type: value.item_type, id: value.item_id, reason: value.reason }), reviewTexts.rejected),
    });
  }
  if (intent === REMOVE_IMAGE_INTENT) return handleRemoveImage({ formData, viewer, page: PAGE });
  return unknownIntent("Onbekende actie.");
}

export default function AdminReview({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData && "intent" in actionData ? actionData : undefined;
  const { items, total } = loaderData;
  return (
    <>
      <PageHeader
        title="Te beoordelen"
        intro="Nieuwe initiatieven en items die hun eigenaar na een afwijzing of verbergen opnieuw indiende, de oudste eerst."
      />
      {items.length === 0 ? <p className="text-muted-foreground">Er wacht niets op een beoordeling.</p> : null}
      {total > items.length ? (
        <p className="text-sm text-muted-foreground">
          De oudste {items.length} van {total} wachtende items.
        </p>
      ) : null}
      <div className="flex flex-col gap-4">
        {items.map((item) => (
          <ReviewItemCard key={`${item.type}:${item.id}`} item={item} answer={answer} />
        ))}
      </div>
    </>
  );
}
