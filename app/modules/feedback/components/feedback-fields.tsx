/** The feedback form's fields, apart from the lazily loaded button so the /feedback page does not pull it in. */
import type { FieldMetadata } from "@conform-to/react";
import { TextareaField } from "~/components/forms/fields";
import { cn } from "~/lib/utils";
import { FEEDBACK_LIMITS } from "../schemas";

/**
 * The feedback textarea with a character counter; a live region speaks only near or past the
 * limit, so typing is not interrupted by a number on every key.
 */
export function FeedbackMessageField({ meta }: { meta: FieldMetadata<string | undefined | null> }) {
  const value = typeof meta.value === "string" ? meta.value : "";
  const count = value.trim().length;
  const max = FEEDBACK_LIMITS.messageMax;
  const over = count > max;
  const near = count >= max - 100;
  const announcement = over
    ? `Je feedback is langer dan ${max} tekens.`
    : near
      ? `Je nadert het maximum van ${max} tekens.`
      : "";
  return (
    <div className="flex flex-col gap-1">
      <TextareaField
        meta={meta}
        label="Je feedback"
        rows={6}
        description={`Minimaal ${FEEDBACK_LIMITS.messageMin} en maximaal ${max} tekens.`}
      />
      <p
        aria-hidden="true"
        className={cn(
          "text-right text-sm tabular-nums",
          over ? "font-medium text-destructive" : near ? "font-medium text-foreground" : "text-muted-foreground",
        )}
      >
        {count} / {max}
      </p>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

export function FeedbackPrivacyNote() {
  return (
    <p className="text-sm text-muted-foreground">
      We bewaren je naam en e-mailadres bij je feedback, zodat we contact met je kunnen opnemen als we een vraag hebben.
    </p>
  );
}
