/**
 * /initiatief/{id}/nieuws/{updateId}/bewerken: editing or deleting an update, for whoever may edit
 * the initiative (docs/product-rules.md#initiative-updates); anyone else gets a 404.
 */
import { useEffect } from "react";
import { data } from "react-router";
import { ConfirmDeleteDialog } from "~/components/confirm-delete-dialog";
import { notify } from "~/components/toaster";
import { PageHeader } from "~/components/list/page-header";
import { handleForm, intentOf, outcome, unknownIntent } from "~/lib/form-action.server";
import { readFormData } from "~/lib/form-data";
import { memberPageMeta } from "~/lib/meta";
import { requireUser } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import { currentImagesOf } from "~/modules/images/queries.server";
import { readImageSlots } from "~/modules/images/slots.server";
import { UpdateForm } from "~/modules/updates/components/update-form";
import { deleteUpdate, editUpdate } from "~/modules/updates/mutations.server";
import { getUpdateForEdit } from "~/modules/updates/queries.server";
import { UPDATE_INTENTS, UpdateSchema, updateTexts } from "~/modules/updates/schemas";
import type { Route } from "./+types/update-edit";

export const meta: Route.MetaFunction = () => memberPageMeta("Nieuwsbericht bewerken", "Werk een nieuwsbericht van je initiatief bij.");

/**
 * The update, its initiative and its current picture.
 * @throws Response 302 to /auth for a visitor; 404 when unknown or not editable by the member
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireUser(request);
  const update = await getUpdateForEdit({ initiativeId: params.id, id: params.updateId, viewer: member });
  if (!update) throw data(null, { status: 404 });
  const { image } = await currentImagesOf({ image: update.image_id });
  return { update: { id: update.id, initiativeId: update.initiativeId, initiativeName: update.initiativeName, body: update.body }, image };
}

/**
 * `intent=save` saves text and picture; `intent=delete` with `confirm=ja` deletes the update.
 * @returns 400 with field errors or without the confirmation; else a redirect to the initiative's news
 * @throws Response 302 to /auth for a visitor; 404 when unknown or not editable by the member
 */
export async function action({ request, params }: Route.ActionArgs) {
  const member = await requireUser(request);
  const update = await getUpdateForEdit({ initiativeId: params.id, id: params.updateId, viewer: member });
  if (!update) throw data(null, { status: 404 });
  const newsPath = `/initiatief/${update.initiativeId}#nieuws`;
  const formData = await readFormData(request);
  const intent = intentOf(formData, [UPDATE_INTENTS.save, UPDATE_INTENTS.delete]);
  if (intent === UPDATE_INTENTS.delete) {
    if (formData.get("confirm") !== "ja") return unknownIntent(updateTexts.confirmRequired);
    const deleted = await deleteUpdate({ initiativeId: update.initiativeId, id: update.id, viewer: member });
    if (!deleted) throw data(null, { status: 404 });
    return redirectWithToast(newsPath, { type: "success", message: updateTexts.deleted });
  }
  if (intent !== UPDATE_INTENTS.save) return unknownIntent(updateTexts.saveFailed);
  const slots = await readImageSlots({ formData, kind: "update", userId: member.id, current: { image: update.image_id } });
  return handleForm({
    formData,
    schema: UpdateSchema,
    fieldErrors: slots.errors,
    unexpected: updateTexts.saveFailed,
    handle: async (values) => {
      const saved = await editUpdate({ initiativeId: update.initiativeId, id: update.id, viewer: member, values, images: slots.changes });
      if (!saved) throw data(null, { status: 404 });
      return outcome.redirect(newsPath, updateTexts.saved);
    },
  });
}

export default function EditUpdateRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { update, image } = loaderData;
  useEffect(() => {
    if (actionData?.failure) notify("error", actionData.failure);
  }, [actionData]);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-8">
      <PageHeader title="Nieuwsbericht bewerken" intro={<>Een bericht van &ldquo;{update.initiativeName}&rdquo;.</>} />
      <UpdateForm
        mode="edit"
        initiativeId={update.initiativeId}
        defaultValue={{ body: update.body }}
        lastResult={actionData?.result ?? null}
        formError={actionData?.failure ?? null}
        image={image}
      />
      <section aria-labelledby="verwijderen" className="flex flex-col gap-3 border-t border-border pt-6">
        <h2 id="verwijderen" className="text-lg font-semibold">
          Bericht verwijderen
        </h2>
        <ConfirmDeleteDialog
          intent={UPDATE_INTENTS.delete}
          triggerText="Bericht verwijderen"
          title="Dit bericht verwijderen?"
          description="Het bericht en de afbeelding worden definitief verwijderd. Dit kan niet ongedaan worden gemaakt."
          confirmText="Ja, verwijderen"
          pendingText="Verwijderen…"
        />
      </section>
    </div>
  );
}
