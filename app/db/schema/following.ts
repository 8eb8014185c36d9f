/**
 * Following initiatives and the notification centre (docs/product-rules.md#following,
 * docs/product-rules.md#notifications): private to the member, exported with the data, deleted
 * with the account.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { initiatives } from "./initiatives";

/** A member follows an initiative: one row per pair. */
export const follows = pgTable(
  "follows",
  {
    user_id: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    initiative_id: uuid("initiative_id")
      .notNull()
      .references(() => initiatives.id, { onDelete: "cascade" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "follows_pkey", columns: [t.user_id, t.initiative_id] }),
    // The fan-out walks an initiative's followers in user order, a batch at a time.
    index("follows_initiative_user_idx").on(t.initiative_id, t.user_id),
    index("follows_user_created_idx").on(t.user_id, t.created_at),
  ],
);

/**
 * One notification of one member. `topic` is the mail preference that decides its e-mail;
 * `mail_status` "pending" waits for the delivery (direct once `mail_after` passed, else the
 * member's digest), "sent" was mailed (or came with a mail of its own), "none" is not mailed.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** What happened, one of NOTIFICATION_TYPES (app/modules/notifications/notification-types.ts). */
    type: text("type").notNull(),
    /** "personal", "following" or "organizer": the mail topic. */
    topic: text("topic").notNull(),
    /** The item it is about (an event, vacancy, update or initiative id); may be gone since. */
    subject_id: uuid("subject_id"),
    /** The initiative concerned, for "Niet meer volgen"; removed with it. */
    initiative_id: uuid("initiative_id").references(() => initiatives.id, { onDelete: "cascade" }),
    /** Site path of the item ("/event/…"). */
    path: text("path").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    /** Notifications with the same key within the combining window are one row. */
    combine_key: text("combine_key"),
    /** How many changes this row combines. */
    count: integer("count").notNull().default(1),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last change combined into it (UTC). */
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    read_at: timestamp("read_at", { withTimezone: true }),
    mail_status: text("mail_status").notNull().default("pending"),
    /** A direct mail waits until then (UTC): the end of the combining window. */
    mail_after: timestamp("mail_after", { withTimezone: true }).notNull().defaultNow(),
    mailed_at: timestamp("mailed_at", { withTimezone: true }),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.user_id, t.created_at),
    index("notifications_unread_idx").on(t.user_id).where(sql`${t.read_at} is null`),
    index("notifications_mail_pending_idx").on(t.topic, t.user_id, t.created_at).where(sql`${t.mail_status} = 'pending'`),
    index("notifications_combine_idx").on(t.user_id, t.combine_key, t.updated_at).where(sql`${t.combine_key} is not null`),
    check("notifications_topic_check", sql`${t.topic} in ('personal', 'following', 'organizer')`),
    check("notifications_mail_status_check", sql`${t.mail_status} in ('pending', 'sent', 'none')`),
    check("notifications_count_check", sql`${t.count} >= 1`),
  ],
);

/**
 * One notification for every follower of an initiative, written in O(1) by the request and
 * expanded by the worker a batch of followers at a time (`cursor`: the last follower done).
 */
export const notificationJobs = pgTable(
  "notification_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    initiative_id: uuid("initiative_id")
      .notNull()
      .references(() => initiatives.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    subject_id: uuid("subject_id"),
    path: text("path").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    /** Not notified: whoever caused it (the initiative's owner). */
    exclude_user_id: uuid("exclude_user_id").references(() => user.id, { onDelete: "set null" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    cursor: uuid("cursor"),
    done_at: timestamp("done_at", { withTimezone: true }),
  },
  (t) => [index("notification_jobs_open_idx").on(t.created_at).where(sql`${t.done_at} is null`)],
);

/** Cursors of background scans (e.g. "followed_content": what became public up to when). */
export const notificationCursors = pgTable("notification_cursors", {
  name: text("name").primaryKey(),
  until: timestamp("until", { withTimezone: true }).notNull(),
});
