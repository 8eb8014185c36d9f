/**
 * Who may do what with an event, as pure browser-safe functions; the same rules as SQL in
 * ./permissions.server.ts. The event's creator and its initiative's creator may edit and delete it
 * (docs/product-rules.md#permissions).
 */
import { isOwner, managesAllContent } from "~/lib/permissions";
import type { Viewer } from "~/lib/viewer";

export interface EventOwnership {
  /** Null for platform content. */
  created_by: string | null;
  /** Null for platform content. */
  initiative_created_by: string | null;
}

export function ownsEvent(viewer: Viewer, event: EventOwnership): boolean {
  return isOwner(viewer, event.created_by) || isOwner(viewer, event.initiative_created_by);
}

/** One of its owners (or a role that manages content). */
export function canEditEvent(viewer: Viewer, event: EventOwnership): boolean {
  return ownsEvent(viewer, event) || managesAllContent(viewer);
}

export function canDeleteEvent(viewer: Viewer, event: EventOwnership): boolean {
  return canEditEvent(viewer, event);
}
