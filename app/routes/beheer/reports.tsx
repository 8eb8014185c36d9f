/** /beheer/meldingen: the open reports grouped by item, oldest first, then the hidden updates; moderators and admins only. */
import { PageHeader } from "~/components/list/page-header";
import { handleForm, intentOf, unknownIntent } from "~/lib/form-action.server";
import { readFormData } from "~/lib/form-data";
import { memberPageMeta } from "~/lib/meta";
import { requireModerator } from "~/lib/session.server";
import { handleRemoveImage } from "~/modules/moderation/item-images.server";
import { REMOVE_IMAGE_INTENT } from "~/modules/moderation/review-forms";
import { HiddenUpdateCard, ReportedItemCard } from "~/modules/reports/components/reported-items";
import { listHiddenUpdates, restoreHiddenUpdate } from "~/modules/reports/hidden-updates.server";
import { moderationOutcome } from "~/modules/reports/outcomes.server";
import { dismissReports, hideReportedItem, listOpenReports } from "~/modules/reports/reports.server";
import { DismissReportsSchema, HideItemSchema, REPORT_INTENTS, RestoreUpdateSchema, reportIntents, reportTexts } from "~/modules/reports/schemas";
import type { Route } from "./+types/reports";

export const meta: Route.MetaFunction = () => memberPageMeta("Meldingen", "Gemelde initiatieven, events, vacatures en nieuwsberichten.");

const PAGE = "/beheer/meldingen";

/** @throws Response 404 for anyone but a moderator or admin; 302 to set up two-factor sign-in */
export async function loader({ request }: Route.LoaderArgs) {
  const { viewer } = await requireModerator(request);
  const [items, hiddenUpdates] = await Promise.all([listOpenReports({ viewer }), listHiddenUpdates({ viewer })]);
  return { items, hiddenUpdates };
}

/**
 * `intent` "hide" (with `reason`), "dismiss" (the reports), "restore" (a hidden update) or "remove-image".
 * @returns a redirect with a toast; 400 field errors or unknown intent; 404 for an unknown item or image
 * @throws Response 404 for anyone but a moderator or admin; 302 to set up two-factor sign-in
 */
export async function action({ request }: Route.ActionArgs) {
  const { viewer } = await requireModerator(request);
  const formData = await readFormData(request);
  const intent = intentOf(formData, reportIntents);
  if (intent === REPORT_INTENTS.hide) {
    return handleForm({
      formData,
      intent,
      schema: HideItemSchema,
      unexpected: reportTexts.moderationFailure,
      handle: async (value) =>
        moderationOutcome(await hideReportedItem({ viewer, type: value.item_type, id: value.item_id, reason: value.reason }), PAGE, reportTexts.hidden),
    });
  }
  if (intent === REPORT_INTENTS.dismiss) {
    return handleForm({
      formData,
      intent,
      schema: DismissReportsSchema,
      unexpected: reportTexts.moderationFailure,
      handle: async (value) =>
        moderationOutcome(await dismissReports({ viewer, type: value.item_type, id: value.item_id }), PAGE, reportTexts.dismissed),
    });
  }
  if (intent === REPORT_INTENTS.restore) {
    return handleForm({
      formData,
      intent,
      schema: RestoreUpdateSchema,
      unexpected: reportTexts.moderationFailure,
      handle: async (value) => moderationOutcome(await restoreHiddenUpdate({ viewer, id: value.item_id }), PAGE, reportTexts.restored),
    });
  }
  if (intent === REMOVE_IMAGE_INTENT) return handleRemoveImage({ formData, viewer, page: PAGE });
  return unknownIntent("Onbekende actie.");
}

export default function AdminReports({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData && "intent" in actionData ? actionData : undefined;
  return (
    <>
      <PageHeader title="Meldingen" intro="Gemelde items, de oudste melding eerst. De melders blijven anoniem." />
      {loaderData.items.length === 0 ? <p className="text-muted-foreground">Er zijn geen open meldingen.</p> : null}
      <div className="flex flex-col gap-4">
        {loaderData.items.map((item) => (
          <ReportedItemCard key={`${item.type}:${item.id}`} item={item} answer={answer} />
        ))}
      </div>
      {loaderData.hiddenUpdates.length > 0 ? (
        <section aria-labelledby="verborgen-nieuws" className="mt-10 flex flex-col gap-4">
          <h2 id="verborgen-nieuws" className="font-semibold text-xl">
            Verborgen nieuwsberichten
          </h2>
          <p className="text-muted-foreground">Nieuwsberichten die een moderator heeft verborgen, het laatst verborgen eerst. Met "Weer tonen" zijn ze weer voor iedereen zichtbaar.</p>
          {loaderData.hiddenUpdates.map((item) => (
            <HiddenUpdateCard key={item.id} item={item} answer={answer} />
          ))}
        </section>
      ) : null}
    </>
  );
}
