/**
 * Taking part (docs/decisions/026-participation.md): members sign up for events (confirmed or on
 * the waitlist) and respond to vacancies. Every row belongs to the member and to the item and is
 * deleted with either (ON DELETE CASCADE).
 */
import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { events } from "./events";
import { vacancies } from "./vacancies";

/**
 * One member's sign-up for one event. `status` is "confirmed" or "waitlisted"; `seq` is the
 * arrival order (assigned while the event row is locked, so the waitlist is first come, first
 * served, also with several app processes).
 */
export const eventRegistrations = pgTable(
  "event_registrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    event_id: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    user_id: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity().notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the member moved from the waitlist to confirmed (UTC); null otherwise. */
    promoted_at: timestamp("promoted_at", { withTimezone: true }),
    /** When the reminder of about 24 hours before the event was queued (UTC): at most once. */
    reminder_sent_at: timestamp("reminder_sent_at", { withTimezone: true }),
  },
  (t) => [
    unique("event_registrations_event_user_key").on(t.event_id, t.user_id),
    index("event_registrations_event_status_seq_idx").on(t.event_id, t.status, t.seq),
    index("event_registrations_user_idx").on(t.user_id, t.created_at.desc()),
    check("event_registrations_status_check", sql`${t.status} in ('confirmed', 'waitlisted')`),
  ],
);

/**
 * A member's response to a vacancy ("Ik doe mee"): a motivation, an optional phone number and the
 * organizer's status ("new", "in_conversation", "accepted", "declined"). A member has at most one
 * open response per vacancy; withdrawing deletes it.
 */
export const vacancyResponses = pgTable(
  "vacancy_responses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vacancy_id: uuid("vacancy_id")
      .notNull()
      .references(() => vacancies.id, { onDelete: "cascade" }),
    user_id: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    motivation: text("motivation").notNull(),
    phone: text("phone"),
    status: text("status").notNull().default("new"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("vacancy_responses_vacancy_user_key").on(t.vacancy_id, t.user_id),
    index("vacancy_responses_vacancy_idx").on(t.vacancy_id, t.created_at),
    index("vacancy_responses_user_idx").on(t.user_id, t.created_at.desc()),
    check("vacancy_responses_status_check", sql`${t.status} in ('new', 'in_conversation', 'accepted', 'declined')`),
  ],
);

/**
 * The durable mail queue (docs/decisions/027-mail-queue.md): a job is inserted in the transaction
 * of the change it reports; a worker in every app process claims due jobs with
 * `FOR UPDATE SKIP LOCKED` and a lease (`locked_until`), sends them and deletes them. A job that
 * failed its last attempt stays with `failed_at` set, for the operator.
 */
export const mailJobs = pgTable(
  "mail_jobs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** The recipient's address, lower case: deleted with the member's account. */
    recipient: text("recipient").notNull(),
    /** The message: { to, subject, text, html, link?, attachments? } (app/lib/mail.server.ts). */
    message: text("message").notNull(),
    /** Earliest time of the next attempt (UTC). */
    run_at: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    /** While a worker is sending it: until when its claim holds (UTC). */
    locked_until: timestamp("locked_until", { withTimezone: true }),
    attempts: bigint("attempts", { mode: "number" }).notNull().default(0),
    last_error: text("last_error"),
    /** Set when the last attempt failed: the job is no longer tried. */
    failed_at: timestamp("failed_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("mail_jobs_due_idx").on(t.run_at).where(sql`${t.failed_at} is null`),
    index("mail_jobs_recipient_idx").on(t.recipient),
  ],
);
