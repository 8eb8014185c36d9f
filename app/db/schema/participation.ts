/** Event sign-ups and vacancy responses, deleted with the member or the item. */
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { events } from "./events";
import { vacancies } from "./vacancies";

/** A sign-up: "confirmed" or "waitlisted"; `seq` is arrival order, assigned under the event's row lock. */
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
    /** When the member moved from the waitlist to confirmed (UTC). */
    promoted_at: timestamp("promoted_at", { withTimezone: true }),
    /** When the reminder of about 24 hours before was queued (UTC): at most once. */
    reminder_sent_at: timestamp("reminder_sent_at", { withTimezone: true }),
  },
  (t) => [
    unique("event_registrations_event_user_key").on(t.event_id, t.user_id),
    index("event_registrations_event_status_seq_idx").on(t.event_id, t.status, t.seq),
    index("event_registrations_user_idx").on(t.user_id, t.created_at.desc()),
    check("event_registrations_status_check", sql`${t.status} in ('confirmed', 'waitlisted')`),
  ],
);

/** A response to a vacancy ("Ik doe mee"), at most one per member and vacancy; withdrawing deletes it. */
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
    /** The organizer's private note on this response; never shown to the volunteer. */
    organizer_note: text("organizer_note"),
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
 * "Heeft dit contact tot een match geleid?": one question per party of a vacancy response, asked
 * fourteen days after it (once more fourteen days after "nog niet"). The link's token is stored as
 * its SHA-256 only; an answered question takes no other answer.
 */
export const matchQuestions = pgTable(
  "match_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    response_id: uuid("response_id")
      .notNull()
      .references(() => vacancyResponses.id, { onDelete: "cascade" }),
    /** "volunteer" or "organizer". */
    party: text("party").notNull(),
    /** 1 for the first question, 2 for the one after "nog niet". */
    round: integer("round").notNull(),
    /** SHA-256 of the link's token, hex. */
    token_hash: text("token_hash").notNull().unique("match_questions_token_hash_key"),
    asked_at: timestamp("asked_at", { withTimezone: true }).notNull().defaultNow(),
    /** "ja", "nee" or "nog-niet"; null while unanswered. */
    answer: text("answer"),
    answered_at: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [
    unique("match_questions_response_party_round_key").on(t.response_id, t.party, t.round),
    check("match_questions_party_check", sql`${t.party} in ('volunteer', 'organizer')`),
    check("match_questions_round_check", sql`${t.round} in (1, 2)`),
    check("match_questions_answer_check", sql`${t.answer} in ('ja', 'nee', 'nog-niet')`),
    index("match_questions_answered_idx").on(t.answer, t.answered_at),
  ],
);

/** The durable mail queue (docs/decisions/027-mail-queue.md): a job is inserted in the transaction of its change. */
export const mailJobs = pgTable(
  "mail_jobs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** Lower case: deleted with the member's account. */
    recipient: text("recipient").notNull(),
    /** The message: { to, subject, text, html, link?, attachments?, unsubscribeUrl? } (app/lib/mail.server.ts). */
    message: text("message").notNull(),
    /** Earliest time of the next attempt (UTC). */
    run_at: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    /** Lease of the sending worker (UTC). */
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
