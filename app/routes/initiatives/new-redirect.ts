/**
 * /initiatief/nieuw: the create link of the home page (SPEC.md §2 route table); the form itself
 * lives at /nieuw-initiatief, so this redirects there, keeping the query string.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/new-redirect";

/**
 * @returns a 302 redirect to `/nieuw-initiatief` with the same query (e.g. `?x=1`)
 */
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(`/nieuw-initiatief${search}`);
}
