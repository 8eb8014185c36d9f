/**
 * POST /favoriet: saves or removes a favourite (docs/product-rules.md#favourites). `favorite`
 * "ja"/"nee" is the wanted state, absent flips it. A fetcher (`_js=1`) gets the form-action data
 * (401 with `signIn` for a visitor); a plain post redirects to `returnTo` with a toast. The form is
 * checked before the session, so a crafted post is refused the same way for a visitor.
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
 * Saves or removes the favourite for the signed-in member.
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

export function loader() {
  return redirect("/favorieten");
}
