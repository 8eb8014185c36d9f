/**
 * Who may do what with a vacancy, as pure browser-safe functions; the same rules as SQL in
 * ./permissions.server.ts. Its creator and its initiative's creator may edit, switch and delete it.
 */
import { isOwner, managesAllContent } from "~/lib/permissions";
import type { Viewer } from "~/lib/viewer";

export interface VacancyOwnership {
  /** Null for platform content. */
  created_by: string | null;
  /** Null for platform content. */
  initiative_created_by: string | null;
}

export function ownsVacancy(viewer: Viewer, vacancy: VacancyOwnership): boolean {
  return isOwner(viewer, vacancy.created_by) || isOwner(viewer, vacancy.initiative_created_by);
}

/** One of its owners (or a role that manages content). */
export function canEditVacancy(viewer: Viewer, vacancy: VacancyOwnership): boolean {
  return ownsVacancy(viewer, vacancy) || managesAllContent(viewer);
}

export function canDeleteVacancy(viewer: Viewer, vacancy: VacancyOwnership): boolean {
  return canEditVacancy(viewer, vacancy);
}
