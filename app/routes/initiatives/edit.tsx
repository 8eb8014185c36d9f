/**
 * /initiatief/{id}/bewerken: the creator edits their initiative (docs/product-rules.md#permissions).
 * The UPDATE repeats the ownership check; `created_by`, `status` and `id` in the post are ignored.
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
import { InitiativeForm, initiativeFormDefaults } from "~/modules/initiatives/components/initiative-form";
import { listMunicipalities, updateInitiative } from "~/modules/initiatives/mutations.server";
import { getInitiativeForOwner } from "~/modules/initiatives/owner-queries.server";
import { createInitiativeSchema, initiativeFormTexts } from "~/modules/initiatives/schemas";
import { initiativeFormNotice, savedToast } from "~/modules/moderation/visibility";
import { env } from "~/lib/env.server";
import { currentImagesOf } from "~/modules/images/queries.server";
import { readImageSlots } from "~/modules/images/slots.server";
import { withKnownPostcode } from "~/modules/municipalities/places.server";
import type { Route } from "./+types/edit";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  memberPageMeta(loaderData ? `${loaderData.name} bewerken` : "Initiatief bewerken", "Werk de gegevens van je initiatief bij.");

function refuse(status: Refusal): Promise<Response> {
  return redirectWithToast("/mijn-items", {
    type: "error",
    message: status === "not_found" ? initiativeFormTexts.notFound : initiativeFormTexts.forbidden,
  });
}

/**
 * The form prefilled with the stored initiative, its current logo and cover, and `notice`.
 * @throws Response 302 to /auth for a visitor; 302 to /mijn-items when unknown or someone else's
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireUser(request, { reason: "pagina" });
  const lookup = await getInitiativeForOwner({ id: params.id, viewer: member });
  if (lookup.status !== "ok") throw await refuse(lookup.status);
  const { item } = lookup;
  const defaults = initiativeFormDefaults({
    name: item.name,
    formality: item.formality,
    formal_type: item.formal_type,
    informal_type: item.informal_type,
    theme: item.theme,
    scope: item.scope,
    province: item.province,
    city: item.city,
    municipality: item.municipality,
    postcode: item.pc4,
    description: item.description,
    long_description: item.long_description,
    contact_email: item.contact_email,
    contact_phone: item.contact_phone,
    website: item.website,
    established: item.established,
    member_count: item.member_count,
    volunteer_count: item.volunteer_count,
  });
  const images = await currentImagesOf({ logo: item.logo_image_id, cover: item.cover_image_id });
  const notice = initiativeFormNotice(env().MODERATION, item.status);
  return { id: item.id, name: item.name, defaults, municipalities: await listMunicipalities(), images, notice };
}

/**
 * Saves the changes.
 * @returns a redirect to /mijn-items with a toast; 400 field errors; 500 when the database fails
 * @throws Response 302 to /auth for a visitor; 302 to /mijn-items when unknown or someone else's
 */
export async function action({ request, params }: Route.ActionArgs) {
  const member = await requireUser(request, { reason: "pagina" });
  const lookup = await getInitiativeForOwner({ id: params.id, viewer: member });
  if (lookup.status !== "ok") throw await refuse(lookup.status);
  const formData = await readFormData(request);
  const current = { logo: lookup.item.logo_image_id, cover: lookup.item.cover_image_id };
  const slots = await readImageSlots({ formData, kind: "initiative", userId: member.id, current });
  const schema = withKnownPostcode(createInitiativeSchema({ municipalities: await listMunicipalities() }));
  return handleForm({
    formData,
    schema,
    fieldErrors: slots.errors,
    unexpected: initiativeFormTexts.updateFailed,
    handle: async (values) => {
      const updated = await updateInitiative({ id: lookup.item.id, viewer: member, values, images: slots.changes });
      if (updated.status !== "ok") throw await refuse(updated.status);
      return outcome.redirect("/mijn-items", savedToast(initiativeFormTexts.updated, updated.item.itemStatus));
    },
  });
}

export default function EditInitiativeRoute({ loaderData, actionData }: Route.ComponentProps) {
  useEffect(() => {
    if (actionData?.failure) notify("error", actionData.failure);
  }, [actionData]);
  return (
    <div className="mx-auto flex max-w-3xl flex-col px-4 py-8">
      <PageHeader title="Initiatief bewerken" intro={loaderData.name} />
      <InitiativeForm
        key={loaderData.id}
        mode="edit"
        municipalities={loaderData.municipalities}
        defaultValue={loaderData.defaults}
        lastResult={actionData?.result ?? null}
        cancelTo="/mijn-items"
        images={loaderData.images}
        notice={loaderData.notice}
      />
    </div>
  );
}
