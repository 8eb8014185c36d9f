/**
 * The actions of the audit log and their Dutch labels (browser-safe: the log's page shows them;
 * ./audit.server.ts writes the entries). docs/decisions/020-moderation.md.
 */
import type { Role } from "~/lib/viewer";
import { roleLabels } from "./role-forms";

/**
 * What was done. Item actions name the status change; member actions the block or role; queue
 * actions the handled message.
 */
export const auditActions = [
  "initiative.approve",
  "initiative.reject",
  "item.hide",
  "item.approve",
  "item.reject",
  "item.image_remove",
  "reports.dismiss",
  "member.block",
  "member.unblock",
  "role.grant",
  "role.revoke",
  "feedback.handle",
  "contact.handle",
] as const;
export type AuditAction = (typeof auditActions)[number];

/** Dutch descriptions of the actions, for the audit log page. */
export const auditActionLabels: Record<AuditAction, string> = {
  "initiative.approve": "Initiatief goedgekeurd",
  "initiative.reject": "Initiatief afgewezen",
  "item.hide": "Verborgen",
  "item.approve": "Goedgekeurd na herziening",
  "item.reject": "Herziening afgewezen",
  "item.image_remove": "Afbeelding verwijderd",
  "reports.dismiss": "Meldingen afgewezen",
  "member.block": "Lid geblokkeerd",
  "member.unblock": "Lid gedeblokkeerd",
  "role.grant": "Rol toegekend",
  "role.revoke": "Rol ingetrokken",
  "feedback.handle": "Feedback afgehandeld",
  "contact.handle": "Contactbericht afgehandeld",
};

/**
 * The line the audit log shows for an entry's `reason`: the role of a role change ("Rol:
 * Moderator"), else the reason told to the owner ("Reden: …"); null when there is none.
 */
export function auditReasonLine(action: string, reason: string | null): string | null {
  if (!reason) return null;
  if (action === "role.grant" || action === "role.revoke") return `Rol: ${roleLabels[reason as Role] ?? reason}`;
  return `Reden: ${reason}`;
}
