/**
 * Who may do what with a vacancy, as pure functions (browser-safe: the vacancy detail page and
 * /mijn-items use them, the module's writes on the row they locked). The same
 * rules as SQL: ./permissions.server.ts. Decision: docs/decisions/015-permissions.md.
 *
 * Rule: a vacancy belongs to the member who created it (`created_by`) and to the member who
 * created its initiative. Either may edit it, switch it on and off and delete it, and sees it
 * while it is inactive; visitors and other members may not.
 */
import { isOwner, managesAllContent } from "~/lib/permissions";
import type { Viewer } from "~/lib/viewer";

/** The part of a vacancy its permissions depend on. */
export interface VacancyOwnership {
  /** The member who created the vacancy, or null for platform content. */
  created_by: string | null;
  /** The member who created the vacancy's initiative, or null for platform content. */
  initiative_created_by: string | null;
}

/** Whether `vacancy` is one of `viewer`'s own (what "my vacancies" lists). */
export function ownsVacancy(viewer: Viewer, vacancy: VacancyOwnership): boolean {
  return isOwner(viewer, vacancy.created_by) || isOwner(viewer, vacancy.initiative_created_by);
}

/** Whether `viewer` may edit `vacancy`: one of its owners (or, later, a role that manages content). */
export function canEditVacancy(viewer: Viewer, vacancy: VacancyOwnership): boolean {
  return ownsVacancy(viewer, vacancy) || managesAllContent(viewer);
}

/** Whether `viewer` may delete `vacancy`: the same rule as editing. */
export function canDeleteVacancy(viewer: Viewer, vacancy: VacancyOwnership): boolean {
  return canEditVacancy(viewer, vacancy);
}
