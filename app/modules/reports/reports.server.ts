/**
 * Reports ("Melden") of items and what moderators do with them (docs/decisions/022-reports-and-queues.md):
 * anyone may report a public item (rate-limited per IP and account); moderators hide the item or
 * dismiss the reports. The reporter is never shown to anyone.
 */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  events,
  eventsPublic,
  initiativeUpdates,
  initiativeUpdatesPublic,
  initiatives,
  initiativesPublic,
  reports,
  user,
  vacancies,
  vacanciesPublic,
} from "~/db/schema";
import { type Executor, getDb } from "~/lib/db.server";
import type { InitiativeStatus, ReportReason } from "~/lib/enums";
import type { ModeratedItemType } from "~/lib/moderated-item-types";
import { isModerator } from "~/lib/permissions";
import { type ItemImageIds, reviewImagesOf } from "~/modules/images/queries.server";
import type { ReviewImage } from "~/modules/images/types";
import { consumeRateLimits, type RateLimitRule } from "~/lib/rate-limit.server";
import type { Outcome } from "~/lib/result";
import type { Viewer } from "~/lib/viewer";
import { recordAudit } from "~/modules/moderation/audit.server";
import { itemPath, updatePath } from "~/modules/moderation/paths";
import { mailDecision } from "~/modules/moderation/review.server";
import { changeItemStatus } from "~/modules/moderation/status.server";
import { getUpdateItem, updateItemTitle } from "~/modules/moderation/update-items.server";
import { withdrawFollowerNotifications } from "~/modules/notifications/center.server";
import type { ReportInput } from "./schemas";

/**
 * The title and page of a public item, or null when unknown or not public; an update is named by
 * its initiative and date.
 * @throws Error when the database fails
 */
export async function getPublicItem(type: ModeratedItemType, id: string): Promise<{ title: string; path: string } | null> {
  const db = await getDb();
  if (type === "update") {
    const [update] = await db
      .select({ initiativeId: initiativeUpdatesPublic.initiative_id, name: initiatives.name, createdAt: initiativeUpdatesPublic.created_at })
      .from(initiativeUpdatesPublic)
      .innerJoin(initiatives, eq(initiatives.id, initiativeUpdatesPublic.initiative_id))
      .where(eq(initiativeUpdatesPublic.id, id))
      .limit(1);
    return update ? { title: updateItemTitle(update.name, update.createdAt), path: updatePath(update.initiativeId, id) } : null;
  }
  const [row] =
    type === "initiative"
      ? await db.select({ title: initiativesPublic.name }).from(initiativesPublic).where(eq(initiativesPublic.id, id)).limit(1)
      : type === "event"
        ? await db.select({ title: eventsPublic.title }).from(eventsPublic).where(eq(eventsPublic.id, id)).limit(1)
        : await db.select({ title: vacanciesPublic.title }).from(vacanciesPublic).where(eq(vacanciesPublic.id, id)).limit(1);
  return row?.title == null ? null : { title: row.title, path: itemPath(type, id) };
}

export type CreateReportResult =
  | { status: "ok"; path: string }
  | { status: "not_found" }
  | { status: "rate_limited"; message: string };

/**
 * Stores a report of a public item.
 * @param options.viewer stored as `reported_by`, or null for a visitor
 * @returns ok with the item's page; "not_found" spends no limit; "rate_limited" with the Dutch message
 * @throws Error when the database fails
 */
export async function createReport(options: { input: ReportInput; viewer: Viewer; clientIp: string }): Promise<CreateReportResult> {
  const { input, viewer } = options;
  const item = await getPublicItem(input.item_type, input.item_id);
  if (!item) return { status: "not_found" };
  const checks: [RateLimitRule, string][] = [["reportIp", options.clientIp]];
  if (viewer) checks.push(["reportAccount", viewer.id]);
  const limited = await consumeRateLimits(checks);
  if (limited) return { status: "rate_limited", message: limited };
  const db = await getDb();
  await db.insert(reports).values({
    item_type: input.item_type,
    item_id: input.item_id,
    reason: input.reason,
    message: input.message,
    reported_by: viewer?.id ?? null,
  });
  return { status: "ok", path: item.path };
}

