/** /beheer/berichten: contact form messages, unread first, with "Markeer als afgehandeld"; moderators and admins only. */
import { PageHeader } from "~/components/list/page-header";
import { handleForm, intentOf, unknownIntent } from "~/lib/form-action.server";
import { readFormData } from "~/lib/form-data";
import { memberPageMeta } from "~/lib/meta";
import { requireModerator } from "~/lib/session.server";
import { MessageQueue } from "~/modules/reports/components/message-queue";
import { moderationOutcome } from "~/modules/reports/outcomes.server";
import { listContactQueue, markContactMessageHandled } from "~/modules/reports/queues.server";
import { HandleMessageSchema, reportTexts } from "~/modules/reports/schemas";
import type { Route } from "./+types/messages";

export const meta: Route.MetaFunction = () => memberPageMeta("Contactberichten", "Berichten van het contactformulier.");

/** @throws Response 404 for anyone but a moderator or admin; 302 to set up two-factor sign-in */
export async function loader({ request }: Route.LoaderArgs) {
  const { viewer } = await requireModerator(request);
  return { queue: await listContactQueue({ viewer }) };
}

/**
 * `intent` "afhandelen" with `id`: marks it handled.
 * @returns a redirect with a toast; 400 for a malformed id or another intent; 404 for an unknown id
 * @throws Response 404 for anyone but a moderator or admin; 302 to set up two-factor sign-in
 */
export async function action({ request }: Route.ActionArgs) {
  const { viewer } = await requireModerator(request);
  const formData = await readFormData(request);
  const intent = intentOf(formData, ["afhandelen"] as const);
  if (!intent) return unknownIntent("Onbekende actie.");
  return handleForm({
    formData,
    intent,
    schema: HandleMessageSchema,
    unexpected: reportTexts.moderationFailure,
    handle: async ({ id }) => moderationOutcome(await markContactMessageHandled({ viewer, id }), "/beheer/berichten", "Bericht afgehandeld"),
  });
}

export default function BeheerMessages({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Contactberichten" intro="Berichten van het contactformulier, het nieuwste eerst." />
      <MessageQueue queue={loaderData.queue} empty="Er zijn geen nieuwe berichten." />
    </>
  );
}
