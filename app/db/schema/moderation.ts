/** Reports of items, contact form messages and the audit log (docs/decisions/020-moderation.md). */
import { sql } from "drizzle-orm";
import { foreignKey, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { favoriteItemTypeEnum, reportReasonEnum } from "./enums";
import { events } from "./events";
import { initiatives } from "./initiatives";
import { initiativeUpdates } from "./updates";
import { vacancies } from "./vacancies";

/** A report of an item, gone with it; the reporter's id is only for rate limits and export, never shown to the owner. */
export const reports = pgTable(
  "reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    item_type: favoriteItemTypeEnum("item_type").notNull(),
    item_id: uuid("item_id").notNull(),
    initiative_id: uuid("initiative_id").generatedAlwaysAs(sql`case when item_type = 'initiative' then item_id end`),
    event_id: uuid("event_id").generatedAlwaysAs(sql`case when item_type = 'event' then item_id end`),
    vacancy_id: uuid("vacancy_id").generatedAlwaysAs(sql`case when item_type = 'vacancy' then item_id end`),
    // Named by exclusion: a value added to an enum cannot be used in the migration that adds it.
    update_id: uuid("update_id").generatedAlwaysAs(sql`case when item_type not in ('initiative', 'event', 'vacancy') then item_id end`),
    reason: reportReasonEnum("reason").notNull(),
    message: text("message"),
    /** Null for a visitor. */
    reported_by: uuid("reported_by").references(() => user.id, { onDelete: "cascade" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** UTC; null while open. */
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
    foreignKey({ name: "reports_update_fk", columns: [t.update_id], foreignColumns: [initiativeUpdates.id] }).onDelete("cascade"),
    index("reports_update_idx").on(t.update_id),
  ],
);

/** A contact form message for the moderators' queue; `user_id` is the signed-in sender, if any. */
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

/** Every moderator and admin action; the item's type, id and title are copied so the entry outlives the item. */
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
    /** The member an action was about (block, role). */
    target_user_id: uuid("target_user_id").references(() => user.id, { onDelete: "set null" }),
    /** As told to the owner or member concerned. */
    reason: text("reason"),
    /** Never shown to the owner nor exported to them. */
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
