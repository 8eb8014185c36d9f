/**
 * POST /favoriet: saves or removes a favourite (SPEC.md §4 "Favourite toggle … requires login",
 * §8 "Favourites"). Posted by `FavoriteButton` (app/modules/favorites/components/favorite-button.tsx).
 * The action has the one form-action shape (docs/decisions/017-form-actions.md,
 * docs/decisions/019-form-actions-everywhere.md).
 *
 * Form fields: `item_type`, `item_id`, `favorite` (`FavoriteToggleSchema`: "ja" or "nee" is the
 * wanted state; absent: flip the stored state), `returnTo` (a local path to go back to) and `_js=1`
 * when the button posts through a fetcher. The member is always the session's: nothing in the form
 * can touch another member's favourites.
 *
 * Answers, by caller:
 * - fetcher (`_js=1`): the shared form-action data with {@link FavoriteExtra}: 200 with `favorite`
 *   (the stored state); 401 with `signIn` and the form error "Log in om favorieten op te slaan" for
 *   a visitor; 400 (bad type, id or state, Conform's field
 *   errors "Er ging iets mis"), 404 (unknown or hidden item, form error "Er ging iets mis") or 500
 *   (`failure` "Er ging iets mis").
 * - plain form post (no JavaScript; this route has no page, so the helper's `backTo` sends every
 *   answer back to `returnTo`): a visitor goes to `/auth?redirectTo=<returnTo>&melding=favoriet`
 *   (where the SPEC.md §8 text is shown); a member goes back to `returnTo` with the result as a toast
 *   ("Toegevoegd aan favorieten" / "Verwijderd uit favorieten", or "Er ging iets mis" as an error
 *   toast for bad input or a failure).
 * The form is checked before the session: a post the heart cannot send is refused the same way for
 * a visitor. A GET goes to /favorieten.
 */
import { redirect } from "react-router";
import { handleForm, outcome } from "~/lib/form-action.server";
import { readFormData } from "~/lib/form-data";
import { getSessionUser, safeRedirect } from "~/lib/session.server";
import { setFavorite, toggleFavorite } from "~/modules/favorites/mutations.server";
import { FavoriteToggleSchema } from "~/modules/favorites/schemas";
import { type FavoriteExtra, favoriteLoginHref, favoriteTexts } from "~/modules/favorites/shared";
import type { Route } from "./+types/toggle";

/**
 * Saves or removes the favourite for the signed-in member. See the module comment for the fields
 * and answers.
 * @returns the form-action data (fetcher) or a redirect (plain post); never throws for bad input
 */
export async function action({ request }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const fromFetcher = formData.get("_js") === "1";
  const returnTo = safeRedirect(formData.get("returnTo"));

  const member = await getSessionUser(request);

  return handleForm<typeof FavoriteToggleSchema, never, FavoriteExtra>({
    formData,
    schema: FavoriteToggleSchema,
    unexpected: favoriteTexts.failure,
    backTo: fromFetcher ? undefined : returnTo,
    handle: async ({ item_type: itemType, item_id: itemId, favorite }) => {
      if (!member) {
        if (!fromFetcher) return outcome.response(redirect(favoriteLoginHref(returnTo)));
        return outcome.fail(401, { form: favoriteTexts.login }, { signIn: true });
      }
      const change =
        favorite === undefined
          ? await toggleFavorite({ userId: member.id, itemType, itemId })
          : await setFavorite({ userId: member.id, itemType, itemId, favorite: favorite === "ja" });
      if (change.status === "not_found") return outcome.fail(404, { form: favoriteTexts.failure });
      if (fromFetcher) return outcome.stay<FavoriteExtra>({ favorite: change.favorite });
      return outcome.redirect(returnTo, change.favorite ? favoriteTexts.added : favoriteTexts.removed);
    },
  });
}

/** GET /favoriet has nothing to show: the member's favourites are at /favorieten. */
export function loader() {
  return redirect("/favorieten");
}
