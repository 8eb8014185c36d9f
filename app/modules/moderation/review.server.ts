/**
 * Review of members' items by moderators (docs/decisions/021-review.md): with `MODERATION=pre` a new
 * initiative waits "in behandeling", with `post` it is public at once; either way it waits in the
 * queue. A rejected or hidden item is resubmitted by an edit or a review request.
 */
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { events, initiatives, user, vacancies } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import type { FavoriteItemType, InitiativeStatus } from "~/lib/enums";
import type { ModeratedItemType } from "~/lib/moderated-item-types";
import { isUuid } from "~/lib/list-params";
import { logger } from "~/lib/logger.server";
import { enqueueMail } from "~/lib/mail-queue.server";
import { notifyPersonally } from "~/modules/notifications/center.server";
import { isModerator } from "~/lib/permissions";
import { reviewImagesOf } from "~/modules/images/queries.server";
import type { ReviewImage } from "~/modules/images/types";
import type { Outcome } from "~/lib/result";
import type { Member, Viewer } from "~/lib/viewer";
import { eventEditableBy, eventOwnedBy } from "~/modules/events/permissions.server";
import { initiativeEditableBy, initiativeOwnedBy } from "~/modules/initiatives/permissions.server";
import { vacancyEditableBy, vacancyOwnedBy } from "~/modules/vacancies/permissions.server";
import { type ItemDecision, itemDecisionEmail } from "./emails";
import { itemPath } from "./paths";
import { changeItemStatus } from "./status.server";

const tables = { initiative: initiatives, event: events, vacancy: vacancies } as const;

/** Statuses an owner resubmits from. */
export const resubmittableStatuses: readonly InitiativeStatus[] = ["afgewezen", "verborgen"];

/** Moderation columns of a new initiative: "pre" → "in behandeling", "post" → "actief"; both wait for review. */
export function newInitiativeReview(): { status: InitiativeStatus; review_requested_at: Date } {
  return { status: env().MODERATION === "pre" ? "in_behandeling" : "actief", review_requested_at: new Date() };
}

/** The SET part that resubmits a rejected or hidden item when its owner saves an edit; other statuses stay. */
export function resubmitOnSave(type: FavoriteItemType) {
  const table = tables[type];
  const resubmits = sql`${table.status} in ('afgewezen', 'verborgen')`;
  return {
    status: sql`case when ${resubmits} then 'in_behandeling'::initiative_status else ${table.status} end`,
    review_requested_at: sql`case when ${resubmits} then now() else ${table.review_requested_at} end`,
  };
}

export interface ReviewItem {
  type: FavoriteItemType;
  id: string;
  title: string;
  description: string;
  path: string;
  status: InitiativeStatus;
  /** Earlier reason of a rejection or hiding, when the owner resubmitted. */
  previousReason: string | null;
  /** ISO 8601, UTC. */
  requestedAt: string;
  ownerName: string | null;
  initiativeName: string | null;
  images: ReviewImage[];
  /** The viewer's own (or under their initiative): they may not approve it. */
  own: boolean;
}

export const REVIEW_QUEUE_LIMIT = 100;

/**
 * The items waiting for review, oldest first, at most {@link REVIEW_QUEUE_LIMIT}; `total` counts all.
 * @throws Error when the database fails
 */
