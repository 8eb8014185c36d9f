/**
 * Stewardship tables: reports of items ("Melden"), messages sent through the contact form, and the
 * audit log of every moderator and admin action. docs/decisions/020-moderation.md.
 */
import { sql } from "drizzle-orm";
import { foreignKey, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { favoriteItemTypeEnum, reportReasonEnum } from "./enums";
import { events } from "./events";
import { initiatives } from "./initiatives";
import { vacancies } from "./vacancies";

/**
 * A report of an initiative, event or vacancy by a visitor or member. Points at its item the way a
 * favourite does (item_type, item_id, with one generated column and cascading foreign key per
 * type), so the reports of a deleted item go with it. The reporter's account id is kept only to
 * rate-limit and export; it is never shown to the item's owner. Reports made are deleted with the
 * reporter's account.
 */
export const reports = pgTable(
  "reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    item_type: favoriteItemTypeEnum("item_type").notNull(),
    item_id: uuid("item_id").notNull(),
    initiative_id: uuid("initiative_id").generatedAlwaysAs(sql`case when item_type = 'initiative' then item_id end`),
    event_id: uuid("event_id").generatedAlwaysAs(sql`case when item_type = 'event' then item_id end`),
    vacancy_id: uuid("vacancy_id").generatedAlwaysAs(sql`case when item_type = 'vacancy' then item_id end`),
    reason: reportReasonEnum("reason").notNull(),
    /** Optional explanation, at most 1000 characters. */
    message: text("message"),
    /** The reporting member; null for a visitor. */
    reported_by: uuid("reported_by").references(() => user.id, { onDelete: "cascade" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When a moderator handled it (hid the item or dismissed the reports), UTC; null while open. */
    handled_at: timestamp("handled_at", { withTimezone: true }),
    handled_by: uuid("handled_by").references(() => user.id, { onDelete: "set null" }),
    /** "verborgen" (the item was hidden) or "afgewezen" (the reports were dismissed). */
    outcome: text("outcome"),
  },
  (t) => [
    index("reports_open_item_idx").on(t.item_type, t.item_id).where(sql`${t.handled_at} is null`),
    index("reports_reported_by_idx").on(t.reported_by),
    foreignKey({ name: "reports_initiative_fk", columns: [t.initiative_id], foreignColumns: [initiatives.id] }).onDelete("cascade"),
    foreignKey({ name: "reports_event_fk", columns: [t.event_id], foreignColumns: [events.id] }).onDelete("cascade"),
    foreignKey({ name: "reports_vacancy_fk", columns: [t.vacancy_id], foreignColumns: [vacancies.id] }).onDelete("cascade"),
    index("reports_initiative_idx").on(t.initiative_id),
    index("reports_event_idx").on(t.event_id),
    index("reports_vacancy_idx").on(t.vacancy_id),
  ],
);

/**
 * A message sent through the contact form (docs/product-rules.md#contact-form), kept for the moderators'
 * queue. `user_id` is the signed-in sender, if any (deleted with their account).
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    user_id: uuid("user_id").references(() => user.id, { onDelete: "cascade" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    handled_at: timestamp("handled_at", { withTimezone: true }),
    handled_by: uuid("handled_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    index("contact_messages_open_idx").on(t.created_at).where(sql`${t.handled_at} is null`),
    index("contact_messages_user_idx").on(t.user_id),
  ],
);

/**
 * Every moderator and admin action: who (`actor_id`, null once that member deleted their account:
 * shown as "verwijderd lid"), what (`action`, see app/modules/moderation/audit.server.ts), on which
 * item (type, id and title copied at the time, so the entry outlives the item) or member, the
 * reason told to the owner and a private note for moderators, and when.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actor_id: uuid("actor_id").references(() => user.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    item_type: favoriteItemTypeEnum("item_type"),
    item_id: uuid("item_id"),
    item_title: text("item_title"),
    /** The item's owner at the time (their export includes the entry); null for platform content. */
    item_owner_id: uuid("item_owner_id").references(() => user.id, { onDelete: "set null" }),
    /** The member an action was about (block, role); null otherwise or after their deletion. */
    target_user_id: uuid("target_user_id").references(() => user.id, { onDelete: "set null" }),
    /** The reason, as told to the owner or member concerned. */
    reason: text("reason"),
    /** A moderator's private note: never shown to the owner nor exported to them. */
    note: text("note"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_created_at_idx").on(t.created_at.desc()),
    index("audit_log_item_owner_idx").on(t.item_owner_id),
    index("audit_log_actor_idx").on(t.actor_id),
    index("audit_log_target_user_idx").on(t.target_user_id),
  ],
);
