/**
 * Who may do what with a vacancy, as pure browser-safe functions; the same rules as SQL in
 * ./permissions.server.ts. A vacancy is a child of an initiative: its creator and its initiative's
 * creator may edit, switch and delete it (the shared rule of ~/lib/permissions,
 * docs/product-rules.md#permissions).
 */
import { canEditInitiativeChild, type InitiativeChildOwnership, ownsInitiativeChild } from "~/lib/permissions";
import type { Viewer } from "~/lib/viewer";

export type VacancyOwnership = InitiativeChildOwnership;

export function ownsVacancy(viewer: Viewer, vacancy: VacancyOwnership): boolean {
  return ownsInitiativeChild(viewer, vacancy);
}

/** One of its owners (or a role that manages content). */
export function canEditVacancy(viewer: Viewer, vacancy: VacancyOwnership): boolean {
  return canEditInitiativeChild(viewer, vacancy);
}

export function canDeleteVacancy(viewer: Viewer, vacancy: VacancyOwnership): boolean {
  return canEditVacancy(viewer, vacancy);
}