export async function listReviewQueue(viewerId: string): Promise<{ items: ReviewItem[]; total: number }> {
  const db = await getDb();
  const owner = { ownerName: user.name };
  const [initiativeRows, eventRows, vacancyRows] = await Promise.all([
    db
      .select({
        id: initiatives.id,
        title: initiatives.name,
        description: initiatives.description,
        status: initiatives.status,
        reason: initiatives.status_reason,
        requestedAt: initiatives.review_requested_at,
        initiativeName: sql<string | null>`null`,
        logoImageId: initiatives.logo_image_id,
        coverImageId: initiatives.cover_image_id,
        imageId: sql<string | null>`null`,
        ownerIds: sql<(string | null)[]>`array[${initiatives.created_by}]`,
        ...owner,
      })
      .from(initiatives)
      .leftJoin(user, eq(user.id, initiatives.created_by))
      .where(isNotNull(initiatives.review_requested_at))
      .orderBy(asc(initiatives.review_requested_at))
      .limit(REVIEW_QUEUE_LIMIT),
    db
      .select({
        id: events.id,
        title: events.title,
        description: events.description,
        status: events.status,
        reason: events.status_reason,
        requestedAt: events.review_requested_at,
        initiativeName: initiatives.name,
        logoImageId: sql<string | null>`null`,
        coverImageId: sql<string | null>`null`,
        imageId: events.image_id,
        ownerIds: sql<(string | null)[]>`array[${events.created_by}, ${initiatives.created_by}]`,
        ...owner,
      })
      .from(events)
      .innerJoin(initiatives, eq(initiatives.id, events.initiative_id))
      .leftJoin(user, eq(user.id, events.created_by))
      .where(isNotNull(events.review_requested_at))
      .orderBy(asc(events.review_requested_at))
      .limit(REVIEW_QUEUE_LIMIT),
    db
      .select({
        id: vacancies.id,
        title: vacancies.title,
        description: vacancies.description,
        status: vacancies.status,
        reason: vacancies.status_reason,
        requestedAt: vacancies.review_requested_at,
        initiativeName: initiatives.name,
        logoImageId: sql<string | null>`null`,
        coverImageId: sql<string | null>`null`,
        imageId: vacancies.image_id,
        ownerIds: sql<(string | null)[]>`array[${vacancies.created_by}, ${initiatives.created_by}]`,
        ...owner,
      })
      .from(vacancies)
      .innerJoin(initiatives, eq(initiatives.id, vacancies.initiative_id))
      .leftJoin(user, eq(user.id, vacancies.created_by))
      .where(isNotNull(vacancies.review_requested_at))
      .orderBy(asc(vacancies.review_requested_at))
      .limit(REVIEW_QUEUE_LIMIT),
  ]);
  const total = await countAwaitingReview();
  const rows = [
    ...initiativeRows.map((row) => ({ ...row, type: "initiative" as const })),
    ...eventRows.map((row) => ({ ...row, type: "event" as const })),
    ...vacancyRows.map((row) => ({ ...row, type: "vacancy" as const })),
  ];
  const waiting = rows.sort((a, b) => (a.requestedAt?.getTime() ?? 0) - (b.requestedAt?.getTime() ?? 0)).slice(0, REVIEW_QUEUE_LIMIT);
  const images = await reviewImagesOf(
    waiting.map((row) => ({ kind: row.type, id: row.id, slots: { logo: row.logoImageId, cover: row.coverImageId, image: row.imageId } })),
  );
  const items = waiting
    .map(
      (row): ReviewItem => ({
        type: row.type,
        id: row.id,
        title: row.title,
        description: row.description,
        path: itemPath(row.type, row.id),
        status: row.status,
        previousReason: row.reason,
        requestedAt: (row.requestedAt ?? new Date()).toISOString(),
        ownerName: row.ownerName,
        initiativeName: row.initiativeName,
        images: images.get(`${row.type}:${row.id}`) ?? [],
        own: row.ownerIds.includes(viewerId),
      }),
    );
  return { items, total };
}

export async function countAwaitingReview(): Promise<number> {
  const db = await getDb();
  const counts = await Promise.all(
    Object.values(tables).map((table) => db.$count(table, isNotNull(table.review_requested_at))),
  );
  return counts.reduce((sum, n) => sum + n, 0);
}

/** "already_handled" when another moderator was first. */
export type ReviewResult = Outcome | { status: "already_handled" } | { status: "own_item" };

async function isOwnItem(viewer: Member, type: FavoriteItemType, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const db = await getDb();
  if (type === "initiative") return (await db.$count(initiatives, and(eq(initiatives.id, id), initiativeOwnedBy(viewer)))) > 0;
  if (type === "event") return (await db.$count(events, and(eq(events.id, id), eventOwnedBy(viewer)))) > 0;
  return (await db.$count(vacancies, and(eq(vacancies.id, id), vacancyOwnedBy(viewer)))) > 0;
}

