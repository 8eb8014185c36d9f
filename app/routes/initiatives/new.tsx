/**
 * /nieuw-initiatief: a member starts an initiative (SPEC.md §2 "Create and edit initiative", §5
 * "Initiative form", §6, §8 "Initiative create").
 *
 * Members only: a visitor is sent to /auth with "Je moet ingelogd zijn om een initiatief aan te
 * maken." (loader and action). The form is validated in the browser and again here with the same
 * schema and the municipality list; a new initiative belongs to the member and, under
 * `MODERATION=pre`, waits for a moderator ("in behandeling"), under `post` is public at once.
 * `created_by`, `status` or `id` in the post are ignored.
 */
import { useEffect } from "react";
import { notify } from "~/components/toaster";
import { handleForm, outcome } from "~/lib/form-action.server";
import { readFormData } from "~/lib/form-data";
import { PageHeader } from "~/components/list/page-header";
import { memberPageMeta } from "~/lib/meta";
import { requireUser } from "~/lib/session.server";
import { InitiativeForm } from "~/modules/initiatives/components/initiative-form";
import { createInitiative, listMunicipalities } from "~/modules/initiatives/mutations.server";
import { createInitiativeSchema, initiativeFormTexts } from "~/modules/initiatives/schemas";
import { readImageSlots } from "~/modules/images/slots.server";
import { initiativeFormNotice, savedToast } from "~/modules/moderation/visibility";
import { env } from "~/lib/env.server";
import type { Route } from "./+types/new";

export const meta: Route.MetaFunction = () =>
  memberPageMeta("Nieuw initiatief", "Zet je burgerinitiatief op Dit doet Nederland, zodat mensen in de buurt je kunnen vinden.");

/**
 * The empty form with the municipality suggestions.
 * @returns `{ municipalities }`: the 342 municipalities (CBS name and province); `moderation`:
 *   the `MODERATION` mode; `notice`: the form's text about when the initiative becomes visible
 * @throws Response 302 to `/auth?redirectTo=/nieuw-initiatief&melding=initiatief` for a visitor
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, { reason: "initiatief" });
  const moderation = env().MODERATION;
  return { municipalities: await listMunicipalities(), moderation, notice: initiativeFormNotice(moderation, null) };
}

/**
 * Creates the initiative.
 * @returns a redirect to /mijn-items with "Je initiatief is succesvol aangemaakt!"; status 400 with
 *   the Dutch field errors for invalid input (nothing stored but a logo or cover that passed its
 *   checks, staged and carried back in `logo_upload` / `cover_upload`; app/modules/images/slots.server.ts); status 500 with "Er ging iets mis bij
 *   het aanmaken van het initiatief." when the database fails (the typed values are kept)
 * @throws Response 302 to `/auth?…&melding=initiatief` for a visitor (nothing stored)
 */
export async function action({ request }: Route.ActionArgs) {
  const member = await requireUser(request, { reason: "initiatief" });
  const formData = await readFormData(request);
  const slots = await readImageSlots({ formData, kind: "initiative", userId: member.id });
  const schema = createInitiativeSchema({ municipalities: await listMunicipalities() });
  return handleForm({
    formData,
    schema,
    fieldErrors: slots.errors,
    unexpected: initiativeFormTexts.createFailed,
    handle: async (values) => {
      const created = await createInitiative({ userId: member.id, values, images: slots.changes });
      return outcome.redirect("/mijn-items", savedToast(initiativeFormTexts.created, created.status));
    },
  });
}

export default function NewInitiativeRoute({ loaderData, actionData }: Route.ComponentProps) {
  useEffect(() => {
    if (actionData?.failure) notify("error", actionData.failure);
  }, [actionData]);
  return (
    <div className="mx-auto flex max-w-3xl flex-col px-4 py-8">
      <PageHeader
        title="Nieuw initiatief"
        intro="Vertel wat jullie doen, waar, en hoe mensen contact opnemen. Velden zonder ‘optioneel’ zijn verplicht."
      />
      <InitiativeForm
        mode="create"
        municipalities={loaderData.municipalities}
        lastResult={actionData?.result ?? null}
        cancelTo="/mijn-items"
        notice={loaderData.notice}
      />
    </div>
  );
}
