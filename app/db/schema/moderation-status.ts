/** The moderation state every kind of content carries (initiatives, events, vacancies). */
import { text, timestamp } from "drizzle-orm/pg-core";
import { initiativeStatusEnum } from "./enums";

/**
 * The status columns of a content table, spread into its column object; new builders per call, as
 * each table needs its own.
 */
export function moderationStatusColumns() {
  return {
    /** Only "actief" is public; "afgewezen", "verborgen" and "in_behandeling" are moderators' states (docs/decisions/020-moderation.md). */
    status: initiativeStatusEnum("status").notNull().default("actief"),
    /** The moderator's reason for "afgewezen" or "verborgen", shown to the owner; null otherwise. */
    status_reason: text("status_reason"),
    /** UTC; orders the review queue. */
    status_changed_at: timestamp("status_changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the item started waiting for review (UTC), set on creation and resubmission; null once reviewed. */
    review_requested_at: timestamp("review_requested_at", { withTimezone: true }),
  };
}
