/** A member's volunteer profile and mail preferences: private, exported with the data, deleted with the account. */
import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * What a volunteer offers and looks for ("vrijwilligersprofiel"); every field optional. Values are
 * the slugs of app/modules/matching/vocabulary.ts and of the themes and vacancy categories. The home
 * postcode is `profiles.home_pc4`.
 */
export const volunteerProfiles = pgTable(
  "volunteer_profiles",
  {
    user_id: uuid("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    /** How far from the home postcode, km (5, 10, 25 or 50); null: any distance. */
    max_distance_km: integer("max_distance_km"),
    themes: text("themes").array().notNull().default(sql`'{}'::text[]`),
    categories: text("categories").array().notNull().default(sql`'{}'::text[]`),
    skills: text("skills").array().notNull().default(sql`'{}'::text[]`),
    availability: text("availability").array().notNull().default(sql`'{}'::text[]`),
    /** Commitments the volunteer is open to: "eenmalig", "kort", "lang". */
    commitments: text("commitments").array().notNull().default(sql`'{}'::text[]`),
    suitable_for: text("suitable_for").array().notNull().default(sql`'{}'::text[]`),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("volunteer_profiles_max_distance_check", sql`${t.max_distance_km} in (5, 10, 25, 50)`)],
);

/**
 * How often a member wants each kind of mail that is not a direct answer to their own action
 * (docs/product-rules.md#mail-preferences). No row: the kind's default.
 */
export const mailPreferences = pgTable(
  "mail_preferences",
  {
    user_id: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The kind of mail, e.g. "event_reminders" (app/modules/notifications). */
    topic: text("topic").notNull(),
    /** "direct", "daily", "weekly" or "off". */
    frequency: text("frequency").notNull(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "mail_preferences_pkey", columns: [t.user_id, t.topic] }),
    check("mail_preferences_frequency_check", sql`${t.frequency} in ('direct', 'daily', 'weekly', 'off')`),
  ],
);
