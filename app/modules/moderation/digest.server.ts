/**
 * The moderators' e-mail digest (docs/decisions/023-members-and-audit-log.md): at most one mail an
 * hour with new review items and reports, never their own items. A digest is claimed by an UPDATE
 * conditional on the `moderation_digest_sent_at` read, so two processes never send it twice. Whether
 * a moderator wants it is their mail preference of topic "moderation_digest" (app/modules/notifications).
 */
import { and, asc, type Column, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import { events, initiativeUpdates, initiatives, profiles, reports, user, userRoles, vacancies } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import type { FavoriteItemType } from "~/lib/enums";
import type { ModeratedItemType } from "~/lib/moderated-item-types";
import { logger } from "~/lib/logger.server";
import { enqueueMail } from "~/lib/mail-queue.server";
import { wantsMailSql } from "~/modules/notifications/preferences.server";
import { topicMailParts } from "~/modules/notifications/topic-mail.server";
import { eventOwnedBy } from "~/modules/events/permissions.server";
import { initiativeOwnedBy } from "~/modules/initiatives/permissions.server";
import { vacancyOwnedBy } from "~/modules/vacancies/permissions.server";
import { type DigestLine, digestEmail } from "./emails";
import { itemPath } from "./paths";
import { getUpdateItem } from "./update-items.server";

/** Shortest time between two digests to one moderator. */
export const DIGEST_INTERVAL_MS = 60 * 60_000;
const FIRST_DIGEST_LOOKBACK_MS = 24 * 60 * 60_000;
/** Most titles per kind; the rest is counted. */
const DIGEST_LIST_LIMIT = 10;
const CHECK_EVERY_MS = 5 * 60_000;

/** A digest lists no own items: nobody reviews their own work. */
function notOwnedBy(type: FavoriteItemType, moderatorId: string) {
  return sql`not ${ownedBy(type, moderatorId)}`;
}

function ownedBy(type: FavoriteItemType, moderatorId: string) {
  const viewer = { id: moderatorId };
  const owned = type === "initiative" ? initiativeOwnedBy(viewer) : type === "event" ? eventOwnedBy(viewer) : vacancyOwnedBy(viewer);
  return sql`coalesce(${owned}, false)`;
}

function reportNotAboutOwn(moderatorId: string) {
  const about = (table: typeof initiatives | typeof events | typeof vacancies, column: Column, type: FavoriteItemType) =>
    sql`not exists (select 1 from ${table} where ${table.id} = ${column} and ${ownedBy(type, moderatorId)})`;
  return and(
    about(initiatives, reports.initiative_id, "initiative"),
    about(events, reports.event_id, "event"),
    about(vacancies, reports.vacancy_id, "vacancy"),
    // An update is the moderator's own when its initiative is.
    sql`not exists (select 1 from ${initiativeUpdates} join ${initiatives} on ${initiatives.id} = ${initiativeUpdates.initiative_id}
      where ${initiativeUpdates.id} = ${reports.update_id} and ${ownedBy("initiative", moderatorId)})`,
  );
}

async function newSince(
  moderatorId: string,
  since: Date,
): Promise<{ review: DigestLine[]; reviewTotal: number; reported: DigestLine[]; reportTotal: number }> {
  const db = await getDb();
  const waiting = async (type: FavoriteItemType) => {
    const table = type === "initiative" ? initiatives : type === "event" ? events : vacancies;
    const title = type === "initiative" ? initiatives.name : type === "event" ? events.title : vacancies.title;
    return (
      await db
        .select({ id: table.id, title })
        .from(table)
        .where(and(isNotNull(table.review_requested_at), gt(table.review_requested_at, since), notOwnedBy(type, moderatorId)))
        .orderBy(asc(table.review_requested_at))
    ).map((row) => ({ ...row, type, path: itemPath(type, row.id) }));
  };
  const [waitingInitiatives, waitingEvents, waitingVacancies, reportRows] = await Promise.all([
    waiting("initiative"),
    waiting("event"),
    waiting("vacancy"),
    db
      .select({ type: reports.item_type, id: reports.item_id })
      .from(reports)
      .where(and(isNull(reports.handled_at), gt(reports.created_at, since), reportNotAboutOwn(moderatorId)))
      .orderBy(asc(reports.created_at)),
  ]);
  const review = [...waitingInitiatives, ...waitingEvents, ...waitingVacancies];
  const reportedIds = new Map<string, { type: ModeratedItemType; id: string }>();
  for (const row of reportRows) reportedIds.set(`${row.type}:${row.id}`, row);
  const reported: DigestLine[] = [];
  for (const { type, id } of [...reportedIds.values()].slice(0, DIGEST_LIST_LIMIT)) {
    if (type === "update") {
      const update = await getUpdateItem(db, id);
      if (update) reported.push({ type, id, title: update.title, path: update.path });
      continue;
    }
    const table = type === "initiative" ? initiatives : type === "event" ? events : vacancies;
    const title = type === "initiative" ? initiatives.name : type === "event" ? events.title : vacancies.title;
    const [row] = await db.select({ title }).from(table).where(eq(table.id, id));
    if (row) reported.push({ type, id, title: row.title, path: itemPath(type, id) });
  }
  return { review: review.slice(0, DIGEST_LIST_LIMIT), reviewTotal: review.length, reported, reportTotal: reportRows.length };
}

/**
 * Queues every due digest once.
 * @returns how many digests were queued
 * @throws Error when the database fails
 */
export async function sendModerationDigests(now: Date = new Date()): Promise<number> {
  const db = await getDb();
  // A moderator who never saved a profile has no row yet to hold the time of the last digest.
  await db.execute(sql`
    insert into ${profiles} (id, full_name, email)
    select distinct ${user.id}, ${user.name}, ${user.email} from ${userRoles} join ${user} on ${user.id} = ${userRoles.user_id}
    on conflict (id) do nothing`);
  const due = await db
    .selectDistinct({ id: user.id, name: user.name, email: user.email, sentAt: profiles.moderation_digest_sent_at })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.user_id))
    .innerJoin(profiles, eq(profiles.id, user.id))
    .where(
      and(
        isNull(user.blockedAt),
        wantsMailSql(user.id, "moderation_digest"),
        sql`(${profiles.moderation_digest_sent_at} is null or ${profiles.moderation_digest_sent_at} <= ${new Date(now.getTime() - DIGEST_INTERVAL_MS)})`,
      ),
    );
  let sent = 0;
  for (const moderator of due) {
    const since = moderator.sentAt ?? new Date(now.getTime() - FIRST_DIGEST_LOOKBACK_MS);
    const found = await newSince(moderator.id, since);
    if (found.reviewTotal === 0 && found.reportTotal === 0) continue;
    // The claim and the queued mail commit together: a digest is queued exactly once.
    const claimed = await db.transaction(async (tx) => {
      const rows = await tx
        .update(profiles)
        .set({ moderation_digest_sent_at: now })
        .where(
          and(
            eq(profiles.id, moderator.id),
            moderator.sentAt === null ? isNull(profiles.moderation_digest_sent_at) : eq(profiles.moderation_digest_sent_at, moderator.sentAt),
          ),
        )
        .returning({ id: profiles.id });
      if (rows.length === 0) return false;
      const { unsubscribe, unsubscribeUrl } = topicMailParts(moderator.id, "moderation_digest");
      await enqueueMail(tx, { to: moderator.email, unsubscribeUrl, ...digestEmail({ name: moderator.name, siteUrl: env().SITE_URL, unsubscribe, ...found }) });
      return true;
    });
    if (claimed) sent += 1;
  }
  return sent;
}

let timer: NodeJS.Timeout | undefined;

/** Looks for due digests every 5 minutes in this process (not keeping it alive). */
export function startModerationDigests(): void {
  if (timer) return;
  timer = setInterval(() => {
    sendModerationDigests().catch((error) => logger.error({ err: error }, "moderation digests failed"));
  }, CHECK_EVERY_MS);
  timer.unref();
}

export function stopModerationDigests(): void {
  if (timer) clearInterval(timer);
  timer = undefined;
}
