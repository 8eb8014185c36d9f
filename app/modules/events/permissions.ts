/**
 * Who may do what with an event, as pure browser-safe functions; the same rules as SQL in
 * ./permissions.server.ts. An event is a child of an initiative: its creator and its initiative's
 * creator may edit and delete it (the shared rule of ~/lib/permissions, docs/product-rules.md#permissions).
 */
import { canEditInitiativeChild, type InitiativeChildOwnership, ownsInitiativeChild } from "~/lib/permissions";
import type { Viewer } from "~/lib/viewer";

export type EventOwnership = InitiativeChildOwnership;

export function ownsEvent(viewer: Viewer, event: EventOwnership): boolean {
  return ownsInitiativeChild(viewer, event);
}

/** One of its owners (or a role that manages content). */
export function canEditEvent(viewer: Viewer, event: EventOwnership): boolean {
  return canEditInitiativeChild(viewer, event);
}

export function canDeleteEvent(viewer: Viewer, event: EventOwnership): boolean {
  return canEditEvent(viewer, event);
}
