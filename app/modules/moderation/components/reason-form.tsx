/** A moderator's decision that needs a reason for the owner (reject, hide), in a <details>; works without JavaScript. */
import type { ReactNode } from "react";
import { Form } from "react-router";
import { SubmitButton } from "~/components/forms/fields";
import { buttonVariants } from "~/components/ui/button";
import { Label, Textarea } from "~/components/ui/input";
import type { ModeratedItemType } from "~/lib/moderated-item-types";
import { cn } from "~/lib/utils";
import { MODERATOR_REASON_MAX } from "../limits";

export function ModeratorReasonForm(props: {
  itemType: ModeratedItemType;
  itemId: string;
  intent: string;
  summary: ReactNode;
  explanation: string;
  confirmText: string;
  pendingText: string;
  error: string | undefined;
}) {
  const reasonId = `reden-${props.intent}-${props.itemId}`;
  return (
    // Closed, the summary sits beside the other buttons; open, the form takes the full row.
    <details className="open:basis-full" open={props.error ? true : undefined}>
      <summary className={cn(buttonVariants({ variant: "outline" }), "cursor-pointer list-none text-destructive [&::-webkit-details-marker]:hidden")}>
        {props.summary}
      </summary>
      <Form method="post" className="mt-3 flex flex-col gap-3 rounded-md border border-destructive/40 p-3">
        <input type="hidden" name="item_type" value={props.itemType} />
        <input type="hidden" name="item_id" value={props.itemId} />
        <p className="text-sm">{props.explanation}</p>
        <div className="flex flex-col gap-2">
          <Label htmlFor={reasonId}>Reden voor de eigenaar</Label>
          <Textarea
            id={reasonId}
            name="reason"
            required
            maxLength={MODERATOR_REASON_MAX}
            rows={3}
            aria-invalid={props.error ? true : undefined}
            aria-describedby={props.error ? `${reasonId}-fout` : undefined}
          />
          {props.error ? (
            <p id={`${reasonId}-fout`} className="text-sm font-medium text-destructive">
              {props.error}
            </p>
          ) : null}
        </div>
        <div>
          <SubmitButton intent={props.intent} variant="destructive" pendingText={props.pendingText}>
            {props.confirmText}
          </SubmitButton>
        </div>
      </Form>
    </details>
  );
}
