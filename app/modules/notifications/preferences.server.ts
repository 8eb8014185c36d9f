/**
 * A member's mail preferences (docs/product-rules.md#mail-preferences): one `mail_preferences`
 * row per topic the member changed; no row means the topic's default. Every sender of a topic
 * asks {@link wantsMail} (or filters with {@link wantsMailSql}) before it queues a mail.
 */
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { mailPreferences } from "~/db/schema";
import { type Executor, getDb } from "~/lib/db.server";
import { fieldName, type MailFrequency, type MailTopic, type MailTopicId, mailTopic, topicsFor } from "./topics";

export interface TopicPreference {
  topic: MailTopic;
  frequency: MailFrequency;
}

/** The frequency of every topic `member` can get, stored or default, in the order of the topic list. */
export async function getMailPreferences(member: { id: string; roles: readonly string[] }): Promise<TopicPreference[]> {
  const db = await getDb();
  const rows = await db
    .select({ topic: mailPreferences.topic, frequency: mailPreferences.frequency })
    .from(mailPreferences)
    .where(eq(mailPreferences.user_id, member.id));
  const stored = new Map(rows.map((row) => [row.topic, row.frequency as MailFrequency]));
  return topicsFor(member).map((topic) => {
    const saved = stored.get(topic.id);
    // A stored choice the topic no longer offers falls back to the default.
    const frequency = saved && topic.frequencies.includes(saved) ? saved : topic.defaultFrequency;
    return { topic, frequency };
  });
}

/** The frequency member `userId` gets `topic` at: the stored choice or the default. */
export async function mailFrequency(userId: string, topicId: MailTopicId, executor?: Executor): Promise<MailFrequency> {
  const db = executor ?? (await getDb());
  const topic = mailTopic(topicId);
  const [row] = await db
    .select({ frequency: mailPreferences.frequency })
    .from(mailPreferences)
    .where(and(eq(mailPreferences.user_id, userId), eq(mailPreferences.topic, topicId)));
  const saved = row?.frequency as MailFrequency | undefined;
  return saved && topic.frequencies.includes(saved) ? saved : topic.defaultFrequency;
}

/** Whether member `userId` wants mail of `topic` at all; every sender asks before queueing. */
export async function wantsMail(userId: string, topicId: MailTopicId, executor?: Executor): Promise<boolean> {
  return (await mailFrequency(userId, topicId, executor)) !== "off";
}

/** A WHERE condition for batch senders: the member of `userIdColumn` has not turned `topic` off. */
export function wantsMailSql(userIdColumn: AnyPgColumn, topicId: MailTopicId): SQL {
  const topic = mailTopic(topicId);
  const allowed = topic.frequencies.filter((frequency) => frequency !== "off");
  const stored = sql`(select ${mailPreferences.frequency} from ${mailPreferences} where ${mailPreferences.user_id} = ${userIdColumn} and ${mailPreferences.topic} = ${topicId})`;
  const allowedList = sql.join(allowed.map((frequency) => sql`${frequency}`), sql`, `);
  // A missing row or a choice the topic no longer offers means the default.
  return topic.defaultFrequency === "off"
    ? sql`coalesce(${stored} in (${allowedList}), false)`
    : sql`coalesce(${stored} <> 'off', true)`;
}

/**
 * Stores `frequency` for `topic`.
 * @returns false when the topic does not offer that frequency (nothing stored)
 */
export async function setMailPreference(userId: string, topicId: MailTopicId, frequency: MailFrequency, executor?: Executor): Promise<boolean> {
  if (!mailTopic(topicId).frequencies.includes(frequency)) return false;
  const db = executor ?? (await getDb());
  const now = new Date();
  await db
    .insert(mailPreferences)
    .values({ user_id: userId, topic: topicId, frequency, updated_at: now })
    .onConflictDoUpdate({ target: [mailPreferences.user_id, mailPreferences.topic], set: { frequency, updated_at: now } });
  return true;
}

/**
 * Saves the preferences form of `member`: one field per topic they can get. All or nothing: a
 * missing field or a frequency the topic does not offer refuses the whole form.
 * @returns null when saved, else the Dutch message
 */
export async function saveMailPreferencesForm(member: { id: string; roles: readonly string[] }, formData: FormData): Promise<string | null> {
  const choices: [MailTopicId, MailFrequency][] = [];
  for (const topic of topicsFor(member)) {
    const value = formData.get(fieldName(topic.id));
    const frequency = topic.frequencies.find((allowed) => allowed === value);
    if (!frequency) return `Kies hoe vaak je "${topic.label}" wilt krijgen.`;
    choices.push([topic.id as MailTopicId, frequency]);
  }
  const db = await getDb();
  await db.transaction(async (tx) => {
    for (const [topic, frequency] of choices) await setMailPreference(member.id, topic, frequency, tx);
  });
  return null;
}

/** The stored choices of `userId` for the data export. */
export async function storedMailPreferences(userId: string, executor?: Executor): Promise<{ topic: string; frequency: string; updated_at: Date }[]> {
  const db = executor ?? (await getDb());
  return db
    .select({ topic: mailPreferences.topic, frequency: mailPreferences.frequency, updated_at: mailPreferences.updated_at })
    .from(mailPreferences)
    .where(eq(mailPreferences.user_id, userId))
    .orderBy(mailPreferences.topic);
}

/**
 * The effective frequency of `topic` for the member of `userIdColumn`, as an SQL text expression:
 * the stored choice when the topic offers it, else the default. For batch senders that group by rhythm.
 */
export function mailFrequencySql(userIdColumn: AnyPgColumn | SQL, topicId: MailTopicId): SQL<MailFrequency> {
  const topic = mailTopic(topicId);
  const allowedList = sql.join(topic.frequencies.map((frequency) => sql`${frequency}`), sql`, `);
  return sql<MailFrequency>`coalesce((select ${mailPreferences.frequency} from ${mailPreferences} where ${mailPreferences.user_id} = ${userIdColumn} and ${mailPreferences.topic} = ${topicId} and ${mailPreferences.frequency} in (${allowedList})), ${topic.defaultFrequency})`;
}