/** The initiative of a reported update. */
const updateInitiative = alias(initiatives, "update_initiative");

export interface OpenReport {
  id: string;
  reason: ReportReason;
  message: string | null;
  /** ISO 8601 UTC. */
  createdAt: string;
}

export interface ReportedItem {
  type: ModeratedItemType;
  id: string;
  title: string;
  path: string;
  status: InitiativeStatus;
  /** An update's text (it has no title of its own); null for other items. */
  text: string | null;
  /** Null for platform content. */
  ownerName: string | null;
  reports: OpenReport[];
  /** A reported item may be reported for one of them. */
  images: ReviewImage[];
}

/**
 * The open reports grouped by item, oldest open report first; empty for anyone but a moderator or admin.
 * @throws Error when the database fails
 */
export async function listOpenReports({ viewer }: { viewer: Viewer }): Promise<ReportedItem[]> {
  if (!isModerator(viewer)) return [];
  const db = await getDb();
  const rows = await db
    .select({
      id: reports.id,
      type: reports.item_type,
      itemId: reports.item_id,
      reason: reports.reason,
      message: reports.message,
      createdAt: reports.created_at,
      initiativeName: initiatives.name,
      initiativeOwner: initiatives.created_by,
      initiativeStatus: initiatives.status,
      eventTitle: events.title,
      eventOwner: events.created_by,
      eventStatus: events.status,
      vacancyTitle: vacancies.title,
      vacancyOwner: vacancies.created_by,
      vacancyStatus: vacancies.status,
      logoImageId: initiatives.logo_image_id,
      coverImageId: initiatives.cover_image_id,
      eventImageId: events.image_id,
      vacancyImageId: vacancies.image_id,
      updateInitiativeId: initiativeUpdates.initiative_id,
      updateInitiativeName: updateInitiative.name,
      updateCreatedAt: initiativeUpdates.created_at,
      updateText: initiativeUpdates.body,
      updateOwner: initiativeUpdates.created_by,
      updateStatus: initiativeUpdates.status,
      updateImageId: initiativeUpdates.image_id,
    })
    .from(reports)
    .leftJoin(initiatives, eq(initiatives.id, reports.initiative_id))
    .leftJoin(events, eq(events.id, reports.event_id))
    .leftJoin(vacancies, eq(vacancies.id, reports.vacancy_id))
    .leftJoin(initiativeUpdates, eq(initiativeUpdates.id, reports.update_id))
    .leftJoin(updateInitiative, eq(updateInitiative.id, initiativeUpdates.initiative_id))
    .where(isNull(reports.handled_at))
    .orderBy(asc(reports.created_at), asc(reports.id));

  const grouped = new Map<string, ReportedItem & { ownerId: string | null; slots: ItemImageIds["slots"] }>();
  for (const row of rows) {
    const key = `${row.type}:${row.itemId}`;
    let item = grouped.get(key);
    if (!item) {
      const [title, ownerId, status] =
        row.type === "initiative"
          ? [row.initiativeName, row.initiativeOwner, row.initiativeStatus]
          : row.type === "event"
            ? [row.eventTitle, row.eventOwner, row.eventStatus]
            : row.type === "vacancy"
              ? [row.vacancyTitle, row.vacancyOwner, row.vacancyStatus]
              : [
                  row.updateInitiativeName && row.updateCreatedAt ? updateItemTitle(row.updateInitiativeName, row.updateCreatedAt) : null,
                  row.updateOwner,
                  row.updateStatus,
                ];
      item = {
        type: row.type,
        id: row.itemId,
        title: title ?? "",
        path: row.type === "update" ? updatePath(row.updateInitiativeId ?? "", row.itemId) : itemPath(row.type, row.itemId),
        status: status ?? "actief",
        text: row.type === "update" ? (row.updateText ?? null) : null,
        ownerId: ownerId ?? null,
        ownerName: null,
        reports: [],
        images: [],
        slots:
          row.type === "initiative"
            ? { logo: row.logoImageId, cover: row.coverImageId }
            : { image: row.type === "event" ? row.eventImageId : row.type === "vacancy" ? row.vacancyImageId : row.updateImageId },
      };
      grouped.set(key, item);
    }
    item.reports.push({ id: row.id, reason: row.reason, message: row.message, createdAt: row.createdAt.toISOString() });
  }
  const ownerIds = [...new Set([...grouped.values()].flatMap((item) => (item.ownerId ? [item.ownerId] : [])))];
  const owners = ownerIds.length
    ? await db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, ownerIds))
    : [];
  const names = new Map(owners.map((owner) => [owner.id, owner.name]));
  const pictures = await reviewImagesOf([...grouped.values()].map((item) => ({ kind: item.type, id: item.id, slots: item.slots })));
  return [...grouped.values()].map(({ ownerId, slots: _slots, ...item }) => ({
    ...item,
    ownerName: ownerId ? (names.get(ownerId) ?? null) : null,
    images: pictures.get(`${item.type}:${item.id}`) ?? [],
  }));
}

