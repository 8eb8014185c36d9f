/**
 * The audit log: one row per moderator or admin action (table `audit_log`). Written in the same
 * transaction as the action, so an action without its entry cannot happen. Read by admins in the
 * beheer area; entries about a member's own items go into their data export (without the private
 * `note`). docs/decisions/020-moderation.md.
 */
import { auditLog } from "~/db/schema";
import type { Database } from "~/lib/db.server";
import type { FavoriteItemType } from "~/lib/enums";
import type { AuditAction } from "./audit-labels";

export { type AuditAction, auditActionLabels, auditActions } from "./audit-labels";

/** One entry to write. Ids are UUIDs; `actorId` null only for the command line (no member acting). */
export interface AuditEntry {
  actorId: string | null;
  action: AuditAction;
  item?: { type: FavoriteItemType; id: string; title: string; ownerId: string | null };
  targetUserId?: string | null;
  /** The reason told to the owner or member concerned. */
  reason?: string | null;
  /** A private note for moderators, never shown to the owner. */
  note?: string | null;
}

/** Anything that can insert: the database or a transaction. */
type Executor = Pick<Database, "insert">;

/**
 * Writes one audit entry with `executor` (pass the action's transaction).
 * @throws Error when the database refuses the insert (the caller's transaction rolls back)
 */
export async function recordAudit(executor: Executor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values({
    actor_id: entry.actorId,
    action: entry.action,
    item_type: entry.item?.type ?? null,
    item_id: entry.item?.id ?? null,
    item_title: entry.item?.title ?? null,
    item_owner_id: entry.item?.ownerId ?? null,
    target_user_id: entry.targetUserId ?? null,
    reason: entry.reason ?? null,
    note: entry.note ?? null,
  });
}
