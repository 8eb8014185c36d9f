/**
 * /initiatief/{id}/nieuws/nieuw: posting an update ("Nieuws") to an initiative, for whoever may edit
 * it (docs/product-rules.md#initiative-updates); anyone else gets a 404.
 */
import { useEffect } from "react";
import { data } from "react-router";
import { notify } from "~/components/toaster";
import { PageHeader } from "~/components/list/page-header";
import { handleForm, outcome } from "~/lib/form-action.server";
import { readFormData } from "~/lib/form-data";
import { memberPageMeta } from "~/lib/meta";
import { requireUser } from "~/lib/session.server";
import { readImageSlots } from "~/modules/images/slots.server";
import { UpdateForm } from "~/modules/updates/components/update-form";
import { createUpdate } from "~/modules/updates/mutations.server";
import { getManagedInitiative } from "~/modules/updates/queries.server";
import { UpdateSchema, updateTexts } from "~/modules/updates/schemas";
import type { Route } from "./+types/update-new";

export const meta: Route.MetaFunction = () => memberPageMeta("Nieuwsbericht plaatsen", "Vertel volgers van je initiatief wat er speelt.");

/**
 * The initiative's id and name.
 * @throws Response 302 to /auth for a visitor; 404 when unknown or not editable by the member
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireUser(request);
  const initiative = await getManagedInitiative({ id: params.id, viewer: member });
  if (!initiative) throw data(null, { status: 404 });
  return { initiative: { id: initiative.id, name: initiative.name } };
}

/**
 * Posts the update.
 * @returns 400 with field errors, 429 over the daily limit (the form keeps its text); else a redirect to the initiative's news
 * @throws Response 302 to /auth for a visitor; 404 when unknown or not editable by the member
 */
export async function action({ request, params }: Route.ActionArgs) {
  const member = await requireUser(request);
  const initiative = await getManagedInitiative({ id: params.id, viewer: member });
  if (!initiative) throw data(null, { status: 404 });
  const formData = await readFormData(request);
  const slots = await readImageSlots({ formData, kind: "update", userId: member.id });
  return handleForm({
    formData,
    schema: UpdateSchema,
    fieldErrors: slots.errors,
    unexpected: updateTexts.createFailed,
    handle: async (values) => {
      const created = await createUpdate({ initiativeId: initiative.id, viewer: member, values, images: slots.changes });
      if (created.status === "not_found") throw data(null, { status: 404 });
      if (created.status === "rate_limited") return outcome.fail(429, { form: updateTexts.rateLimited });
      const message = created.initiativeStatus === "actief" ? updateTexts.created : updateTexts.createdHidden;
      return outcome.redirect(`/initiatief/${initiative.id}#nieuws`, message);
    },
  });
}

export default function NewUpdateRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { initiative } = loaderData;
  useEffect(() => {
    if (actionData?.failure) notify("error", actionData.failure);
  }, [actionData]);
  return (
    <div className="mx-auto flex max-w-3xl flex-col px-4 py-8">
      <PageHeader title="Nieuwsbericht plaatsen" intro={<>Voor &ldquo;{initiative.name}&rdquo;. Het bericht verschijnt onder Nieuws op de pagina van je initiatief.</>} />
      <UpdateForm mode="create" initiativeId={initiative.id} lastResult={actionData?.result ?? null} formError={actionData?.failure ?? null} />
    </div>
  );
}
