/**
 * The notification worker (docs/product-rules.md#notifications,
 * docs/decisions/067-following-and-notifications.md). Every `ALERT_CHECK_SECONDS`, in each server
 * process, {@link runNotifications}:
 * 1. {@link scanFollowedContent}: events, vacancies and updates that became public since the cursor
 *    `followed_content` (their `public_since`, kept by triggers), of initiatives with followers,
 *    become one fan-out job each; jobs and the moved cursor commit together.
 * 2. {@link expandNotificationJobs}: each open job becomes notifications, one `INSERT … SELECT` of
 *    up to `batch` followers per transaction, with the job's cursor (the last follower done) moved
 *    in the same transaction; a job is claimed `FOR UPDATE SKIP LOCKED`, so two processes never
 *    expand the same batch.
 * 3. {@link deliverNotifications}: mails what is pending per member and topic at the member's
 *    frequency: "direct" once `mail_after` passed (the end of a combining window), "daily" from
 *    07:00 and "weekly" from Monday 07:00 Amsterdam (`periodStart`), one mail per member listing
 *    everything pending before the period began, never empty; "off" marks them not to be mailed.
 *    The mail is queued as a template and rendered by the mail worker when it sends it.
 *    Rows are flagged "sent" by the UPDATE that picks them, in the transaction that queues their
 *    mail: a crash leaves both undone, and a second process finds nothing left to pick.
 */
import { type SQL, sql } from "drizzle-orm";
import { type Executor, getDb } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { enqueueMails, registerMailTemplate, type TemplatedMail } from "~/lib/mail-queue.server";
import { rowsOf } from "~/lib/sql.server";
import { periodStart, settleMs } from "./alerts.server";
import { type MailedNotification, notificationsEmail } from "./notification-emails";
import { NOTIFICATION_TOPIC_MAIL, type NotificationTopic, NOTIFICATIONS_PATH, notificationLabel } from "./notification-types";
import { mailFrequencySql } from "./preferences.server";
import { topicMailParts } from "./topic-mail.server";
import { unsubscribePath } from "./topics";
import { signUnsubscribeToken } from "./unsubscribe-token.server";

/** Followers per fan-out transaction. */
export const FAN_OUT_BATCH = 2_000;
/** Members per delivery transaction. */
export const DELIVERY_BATCH = 500;
/** Notifications listed in one mail; the rest are counted. */
export const ITEMS_PER_MAIL = 20;
const CURSOR = "followed_content";
/** Characters of an update's text that stand for it as a notification's title. */
const UPDATE_TITLE_LENGTH = 100;
const DONE_JOB_RETENTION_MS = 24 * 60 * 60_000;
const TOPICS: NotificationTopic[] = ["personal", "following", "organizer"];

/**
 * Turns what became public since the cursor (up to `now` minus the settling time) into fan-out jobs
 * for initiatives that have followers: new events, vacancies and updates ("Nieuws"; the first
 * characters of its text stand for it). @returns jobs written
 */
