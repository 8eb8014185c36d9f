/**
 * The notification centre (docs/product-rules.md#notifications, docs/decisions/067-following-and-notifications.md).
 *
 * Writing, always inside the transaction of the change that causes it:
 * - {@link notifyMembers}: a notification for each of a few named members (personal and organizer
 *   notifications), optionally combined with an earlier one of the same `combineKey` within
 *   `combineMinutes` (an event moved twice in 30 minutes is one notification).
 * - {@link notifyEventParticipants}: the same for everyone signed up for an event (confirmed and
 *   waiting list), e.g. type "event_cancelled".
 * - {@link notifyFollowers}: one job row for every follower of an initiative (type
 *   "initiative_update", "new_event", "new_vacancy"): O(1) in the request; the worker
 *   (./delivery.server.ts) expands it a batch of followers at a time.
 * Mail is not sent here: a notification starts "pending" and the delivery worker mails it per the
 * member's preference for its topic (direct, daily, weekly, off), or `mailed: true` when the
 * caller's own mail already told the member (it is never mailed again).
 *
 * Reading: a member's page of notifications, the unread count, opening one (marks it read) and
 * "Alles gelezen". A member only ever reaches their own rows.
 */
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { eventRegistrations, notificationJobs, notifications } from "~/db/schema";
import { type Executor, getDb } from "~/lib/db.server";
import { isUuid } from "~/lib/list-params";
import { NOTIFICATION_TOPIC_MAIL, NOTIFICATION_TYPES, type NotificationTypeId, notificationLabel } from "./notification-types";
import { mailFrequency } from "./preferences.server";

/**
 * Withdraws what followers would still learn of item `subjectId` after a moderator hid it: its
 * unfinished fan-out jobs and its followers' notifications (mailed or not, they quote the hidden
 * item). Personal and organizer notifications stay. Run in the hiding transaction.
 * @throws Error when the database fails (the caller's transaction rolls back with it)
 */
export async function withdrawFollowerNotifications(tx: Executor, subjectId: string): Promise<void> {
  await tx.delete(notificationJobs).where(and(eq(notificationJobs.subject_id, subjectId), isNull(notificationJobs.done_at)));
  await tx.delete(notifications).where(and(eq(notifications.subject_id, subjectId), eq(notifications.topic, "following")));
}

/** What every notification says and where it links. */
export interface NotificationContent {
  type: NotificationTypeId;
  /** The item it is about (event, vacancy, update, initiative). */
  subjectId?: string | null;
  /** Title of the item, e.g. the event's title. */
  title: string;
  /** Site path of the item, e.g. "/event/<id>". */
  path: string;
  /** A line of detail, e.g. the new date and place; may be empty. */
  summary?: string;
  /** The initiative concerned, for "Niet meer volgen" in mails. */
  initiativeId?: string | null;
}

export interface NotifyMembersOptions extends NotificationContent {
  userIds: readonly string[];
  /** Notifications with the same key for the same member combine within {@link combineMinutes}. */
  combineKey?: string;
  /** Minutes after the last combined change in which another one joins it; its direct mail waits that long. */
  combineMinutes?: number;
  /** The caller queued its own mail about this: the notification is never mailed. */
  mailed?: boolean;
  /** Defaults to now; for tests with a controlled clock. */
  now?: Date;
}

/**
 * Notifies each of `userIds` (deduplicated) in `tx`: one statement to combine, one to insert.
 * @throws Error when the database fails (the caller's transaction rolls back with it)
 */
export async function notifyMembers(tx: Executor, options: NotifyMembersOptions): Promise<void> {
  const userIds = [...new Set(options.userIds)];
  if (userIds.length === 0) return;
  const now = options.now ?? new Date();
  const topic = NOTIFICATION_TYPES[options.type].topic;
  const windowMs = (options.combineMinutes ?? 0) * 60_000;
  const mailAfter = new Date(now.getTime() + windowMs);
  let rest = userIds;
  if (options.combineKey && windowMs > 0) {
    const combined = await tx
      .update(notifications)
      .set({
        count: sql`${notifications.count} + 1`,
        updated_at: now,
        title: options.title,
        summary: options.summary ?? "",
        path: options.path,
        read_at: null,
        mail_after: mailAfter,
      })
      .where(
        and(
          inArray(notifications.user_id, userIds),
          eq(notifications.combine_key, options.combineKey),
          sql`${notifications.updated_at} > ${new Date(now.getTime() - windowMs)}`,
          // A row already mailed takes only a change that is mailed on its own too.
          options.mailed ? undefined : sql`${notifications.mail_status} <> 'sent'`,
        ),
      )
      .returning({ user_id: notifications.user_id });
    const done = new Set(combined.map((row) => row.user_id));
    rest = userIds.filter((id) => !done.has(id));
  }
  if (rest.length === 0) return;
  await tx.insert(notifications).values(
    rest.map((userId) => ({
      user_id: userId,
      type: options.type,
      topic,
      subject_id: options.subjectId ?? null,
      initiative_id: options.initiativeId ?? null,
      path: options.path,
      title: options.title,
      summary: options.summary ?? "",
      combine_key: options.combineKey ?? null,
      created_at: now,
      updated_at: now,
      mail_after: mailAfter,
      mail_status: options.mailed ? "sent" : "pending",
      mailed_at: options.mailed ? now : null,
    })),
  );
}

