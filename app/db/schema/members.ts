/** Profiles, roles, favourites and feedback: every row is deleted with its user's account. */
import { sql } from "drizzle-orm";
import { boolean, char, check, date, foreignKey, index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import type { FavoriteItemType } from "../../lib/enums";
import { user } from "./auth";
import { favoriteItemTypeEnum, userRoleEnum } from "./enums";
import { events } from "./events";
import { initiatives } from "./initiatives";
import { vacancies } from "./vacancies";

/** One row per user; `id` is the auth user's id. */
export const profiles = pgTable("profiles", {
  id: uuid("id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  full_name: text("full_name"),
  first_name: text("first_name"),
  last_name: text("last_name"),
  bio: text("bio"),
  email: text("email"),
  /** Calendar date (no time zone). */
  birthdate: date("birthdate"),
  city: text("city"),
  /** Home postcode area, four digits: private, only for searching near home. */
  home_pc4: char("home_pc4", { length: 4 }),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  /** No longer read: the digest choice is a mail preference (topic "moderation_digest", ADR 064); kept until a later migration drops it. */
  moderation_digest: boolean("moderation_digest").notNull().default(true),
  /** When the last moderation digest went to this member (UTC); at most one an hour. */
  moderation_digest_sent_at: timestamp("moderation_digest_sent_at", { withTimezone: true }),
  /** Secret of the member's private calendar feed (base64url, 32 random bytes); a new one ends the old URL. */
  calendar_token: text("calendar_token").unique("profiles_calendar_token_key"),
});

export const userRoles = pgTable(
  "user_roles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: userRoleEnum("role").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("user_roles_user_role_key").on(t.user_id, t.role)],
);

/** A favourite of (item_type, item_id), with a generated column and cascading foreign key per type, so it never dangles. */
export const favorites = pgTable(
  "favorites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    item_type: favoriteItemTypeEnum("item_type").$type<FavoriteItemType>().notNull(),
    item_id: uuid("item_id").notNull(),
    initiative_id: uuid("initiative_id").generatedAlwaysAs(
      sql`case when item_type = 'initiative' then item_id end`,
    ),
    event_id: uuid("event_id").generatedAlwaysAs(sql`case when item_type = 'event' then item_id end`),
    vacancy_id: uuid("vacancy_id").generatedAlwaysAs(sql`case when item_type = 'vacancy' then item_id end`),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("favorites_user_item_key").on(t.user_id, t.item_type, t.item_id),
    check("favorites_item_type_check", sql`${t.item_type} in ('initiative', 'event', 'vacancy')`),
    index("favorites_user_created_at_idx").on(t.user_id, t.created_at.desc()),
    foreignKey({ name: "favorites_initiative_fk", columns: [t.initiative_id], foreignColumns: [initiatives.id] }).onDelete(
      "cascade",
    ),
    foreignKey({ name: "favorites_event_fk", columns: [t.event_id], foreignColumns: [events.id] }).onDelete("cascade"),
    foreignKey({ name: "favorites_vacancy_fk", columns: [t.vacancy_id], foreignColumns: [vacancies.id] }).onDelete(
      "cascade",
    ),
    index("favorites_initiative_idx").on(t.initiative_id),
    index("favorites_event_idx").on(t.event_id),
    index("favorites_vacancy_idx").on(t.vacancy_id),
  ],
);

export const feedback = pgTable(
  "feedback",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    message: text("message").notNull(),
    user_id: uuid("user_id").references(() => user.id, { onDelete: "cascade" }),
    /** Always "algemeen". */
    type: text("type").notNull().default("algemeen"),
    name: text("name"),
    email: text("email"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** UTC; null while unread. */
    handled_at: timestamp("handled_at", { withTimezone: true }),
    /** Null when unread or when that member deleted their account. */
    handled_by: uuid("handled_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [index("feedback_user_idx").on(t.user_id), index("feedback_open_idx").on(t.created_at).where(sql`${t.handled_at} is null`)],
);
