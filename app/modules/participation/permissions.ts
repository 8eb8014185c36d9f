/**
 * Who may see an event's participants and manage its sign-up (docs/decisions/026-participation.md,
 * docs/decisions/015-permissions.md): the organizer, that is the event's owner (its creator or
 * the owner of its initiative, `ownsEvent`). Not moderators or admins: the participants' names
 * and e-mail addresses are for the organizer alone.
 */
import type { Viewer } from "~/lib/viewer";
import { type EventOwnership, ownsEvent } from "~/modules/events/permissions";

/** Whether `viewer` sees the participants of `event` and may close sign-up or mail them. */
export function canManageParticipants(viewer: Viewer, event: EventOwnership): boolean {
  return ownsEvent(viewer, event);
}
