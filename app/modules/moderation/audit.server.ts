/**
 * The audit log (docs/decisions/020-moderation.md): written in the action's transaction, so no action lacks its entry.
 */
import { auditLog } from "~/db/schema";
import type { Database } from "~/lib/db.server";
import type { ModeratedItemType } from "~/lib/moderated-item-types";
import type { AuditAction } from "./audit-labels";

export { type AuditAction, auditActionLabels, auditActions } from "./audit-labels";

/** `actorId` is null only for the command line. */
export interface AuditEntry {
  actorId: string | null;
  action: AuditAction;
  item?: { type: ModeratedItemType; id: string; title: string; ownerId: string | null };
  targetUserId?: string | null;
  reason?: string | null;
  /** Private to moderators, never shown to the owner nor in the data export. */
  note?: string | null;
}

type Executor = Pick<Database, "insert">;

/**
 * Writes one audit entry; pass the action's transaction.
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
