/**
 * Validation and texts for the feedback form (browser-safe: used by the dialog's `onValidate`,
 * the /feedback page and the route action).
 *
 * Source: SPEC.md §5 "Feedback" (trimmed, 10 to 1000 characters, "Feedback moet minimaal 10 tekens
 * zijn" / "Feedback mag maximaal 1000 tekens zijn"), §9 (the same limits) and §8 "Feedback" (the
 * success and failure texts). A missing message (`undefined`: Conform turns an empty textarea into
 * `undefined`) or a whitespace-only one gets the minimum message, never Zod's English default.
 */
import { z } from "zod";
import { requiredText } from "~/lib/fields";

/** Limits of SPEC.md §9 (characters, counted after trimming). */
export const FEEDBACK_LIMITS = {
  messageMin: 10,
  messageMax: 1000,
} as const;

/** Validation messages of SPEC.md §5, verbatim. */
export const feedbackMessages = {
  messageMin: "Feedback moet minimaal 10 tekens zijn",
  messageMax: "Feedback mag maximaal 1000 tekens zijn",
} as const;

/** Result texts of SPEC.md §8 "Feedback", verbatim. */
export const feedbackTexts = {
  success: "Bedankt voor je feedback! We nemen het mee.",
  failure: "Er ging iets mis bij het versturen van je feedback",
} as const;

/**
 * The feedback form: `{ message }`, trimmed, 10 to 1000 characters; one message at a time (the
 * first rule that fails). Parse with `parseWithZod(formData, { schema: FeedbackSchema })` from
 * `@conform-to/zod/v4`.
 */
export const FeedbackSchema = z.object({
  message: requiredText({
    required: feedbackMessages.messageMin,
    min: FEEDBACK_LIMITS.messageMin,
    max: FEEDBACK_LIMITS.messageMax,
    tooLong: feedbackMessages.messageMax,
  }),
});


/**
 * The extra field of what POST /feedback answers the dialog's fetcher (`_js=1`) besides the
 * shared form-action fields (`intent`, `result`, `failure`; docs/decisions/019-form-actions-everywhere.md):
 * `sent`, the success text, once the feedback is stored.
 */
export type FeedbackExtra = { sent: string };
