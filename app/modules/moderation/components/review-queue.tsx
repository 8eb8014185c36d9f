/**
 * The review queue (/beheer/beoordelen): each waiting item with its pictures, "Goedkeuren" and
 * "Afwijzen" (asks for a reason); one's own item has no "Goedkeuren". Works without JavaScript.
 */
import { Check, X } from "~/components/icons";
import { Form, Link } from "react-router";
import { SubmitButton } from "~/components/forms/fields";
import { formatDateTime } from "~/lib/format";
import { ReviewImages } from "~/modules/images/components/review-images";
import { initiativeStatusLabels, reviewTexts } from "../review";
import { REMOVE_IMAGE_INTENT } from "../review-forms";
import type { ReviewItem } from "../review.server";
import { type ItemAnswer, itemFormError, itemKindLabels, removeImageError } from "./item-answer";
import { ModeratorReasonForm } from "./reason-form";

export function ReviewItemCard({ item, answer }: { item: ReviewItem; answer?: ItemAnswer }) {
  const hidden = (
    <>
      <input type="hidden" name="item_type" value={item.type} />
      <input type="hidden" name="item_id" value={item.id} />
    </>
  );
  const reasonError = itemFormError(answer, item.id, "afwijzen", "reason");
  const formError =
    itemFormError(answer, item.id, "afwijzen") ?? itemFormError(answer, item.id, "goedkeuren") ?? removeImageError(answer, item.id);
  return (
    <article className="flex flex-col gap-3 rounded-md border p-4" aria-labelledby={`item-${item.id}`}>
      <header className="flex flex-col gap-1">
        <p className="text-sm text-muted-foreground">
          {itemKindLabels[item.type]} · {initiativeStatusLabels[item.status]} · wacht sinds{" "}
          <time dateTime={item.requestedAt}>{formatDateTime(item.requestedAt)}</time>
        </p>
        <h2 id={`item-${item.id}`} className="font-semibold text-lg">
          <Link to={item.path} className="text-primary underline">
            {item.title}
          </Link>
        </h2>
        <p className="text-sm">
          Eigenaar: {item.ownerName ?? "Dit doet Nederland"}
          {item.initiativeName ? ` · bij ${item.initiativeName}` : null}
        </p>
      </header>
      <p className="text-sm">{item.description}</p>
      <ReviewImages images={item.images} itemTitle={item.title} intent={REMOVE_IMAGE_INTENT} fields={{ item_type: item.type, item_id: item.id }} />
      {item.previousReason ? (
        <p className="rounded bg-muted p-3 text-sm">
          <span className="font-medium">Eerdere reden van een moderator:</span>{" "}
          <span className="whitespace-pre-line">{item.previousReason}</span>
        </p>
      ) : null}
      {formError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-start gap-3">
        {item.own ? (
          <p className="text-sm text-muted-foreground">{reviewTexts.ownItemNote}</p>
        ) : (
          <Form method="post">
            {hidden}
            <SubmitButton intent="goedkeuren" pendingText="Goedkeuren…">
              <Check aria-hidden="true" /> Goedkeuren
            </SubmitButton>
          </Form>
        )}
        <ModeratorReasonForm
          itemType={item.type}
          itemId={item.id}
          intent="afwijzen"
          summary={
            <>
              <X className="size-4" aria-hidden="true" /> Afwijzen…
            </>
          }
          explanation="Het item blijft verborgen voor bezoekers en leden. De eigenaar krijgt de reden per e-mail en kan het aanpassen en opnieuw laten beoordelen."
          confirmText="Ja, afwijzen"
          pendingText="Afwijzen…"
          error={reasonError}
        />
      </div>
    </article>
  );
}
