/**
 * Personal API keys (docs/decisions/072-personal-api-keys.md): a member's own key for the
 * member endpoints of /api/v1 (/api/v1/me/…). Only the SHA-256 hash of a key is stored; the key
 * itself is shown once. Deleted with the account; revoking a key deletes its row.
 */
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The member's own label, 1–60 characters. */
    name: text("name").notNull(),
    /** SHA-256 of the whole key, hex; the key is never stored. */
    key_hash: text("key_hash").notNull().unique(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last request made with the key (UTC), kept to the minute. */
    last_used_at: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [
    index("api_keys_user_created_idx").on(t.user_id, t.created_at),
    check("api_keys_name_check", sql`char_length(${t.name}) between 1 and 60`),
    check("api_keys_hash_check", sql`${t.key_hash} ~ '^[0-9a-f]{64}$'`),
  ],
);
