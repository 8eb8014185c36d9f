/**
 * /initiatief/{id}/bewerken: the creator edits their initiative (SPEC.md §2 "Create and edit
 * initiative", §5, §6 "Only the creator (created_by equals the user) may edit an initiative;
 * others get 'Je hebt geen toegang tot dit initiatief' and go to /mijn-items", §8 "Update").
 *
 * Loader and action both check, on the server: a visitor goes to /auth; an unknown or malformed
 * id goes to /mijn-items with "Initiatief niet gevonden"; someone else's initiative goes to
 * /mijn-items with "Je hebt geen toegang tot dit initiatief" (nothing is changed). The save
 * itself repeats the ownership check in its UPDATE statement. `created_by`, `status` and `id` in
 * the post are ignored.
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
import type { Route } from "./+types/edit";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  memberPageMeta(loaderData ? `${loaderData.name} bewerken` : "Initiatief bewerken", "Werk de gegevens van je initiatief bij.");

/** The redirect to /mijn-items for an id that is not the member's to edit. */
function refuse(status: Refusal): Promise<Response> {
  return redirectWithToast("/mijn-items", {
    type: "error",
    message: status === "not_found" ? initiativeFormTexts.notFound : initiativeFormTexts.forbidden,
  });
}

/**
 * The form prefilled with the stored initiative.
 * @returns `{ id, name, defaults, municipalities, images, notice }`: defaults are the stored values
 *   as strings; `images` the current logo and cover (`CurrentImage` or null); `notice` what saving
 *   does to who sees it
 * @throws Response 302 to /auth for a visitor; 302 to /mijn-items with "Initiatief niet gevonden"
 *   (unknown or malformed id) or "Je hebt geen toegang tot dit initiatief" (someone else's)
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
 * @returns a redirect to /mijn-items with "Initiatief succesvol bijgewerkt!"; status 400 with the
 *   Dutch field errors for invalid input (nothing changed); status 500 with "Er ging iets mis bij
 *   het bijwerken van het initiatief." when the database fails (the typed values are kept)
 * @throws Response 302 to /auth for a visitor; 302 to /mijn-items with "Initiatief niet gevonden"
 *   or "Je hebt geen toegang tot dit initiatief" (nothing changed)
 */
export async function action({ request, params }: Route.ActionArgs) {
  const member = await requireUser(request, { reason: "pagina" });
  const lookup = await getInitiativeForOwner({ id: params.id, viewer: member });
  if (lookup.status !== "ok") throw await refuse(lookup.status);
  const formData = await readFormData(request);
  const current = { logo: lookup.item.logo_image_id, cover: lookup.item.cover_image_id };
  const slots = await readImageSlots({ formData, kind: "initiative", userId: member.id, current });
  const schema = createInitiativeSchema({ municipalities: await listMunicipalities() });
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
