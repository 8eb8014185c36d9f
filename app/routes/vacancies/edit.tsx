/**
 * /vacature/{id}/bewerken: the edit form of a vacancy, for its creator or the initiative's creator
 * (docs/product-rules.md#permissions). Saving a rejected or hidden vacancy sends it back to review.
 */
import { useEffect } from "react";
import { notify } from "~/components/toaster";
import { PageHeader } from "~/components/list/page-header";
import { handleForm, outcome } from "~/lib/form-action.server";
import { readFormData } from "~/lib/form-data";
import { memberPageMeta } from "~/lib/meta";
import type { Refusal } from "~/lib/result";
import { requireUser } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import { currentImagesOf } from "~/modules/images/queries.server";
import { readImageSlots } from "~/modules/images/slots.server";
import { savedToast } from "~/modules/moderation/visibility";
import { VacancyForm, vacancyFormDefaults } from "~/modules/vacancies/components/vacancy-form";
import { getVacancyForOwner, updateVacancy } from "~/modules/vacancies/mutations.server";
import { VacancyEditSchema, vacancyTexts } from "~/modules/vacancies/schemas";
import { withKnownPostcode } from "~/modules/municipalities/places.server";
import type { Route } from "./+types/edit";

export const meta: Route.MetaFunction = () =>
  memberPageMeta("Vacature bewerken", "Werk de gegevens van je vacature bij.");

const MY_VACANCIES = "/mijn-items?tab=doe-mee";

function refuse(status: Refusal) {
  return redirectWithToast(MY_VACANCIES, {
    type: "error",
    message: status === "not_found" ? vacancyTexts.notFound : vacancyTexts.forbidden,
  });
}

/**
 * The vacancy, its initiative, the form's starting values and its current image.
 * @throws Response 302 to /auth for a visitor; 302 to /mijn-items?tab=doe-mee when not found or not the member's
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireUser(request);
  const lookup = await getVacancyForOwner({ id: params.id, viewer: member });
  if (lookup.status !== "ok") throw await refuse(lookup.status);
  const { item } = lookup;
  const { image } = await currentImagesOf({ image: item.image_id });
  return { id: item.id, title: item.title, initiative: item.initiative, defaults: vacancyFormDefaults(item), image };
}

/**
 * Saves the vacancy: every field except the initiative, the creator and the active flag.
 * @returns 400 with field errors; 500 when the database fails; else a redirect with a toast
 * @throws Response 302 to /auth for a visitor
 */
export async function action({ request, params }: Route.ActionArgs) {
  const member = await requireUser(request);
  // Refuse someone else's vacancy before looking at the form: no field errors about it either.
  const lookup = await getVacancyForOwner({ id: params.id, viewer: member });
  if (lookup.status !== "ok") return refuse(lookup.status);
  const formData = await readFormData(request);
  const slots = await readImageSlots({ formData, kind: "vacancy", userId: member.id, current: { image: lookup.item.image_id } });
  return handleForm({
    formData,
    schema: withKnownPostcode(VacancyEditSchema),
    fieldErrors: slots.errors,
    unexpected: vacancyTexts.updateFailed,
    handle: async (values) => {
      const updated = await updateVacancy({ id: params.id, viewer: member, values, images: slots.changes });
      if (updated.status !== "ok") return outcome.response(await refuse(updated.status));
      return outcome.redirect(MY_VACANCIES, savedToast(vacancyTexts.updated, updated.item.itemStatus, updated.item.initiativeStatus));
    },
  });
}

export default function EditVacancyRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { title, initiative, defaults, image } = loaderData;

  useEffect(() => {
    if (actionData?.failure) notify("error", actionData.failure);
  }, [actionData]);

  return (
    <div className="mx-auto flex max-w-3xl flex-col px-4 py-8">
      <PageHeader title="Vacature bewerken" intro={<>Je bewerkt &ldquo;{title}&rdquo;.</>} />
      <VacancyForm
        initiative={{ mode: "edit", initiative }}
        defaultValue={defaults}
        lastResult={actionData?.result ?? null}
        formError={actionData?.failure ?? null}
        image={image}
      />
    </div>
  );
}
