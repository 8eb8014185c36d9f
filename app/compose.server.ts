/**
 * The composition root: registers what the lower layers need from the modules (better-auth's
 * account mails, the content hooks of moderation, participation and notifications). Every process that runs
 * module code calls {@link composeApp} once before its first request or mutation: the server
 * (app/startup.server.ts), the Vitest setup (tests/setup/compose-app.ts) and the scripts.
 */
import { setContentHooks } from "./lib/content-hooks.server";
import { registerAccountMail } from "./modules/accounts/auth-mail.server";
import { newInitiativeReview, resubmitOnSave } from "./modules/moderation/review.server";
import { notifyEventParticipants } from "./modules/notifications/center.server";
import { afterEventEdited, beforeEventsDeleted, spendEventChangeAllowance } from "./modules/participation/organizer.server";

/** Registers every hook. Safe to call more than once. */
export function composeApp(): void {
  registerAccountMail();
  setContentHooks({
    newInitiativeReview,
    resubmitOnSave,
    spendEventChangeAllowance,
    afterEventEdited,
    beforeEventsDeleted: (tx, eventIds) => beforeEventsDeleted(tx, eventIds),
    afterEventCancelled: (tx, event) =>
      notifyEventParticipants(tx, {
        eventId: event.id,
        exceptUserId: event.cancelledBy,
        type: "event_cancelled",
        title: event.title,
        path: `/event/${event.id}`,
        summary: event.reason ?? "",
        initiativeId: event.initiativeId,
      }),
  });
}
