/**
 * How much feedback one member may send, counted in the shared rate-limit counters
 * (app/lib/rate-limit.server.ts); past the limit the form answers 429 with the wait time.
 */
import type { WindowLimit } from "~/lib/rate-limit.server";

export const FEEDBACK_RATE_LIMITS = {
  /** Feedback from one member. */
  account: { name: "feedbackAccount", points: 10, duration: 60 * 60 },
} as const satisfies Record<string, WindowLimit>;
