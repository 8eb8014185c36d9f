/**
 * Who may do what with an initiative, as pure functions (browser-safe: detail pages and
 * /mijn-items use them for their "Bewerken" and "Verwijderen" buttons, the module's writes on the
 * row they locked). The same rules as SQL: ./permissions.server.ts. Decision:
 * docs/decisions/015-permissions.md.
 *
 * Rule: an initiative belongs to the member in its `created_by` (platform content, `created_by`
 * null, belongs to no member). The owner may edit and delete it, and add events and vacancies to
 * it; visitors and other members may not.
 */
import { isOwner, managesAllContent } from "~/lib/permissions";
import type { Viewer } from "~/lib/viewer";

/** The part of an initiative its permissions depend on. */
export interface InitiativeOwnership {
  /** The creating member's auth user id, or null for platform content. */
  created_by: string | null;
}

/** Whether `viewer` created `initiative` (what "my initiatives" lists). */
export function ownsInitiative(viewer: Viewer, initiative: InitiativeOwnership): boolean {
  return isOwner(viewer, initiative.created_by);
}

/** Whether `viewer` may edit `initiative`: its owner (or, later, a role that manages content). */
export function canEditInitiative(viewer: Viewer, initiative: InitiativeOwnership): boolean {
  return ownsInitiative(viewer, initiative) || managesAllContent(viewer);
}

/**
 * Whether `viewer` may delete `initiative` (with its events, vacancies and the favourites pointing
 * at them): the same rule as editing.
 */
export function canDeleteInitiative(viewer: Viewer, initiative: InitiativeOwnership): boolean {
  return canEditInitiative(viewer, initiative);
}

/**
 * Whether `viewer` may publish events and vacancies under `initiative`: its owner only. A role
 * that manages content does not publish in someone else's name.
 */
export function canAddToInitiative(viewer: Viewer, initiative: InitiativeOwnership): boolean {
  return ownsInitiative(viewer, initiative);
}
