/**
 * Reading the audit log (table `audit_log`, written by `recordAudit`) for the admins' page
 * /beheer/logboek: newest first, 50 per page, optionally one kind of action. An entry whose
 * moderator deleted their account shows "verwijderd lid"; the item's title was copied when the
 * entry was written, so it outlives the item. docs/decisions/023-members-and-audit-log.md.
 */
import { count, desc, eq, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { auditLog, user } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import type { FavoriteItemType } from "~/lib/enums";
import type { AuditAction } from "./audit.server";
import { itemPath } from "./paths";

/** Entries per page. */
export const AUDIT_PAGE_SIZE = 50;

/** The name shown for an actor or member whose account no longer exists. */
export const DELETED_MEMBER = "verwijderd lid";

/** One entry as the page shows it. `createdAt` is ISO 8601 (UTC) once serialised. */
export interface AuditEntryRow {
  id: string;
  createdAt: Date;
  /** The moderator's or admin's name; "opdrachtregel" for the command line; {@link DELETED_MEMBER}. */
  actorName: string;
  /** One of `auditActions` (the column is text). */
  action: string;
  itemType: FavoriteItemType | null;
  itemTitle: string | null;
  /** The item's page, for an item entry. */
  itemPath: string | null;
  /** The member a block or role was about ({@link DELETED_MEMBER} after their deletion), else null. */
  targetName: string | null;
  reason: string | null;
  note: string | null;
}

/**
 * One page of the audit log.
 * @param options.page 1-based; beyond the last page gives an empty list
 * @param options.action only entries of this action, or all when null
 * @returns the entries, the page and the number of pages (at least 1)
 * @throws Error when the database fails
 */
export async function listAuditLog(options: { page: number; action: AuditAction | null }): Promise<{ entries: AuditEntryRow[]; page: number; pageCount: number }> {
  const db = await getDb();
  const actor = alias(user, "actor");
  const target = alias(user, "target");
  const where: SQL | undefined = options.action ? eq(auditLog.action, options.action) : undefined;
  const [totals, rows] = await Promise.all([
    db.select({ n: count() }).from(auditLog).where(where),
    db
      .select({
        id: auditLog.id,
        createdAt: auditLog.created_at,
        actorId: auditLog.actor_id,
        actorName: actor.name,
        action: auditLog.action,
        itemType: auditLog.item_type,
        itemId: auditLog.item_id,
        itemTitle: auditLog.item_title,
        targetId: auditLog.target_user_id,
        targetName: target.name,
        reason: auditLog.reason,
        note: auditLog.note,
      })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actor_id))
      .leftJoin(target, eq(target.id, auditLog.target_user_id))
      .where(where)
      .orderBy(desc(auditLog.created_at), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((options.page - 1) * AUDIT_PAGE_SIZE),
  ]);
  const pageCount = Math.max(1, Math.ceil((totals[0]?.n ?? 0) / AUDIT_PAGE_SIZE));
  const entries = rows.map(
    (row): AuditEntryRow => ({
      id: row.id,
      createdAt: row.createdAt,
      // Role changes on the command line have no acting member; deleted members are set to null too.
      actorName: row.actorName ?? (row.actorId === null && row.action.startsWith("role.") && row.note === "via de opdrachtregel" ? "opdrachtregel" : DELETED_MEMBER),
      action: row.action,
      itemType: row.itemType,
      itemTitle: row.itemTitle,
      itemPath: row.itemType && row.itemId ? itemPath(row.itemType, row.itemId) : null,
      targetName: row.targetId ? (row.targetName ?? DELETED_MEMBER) : row.action.startsWith("member.") || row.action.startsWith("role.") ? DELETED_MEMBER : null,
      reason: row.reason,
      note: row.note,
    }),
  );
  return { entries, page: options.page, pageCount };
}
