/**
 * POST /uitloggen: signs the member out everywhere (SPEC.md §7, sign-out scope global), shows
 * "Uitgelogd" and goes to / (SPEC.md §2). A GET only redirects home (no sign-out by link).
 */
import { redirect } from "react-router";
import { authTexts, signOutEverywhere } from "~/modules/accounts/auth-flows.server";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/logout";

export async function action({ request }: Route.ActionArgs) {
  const headers = await signOutEverywhere({ request });
  return redirectWithToast("/", { type: "success", message: authTexts.signedOut }, { headers });
}

export function loader() {
  return redirect("/");
}
