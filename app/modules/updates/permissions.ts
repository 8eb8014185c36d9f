/**
 * Who may post, edit and delete an initiative's updates: whoever may edit the initiative
 * (docs/product-rules.md#initiative-updates), the rule of ../initiatives/permissions.ts.
 */
import type { Viewer } from "~/lib/viewer";
import { canEditInitiative, type InitiativeOwnership } from "~/modules/initiatives/permissions";

export function canManageUpdates(viewer: Viewer, initiative: InitiativeOwnership): boolean {
  return canEditInitiative(viewer, initiative);
}
