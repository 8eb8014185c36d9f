/**
 * Changing the moderation status of an initiative, event or vacancy (docs/decisions/020-moderation.md):
 * the one write behind approving, rejecting and hiding. In one transaction it locks the item,
 * checks that the change applies, sets `status`, `status_reason` and `status_changed_at` (and ends
 * a wait for review), and
 * records the audit entry. The statement-level triggers bump the data version, so cached counts
 * and pages follow at once. Mails to the owner are the caller's (after the commit).
 */
import { eq, sql } from "drizzle-orm";
import { events, initiatives, vacancies } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import type { FavoriteItemType, InitiativeStatus } from "~/lib/enums";
import { isUuid } from "~/lib/list-params";
import { isModerator } from "~/lib/permissions";
import type { Outcome } from "~/lib/result";
import type { Viewer } from "~/lib/viewer";
import { type AuditAction, recordAudit } from "./audit.server";

/** The item as it was when its status changed, for the caller's mail and message. */
export interface StatusChange {
  type: FavoriteItemType;
  id: string;
  /** The initiative's name, or the event's or vacancy's title. */
  title: string;
  /** The member who owns it (its creator), or null for platform content. */
  ownerId: string | null;
  /** The status before the change. */
  previous: InitiativeStatus;
  /** False when the item was not in one of the `from` statuses: nothing was written. */
  changed: boolean;
}

/** The transaction a status change runs in, handed to `alsoInTransaction`. */
export type Transaction = Parameters<Parameters<Awaited<ReturnType<typeof getDb>>["transaction"]>[0]>[0];

const tables = { initiative: initiatives, event: events, vacancy: vacancies } as const;

/**
 * Sets the status of one item on behalf of a moderator.
 * @param options.viewer the acting member; only a moderator or admin may change a status
 * @param options.type "initiative" | "event" | "vacancy"
 * @param options.id the item's id (a malformed id is "not_found")
 * @param options.to the new status
 * @param options.from the statuses the change applies to (e.g. only "in_behandeling" can be
 *   approved); otherwise nothing is written and `changed` is false (another moderator was first)
 * @param options.action the audit action to record
 * @param options.reason the reason told to the owner (stored as `status_reason`; cleared when `to`
 *   is "actief")
 * @param options.note a private note for moderators (audit log only)
 * @param options.awaitingReview when true, the change applies only to an item waiting for review
 *   (`review_requested_at` set: a new or resubmitted item); approving and rejecting pass it
 * @param options.alsoInTransaction further writes that belong to the change (e.g. marking the
 *   item's reports handled), run in the same transaction after the audit entry, only when the
 *   status changed; when it throws, nothing is written
 * @returns ok with the {@link StatusChange}; "forbidden" for anyone but a moderator or admin;
 *   "not_found" for an unknown item
 * @throws Error when the database fails (nothing is written)
 */
export async function changeItemStatus(options: {
  viewer: Viewer;
  type: FavoriteItemType;
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
  const title = type === "initiative" ? initiatives.name : type === "event" ? events.title : vacancies.title;
  const db = await getDb();
  return db.transaction(async (tx): Promise<Outcome<StatusChange>> => {
    const [row] = await tx
      .select({ title, ownerId: table.created_by, status: table.status, reviewRequestedAt: table.review_requested_at })
      .from(table)
      .where(eq(table.id, id))
      .for("update");
    if (!row) return { status: "not_found" };
    const change: StatusChange = { type, id, title: row.title, ownerId: row.ownerId, previous: row.status, changed: false };
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
      item: { type, id, title: row.title, ownerId: row.ownerId },
      reason: options.reason ?? null,
      note: options.note ?? null,
    });
    const changed = { ...change, changed: true };
    await options.alsoInTransaction?.(tx, changed);
    return { status: "ok", item: changed };
  });
}
