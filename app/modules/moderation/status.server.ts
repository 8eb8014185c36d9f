/**
 * Changing the moderation status of an item (docs/decisions/020-moderation.md): the one write behind
 * approving, rejecting and hiding, with its audit entry, in one transaction. Owner mails are the caller's.
 */
import { eq, sql } from "drizzle-orm";
import { events, initiativeUpdates, initiatives, vacancies } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import type { InitiativeStatus } from "~/lib/enums";
import type { ModeratedItemType } from "~/lib/moderated-item-types";
import { isUuid } from "~/lib/list-params";
import { isModerator } from "~/lib/permissions";
import type { Outcome } from "~/lib/result";
import type { Viewer } from "~/lib/viewer";
import { type AuditAction, recordAudit } from "./audit.server";
import { itemPath, updatePath } from "./paths";
import { updateItemTitle } from "./update-items.server";

export interface StatusChange {
  type: ModeratedItemType;
  id: string;
  title: string;
  /** The item's page. */
  path: string;
  /** Null for platform content. */
  ownerId: string | null;
  previous: InitiativeStatus;
  /** False when the item was not in one of the `from` statuses: nothing was written. */
  changed: boolean;
}

export type Transaction = Parameters<Parameters<Awaited<ReturnType<typeof getDb>>["transaction"]>[0]>[0];

const tables = { initiative: initiatives, event: events, vacancy: vacancies, update: initiativeUpdates } as const;

const titles = {
  initiative: initiatives.name,
  event: events.title,
  vacancy: vacancies.title,
  update: sql<string>`(select ${initiatives.name} from ${initiatives} where ${initiatives.id} = ${initiativeUpdates.initiative_id})`,
} as const;

/**
 * Sets the status of one item on behalf of a moderator or admin.
 * @param options.from the statuses the change applies to; otherwise nothing is written (another moderator was first)
 * @param options.reason told to the owner; cleared when `to` is "actief"
 * @param options.note private, audit log only
 * @param options.awaitingReview apply only to an item waiting for review
 * @param options.alsoInTransaction further writes, run only when the status changed; when it throws, nothing is written
 * @throws Error when the database fails (nothing is written)
 */
export async function changeItemStatus(options: {
  viewer: Viewer;
  type: ModeratedItemType;
  id: string;
  to: InitiativeStatus;
  from: readonly InitiativeStatus[];
  action: AuditAction;
  reason?: string | null;
  note?: string | null;
  awaitingReview?: boolean;
  alsoInTransaction?: (tx: Transaction, change: StatusChange) => Promise<void>;
}): Promise<Outcome<StatusChange>> {
  const { viewer, type, id, to, from, action } = options;
  if (!isModerator(viewer) || !viewer) return { status: "forbidden" };
  if (!isUuid(id)) return { status: "not_found" };
  const table = tables[type];
  const db = await getDb();
  return db.transaction(async (tx): Promise<Outcome<StatusChange>> => {
    const [row] = await tx
      .select({
        title: titles[type],
        ownerId: table.created_by,
        status: table.status,
        reviewRequestedAt: table.review_requested_at,
        createdAt: table.created_at,
        initiativeId: type === "update" ? initiativeUpdates.initiative_id : sql<string | null>`null`,
      })
      .from(table)
      .where(eq(table.id, id))
      .for("update");
    if (!row) return { status: "not_found" };
    const [title, path] =
      type === "update" ? [updateItemTitle(row.title, row.createdAt), updatePath(row.initiativeId ?? "", id)] : [row.title, itemPath(type, id)];
    const change: StatusChange = { type, id, title, path, ownerId: row.ownerId, previous: row.status, changed: false };
    if (!from.includes(row.status)) return { status: "ok", item: change };
    if (options.awaitingReview && row.reviewRequestedAt === null) return { status: "ok", item: change };
    const reason = to === "actief" ? null : (options.reason ?? null);
    await tx
      .update(table)
      // A moderator's decision ends any wait for review; the owner asks again by resubmitting.
      .set({ status: to, status_reason: reason, status_changed_at: sql`now()`, review_requested_at: null })
      .where(eq(table.id, id));
    await recordAudit(tx, {
      actorId: viewer.id,
      action,
      item: { type, id, title, ownerId: row.ownerId },
      reason: options.reason ?? null,
      note: options.note ?? null,
    });
    const changed = { ...change, changed: true };
    await options.alsoInTransaction?.(tx, changed);
    return { status: "ok", item: changed };
  });
}
