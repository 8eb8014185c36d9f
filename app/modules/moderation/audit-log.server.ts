/**
 * Reading the audit log for /beheer/logboek, newest first. Item titles were copied when written, so entries outlive their items.
 */
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { auditLog, initiativeUpdates, user } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import type { ModeratedItemType } from "~/lib/moderated-item-types";
import type { AuditAction } from "./audit.server";
import { itemPath, updatePath } from "./paths";

export const AUDIT_PAGE_SIZE = 50;

/** Shown for an actor or member whose account no longer exists. */
export const DELETED_MEMBER = "verwijderd lid";

/** `createdAt` is ISO 8601 (UTC) once serialised. */
export interface AuditEntryRow {
  id: string;
  createdAt: Date;
  /** "opdrachtregel" for the command line. */
  actorName: string;
  action: string;
  itemType: ModeratedItemType | null;
  itemTitle: string | null;
  itemPath: string | null;
  /** The member a block or role was about. */
  targetName: string | null;
  reason: string | null;
  note: string | null;
}

/** The page of an entry's item; a deleted update has none, the other items' pages answer 404 once gone. */
function entryPath(row: { itemType: ModeratedItemType | null; itemId: string | null; updateInitiativeId: string | null }): string | null {
  if (!row.itemType || !row.itemId) return null;
  if (row.itemType === "update") return row.updateInitiativeId ? updatePath(row.updateInitiativeId, row.itemId) : null;
  return itemPath(row.itemType, row.itemId);
}

/**
 * One page of the audit log; `page` 1-based, `action` null for all.
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
        updateInitiativeId: initiativeUpdates.initiative_id,
        targetId: auditLog.target_user_id,
        targetName: target.name,
        reason: auditLog.reason,
        note: auditLog.note,
      })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actor_id))
      .leftJoin(target, eq(target.id, auditLog.target_user_id))
      .leftJoin(initiativeUpdates, and(eq(auditLog.item_type, "update"), eq(initiativeUpdates.id, auditLog.item_id)))
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
      // Role changes on the command line have no acting member; deleted members are null too.
      actorName: row.actorName ?? (row.actorId === null && row.action.startsWith("role.") && row.note === "via de opdrachtregel" ? "opdrachtregel" : DELETED_MEMBER),
      action: row.action,
      itemType: row.itemType,
      itemTitle: row.itemTitle,
      itemPath: entryPath(row),
      targetName: row.targetId ? (row.targetName ?? DELETED_MEMBER) : row.action.startsWith("member.") || row.action.startsWith("role.") ? DELETED_MEMBER : null,
      reason: row.reason,
      note: row.note,
    }),
  );
  return { entries, page: options.page, pageCount };
}
