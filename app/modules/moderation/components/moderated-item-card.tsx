/**
 * One item on a moderators' queue page (/beheer/beoordelen, /beheer/meldingen): its title and owner,
 * what the page adds, its pictures with "Afbeelding verwijderen", the error of the last action on
 * it, and the moderation actions. Every action is a plain form (a reason in a <details>), so it all
 * works without JavaScript.
 */
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { SubmitButton } from "~/components/forms/fields";
import type { ModeratedItemType } from "~/lib/moderated-item-types";
import { type ReviewImage, ReviewImages } from "~/modules/images/components/review-images";
import { REMOVE_IMAGE_INTENT } from "../review-forms";
import { type ItemAnswer, itemFormError, removeImageError } from "./item-answer";
import { ModeratorReasonForm } from "./reason-form";

/**
 * One action of the card: a plain button (`approve`, `dismiss`), a decision that asks the owner's
 * reason first (`reject`, `hide`), or a note shown instead of a button (one's own item).
 */
export type ModerationAction =
  | { kind: "button"; intent: string; label: ReactNode; pendingText: string; variant?: "outline" }
  | { kind: "reason"; intent: string; summary: ReactNode; explanation: string; confirmText: string; pendingText: string }
  | { kind: "note"; text: string };

export interface ModeratedItem {
  type: ModeratedItemType;
  id: string;
  title: string;
  /** The item's public page. */
  path: string;
  images: ReviewImage[];
}

/**
 * @param meta the line above the title (kind, status, …)
 * @param owner the line below the title
 * @param children what the page shows between the header and the pictures
 * @param after what follows the pictures (before the error and the actions)
 */
export function ModeratedItemCard(props: {
  item: ModeratedItem;
  answer: ItemAnswer | undefined;
  meta: ReactNode;
  owner: ReactNode;
  actions: readonly ModerationAction[];
  children?: ReactNode;
  after?: ReactNode;
}) {
  const { item, answer, actions } = props;
  const formError =
    actions.reduce<string | undefined>((found, action) => found ?? (action.kind === "note" ? undefined : itemFormError(answer, item.id, action.intent)), undefined) ??
    removeImageError(answer, item.id);
  return (
    <article className="flex flex-col gap-3 rounded-md border p-4" aria-labelledby={`item-${item.id}`}>
      <header className="flex flex-col gap-1">
        <p className="text-sm text-muted-foreground">{props.meta}</p>
        <h2 id={`item-${item.id}`} className="font-semibold text-lg">
          <Link to={item.path} className="text-primary underline">
            {item.title}
          </Link>
        </h2>
        <p className="text-sm">{props.owner}</p>
      </header>
      {props.children}
      <ReviewImages images={item.images} itemTitle={item.title} intent={REMOVE_IMAGE_INTENT} fields={{ item_type: item.type, item_id: item.id }} />
      {props.after}
      {formError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-start gap-3">
        {actions.map((action) => (
          <ModerationActionView key={action.kind === "note" ? "note" : action.intent} item={item} answer={answer} action={action} />
        ))}
      </div>
    </article>
  );
}

function ModerationActionView({ item, answer, action }: { item: ModeratedItem; answer: ItemAnswer | undefined; action: ModerationAction }) {
  if (action.kind === "note") return <p className="text-sm text-muted-foreground">{action.text}</p>;
  if (action.kind === "reason") {
    return (
      <ModeratorReasonForm
        itemType={item.type}
        itemId={item.id}
        intent={action.intent}
        summary={action.summary}
        explanation={action.explanation}
        confirmText={action.confirmText}
        pendingText={action.pendingText}
        error={itemFormError(answer, item.id, action.intent, "reason")}
      />
    );
  }
  return (
    <Form method="post">
      <input type="hidden" name="item_type" value={item.type} />
      <input type="hidden" name="item_id" value={item.id} />
      <SubmitButton intent={action.intent} variant={action.variant} pendingText={action.pendingText}>
        {action.label}
      </SubmitButton>
    </Form>
  );
}
