/**
 * The review queue (/beheer/beoordelen): each waiting item with its pictures, "Goedkeuren" and
 * "Afwijzen" (asks for a reason); one's own item has no "Goedkeuren". Works without JavaScript.
 */
import { Check, X } from "~/components/icons";
import { formatDateTime } from "~/lib/format";
import { initiativeStatusLabels, reviewTexts } from "../review";
import { REVIEW_INTENTS } from "../review-forms";
import type { ReviewItem } from "../review.server";
import type { ItemAnswer } from "./item-answer";
import { itemKindLabels } from "./item-answer";
import { ModeratedItemCard, type ModerationAction } from "./moderated-item-card";

const approve: ModerationAction = {
  kind: "button",
  intent: REVIEW_INTENTS.approve,
  pendingText: "Goedkeuren…",
  label: (
    <>
      <Check aria-hidden="true" /> Goedkeuren
    </>
  ),
};

const reject: ModerationAction = {
  kind: "reason",
  intent: REVIEW_INTENTS.reject,
  summary: (
    <>
      <X className="size-4" aria-hidden="true" /> Afwijzen…
    </>
  ),
  explanation:
    "Het item blijft verborgen voor bezoekers en leden. De eigenaar krijgt de reden per e-mail en kan het aanpassen en opnieuw laten beoordelen.",
  confirmText: "Ja, afwijzen",
  pendingText: "Afwijzen…",
};

const ownItem: ModerationAction = { kind: "note", text: reviewTexts.ownItemNote };

export function ReviewItemCard({ item, answer }: { item: ReviewItem; answer?: ItemAnswer }) {
  return (
    <ModeratedItemCard
      item={item}
      answer={answer}
      actions={[item.own ? ownItem : approve, reject]}
      meta={
        <>
          {itemKindLabels[item.type]} · {initiativeStatusLabels[item.status]} · wacht sinds{" "}
          <time dateTime={item.requestedAt}>{formatDateTime(item.requestedAt)}</time>
        </>
      }
      owner={
        <>
          Eigenaar: {item.ownerName ?? "Dit doet Nederland"}
          {item.initiativeName ? ` · bij ${item.initiativeName}` : null}
        </>
      }
      after={
        item.previousReason ? (
          <p className="rounded bg-muted p-3 text-sm">
            <span className="font-medium">Eerdere reden van een moderator:</span>{" "}
            <span className="whitespace-pre-line">{item.previousReason}</span>
          </p>
        ) : null
      }
    >
      <p className="text-sm">{item.description}</p>
    </ModeratedItemCard>
  );
}
