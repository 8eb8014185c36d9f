/**
 * The notice above a non-public item for its owner or a moderator, with "Opnieuw laten beoordelen" for the owner of a rejected or hidden item.
 */
import { Form } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { Alert } from "~/components/ui/alert";
import type { FavoriteItemType } from "~/lib/enums";
import type { UnpublishedState } from "~/lib/review-state";
import { statusBanner } from "../review";

export function UnpublishedNotice({ type, id, state }: { type: FavoriteItemType; id: string; state: UnpublishedState }) {
  const banner = statusBanner({ type, status: state.status });
  return (
    <Alert className="mb-4">
      <div className="flex flex-col gap-2">
        <p>
          <strong>{banner.title}.</strong> {banner.body}
        </p>
        {state.reason ? (
          <p>
            <span className="font-medium">Reden van de moderator:</span> <span className="whitespace-pre-line">{state.reason}</span>
          </p>
        ) : null}
        {state.canRequestReview ? (
          <Form method="post" action="/beoordeling-aanvragen">
            <input type="hidden" name="item_type" value={type} />
            <input type="hidden" name="item_id" value={id} />
            <SubmitButton size="sm" variant="outline" pendingText="Bezig met aanvragen…">
              Opnieuw laten beoordelen
            </SubmitButton>
          </Form>
        ) : null}
      </div>
    </Alert>
  );
}
