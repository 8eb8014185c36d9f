/**
 * /nieuw-event (optional query `initiative`): the create form of an event (SPEC.md §2 route
 * table, §5 "Event form", §6 "Event creation", §8 "Event create").
 *
 * - Visitors are sent to /auth with "Je moet ingelogd zijn om een event aan te maken." (loader
 *   and action).
 * - A member without initiatives sees "Geen initiatieven gevonden" with a link to
 *   /nieuw-initiatief instead of the form.
 * - Only the member's own initiatives can be chosen; `?initiative=<id>` preselects one of them
 *   (any other id is ignored). The action checks the initiative again on the server, in the
 *   insert's transaction: a crafted post with someone else's initiative gets "Selecteer een
 *   initiatief" (400) and nothing is stored.
 * - Success: to /mijn-items with "Event succesvol aangemaakt!" (and, when the initiative is not
 *   public, when the event will be: ~/modules/moderation/visibility). A database failure keeps the typed
 *   values and says "Er ging iets mis bij het aanmaken van het event." (500).
 */
import { useEffect } from "react";
import { Link } from "react-router";
import { notify } from "~/components/toaster";
import { handleForm, outcome } from "~/lib/form-action.server";
import { readFormData } from "~/lib/form-data";
import { PageHeader } from "~/components/list/page-header";
import { Alert } from "~/components/ui/alert";
import { buttonVariants } from "~/components/ui/button";
import { memberPageMeta } from "~/lib/meta";
import { requireUser } from "~/lib/session.server";
import { EventForm } from "~/modules/events/components/event-form";
import { createEvent } from "~/modules/events/mutations.server";
import { readImageSlots } from "~/modules/images/slots.server";
import { EventSchema, eventMessages, eventTexts } from "~/modules/events/schemas";
import { listOwnInitiativeOptions } from "~/modules/initiatives/owner-queries.server";
import { childFormNotice, savedToast } from "~/modules/moderation/visibility";
import type { Route } from "./+types/new";

export const meta: Route.MetaFunction = () =>
  memberPageMeta("Nieuw event", "Zet een event van je initiatief op Dit doet Nederland: een workshop, bijeenkomst, actie of festival.");

/**
 * The member's own initiatives (id, name, status; by name), the one `?initiative=` preselects, if
 * it is one of them, and `notice`: where the event appears (depends on the initiatives' statuses).
 * @throws Response 302 to /auth?…&melding=event for a visitor
 */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireUser(request, { reason: "event" });
  const initiatives = await listOwnInitiativeOptions({ viewer: member });
  const requested = new URL(request.url).searchParams.get("initiative");
  const preselected = initiatives.find((initiative) => initiative.id === requested)?.id ?? null;
  const notice = childFormNotice("event", initiatives.map((initiative) => initiative.status));
  return { initiatives: initiatives.map(({ id, name }) => ({ id, name })), preselected, notice };
}

/**
 * Creates the event.
 * @returns 400 with field errors (also "Selecteer een initiatief" for an initiative that is not
 *   the member's own; an image that passed its checks is staged and carried back in
 *   `image_upload`, app/modules/images/slots.server.ts); 500 with "Er ging iets mis bij het aanmaken van het event." when the
 *   database fails; else a redirect to /mijn-items with "Event succesvol aangemaakt!"
 * @throws Response 302 to /auth?…&melding=event for a visitor (nothing stored)
 */
export async function action({ request }: Route.ActionArgs) {
  const member = await requireUser(request, { reason: "event" });
  const formData = await readFormData(request);
  const slots = await readImageSlots({ formData, kind: "event", userId: member.id });
  return handleForm({
    formData,
    schema: EventSchema,
    fieldErrors: slots.errors,
    unexpected: eventTexts.createFailed,
    handle: async (values) => {
      const created = await createEvent({ viewer: member, values, images: slots.changes });
      // Not one of the member's initiatives: the same answer as none chosen.
      if (created.status !== "ok") return outcome.fail(400, { field: { initiative_id: eventMessages.initiativeRequired } });
      return outcome.redirect("/mijn-items", savedToast(eventTexts.created, "actief", created.initiativeStatus));
    },
  });
}

export default function NewEventRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { initiatives, preselected, notice } = loaderData;

  useEffect(() => {
    if (actionData?.failure) notify("error", actionData.failure);
  }, [actionData]);

  return (
    <div className="mx-auto flex max-w-3xl flex-col px-4 py-8">
      <PageHeader
        title="Nieuw event"
        intro={`Organiseer je een workshop, bijeenkomst, actie of festival? Zet het event hier op de kaart. ${notice}`}
      />
      {initiatives.length === 0 ? (
        <Alert variant="info">
          <p className="font-semibold">{eventTexts.noInitiatives}</p>
          <p>Een event hoort altijd bij een initiatief. Start eerst je eigen initiatief; daarna kun je er events aan toevoegen.</p>
          <p>
            <Link to="/nieuw-initiatief" className={buttonVariants({ size: "sm" })}>
              Start een initiatief
            </Link>
          </p>
        </Alert>
      ) : (
        <EventForm
          initiative={{ mode: "create", options: initiatives }}
          defaultValue={preselected ? { initiative_id: preselected } : undefined}
          lastResult={actionData?.result}
        />
      )}
    </div>
  );
}
