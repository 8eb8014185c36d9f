/** /beheer/feedback and /beheer/berichten: feedback and contact messages, unread first, with "Markeer als afgehandeld"; moderators and admins only. */
import { PageHeader } from "~/components/list/page-header";
import { handleForm, intentOf, unknownIntent } from "~/lib/form-action.server";
import { readFormData } from "~/lib/form-data";
import { memberPageMeta } from "~/lib/meta";
import { requireModerator } from "~/lib/session.server";
import { MessageQueue } from "~/modules/reports/components/message-queue";
import { moderationOutcome } from "~/modules/reports/outcomes.server";
import { messageQueueOf } from "~/modules/reports/queues.server";
import { HANDLE_MESSAGE_INTENT, HandleMessageSchema, reportTexts } from "~/modules/reports/schemas";
import type { Route } from "./+types/message-queue";

export const meta: Route.MetaFunction = ({ loaderData }) => memberPageMeta(loaderData?.texts.title ?? "Berichten", loaderData?.texts.description ?? "");

/** @throws Response 404 for anyone but a moderator or admin, or another path; 302 to set up two-factor sign-in */
export async function loader({ request }: Route.LoaderArgs) {
  const { viewer } = await requireModerator(request);
  const queue = messageQueueOf(request);
  return { queue: await queue.list({ viewer }), texts: queue.texts };
}

/**
 * `intent` "handle" with `id`: marks it handled.
 * @returns a redirect with a toast; 400 for a malformed id or another intent; 404 for an unknown id
 * @throws Response 404 for anyone but a moderator or admin; 302 to set up two-factor sign-in
 */
export async function action({ request }: Route.ActionArgs) {
  const { viewer } = await requireModerator(request);
  const queue = messageQueueOf(request);
  const formData = await readFormData(request);
  const intent = intentOf(formData, [HANDLE_MESSAGE_INTENT] as const);
  if (!intent) return unknownIntent("Onbekende actie.");
  return handleForm({
    formData,
    intent,
    schema: HandleMessageSchema,
    unexpected: reportTexts.moderationFailure,
    handle: async ({ id }) => moderationOutcome(await queue.markHandled({ viewer, id }), queue.path, queue.handledToast),
  });
}

export default function MessageQueueRoute({ loaderData }: Route.ComponentProps) {
  const { texts, queue } = loaderData;
  return (
    <>
      <PageHeader title={texts.title} intro={texts.intro} />
      <MessageQueue queue={queue} empty={texts.empty} />
    </>
  );
}
