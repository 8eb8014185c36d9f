/**
 * /uitloggen. POST signs the member out on this device (other devices stay signed in; "Overal
 * uitloggen" on /instellingen ends them all), shows
 * "Uitgelogd" and goes to / (SPEC.md §2). GET shows a signed-in member a page with one
 * "Uitloggen" button that makes that POST (a link never signs out by itself); a visitor who is
 * not signed in goes to / (docs/decisions/018-without-javascript.md).
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
