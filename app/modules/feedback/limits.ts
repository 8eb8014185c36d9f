/** How much feedback one member may send per window (seconds); past the limit the form answers 429. */
import type { WindowLimit } from "~/lib/rate-limit.server";

export const FEEDBACK_RATE_LIMITS = {
  account: { name: "feedbackAccount", points: 10, duration: 60 * 60 },
} as const satisfies Record<string, WindowLimit>;
