/**
 * GET /vacatures.atom: a public feed of a list with its filters (docs/decisions/029-municipalities-and-feeds.md).
 * The module builds it and answers 304 to a matching If-None-Match / If-Modified-Since.
 */
import { vacanciesAtomResponse } from "~/modules/feeds/feeds.server";
import type { Route } from "./+types/vacancies-atom";

export async function loader({ request }: Route.LoaderArgs) {
  return vacanciesAtomResponse(request);
}