export type ReportActionResult = Outcome | { status: "already_handled" };

async function contentItem(executor: Executor, type: Exclude<ModeratedItemType, "update">, id: string): Promise<{ title: string; ownerId: string | null } | null> {
  const table = type === "initiative" ? initiatives : type === "event" ? events : vacancies;
  const title = type === "initiative" ? initiatives.name : type === "event" ? events.title : vacancies.title;
  const [item] = await executor.select({ title, ownerId: table.created_by }).from(table).where(eq(table.id, id));
  return item ?? null;
}

async function hasOpenReports(type: ModeratedItemType, id: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.item_type, type), eq(reports.item_id, id), isNull(reports.handled_at)))
    .limit(1);
  return rows.length > 0;
}

/**
 * "Verbergen": hides a reported item, marks its open reports handled and withdraws what its followers
 * were still to be told of it (docs/product-rules.md#notifications), in one transaction; the owner
 * is mailed the reason after the commit (a failing mail is logged, the item stays hidden).
 * @returns "already_handled" when another moderator was first
 * @throws Error when the database fails (nothing is written)
 */
export async function hideReportedItem(options: {
  viewer: Viewer;
  type: ModeratedItemType;
  id: string;
  reason: string;
}): Promise<ReportActionResult> {
  const { viewer, type, id, reason } = options;
  if (!isModerator(viewer) || !viewer) return { status: "forbidden" };
  if (!(await hasOpenReports(type, id))) return { status: "already_handled" };
  const result = await changeItemStatus({
    viewer,
    type,
    id,
    to: "verborgen",
    from: ["actief"],
    action: "item.hide",
    reason,
    alsoInTransaction: async (tx) => {
      await tx
        .update(reports)
        .set({ handled_at: sql`now()`, handled_by: viewer.id, outcome: "verborgen" })
        .where(and(eq(reports.item_type, type), eq(reports.item_id, id), isNull(reports.handled_at)));
      await withdrawFollowerNotifications(tx, id);
    },
  });
  if (result.status !== "ok") return result;
  if (!result.item.changed) return { status: "already_handled" };
  if (result.item.ownerId) await mailDecision(result.item.ownerId, { decision: "hidden", type, id, title: result.item.title, reason, path: result.item.path });
  return { status: "ok" };
}

/**
 * "Meldingen afwijzen": marks the open reports handled, with the audit entry; the item is not changed.
 * @throws Error when the database fails (nothing is written)
 */
export async function dismissReports(options: { viewer: Viewer; type: ModeratedItemType; id: string }): Promise<ReportActionResult> {
  const { viewer, type, id } = options;
  if (!isModerator(viewer) || !viewer) return { status: "forbidden" };
  const db = await getDb();
  return db.transaction(async (tx): Promise<ReportActionResult> => {
    const item = type === "update" ? await getUpdateItem(tx, id) : await contentItem(tx, type, id);
    if (!item) return { status: "not_found" };
    const handled = await tx
      .update(reports)
      .set({ handled_at: sql`now()`, handled_by: viewer.id, outcome: "afgewezen" })
      .where(and(eq(reports.item_type, type), eq(reports.item_id, id), isNull(reports.handled_at)))
      .returning({ id: reports.id });
    if (handled.length === 0) return { status: "already_handled" };
    await recordAudit(tx, { actorId: viewer.id, action: "reports.dismiss", item: { type, id, title: item.title, ownerId: item.ownerId } });
    return { status: "ok" };
  });
}
