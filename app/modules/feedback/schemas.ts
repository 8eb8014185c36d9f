/**
 * Validation and texts for the feedback form, browser-safe (docs/product-rules.md#feedback). A
 * missing or blank message gets the minimum message, never Zod's English default.
 */
import { z } from "zod";
import { requiredText } from "~/lib/fields";

/** Characters, counted after trimming. */
export const FEEDBACK_LIMITS = {
  messageMin: 10,
  messageMax: 1000,
} as const;

export const feedbackMessages = {
  messageMin: "Feedback moet minimaal 10 tekens zijn",
  messageMax: "Feedback mag maximaal 1000 tekens zijn",
} as const;

export const feedbackTexts = {
  success: "Bedankt voor je feedback! We nemen het mee.",
  failure: "Er ging iets mis bij het versturen van je feedback",
} as const;

/** The feedback form: `{ message }`, trimmed, 10 to 1000 characters. */
export const FeedbackSchema = z.object({
  message: requiredText({
    required: feedbackMessages.messageMin,
    min: FEEDBACK_LIMITS.messageMin,
    max: FEEDBACK_LIMITS.messageMax,
    tooLong: feedbackMessages.messageMax,
  }),
});


/** What POST /feedback adds for the dialog's fetcher: `sent`, the success text. */
export type FeedbackExtra = { sent: string };
