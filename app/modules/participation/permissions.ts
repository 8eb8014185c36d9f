/**
 * Who may see an event's participants and manage its sign-up: its owner only, not moderators or
 * admins (docs/product-rules.md#permissions).
 */
import type { Viewer } from "~/lib/viewer";
import { type EventOwnership, ownsEvent } from "~/modules/events/permissions";

export function canManageParticipants(viewer: Viewer, event: EventOwnership): boolean {
  return ownsEvent(viewer, event);
}
