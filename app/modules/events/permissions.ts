/**
 * Who may do what with an event, as pure functions (browser-safe: the event detail page and
 * /mijn-items use them for their buttons, the module's writes on the row they locked). The same
 * rules as SQL: ./permissions.server.ts. Decision: docs/decisions/015-permissions.md.
 *
 * Rule: an event belongs to the member who created it (`created_by`) and to the member who
 * created its initiative. Either may edit and delete it; visitors and other members may not.
 */
import { isOwner, managesAllContent } from "~/lib/permissions";
import type { Viewer } from "~/lib/viewer";

/** The part of an event its permissions depend on. */
export interface EventOwnership {
  /** The member who created the event, or null for platform content. */
  created_by: string | null;
  /** The member who created the event's initiative, or null for platform content. */
  initiative_created_by: string | null;
}

/** Whether `event` is one of `viewer`'s own (what "my events" lists). */
export function ownsEvent(viewer: Viewer, event: EventOwnership): boolean {
  return isOwner(viewer, event.created_by) || isOwner(viewer, event.initiative_created_by);
}

/** Whether `viewer` may edit `event`: one of its owners (or, later, a role that manages content). */
export function canEditEvent(viewer: Viewer, event: EventOwnership): boolean {
  return ownsEvent(viewer, event) || managesAllContent(viewer);
}

/** Whether `viewer` may delete `event`: the same rule as editing. */
export function canDeleteEvent(viewer: Viewer, event: EventOwnership): boolean {
  return canEditEvent(viewer, event);
}
