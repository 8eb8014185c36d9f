/**
 * /uitloggen: POST signs out this device only; GET shows a signed-in member one "Uitloggen" button,
 * because a link must never sign out by itself.
 */
import { redirect } from "react-router";
import { memberPageMeta } from "~/lib/meta";
import { getSessionUser } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import { authTexts, signOutThisDevice } from "~/modules/accounts/auth-flows.server";
import { LogoutConfirmation } from "~/modules/accounts/components/logout-confirmation";
import type { Route } from "./+types/logout";

export const meta: Route.MetaFunction = () => memberPageMeta("Uitloggen", "Log uit bij Dit doet Nederland.");

export async function action({ request }: Route.ActionArgs) {
  const headers = await signOutThisDevice({ request });
  return redirectWithToast("/", { type: "success", message: authTexts.signedOut }, { headers });
}

export async function loader({ request }: Route.LoaderArgs) {
  const member = await getSessionUser(request);
  if (!member) throw redirect("/");
  return { name: member.name };
}

export default function Logout({ loaderData }: Route.ComponentProps) {
  return <LogoutConfirmation name={loaderData.name} />;
}
