/**
 * /nieuw-initiatief: a member starts an initiative (docs/product-rules.md#initiative-form). Under
 * `MODERATION=pre` it waits for a moderator; `created_by`, `status` or `id` in the post are ignored.
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
import { withKnownPostcode } from "~/modules/municipalities/places.server";
import type { Route } from "./+types/new";

export const meta: Route.MetaFunction = () =>
  memberPageMeta("Nieuw initiatief", "Zet je burgerinitiatief op Dit doet Nederland, zodat mensen in de buurt je kunnen vinden.");

/**
 * The empty form with the municipality suggestions, the moderation mode and `notice`.
 * @throws Response 302 to `/auth?redirectTo=/nieuw-initiatief&melding=initiatief` for a visitor
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, { reason: "initiatief" });
  const moderation = env().MODERATION;
  return { municipalities: await listMunicipalities(), moderation, notice: initiativeFormNotice(moderation, null) };
}

/**
 * Creates the initiative.
 * @returns a redirect to /mijn-items with a toast; 400 field errors (a logo or cover that passed
 *   is staged and carried back); 500 when the database fails
 * @throws Response 302 to `/auth?…&melding=initiatief` for a visitor (nothing stored)
 */
export async function action({ request }: Route.ActionArgs) {
  const member = await requireUser(request, { reason: "initiatief" });
  const formData = await readFormData(request);
  const slots = await readImageSlots({ formData, kind: "initiative", userId: member.id });
  const schema = withKnownPostcode(createInitiativeSchema({ municipalities: await listMunicipalities() }));
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