export async function scanFollowedContent(now: Date = new Date()): Promise<number> {
  const db = await getDb();
  const until = new Date(now.getTime() - settleMs());
  return db.transaction(async (tx) => {
    await tx.execute(sql`insert into notification_cursors (name, until) values (${CURSOR}, ${until}) on conflict do nothing`);
    const [cursor] = rowsOf<{ until: string }>(await tx.execute(sql`select until::text as until from notification_cursors where name = ${CURSOR} for update`));
    if (!cursor) return 0;
    const inserted = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into notification_jobs (initiative_id, type, subject_id, path, title, summary, exclude_user_id, created_at)
        select e.initiative_id, 'new_event', e.id, '/event/' || e.id, e.title, i.name, i.created_by, e.public_since
        from events_public e join initiatives i on i.id = e.initiative_id
        where e.public_since > ${cursor.until}::timestamptz and e.public_since <= ${until}
          and exists (select 1 from follows f where f.initiative_id = e.initiative_id)
        union all
        select v.initiative_id, 'new_vacancy', v.id, '/vacature/' || v.id, v.title, i.name, i.created_by, v.public_since
        from vacancies_public v join initiatives i on i.id = v.initiative_id
        where v.public_since > ${cursor.until}::timestamptz and v.public_since <= ${until}
          and exists (select 1 from follows f where f.initiative_id = v.initiative_id)
        union all
        select u.initiative_id, 'initiative_update', u.id, '/initiatief/' || u.initiative_id || '#nieuws',
          left(regexp_replace(u.body, '[[:space:]]+', ' ', 'g'), ${UPDATE_TITLE_LENGTH}), i.name, t.created_by, u.public_since
        from initiative_updates_public u join initiatives i on i.id = u.initiative_id join initiative_updates t on t.id = u.id
        where u.public_since > ${cursor.until}::timestamptz and u.public_since <= ${until}
          and exists (select 1 from follows f where f.initiative_id = u.initiative_id)
        returning id`),
    );
    await tx.execute(sql`update notification_cursors set until = greatest(until, ${until}) where name = ${CURSOR}`);
    return inserted.length;
  });
}

interface JobRow {
  id: string;
  initiative_id: string;
  cursor: string | null;
}

/**
 * Expands one batch of one open job in `tx`. @returns notifications written, or null when no job is open
 */
async function expandOneBatch(tx: Executor, now: Date, batch: number): Promise<number | null> {
  const [job] = rowsOf<JobRow>(
    await tx.execute(sql`select id, initiative_id, cursor from notification_jobs where done_at is null order by created_at, id limit 1 for update skip locked`),
  );
  if (!job) return null;
  const written = rowsOf<{ user_id: string }>(
    await tx.execute(sql`
      insert into notifications (user_id, type, topic, subject_id, initiative_id, path, title, summary, created_at, updated_at, mail_after)
      select f.user_id, j.type, 'following', j.subject_id, j.initiative_id, j.path, j.title, j.summary, j.created_at, j.created_at, ${now}
      from notification_jobs j join follows f on f.initiative_id = j.initiative_id
      where j.id = ${job.id} and f.created_at <= j.created_at
        and (j.cursor is null or f.user_id > j.cursor)
        and f.user_id is distinct from j.exclude_user_id
      order by f.user_id
      limit ${batch}
      returning user_id`),
  );
  const last = written.reduce<string | null>((max, row) => (max === null || row.user_id > max ? row.user_id : max), null);
  await tx.execute(sql`
    update notification_jobs
    set cursor = coalesce(${last}::uuid, cursor), done_at = ${written.length < batch ? now : null}
    where id = ${job.id}`);
  return written.length;
}

/**
 * Expands every open fan-out job, a batch of followers per transaction.
 * @returns notifications written
 * @throws Error when the database fails (the failed batch is left for the next run)
 */
export async function expandNotificationJobs(now: Date = new Date(), { batch = FAN_OUT_BATCH, signal }: { batch?: number; signal?: AbortSignal } = {}): Promise<number> {
  const db = await getDb();
  // A finished job is of no further use: kept a day for the operator, then removed.
  await db.execute(sql`delete from notification_jobs where done_at < ${new Date(now.getTime() - DONE_JOB_RETENTION_MS)}`);
  let total = 0;
  for (;;) {
    if (signal?.aborted) break;
    const written = await db.transaction((tx) => expandOneBatch(tx, now, batch));
    if (written === null) break;
    total += written;
  }
  return total;
}

interface PickedRow {
  id: string;
  user_id: string;
  type: string;
  count: number;
  title: string;
  summary: string;
  path: string;
  initiative_id: string | null;
  initiative_name: string | null;
  following: boolean;
  name: string;
  email: string;
}

type MailFrequencyDue = "direct" | "daily" | "weekly";

/**
 * The statement that picks (flags "sent") the pending notifications of `topic` of up to `limit`
 * members whose frequency is `frequency`, due before `cutoff`, and returns them with member and
 * initiative, ordered per member newest first. Exported for the PostgreSQL plan test.
 */
export function pickDueNotificationsSql(topic: NotificationTopic, frequency: MailFrequencyDue, cutoff: Date, now: Date, limit: number): SQL {
  const frequencyOf = mailFrequencySql(sql`n.user_id`, NOTIFICATION_TOPIC_MAIL[topic]);
  // The members are chosen once (an array, not a join): right after a large fan-out the table's
  // statistics still say "empty", and a join then re-ran the choice for every pending row.
  return sql`
      with due as materialized (
        select distinct n.user_id from notifications n join "user" u on u.id = n.user_id
        where n.mail_status = 'pending' and n.topic = ${topic} and n.mail_after <= ${cutoff}
          and u.email_verified and u.blocked_at is null and ${frequencyOf} = ${frequency}
        limit ${limit}
      ), picked as (
        update notifications n set mail_status = 'sent', mailed_at = ${now}
        where n.mail_status = 'pending' and n.topic = ${topic} and n.mail_after <= ${cutoff} and n.user_id = any(array(select user_id from due))
        returning n.id, n.user_id, n.type, n.count, n.title, n.summary, n.path, n.initiative_id, n.updated_at
      )
      select p.id, p.user_id, p.type, p.count, p.title, p.summary, p.path, p.initiative_id, i.name as initiative_name,
        (f.user_id is not null) as following, u.name, u.email
      from picked p join "user" u on u.id = p.user_id
        left join initiatives i on i.id = p.initiative_id
        left join follows f on f.user_id = p.user_id and f.initiative_id = p.initiative_id
      order by p.user_id, p.updated_at desc, p.id`;
}

/**
 * Picks the due notifications of up to `limit` members ({@link pickDueNotificationsSql}) and
 * queues one mail per member, all in `tx`. @returns mails queued
 */
async function deliverBatch(tx: Executor, topic: NotificationTopic, frequency: MailFrequencyDue, cutoff: Date, now: Date, limit: number): Promise<number> {
  const rows = rowsOf<PickedRow>(await tx.execute(pickDueNotificationsSql(topic, frequency, cutoff, now, limit)));
  if (rows.length === 0) return 0;
  const byMember = new Map<string, PickedRow[]>();
  for (const row of rows) {
    const list = byMember.get(row.user_id);
    if (list) list.push(row);
    else byMember.set(row.user_id, [row]);
  }
  const messages: TemplatedMail[] = [];
  for (const [userId, list] of byMember) {
    const first = list[0];
    if (!first) continue;
    const items: QueuedNotification[] = list.slice(0, ITEMS_PER_MAIL).map((row) => ({
      label: notificationLabel(row.type, Number(row.count)),
      title: row.title,
      summary: row.summary,
      path: row.path,
      ...(row.following && row.initiative_id ? { initiativeId: row.initiative_id, initiativeName: row.initiative_name ?? undefined } : {}),
    }));
    const props: NotificationMailProps = { userId, name: first.name, topic, frequency, items, total: list.length };
    messages.push({ to: first.email, template: NOTIFICATION_TEMPLATE, props });
  }
  await enqueueMails(tx, messages);
  return messages.length;
}

/** A notification as queued: the mail is rendered when the queue sends it (URLs and unfollow links then). */
interface QueuedNotification {
  label: string;
  title: string;
  summary: string;
  path: string;
  /** Set while the member follows the item's initiative: the mail offers "Niet meer volgen". */
  initiativeId?: string;
  initiativeName?: string;
}

interface NotificationMailProps {
  userId: string;
  name: string;
  topic: NotificationTopic;
  frequency: MailFrequencyDue;
  items: QueuedNotification[];
  total: number;
}

const NOTIFICATION_TEMPLATE = "notifications";

registerMailTemplate(NOTIFICATION_TEMPLATE, ({ userId, name, topic, frequency, items, total }: NotificationMailProps) => {
  const site = env().SITE_URL;
  const mailed: MailedNotification[] = items.map(({ path, initiativeId, initiativeName, ...item }) => ({
    ...item,
    url: `${site}${path}`,
    ...(initiativeId
      ? { unfollowUrl: `${site}${unsubscribePath(signUnsubscribeToken(userId, { unfollowInitiativeId: initiativeId }))}`, initiativeName }
      : {}),
  }));
  const { unsubscribe, unsubscribeUrl } = topicMailParts(userId, NOTIFICATION_TOPIC_MAIL[topic]);
  const mail = notificationsEmail({ name, frequency, items: mailed, total, centreUrl: `${site}${NOTIFICATIONS_PATH}`, unsubscribe });
  return { unsubscribeUrl, link: `${site}${NOTIFICATIONS_PATH}`, ...mail };
});

/**
 * Mails every pending notification that is due at `now`, per topic and frequency, a batch of
 * members per transaction; notifications of a topic a member turned off are marked not to be mailed.
 * @returns mails queued
 * @throws Error when the database fails (the failed batch is left for the next run: nothing is mailed twice)
 */
export async function deliverNotifications(now: Date = new Date(), { batch = DELIVERY_BATCH, signal }: { batch?: number; signal?: AbortSignal } = {}): Promise<number> {
  const db = await getDb();
  let mailed = 0;
  for (const topic of TOPICS) {
    const frequencyOf = mailFrequencySql(sql`notifications.user_id`, NOTIFICATION_TOPIC_MAIL[topic]);
    await db.execute(sql`update notifications set mail_status = 'none' where mail_status = 'pending' and topic = ${topic} and ${frequencyOf} = 'off'`);
    for (const frequency of ["direct", "daily", "weekly"] as const) {
      const start = periodStart(frequency, now);
      // A digest lists what was pending before its period began; what came later waits for the next one.
      const cutoff = frequency === "direct" ? now : new Date(Math.min(start.getTime() - 1, now.getTime()));
      for (;;) {
        if (signal?.aborted) return mailed;
        const sent = await db.transaction((tx) => deliverBatch(tx, topic, frequency, cutoff, now, batch));
        mailed += sent;
        if (sent < batch) break;
      }
    }
  }
  return mailed;
}

/**
 * One run of the worker at `now`: new content to jobs, jobs to notifications, notifications to mail.
 * @throws Error when the database fails
 */
export async function runNotifications(now: Date = new Date(), signal?: AbortSignal): Promise<{ jobs: number; notifications: number; mailed: number }> {
  const jobs = await scanFollowedContent(now);
  const notifications = await expandNotificationJobs(now, { signal });
  const mailed = await deliverNotifications(now, { signal });
  return { jobs, notifications, mailed };
}

let timer: NodeJS.Timeout | undefined;
let running: Promise<unknown> | undefined;
let controller: AbortController | undefined;

/** Runs the notification worker every `ALERT_CHECK_SECONDS` in this process; one run at a time. */
export function startNotificationWorker(): void {
  if (timer) return;
  controller = new AbortController();
  const signal = controller.signal;
  timer = setInterval(() => {
    if (running) return;
    running = runNotifications(new Date(), signal)
      .catch((error: unknown) => logger.error({ err: error }, "notification worker failed"))
      .finally(() => {
        running = undefined;
      });
  }, env().ALERT_CHECK_SECONDS * 1000);
  timer.unref();
}

/** Stops the worker after the transaction under way. Safe when not started. */
export async function stopNotificationWorker(): Promise<void> {
  if (timer) clearInterval(timer);
  timer = undefined;
  controller?.abort();
  await running;
}
