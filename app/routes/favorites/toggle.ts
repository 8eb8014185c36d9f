/**
 * POST /favoriet: saves or removes a favourite (SPEC.md §4 "Favourite toggle … requires login",
 * §8 "Favourites"). Posted by `FavoriteButton` (app/modules/favorites/components/favorite-button.tsx).
 *
 * Form fields: `item_type` (initiative | event | vacancy), `item_id` (UUID), `favorite` ("ja" or
 * "nee": the wanted state; absent: flip the stored state), `returnTo` (a local path to go back
 * to) and `_js=1` when the button posts through a fetcher. The member is always the session's:
 * nothing in the form can touch another member's favourites.
 *
 * Answers, by caller:
 * - fetcher (`_js=1`): JSON {@link FavoriteFetcherResult}: 200 `ok` with "Toegevoegd aan
 *   favorieten" / "Verwijderd uit favorieten"; 401 `login` "Log in om favorieten op te slaan" for a
 *   visitor; 400 (bad type, id or state) or 404 (unknown or hidden item) or 500 `error` "Er ging
 *   iets mis".
 * - plain form post (no JavaScript): a visitor goes to `/auth?redirectTo=<returnTo>&melding=favoriet`
 *   (where the SPEC.md §8 text is shown); a member goes back to `returnTo` with the result as a toast
 *   (the same texts, "Er ging iets mis" as an error toast for bad input or a failure).
 * A GET goes to /favorieten.
 */
import { data, redirect } from "react-router";
import { readFormData } from "~/lib/form-data";
import { favoriteItemTypes, parseEnum } from "~/lib/enums";
import { isUuid } from "~/lib/list-params";
import { getSessionUser, safeRedirect } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import {
  type FavoriteFetcherResult,
  favoriteLoginHref,
  favoriteTexts,
} from "~/modules/favorites/shared";
import { setFavorite, toggleFavorite } from "~/modules/favorites/mutations.server";
import type { Route } from "./+types/toggle";
import { logger } from "~/lib/logger.server";

/** The wanted state from the `favorite` field: true, false, "toggle" when absent, null when invalid. */
function wantedState(value: FormDataEntryValue | null): boolean | "toggle" | null {
  if (value === null || value === "") return "toggle";
  if (value === "ja") return true;
  if (value === "nee") return false;
  return null;
}

/**
 * Saves or removes the favourite for the signed-in member. See the module comment for the fields
 * and answers.
 * @returns a JSON answer (fetcher) or a redirect (plain post); never throws for bad input
 */
export async function action({ request }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const fromFetcher = formData.get("_js") === "1";
  const returnTo = safeRedirect(formData.get("returnTo"));

  const failure = (status: number) =>
    fromFetcher
      ? data<FavoriteFetcherResult>({ status: "error", message: favoriteTexts.failure }, { status })
      : redirectWithToast(returnTo, { type: "error", message: favoriteTexts.failure });

  const member = await getSessionUser(request);
  if (!member) {
    if (fromFetcher) return data<FavoriteFetcherResult>({ status: "login", message: favoriteTexts.login }, { status: 401 });
    return redirect(favoriteLoginHref(returnTo));
  }

  const rawType = formData.get("item_type");
  const itemType = parseEnum(favoriteItemTypes, typeof rawType === "string" ? rawType : null);
  const itemId = formData.get("item_id");
  const wanted = wantedState(formData.get("favorite"));
  if (!itemType || typeof itemId !== "string" || !isUuid(itemId) || wanted === null) return failure(400);

  let outcome;
  try {
    outcome =
      wanted === "toggle"
        ? await toggleFavorite({ userId: member.id, itemType, itemId })
        : await setFavorite({ userId: member.id, itemType, itemId, favorite: wanted });
  } catch (error) {
    logger.error({ err: error }, "favorites: saving failed");
    return failure(500);
  }
  if (outcome.status === "not_found") return failure(404);

  const message = outcome.favorite ? favoriteTexts.added : favoriteTexts.removed;
  if (fromFetcher) return data<FavoriteFetcherResult>({ status: "ok", favorite: outcome.favorite, message });
  return redirectWithToast(returnTo, { type: "success", message });
}

/** GET /favoriet has nothing to show: the member's favourites are at /favorieten. */
export function loader() {
  return redirect("/favorieten");
}
