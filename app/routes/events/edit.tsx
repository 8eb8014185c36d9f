/**
 * /event/{id}/bewerken: the edit form of an event, for its creator or the initiative's creator
 * (docs/product-rules.md#permissions).
 */
import { useEffect } from "react";
import { notify } from "~/components/toaster";
import { handleForm, outcome } from "~/lib/form-action.server";
import { readFormData } from "~/lib/form-data";
import { PageHeader } from "~/components/list/page-header";
import { memberPageMeta } from "~/lib/meta";
import type { Refusal } from "~/lib/result";
import { requireUser } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import { EventForm, eventFormDefaults } from "~/modules/events/components/event-form";
import { cancelEventTexts } from "~/modules/events/cancel";
import { CancelEventLink } from "~/modules/events/components/cancel-event";
import { getEventForOwner, updateEvent } from "~/modules/events/mutations.server";
import { currentImagesOf } from "~/modules/images/queries.server";
import { readImageSlots } from "~/modules/images/slots.server";
import { EventEditSchema, eventMessages, eventTexts } from "~/modules/events/schemas";
import { savedToast } from "~/modules/moderation/visibility";
import { withKnownPostcode } from "~/modules/municipalities/places.server";
import type { Route } from "./+types/edit";

export const meta: Route.MetaFunction = () =>
  memberPageMeta("Event bewerken", "Werk de gegevens van je event bij.");

const MY_ITEMS = "/mijn-items";

function refuse(status: Refusal) {
  return redirectWithToast(MY_ITEMS, {
    type: "error",
    message: status === "not_found" ? eventTexts.notFound : eventTexts.forbidden,
  });
}

/** A cancelled event is final (docs/product-rules.md#cancelled-events): back to its page. */
function refuseCancelled(id: string) {
  return redirectWithToast(`/event/${id}`, { type: "error", message: cancelEventTexts.editRefused });
}

/**
 * The event, its initiative, the form's starting values (dates in Amsterdam time) and its current image.
 * @throws Response 302 to /auth for a visitor; 302 to /mijn-items when not found or not the member's;
 *   302 to the event's page when it is cancelled
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireUser(request);
  const lookup = await getEventForOwner({ id: params.id, viewer: member });
  if (lookup.status !== "ok") throw await refuse(lookup.status);
  const { item } = lookup;
  if (item.cancelled_at) throw await refuseCancelled(item.id);
  const images = await currentImagesOf({ image: item.image_id });
  return { id: item.id, title: item.title, initiative: item.initiative, defaults: eventFormDefaults(item), images };
}

/**
 * Saves the event: every field except the initiative and the creator.
 * @returns 400 field errors; 409 for a maximum below the places taken; 429 when the date or place
 *   changed too often (each change mails the people signed up); 500; else a redirect with a toast
 * @throws Response 302 to /auth for a visitor
 */
export async function action({ request, params }: Route.ActionArgs) {
  const member = await requireUser(request);
  // Refuse someone else's event before looking at the form: no field errors about it either.
  const lookup = await getEventForOwner({ id: params.id, viewer: member });
  if (lookup.status !== "ok") return refuse(lookup.status);
  if (lookup.item.cancelled_at) return refuseCancelled(lookup.item.id);
  const formData = await readFormData(request);
  const slots = await readImageSlots({ formData, kind: "event", userId: member.id, current: { image: lookup.item.image_id } });
  return handleForm({
    formData,
    schema: withKnownPostcode(EventEditSchema),
    fieldErrors: slots.errors,
    unexpected: eventTexts.updateFailed,
    handle: async (values) => {
      const updated = await updateEvent({ id: params.id, viewer: member, values, images: slots.changes });
      if (updated.status === "below_taken") return outcome.fail(409, { field: { max_participants: eventMessages.maxBelowTaken(updated.taken) } });
      if (updated.status === "rate_limited") return outcome.fail(429, { form: updated.message });
      if (updated.status === "cancelled") return outcome.response(await refuseCancelled(lookup.item.id));
      if (updated.status !== "ok") return outcome.response(await refuse(updated.status));
      return outcome.redirect(MY_ITEMS, savedToast(eventTexts.updated, updated.item.itemStatus, updated.item.initiativeStatus));
    },
  });
}

export default function EditEventRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { id, title, initiative, defaults } = loaderData;

  useEffect(() => {
    if (actionData?.failure) notify("error", actionData.failure);
  }, [actionData]);

  return (
    <div className="mx-auto flex max-w-3xl flex-col px-4 py-8">
      <PageHeader title="Event bewerken" intro={<>Je bewerkt &ldquo;{title}&rdquo;.</>} />
      <EventForm initiative={{ mode: "edit", initiative }} defaultValue={defaults} lastResult={actionData?.result} images={loaderData.images} />
      <CancelEventLink eventId={id} />
    </div>
  );
}
