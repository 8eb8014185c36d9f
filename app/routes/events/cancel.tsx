/**
 * /event/{id}/annuleren: an organizer cancels the event, with an optional reason, after the shared
 * confirmation (docs/product-rules.md#cancelled-events). For whoever may edit the event
 * (docs/product-rules.md#permissions); a cancelled event sends back to its page.
 */
import { Alert } from "~/components/ui/alert";
import { PageHeader } from "~/components/list/page-header";
import { handleForm, outcome } from "~/lib/form-action.server";
import { readFormData } from "~/lib/form-data";
import { getDb } from "~/lib/db.server";
import { memberPageMeta } from "~/lib/meta";
import type { Refusal } from "~/lib/result";
import { requireUser } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import { CancelEventSchema, cancelEventTexts as t } from "~/modules/events/cancel";
import { cancelEvent } from "~/modules/events/cancel.server";
import { CancelEventForm } from "~/modules/events/components/cancel-event";
import { getEventForOwner } from "~/modules/events/mutations.server";
import type { Route } from "./+types/cancel";

export const meta: Route.MetaFunction = () => memberPageMeta("Event annuleren", "Annuleer je event.");

function refuse(status: Refusal) {
  return redirectWithToast("/mijn-items?tab=events", { type: "error", message: status === "not_found" ? t.notFound : t.forbidden });
}

function backToEvent(id: string, message: string, type: "success" | "error" | "info") {
  return redirectWithToast(`/event/${id}`, { type, message });
}

/** The event's title for the confirmation; nothing else. */
async function lookUp(request: Request, id: string | undefined) {
  const member = await requireUser(request);
  const lookup = await getEventForOwner({ id, viewer: member });
  if (lookup.status !== "ok") throw await refuse(lookup.status);
  if (lookup.item.cancelled_at) throw await backToEvent(lookup.item.id, t.alreadyCancelled, "info");
  return { member, event: lookup.item };
}

/**
 * @throws Response 302 to /auth for a visitor; 302 to /mijn-items when unknown or not the member's to
 *   edit; 302 to the event's page when it is already cancelled
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { event } = await lookUp(request, params.id);
  return { id: event.id, title: event.title };
}

/**
 * Cancels the event with `reason` (optional, at most 500 characters) and `confirm=ja`.
 * @returns 400 for a missing confirmation or a too long reason (the typed reason comes back); 500;
 *   else a redirect to the event's page with a toast
 * @throws Response 302 as the loader
 */
export async function action({ request, params }: Route.ActionArgs) {
  const { member, event } = await lookUp(request, params.id);
  const formData = await readFormData(request);
  return handleForm({
    formData,
    schema: CancelEventSchema,
    unexpected: t.failed,
    handle: async ({ reason }) => {
      const result = await cancelEvent(await getDb(), { eventId: event.id, reason, viewer: member });
      if (result.status === "ok") return outcome.redirect(`/event/${event.id}`, t.done);
      if (result.status === "already_cancelled") return outcome.response(await backToEvent(event.id, t.alreadyCancelled, "info"));
      return outcome.response(await refuse(result.status));
    },
  });
}

function firstOf(value: unknown): string | undefined {
  return Array.isArray(value) && typeof value[0] === "string" ? value[0] : typeof value === "string" ? value : undefined;
}

export default function CancelEventRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { title } = loaderData;
  const reply = actionData?.result;
  const reasonError = firstOf(reply?.error?.reason);
  const confirmError = firstOf(reply?.error?.confirm);
  const typed = reply?.initialValue?.reason;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <PageHeader title={t.trigger} intro={<>Je annuleert &ldquo;{title}&rdquo;. {t.description}</>} />
      {reasonError || confirmError ? <Alert variant="error">{reasonError ?? confirmError}</Alert> : null}
      <div className="flex flex-col gap-3">
        <CancelEventForm title={title} reason={typeof typed === "string" ? typed : undefined} error={reasonError} />
      </div>
    </div>
  );
}