/**
 * "Goedkeuren": makes a waiting item public, records the audit entry and mails the owner after the commit.
 * @returns "own_item" when it is the viewer's own (nothing changes)
 * @throws Error when the database fails (nothing is written)
 */
export async function approveItem(options: { viewer: Viewer; type: FavoriteItemType; id: string }): Promise<ReviewResult> {
  return decide({ ...options, decision: "approved", reason: null });
}

/**
 * "Afwijzen": sets a waiting item to "afgewezen" with `reason` (told to the owner), audited and mailed.
 * @throws Error when the database fails (nothing is written)
 */
export async function rejectItem(options: { viewer: Viewer; type: FavoriteItemType; id: string; reason: string }): Promise<ReviewResult> {
  return decide({ ...options, decision: "rejected" });
}

async function decide(options: {
  viewer: Viewer;
  type: FavoriteItemType;
  id: string;
  decision: "approved" | "rejected";
  reason: string | null;
}): Promise<ReviewResult> {
  const { viewer, type, id, decision, reason } = options;
  if (!isModerator(viewer) || !viewer) return { status: "forbidden" };
  const approve = decision === "approved";
  if (approve && (await isOwnItem(viewer, type, id))) return { status: "own_item" };
  const result = await changeItemStatus({
    viewer,
    type,
    id,
    to: approve ? "actief" : "afgewezen",
    from: ["in_behandeling", "actief"],
    awaitingReview: true,
    action: type === "initiative" ? (approve ? "initiative.approve" : "initiative.reject") : approve ? "item.approve" : "item.reject",
    reason,
  });
  if (result.status !== "ok") return result;
  if (!result.item.changed) return { status: "already_handled" };
  if (result.item.ownerId) await mailDecision(result.item.ownerId, { decision, type, id, title: result.item.title, reason, path: result.item.path });
  return { status: "ok" };
}

/**
 * Queues the decision mail to the owner with its notification (one thing: the mail per the owner's
 * preference for personal notifications); logs, never throws: the decision stands and its reason is
 * on the item's page.
 */
export async function mailDecision(
  ownerId: string,
  item: { decision: ItemDecision; type: ModeratedItemType; id: string; title: string; reason: string | null; path: string },
): Promise<void> {
  try {
    const db = await getDb();
    const [owner] = await db.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, ownerId));
    if (!owner) return;
    const { path } = item;
    const url = `${env().SITE_URL}${path}`;
    const mail = itemDecisionEmail({ name: owner.name, ...item, url });
    await db.transaction(async (tx) => {
      await notifyPersonally(tx, {
        userId: ownerId,
        type: "moderation_decision",
        subjectId: item.id,
        title: item.title,
        summary: mail.subject,
        path,
        sendOwnMail: () => enqueueMail(tx, { to: owner.email, ...mail, link: url }),
      });
    });
  } catch (error) {
    logger.error({ err: error, itemType: item.type, itemId: item.id }, "mail about a moderation decision failed");
  }
}

const editableBy = { initiative: initiativeEditableBy, event: eventEditableBy, vacancy: vacancyEditableBy } as const;

/**
 * "Opnieuw laten beoordelen": the owner of a rejected or hidden item asks for a new review without
 * changing it; the edit permission check is part of the UPDATE.
 * @throws Error when the database fails
 */
export async function requestReview(options: { viewer: Member; type: FavoriteItemType; id: string }): Promise<ReviewResult> {
  const { viewer, type, id } = options;
  if (!isUuid(id)) return { status: "not_found" };
  const table = tables[type];
  const db = await getDb();
  const [updated] = await db
    .update(table)
    .set({ status: "in_behandeling", review_requested_at: sql`now()` })
    .where(and(eq(table.id, id), editableBy[type](viewer), sql`${table.status} in ('afgewezen', 'verborgen')`))
    .returning({ id: table.id });
  if (updated) return { status: "ok" };
  const [existing] = await db
    .select({ id: table.id, mine: sql<boolean>`${editableBy[type](viewer)}` })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  if (!existing) return { status: "not_found" };
  return existing.mine ? { status: "already_handled" } : { status: "forbidden" };
}
