/**
 * The reminder mail about 24 hours before an event (docs/decisions/026-participation.md). Sign-ups are
 * claimed `FOR UPDATE SKIP LOCKED` and marked in the transaction that queues the mail, so each person
 * gets exactly one reminder across processes and restarts. A member who turned the topic off is
 * marked all the same, so turning it back on never sends a late reminder.
 */
import { and, eq, gt, inArray, isNull, lte } from "drizzle-orm";
import { eventRegistrations, events, user } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { enqueueMail } from "~/lib/mail-queue.server";
import { wantsMailSql } from "~/modules/notifications/preferences.server";
import { topicMailParts } from "~/modules/notifications/topic-mail.server";
import { reminderEmail } from "./event-emails";
import { mailEvent, personAndEventColumns } from "./registrations.server";

/** How long before the start a reminder goes out (ms). */
export const REMINDER_WINDOW_MS = 24 * 60 * 60_000;
const CHECK_EVERY_MS = 5 * 60_000;
const BATCH = 200;

/**
 * Queues every due reminder once.
 * @returns how many reminders were queued
 * @throws Error when the database fails (nothing of the failed batch is claimed)
 */
export async function sendEventReminders(now: Date = new Date()): Promise<number> {
  const db = await getDb();
  let queued = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: eventRegistrations.id })
        .from(eventRegistrations)
        .innerJoin(events, eq(events.id, eventRegistrations.event_id))
        .where(
          and(
            eq(eventRegistrations.status, "confirmed"),
            isNull(eventRegistrations.reminder_sent_at),
            gt(events.date, now),
            lte(events.date, new Date(now.getTime() + REMINDER_WINDOW_MS)),
          ),
        )
        .limit(BATCH)
        .for("update", { of: eventRegistrations, skipLocked: true });
      if (due.length === 0) return { claimed: 0, queued: 0 };
      const ids = due.map((row) => row.id);
      await tx.update(eventRegistrations).set({ reminder_sent_at: now }).where(inArray(eventRegistrations.id, ids));
      const rows = await tx
        .select({ ...personAndEventColumns, userId: user.id })
        .from(eventRegistrations)
        .innerJoin(user, eq(user.id, eventRegistrations.user_id))
        .innerJoin(events, eq(events.id, eventRegistrations.event_id))
        .where(and(inArray(eventRegistrations.id, ids), wantsMailSql(user.id, "event_reminders")));
      for (const row of rows) {
        const { unsubscribe, unsubscribeUrl } = topicMailParts(row.userId, "event_reminders");
        await enqueueMail(tx, { to: row.email, unsubscribeUrl, ...reminderEmail(row.name, mailEvent(row), unsubscribe) });
      }
      return { claimed: ids.length, queued: rows.length };
    });
    queued += batch.queued;
    if (batch.claimed < BATCH) return queued;
  }
}

let timer: NodeJS.Timeout | undefined;

/** Looks for due reminders every 5 minutes in this process (not keeping it alive). */
export function startEventReminders(): void {
  if (timer) return;
  timer = setInterval(() => {
    sendEventReminders().catch((error: unknown) => logger.error({ err: error }, "event reminders failed"));
  }, CHECK_EVERY_MS);
  timer.unref();
}

export function stopEventReminders(): void {
  if (timer) clearInterval(timer);
  timer = undefined;
}
