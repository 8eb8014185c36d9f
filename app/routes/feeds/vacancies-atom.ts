/** GET /vacatures.atom: a public feed of a list with its filters; answers 304 when the validators match. */
import { vacanciesAtomResponse } from "~/modules/feeds/feeds.server";
import type { Route } from "./+types/vacancies-atom";

export async function loader({ request }: Route.LoaderArgs) {
  return vacanciesAtomResponse(request);
}
