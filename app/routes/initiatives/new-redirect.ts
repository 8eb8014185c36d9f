/** /initiatief/nieuw: the home page's create link, redirected to /nieuw-initiatief with its query string. */
import { redirect } from "react-router";
import type { Route } from "./+types/new-redirect";

export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(`/nieuw-initiatief${search}`);
}
