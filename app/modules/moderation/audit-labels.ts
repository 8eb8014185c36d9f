/** The audit log's actions and their Dutch labels, browser-safe. */
import type { Role } from "~/lib/viewer";
import { roleLabels } from "./role-forms";

export const auditActions = [
  "initiative.approve",
  "initiative.reject",
  "item.hide",
  "item.restore",
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

export const auditActionLabels: Record<AuditAction, string> = {
  "initiative.approve": "Initiatief goedgekeurd",
  "initiative.reject": "Initiatief afgewezen",
  "item.hide": "Verborgen",
  "item.restore": "Weer zichtbaar gemaakt",
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

/** "Rol: Moderator" for a role change, else "Reden: …"; null when there is none. */
export function auditReasonLine(action: string, reason: string | null): string | null {
  if (!reason) return null;
  if (action === "role.grant" || action === "role.revoke") return `Rol: ${roleLabels[reason as Role] ?? reason}`;
  return `Reden: ${reason}`;
}
