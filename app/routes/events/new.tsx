/**
 * /nieuw-event (optional `?initiative=`): the create form of an event, under one of the member's
 * own initiatives, re-checked in the insert's transaction (docs/product-rules.md#event-form).
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
import { withKnownPostcode } from "~/modules/municipalities/places.server";
import type { Route } from "./+types/new";

export const meta: Route.MetaFunction = () =>
  memberPageMeta("Nieuw event", "Zet een event van je initiatief op Dit doet Nederland: een workshop, bijeenkomst, actie of festival.");

/**
 * The member's own initiatives, the preselected one, and where the event will appear (`notice`).
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
 * @returns 400 with field errors (an image that passed is staged and carried back in
 *   `image_upload`); 500 when the database fails; else a redirect to /mijn-items with a toast
 * @throws Response 302 to /auth?…&melding=event for a visitor (nothing stored)
 */
export async function action({ request }: Route.ActionArgs) {
  const member = await requireUser(request, { reason: "event" });
  const formData = await readFormData(request);
  const slots = await readImageSlots({ formData, kind: "event", userId: member.id });
  return handleForm({
    formData,
    schema: withKnownPostcode(EventSchema),
    fieldErrors: slots.errors,
    unexpected: eventTexts.createFailed,
    handle: async (values) => {
      const created = await createEvent({ viewer: member, values, images: slots.changes });
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
