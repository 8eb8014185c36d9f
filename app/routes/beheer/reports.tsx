/** /beheer/meldingen: the open reports grouped by item, oldest first; moderators and admins only. */
import { PageHeader } from "~/components/list/page-header";
import { handleForm, intentOf, unknownIntent } from "~/lib/form-action.server";
import { readFormData } from "~/lib/form-data";
import { memberPageMeta } from "~/lib/meta";
import { requireModerator } from "~/lib/session.server";
import { handleRemoveImage } from "~/modules/moderation/item-images.server";
import { REMOVE_IMAGE_INTENT } from "~/modules/moderation/review-forms";
import { ReportedItemCard } from "~/modules/reports/components/reported-items";
import { moderationOutcome } from "~/modules/reports/outcomes.server";
import { dismissReports, hideReportedItem, listOpenReports } from "~/modules/reports/reports.server";
import { DismissReportsSchema, HideItemSchema, REPORT_INTENTS, reportIntents, reportTexts } from "~/modules/reports/schemas";
import type { Route } from "./+types/reports";

export const meta: Route.MetaFunction = () => memberPageMeta("Meldingen", "Gemelde initiatieven, events en vacatures.");

const PAGE = "/beheer/meldingen";

/** @throws Response 404 for anyone but a moderator or admin; 302 to set up two-factor sign-in */
export async function loader({ request }: Route.LoaderArgs) {
  const { viewer } = await requireModerator(request);
  return { items: await listOpenReports({ viewer }) };
}

/**
 * `intent` "hide" (with `reason`), "dismiss" (the reports) or "remove-image".
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
    </>
  );
}
