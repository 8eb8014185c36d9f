/**
 * Who may do what with an initiative, as pure browser-safe functions; the same rules as SQL in
 * ./permissions.server.ts. Its creator may edit, delete and add events and vacancies
 * (docs/product-rules.md#permissions).
 */
import { isOwner, managesAllContent } from "~/lib/permissions";
import type { Viewer } from "~/lib/viewer";

export interface InitiativeOwnership {
  /** Null for platform content. */
  created_by: string | null;
}

export function ownsInitiative(viewer: Viewer, initiative: InitiativeOwnership): boolean {
  return isOwner(viewer, initiative.created_by);
}

/** Its owner (or a role that manages content). */
export function canEditInitiative(viewer: Viewer, initiative: InitiativeOwnership): boolean {
  return ownsInitiative(viewer, initiative) || managesAllContent(viewer);
}

/** With its events, vacancies and the favourites pointing at them: the same rule as editing. */
export function canDeleteInitiative(viewer: Viewer, initiative: InitiativeOwnership): boolean {
  return canEditInitiative(viewer, initiative);
}

/** Its owner only: a role that manages content does not publish in someone else's name. */
export function canAddToInitiative(viewer: Viewer, initiative: InitiativeOwnership): boolean {
  return ownsInitiative(viewer, initiative);
}
