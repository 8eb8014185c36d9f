/**
 * /nieuw-event (optional query `initiative`): the create form of an event (SPEC.md §2 route
 * table, §5 "Event form", §6 "Event creation", §8 "Event create"; issue "Members contribute" §2).
 *
 * - Visitors are sent to /auth with "Je moet ingelogd zijn om een event aan te maken." (loader
 *   and action).
 * - A member without initiatives sees "Geen initiatieven gevonden" with a link to
 *   /nieuw-initiatief instead of the form.
 * - Only the member's own initiatives can be chosen; `?initiative=<id>` preselects one of them
 *   (any other id is ignored). The action checks the initiative again on the server, in the
 *   insert's transaction: a crafted post with someone else's initiative gets "Selecteer een
 *   initiatief" (400) and nothing is stored.
 * - Success: to /mijn-items with "Event succesvol aangemaakt!". A database failure keeps the typed
 *   values and says "Er ging iets mis bij het aanmaken van het event." (500).
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { data, Link } from "react-router";
import { notify } from "~/components/toaster";
import { readFormData } from "~/lib/form-data";
import { PageHeader } from "~/components/list/page-header";
import { Alert } from "~/components/ui/alert";
import { buttonVariants } from "~/components/ui/button";
import { memberPageMeta } from "~/lib/meta";
import { requireUser } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import { EventForm } from "~/modules/events/components/event-form";
import { createEvent } from "~/modules/events/mutations.server";
import { EventSchema, eventMessages, eventTexts } from "~/modules/events/schemas";
import { listOwnInitiativeOptions } from "~/modules/initiatives/owner-queries.server";
import type { Route } from "./+types/new";
import { logger } from "~/lib/logger.server";

export const meta: Route.MetaFunction = () =>
  memberPageMeta("Nieuw event", "Zet een event van je initiatief op Dit doet Nederland: een workshop, bijeenkomst, actie of festival.");

/**
 * The member's own initiatives (id, name; by name) and the one `?initiative=` preselects, if it
 * is one of them.
 * @throws Response 302 to /auth?…&melding=event for a visitor
 */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireUser(request, { reason: "event" });
  const initiatives = await listOwnInitiativeOptions({ viewer: member });
  const requested = new URL(request.url).searchParams.get("initiative");
  const preselected = initiatives.find((initiative) => initiative.id === requested)?.id ?? null;
  return { initiatives, preselected };
}

/** What the action answers when it does not redirect: Conform's result and whether to toast it. */
interface NewEventActionData {
  result: SubmissionResult<string[]>;
  /** Set for a failure that is not the member's input (a database error). */
  toast?: string;
}

/**
 * Creates the event.
 * @returns 400 with field errors (also "Selecteer een initiatief" for an initiative that is not
 *   the member's own); 500 with "Er ging iets mis bij het aanmaken van het event." when the
 *   database fails; else a redirect to /mijn-items with "Event succesvol aangemaakt!"
 * @throws Response 302 to /auth?…&melding=event for a visitor (nothing stored)
 */
export async function action({ request }: Route.ActionArgs) {
  const member = await requireUser(request, { reason: "event" });
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: EventSchema });
  if (submission.status !== "success") {
    return data<NewEventActionData>({ result: submission.reply() }, { status: submission.status === "error" ? 400 : 200 });
  }
  let outcome: Awaited<ReturnType<typeof createEvent>>;
  try {
    outcome = await createEvent({ viewer: member, values: submission.value });
  } catch (error) {
    logger.error({ err: error }, "event create failed");
    return data<NewEventActionData>(
      { result: submission.reply({ formErrors: [eventTexts.createFailed] }), toast: eventTexts.createFailed },
      { status: 500 },
    );
  }
  if (outcome.status !== "ok") {
    return data<NewEventActionData>(
      { result: submission.reply({ fieldErrors: { initiative_id: [eventMessages.initiativeRequired] } }) },
      { status: 400 },
    );
  }
  return redirectWithToast("/mijn-items", { type: "success", message: eventTexts.created });
}

export default function NewEventRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { initiatives, preselected } = loaderData;

  useEffect(() => {
    if (actionData?.toast) notify("error", actionData.toast);
  }, [actionData]);

  return (
    <div className="mx-auto flex max-w-3xl flex-col px-4 py-8">
      <PageHeader
        title="Nieuw event"
        intro="Organiseer je een workshop, bijeenkomst, actie of festival? Zet het event hier op de kaart. Het is direct zichtbaar op de eventspagina."
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
