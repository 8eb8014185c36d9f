/**
 * /afmelden/:token, the unsubscribe link of a topic mail or a saved search's alert (RFC 8058). GET
 * shows a confirmation with a button and changes nothing (link scanners open links); POST turns it off, both from that
 * button and as the mail client's one-click request, which has no session nor CSRF token: the
 * signed token is the authorization. Never cached (a token path).
 */
import { data } from "react-router";
import { PageHeader } from "~/components/list/page-header";
import { memberPageMeta } from "~/lib/meta";
import { clientAddressContext } from "~/lib/request-context";
import { type UnsubscribeState, UnsubscribePanel } from "~/modules/notifications/components/unsubscribe-panel";
import { UNSUBSCRIBE_INVALID, unsubscribeSubject, unsubscribeWithToken } from "~/modules/notifications/unsubscribe.server";
import type { Route } from "./+types/unsubscribe";

export const meta: Route.MetaFunction = () => memberPageMeta("Afmelden voor e-mails", "Meld je af voor een soort e-mail van Dit doet Nederland.");

/** @returns the confirmation; 400 with the Dutch reason for a bad or tampered token */
export async function loader({ params }: Route.LoaderArgs) {
  const subject = await unsubscribeSubject(params.token);
  if (!subject) return data<UnsubscribeState>({ state: "refused", message: UNSUBSCRIBE_INVALID }, { status: 400 });
  return data<UnsubscribeState>({ state: "confirm", subject });
}

/** @returns 200 once the topic or search is off (also when it already was); 400 for a bad token, 429 when rate-limited */
export async function action({ params, context }: Route.ActionArgs) {
  const result = await unsubscribeWithToken(params.token, context.get(clientAddressContext));
  if (!result.ok) return data<UnsubscribeState>({ state: "refused", message: result.message }, { status: result.status });
  return data<UnsubscribeState>({ state: "done", subject: result.subject });
}

export default function UnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8">
      <PageHeader title="Afmelden voor e-mails" />
      <UnsubscribePanel view={actionData ?? loaderData} />
    </div>
  );
}
