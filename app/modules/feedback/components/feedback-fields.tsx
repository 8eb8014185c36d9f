/**
 * The fields of the feedback form (SPEC.md §5 "Feedback"), shared by the floating button's dialog
 * (`./feedback-button.tsx`, loaded on demand for members only) and the /feedback page. They live
 * apart from the button so the page can import them without pulling the button's module into
 * its own chunk: the button stays a lazily loaded chunk (docs/decisions/010-performance.md).
 */
import type { FieldMetadata } from "@conform-to/react";
import { TextareaField } from "~/components/forms/fields";
import { cn } from "~/lib/utils";
import { FEEDBACK_LIMITS } from "../schemas";

/**
 * The feedback textarea "Je feedback" with its limits as description, the first error under it,
 * and a character counter ("123 / 1000", counted after trimming like the schema does). The visible
 * counter is hidden from screen readers; a polite live region speaks only when the limit comes
 * near or is passed, so typing is not interrupted by a number on every key.
 * Shared by the dialog and the /feedback page.
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

/** A note on what is stored with the feedback (shown with both forms). */
export function FeedbackPrivacyNote() {
  return (
    <p className="text-sm text-muted-foreground">
      We bewaren je naam en e-mailadres bij je feedback, zodat we contact met je kunnen opnemen als we een vraag hebben.
    </p>
  );
}