/**
 * A personal notification to `userId` whose mail already exists (a participation or moderation
 * mail): the notification and its mail are one thing. At the member's frequency "direct" (the
 * default) `sendOwnMail` queues that mail now and the notification is never mailed again; at
 * "daily" or "weekly" the own mail is not sent and the notification waits for the digest; at "off"
 * neither. Inside the change's transaction.
 * @throws Error when the database fails
 */
export async function notifyPersonally(
  tx: Executor,
  options: Omit<NotifyMembersOptions, "userIds" | "mailed"> & { userId: string; sendOwnMail: () => Promise<void> },
): Promise<void> {
  const { userId, sendOwnMail, ...rest } = options;
  const frequency = await mailFrequency(userId, NOTIFICATION_TOPIC_MAIL[NOTIFICATION_TYPES[options.type].topic], tx);
  if (frequency === "direct") await sendOwnMail();
  await notifyMembers(tx, { ...rest, userIds: [userId], mailed: frequency === "direct" });
}

/**
 * Notifies everyone signed up for `eventId` (confirmed and waiting list), e.g. that it is cancelled
 * or moved. Call inside the change's transaction, before registrations are removed.
 * @throws Error when the database fails
 */
export async function notifyEventParticipants(
  tx: Executor,
  options: Omit<NotifyMembersOptions, "userIds" | "subjectId"> & { eventId: string; exceptUserId?: string },
): Promise<void> {
  const rows = await tx.select({ user_id: eventRegistrations.user_id }).from(eventRegistrations).where(eq(eventRegistrations.event_id, options.eventId));
  const userIds = rows.map((row) => row.user_id).filter((id) => id !== options.exceptUserId);
  const { eventId, exceptUserId: _except, ...rest } = options;
  await notifyMembers(tx, { ...rest, userIds, subjectId: eventId });
}

/**
 * Notifies every follower of `initiativeId` of news ("initiative_update", "new_event",
 * "new_vacancy"): writes one job row in `tx`, whatever the number of followers; the delivery worker
 * turns it into notifications and mail. `excludeUserId` (the author) is not notified.
 * @throws Error when the database fails
 */
export async function notifyFollowers(
  tx: Executor,
  options: Omit<NotificationContent, "initiativeId"> & { initiativeId: string; excludeUserId?: string | null; now?: Date },
): Promise<void> {
  await tx.insert(notificationJobs).values({
    initiative_id: options.initiativeId,
    type: options.type,
    subject_id: options.subjectId ?? null,
    path: options.path,
    title: options.title,
    summary: options.summary ?? "",
    exclude_user_id: options.excludeUserId ?? null,
    created_at: options.now ?? new Date(),
  });
}

export interface NotificationRow {
  id: string;
  label: string;
  title: string;
  summary: string;
  /** ISO 8601, UTC: the last change it combines. */
  at: Date;
  read: boolean;
}

export const NOTIFICATIONS_PAGE_SIZE = 20;

/**
 * A page of `userId`'s notifications, newest first.
 * @param page 1-based
 */
export async function listNotifications(userId: string, page = 1): Promise<{ items: NotificationRow[]; total: number; unread: number }> {
  const db = await getDb();
  const rows = await db
    .select({
      id: notifications.id,
      type: notifications.type,
      count: notifications.count,
      title: notifications.title,
      summary: notifications.summary,
      at: notifications.updated_at,
      read_at: notifications.read_at,
    })
    .from(notifications)
    .where(eq(notifications.user_id, userId))
    .orderBy(desc(notifications.updated_at), desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE)
    .offset((Math.max(1, page) - 1) * NOTIFICATIONS_PAGE_SIZE);
  const [totals] = await db
    .select({ total: count(), unread: sql<number>`count(*) filter (where ${notifications.read_at} is null)`.mapWith(Number) })
    .from(notifications)
    .where(eq(notifications.user_id, userId));
  return {
    items: rows.map((row) => ({
      id: row.id,
      label: notificationLabel(row.type, row.count),
      title: row.title,
      summary: row.summary,
      at: row.at,
      read: row.read_at !== null,
    })),
    total: totals?.total ?? 0,
    unread: totals?.unread ?? 0,
  };
}

/** How many of `userId`'s notifications are unread (the bell). */
export async function unreadNotificationCount(userId: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)));
  return row?.n ?? 0;
}

/**
 * Marks notification `id` of `userId` read.
 * @returns its item's path, or null when it is not this member's (or does not exist): a 404 for the caller
 */
export async function openNotification(userId: string, id: string | undefined, now: Date = new Date()): Promise<string | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [row] = await db
    .update(notifications)
    .set({ read_at: sql`coalesce(${notifications.read_at}, ${now})` })
    .where(and(eq(notifications.id, id), eq(notifications.user_id, userId)))
    .returning({ path: notifications.path });
  return row?.path ?? null;
}

/** "Alles gelezen": marks every unread notification of `userId` read. @returns how many */
export async function markAllNotificationsRead(userId: string, now: Date = new Date()): Promise<number> {
  const db = await getDb();
  const rows = await db
    .update(notifications)
    .set({ read_at: now })
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Every notification of `userId`, for the data export. */
export async function notificationsForExport(userId: string, executor?: Executor) {
  const db = executor ?? (await getDb());
  return db
    .select({
      type: notifications.type,
      title: notifications.title,
      summary: notifications.summary,
      path: notifications.path,
      created_at: notifications.created_at,
      updated_at: notifications.updated_at,
      read_at: notifications.read_at,
      mailed_at: notifications.mailed_at,
    })
    .from(notifications)
    .where(eq(notifications.user_id, userId))
    .orderBy(notifications.created_at);
}
