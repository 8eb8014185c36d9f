/**
 * /vacature/{id}/bewerken: the edit form of a vacancy, with the same fields and rules as
 * /vacature/nieuw and the permissions and moderation of /event/{id}/bewerken.
 *
 * - Visitors are sent to /auth (and back here after signing in).
 * - Only those who may edit the vacancy (its creator or the creator of its initiative,
 *   `canEditVacancy`) get the form, prefilled, also while it is inactive or hidden. The initiative
 *   is shown but cannot be changed; the active flag stays as it is (switched in Mijn items).
 * - Unknown or malformed id: to /mijn-items?tab=doe-mee with "Vacature niet gevonden"; someone
 *   else's vacancy: the same with "Je hebt geen toegang tot deze vacature". The action checks the
 *   same (and again in the update's transaction), so a post for someone else's vacancy changes
 *   nothing.
 * - Saving a vacancy a moderator rejected or hid sends it back to review ("in behandeling").
 * - Success: to /mijn-items?tab=doe-mee with "Je vacature is succesvol bijgewerkt!" (plus the
 *   review note when it waits for a moderator). A database failure keeps the typed values and
 *   says "Er ging iets mis bij het bijwerken van de vacature." (500).
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
import type { Route } from "./+types/edit";

export const meta: Route.MetaFunction = () =>
  memberPageMeta("Vacature bewerken", "Werk de gegevens van je vacature bij.");

/** Where vacancies are listed, and where refused members go. */
const MY_VACANCIES = "/mijn-items?tab=doe-mee";

/** The redirect for a lookup that is not a vacancy the member may edit. */
function refuse(status: Refusal) {
  return redirectWithToast(MY_VACANCIES, {
    type: "error",
    message: status === "not_found" ? vacancyTexts.notFound : vacancyTexts.forbidden,
  });
}

/**
 * The vacancy's id, title, initiative (id, name), the form's starting values (strings) and its
 * current image (`image`: `CurrentImage` or null).
 * @throws Response 302 to /auth for a visitor; 302 to /mijn-items?tab=doe-mee with "Vacature niet
 *   gevonden" or "Je hebt geen toegang tot deze vacature"
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
 * @returns 400 with field errors; 500 with "Er ging iets mis bij het bijwerken van de vacature."
 *   when the database fails; else a redirect to /mijn-items?tab=doe-mee with "Je vacature is
 *   succesvol bijgewerkt!"
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
    schema: VacancyEditSchema,
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
