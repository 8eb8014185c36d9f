/**
 * Review of members' items by moderators (docs/decisions/021-review.md):
 * - with `MODERATION=pre` a new initiative starts "in behandeling" (not public); with `post` it is
 *   public at once; either way it waits in the review queue (`review_requested_at` set);
 * - moderators approve (→ "actief") or reject with a reason (→ "afgewezen"); the owner gets an
 *   e-mail either way;
 * - the owner of a rejected or hidden item resubmits it by saving an edit or by asking for a new
 *   review: it becomes "in behandeling" and waits in the queue again.
 * Events and vacancies enter the queue only by resubmission (after they were hidden); while their
 * initiative is not public, they are not public either (the public views).
 */
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { events, initiatives, user, vacancies } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import type { FavoriteItemType, InitiativeStatus } from "~/lib/enums";
import { isUuid } from "~/lib/list-params";
import { logger } from "~/lib/logger.server";
import { enqueueMail } from "~/lib/mail-queue.server";
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

/** Statuses an owner resubmits from (a moderator's "no"). */
export const resubmittableStatuses: readonly InitiativeStatus[] = ["afgewezen", "verborgen"];

/**
 * The moderation columns of a new initiative under the configured `MODERATION` mode: "pre" →
 * "in behandeling", "post" → "actief"; both wait for review from now.
 */
export function newInitiativeReview(): { status: InitiativeStatus; review_requested_at: Date } {
  return { status: env().MODERATION === "pre" ? "in_behandeling" : "actief", review_requested_at: new Date() };
}

/**
 * The SET part that resubmits an item when its owner saves an edit: a rejected or hidden item
 * becomes "in behandeling" and waits for review from now; any other status stays as it is.
 * @param type which table's columns to use
 */
export function resubmitOnSave(type: FavoriteItemType) {
  const table = tables[type];
  const resubmits = sql`${table.status} in ('afgewezen', 'verborgen')`;
  return {
    status: sql`case when ${resubmits} then 'in_behandeling'::initiative_status else ${table.status} end`,
    review_requested_at: sql`case when ${resubmits} then now() else ${table.review_requested_at} end`,
  };
}

/** An item in the review queue, as /beheer/beoordelen shows it. */
export interface ReviewItem {
  type: FavoriteItemType;
  id: string;
  title: string;
  description: string;
  /** The item's page (moderators see it whatever its status). */
  path: string;
  status: InitiativeStatus;
  /** The earlier reason of a rejection or hiding, when the owner resubmitted; else null. */
  previousReason: string | null;
  /** When it started waiting (ISO 8601, UTC). */
  requestedAt: string;
  /** The owner's display name; null for platform content. */
  ownerName: string | null;
  /** For an event or vacancy: the initiative's name. */
  initiativeName: string | null;
  /** Its pictures (logo and cover of an initiative, the image of an event or vacancy); may be empty. */
  images: ReviewImage[];
  /** Whether it is the viewer's own (theirs, or under their initiative): they may not approve it. */
  own: boolean;
}

/** Most items the queue shows at once (oldest first). */
export const REVIEW_QUEUE_LIMIT = 100;

/**
 * The items waiting for review, oldest first, at most {@link REVIEW_QUEUE_LIMIT}.
 * @param viewerId the moderator looking: their own items are marked `own`
 * @returns the items, and `total` waiting (for "100 van 130")
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

/**
 * How many initiatives, events and vacancies wait for review (the beheer overview and the queue).
 * @throws Error when the database fails
 */
export async function countAwaitingReview(): Promise<number> {
  const db = await getDb();
  const counts = await Promise.all(
    Object.values(tables).map((table) => db.$count(table, isNotNull(table.review_requested_at))),
  );
  return counts.reduce((sum, n) => sum + n, 0);
}

/**
 * The result of a moderator's review: done, "already_handled" when another moderator was first,
 * "own_item" when they tried to approve their own item.
 */
export type ReviewResult = Outcome | { status: "already_handled" } | { status: "own_item" };

/**
 * Whether item `id` is `viewer`'s own: they created it, or it is an event or vacancy under their
 * initiative. Nobody approves their own item.
 */
async function isOwnItem(viewer: Member, type: FavoriteItemType, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const db = await getDb();
  if (type === "initiative") return (await db.$count(initiatives, and(eq(initiatives.id, id), initiativeOwnedBy(viewer)))) > 0;
  if (type === "event") return (await db.$count(events, and(eq(events.id, id), eventOwnedBy(viewer)))) > 0;
  return (await db.$count(vacancies, and(eq(vacancies.id, id), vacancyOwnedBy(viewer)))) > 0;
}

/**
 * "Goedkeuren": makes a waiting item public ("actief"), records the audit entry, and mails the
 * owner ({@link itemDecisionEmail}, after the commit; a failing mail is logged).
 * @param options.viewer a moderator or admin
 * @returns ok; "forbidden" for anyone else; "not_found" for an unknown item; "already_handled"
 *   when it no longer waits for review; "own_item" when it is the viewer's own (nothing changes)
 * @throws Error when the database fails (nothing is written)
 */
export async function approveItem(options: { viewer: Viewer; type: FavoriteItemType; id: string }): Promise<ReviewResult> {
  return decide({ ...options, decision: "approved", reason: null });
}

/**
 * "Afwijzen": sets a waiting item to "afgewezen" with `reason` (told to the owner), records the
 * audit entry and mails the owner the reason.
 * @param options.reason 1 to 1000 characters (validated by the form schema)
 * @returns as {@link approveItem}
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
  if (result.item.ownerId) await mailDecision(result.item.ownerId, { decision, type, id, title: result.item.title, reason });
  return { status: "ok" };
}

/**
 * Queues a mail to the owner `ownerId` about a moderator's decision; logs (never throws) when that fails:
 * the decision stands, and its reason is on the item's page for the owner as well.
 */
export async function mailDecision(
  ownerId: string,
  item: { decision: ItemDecision; type: FavoriteItemType; id: string; title: string; reason: string | null },
): Promise<void> {
  try {
    const db = await getDb();
    const [owner] = await db.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, ownerId));
    if (!owner) return;
    const url = `${env().SITE_URL}${itemPath(item.type, item.id)}`;
    await enqueueMail(db, { to: owner.email, ...itemDecisionEmail({ name: owner.name, ...item, url }), link: url });
  } catch (error) {
    logger.error({ err: error, itemType: item.type, itemId: item.id }, "mail about a moderation decision failed");
  }
}

const editableBy = { initiative: initiativeEditableBy, event: eventEditableBy, vacancy: vacancyEditableBy } as const;

/**
 * "Opnieuw laten beoordelen": the owner of a rejected or hidden item asks for a new review
 * without changing it (vacancies have no edit page; initiatives and events are also resubmitted
 * by saving an edit, {@link resubmitOnSave}). The item becomes "in behandeling" and waits in the
 * queue; the check that `viewer` may edit it is part of the UPDATE.
 * @returns ok; "not_found" for an unknown or malformed id; "forbidden" when `viewer` may not edit
 *   it; "already_handled" when it is not rejected or hidden (e.g. it already waits)
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
