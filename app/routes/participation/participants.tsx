/**
 * /event/{id}/deelnemers: the organizer's participants page, for the event's owner only (checked
 * in the loader and every write); anyone else gets 404 (docs/decisions/026-participation.md).
 */
import { ArrowLeft } from "~/components/icons";
import { data, Link } from "react-router";
import { PageHeader } from "~/components/list/page-header";
import { notFoundBoundary } from "~/components/not-found";
import { formErrorFor, resultFor } from "~/lib/form-action";
import { handleForm, intentOf, outcome, unknownIntent } from "~/lib/form-action.server";
import { readFormData } from "~/lib/form-data";
import { formatDateRange } from "~/lib/format";
import { memberPageMeta } from "~/lib/meta";
import { requireUser } from "~/lib/session.server";
import { MessageForm, ParticipantsTable, SignUpControls } from "~/modules/participation/components/participants";
import { getParticipants, messageParticipants, setExternalParticipants, setRegistrationClosed } from "~/modules/participation/organizer.server";
import {
  ExternalParticipantsSchema,
  ParticipantsMessageSchema,
  participantsIntents,
  RegistrationSwitchSchema,
} from "~/modules/participation/schemas";
import { participantsTexts as t } from "~/modules/participation/texts";
import type { Route } from "./+types/participants";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  memberPageMeta(loaderData ? `${t.title}: ${loaderData.event.title}` : "Event niet gevonden", "De deelnemers van je event.");

/** @throws Response 302 to /auth for a visitor; 404 for an unknown id or an event the member does not organize */
export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireUser(request);
  const found = await getParticipants({ id: params.id, viewer: member });
  if (found.status !== "ok") throw data(null, { status: 404 });
  return found.item;
}

/**
 * `intent` "close-registration" / "reopen-registration", "external-participants" or "message-participants".
 * @returns a redirect back with a toast; 400 field errors; 404 (nothing changes); 429 when too many messages
 * @throws Response 302 to /auth for a visitor
 */
export async function action({ request, params }: Route.ActionArgs) {
  const member = await requireUser(request);
  const formData = await readFormData(request);
  const intent = intentOf(formData, participantsIntents);
  const page = `/event/${params.id}/deelnemers`;
  const notFound = () => outcome.fail(404, { form: t.notFound });
  switch (intent) {
    case "close-registration":
    case "reopen-registration":
      return handleForm({
        formData,
        intent,
        schema: RegistrationSwitchSchema,
        unexpected: t.failure,
        handle: async () => {
          const result = await setRegistrationClosed({ id: params.id, viewer: member, closed: intent === "close-registration" });
          return result.status === "ok" ? outcome.redirect(page, intent === "close-registration" ? t.closedNow : t.reopenedNow) : notFound();
        },
      });
    case "external-participants":
      return handleForm({
        formData,
        intent,
        schema: ExternalParticipantsSchema,
        unexpected: t.failure,
        handle: async ({ external_participants }) => {
          const result = await setExternalParticipants({ id: params.id, viewer: member, count: external_participants });
          if (result.status === "over_maximum") {
            return outcome.fail(409, { field: { external_participants: t.externalOverMaximum(result.confirmed, result.max) } });
          }
          return result.status === "ok" ? outcome.redirect(page, t.externalSaved) : notFound();
        },
      });
    case "message-participants":
      return handleForm({
        formData,
        intent,
        schema: ParticipantsMessageSchema,
        unexpected: t.failure,
        handle: async ({ subject, message }) => {
          const result = await messageParticipants({ id: params.id, viewer: member, subject, text: message });
          if (result.status === "rate_limited") return outcome.fail(429, { form: result.message });
          if (result.status !== "ok") return notFound();
          if (result.item.sent === 0) return outcome.fail(409, { form: t.noRecipients });
          return outcome.redirect(page, t.messageSent(result.item.sent));
        },
      });
    default:
      return unknownIntent("Onbekende actie.");
  }
}

export default function ParticipantsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { event, confirmed, waitlisted } = loaderData;
  const fieldError = (intent: string, name: string) => resultFor(actionData, intent)?.error?.[name]?.[0];
  const counted = event.confirmed_count + event.external_participants;
  const summary =
    event.max_participants === null ? `${counted} deelnemers` : `${counted} / ${event.max_participants} deelnemers`;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">
      <Link to={`/event/${event.id}`} className="inline-flex items-center gap-1 text-sm text-primary underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> Terug naar het event
      </Link>
      <PageHeader title={`${t.title}: ${event.title}`} intro={`${formatDateRange(event.date, event.end_date)} · ${summary}`} />
      <ParticipantsTable caption={t.confirmedHeading} rows={confirmed} waitlist={false} />
      <ParticipantsTable caption={t.waitlistHeading} rows={waitlisted} waitlist />
      <SignUpControls
        eventId={event.id}
        closed={event.registration_closed}
        external={event.external_participants}
        externalError={fieldError("external-participants", "external_participants") ?? formErrorFor(actionData, "external-participants")}
        switchError={formErrorFor(actionData, "close-registration", "reopen-registration")}
      />
      <MessageForm
        recipients={confirmed.length}
        errors={{
          subject: fieldError("message-participants", "subject"),
          message: fieldError("message-participants", "message"),
          form: formErrorFor(actionData, "message-participants"),
        }}
      />
    </div>
  );
}

export const ErrorBoundary = notFoundBoundary({
  title: "Event niet gevonden",
  text: "Dit event bestaat niet of je bent niet de organisator.",
  backTo: "/mijn-items",
  backLabel: "Naar mijn items",
});
