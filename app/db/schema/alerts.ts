/** Saved searches and their e-mail alerts (docs/product-rules.md#saved-searches): private, exported with the data, deleted with the account. */
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * A list search a member keeps ("Bewaar deze zoekopdracht"), or the alert for new vacancies that fit
 * their volunteer profile (kind "profile", empty query).
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** "initiatives", "events", "vacancies" or "profile". */
    kind: text("kind").notNull(),
    /** The member's name for it. */
    name: text("name").notNull(),
    /** The list's filters as a URL query without page, order or view ("bij=3511&zoek=moestuin"); empty for "profile". */
    query: text("query").notNull().default(""),
    /** "direct", "daily", "weekly" or "off". */
    frequency: text("frequency").notNull().default("daily"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Items public since this moment (UTC) are new for the next alert; advanced by every check. */
    checked_until: timestamp("checked_until", { withTimezone: true }).notNull().defaultNow(),
    /** When the last alert was queued (UTC); null before the first. */
    last_sent_at: timestamp("last_sent_at", { withTimezone: true }),
  },
  (t) => [
    unique("saved_searches_user_kind_query_key").on(t.user_id, t.kind, t.query),
    index("saved_searches_due_idx").on(t.frequency, t.checked_until),
    check("saved_searches_kind_check", sql`${t.kind} in ('initiatives', 'events', 'vacancies', 'profile')`),
    check("saved_searches_frequency_check", sql`${t.frequency} in ('direct', 'daily', 'weekly', 'off')`),
    check("saved_searches_name_check", sql`char_length(${t.name}) between 1 and 80`),
  ],
);
