/**
 * The heart button that saves an initiative, event or vacancy as a favourite (SPEC.md §2 "a
 * favourite button" on cards, §4 "Favourite toggle: not favourite to favourite and back; requires
 * login", §8 "Favourites"). Texts, the action's address and its fetcher answer live in
 * `../shared.ts`.
 *
 * The button is a small form posting to /favoriet (app/routes/favorites/toggle.ts) with the desired
 * state (`favorite=ja|nee`):
 * - without JavaScript it is a plain form post; the action redirects back (`returnTo`) and the
 *   next page shows the toast (or, for a visitor, goes to /auth with "Log in om favorieten op te
 *   slaan");
 * - with JavaScript it posts through a fetcher (`_js=1`, added only once hydrated): the heart flips
 *   at once (optimistic, from `fetcher.formData`), the answer shows as a sonner toast, and the
 *   route loaders revalidate so every heart and count on the page follows the stored state.
 *   A failed request puts the heart back.
 *
 * The form has an id (`favoriet-<type>-<id>`) that `returnTo` ends with, so the no-JavaScript
 * redirect brings the member back to the heart they pressed instead of the top of the page.
 */
import { Heart } from "~/components/icons";
import { useEffect, useRef } from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import { notify } from "~/components/toaster";
import type { FavoriteItemType } from "~/lib/enums";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { type CardFavorite, FAVORITE_ACTION, type FavoriteActionData, favoriteLoginHref, favoriteTexts } from "../shared";

/** The element id of an item's heart, and the fragment its no-JavaScript post returns to. */
export function favoriteAnchor(itemType: FavoriteItemType, itemId: string): string {
  return `favoriet-${itemType}-${itemId}`;
}

/**
 * The favourite heart for one item; 40×40 px, above a card's full-card link (`relative z-10`).
 * @param props.itemType "initiative", "event" or "vacancy"
 * @param props.itemId the item's UUID
 * @param props.isFavorite the stored state, from the loader
 * @param props.isMember whether someone is signed in (visitors see the button too: clicking it
 *   tells them to log in, and nothing flips)
 * @param props.label the item's name or title, for the accessible name ("Bewaar {label} als
 *   favoriet" / "Verwijder {label} uit favorieten")
 */
export function FavoriteButton({
  itemType,
  itemId,
  isFavorite,
  isMember,
  label,
  className,
}: {
  itemType: FavoriteItemType;
  itemId: string;
  isFavorite: boolean;
  isMember: boolean;
  label: string;
  className?: string;
}) {
  const fetcher = useFetcher<FavoriteActionData>();
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const anchor = favoriteAnchor(itemType, itemId);
  const returnTo = `${location.pathname}${location.search}#${anchor}`;

  // Optimistic: while a request is under way (and while the page revalidates after it), show the
  // requested state. Visitors never flip: their request can only be refused.
  const requested = fetcher.formData?.get("favorite");
  const shown = isMember && (requested === "ja" || requested === "nee") ? requested === "ja" : isFavorite;

  // One toast per answer. The answer is read as soon as the action is done ("loading" = the page
  // revalidating): on /favorieten the card of a removed favourite disappears with that revalidation.
  const result = fetcher.state === "submitting" ? undefined : fetcher.data;
  const announced = useRef<FavoriteActionData | undefined>(undefined);
  useEffect(() => {
    if (!result || announced.current === result) return;
    announced.current = result;
    if (typeof result.favorite === "boolean") notify("success", result.favorite ? favoriteTexts.added : favoriteTexts.removed);
    else if (result.signIn) {
      notify("message", favoriteTexts.login, {
        action: { label: "Inloggen", onClick: () => navigate(favoriteLoginHref(returnTo)) },
      });
    } else notify("error", result.failure ?? favoriteTexts.failure);
  }, [result, navigate, returnTo]);

  const name = shown ? `Verwijder ${label} uit favorieten` : `Bewaar ${label} als favoriet`;
  return (
    // scroll-mt: the sticky header must not cover the heart the page scrolls back to.
    <fetcher.Form id={anchor} method="post" action={FAVORITE_ACTION} className={cn("relative z-10 shrink-0 scroll-mt-24", className)}>
      {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
      <input type="hidden" name="item_type" value={itemType} />
      <input type="hidden" name="item_id" value={itemId} />
      <input type="hidden" name="favorite" value={shown ? "nee" : "ja"} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button
        type="submit"
        aria-label={name}
        title={name}
        aria-pressed={isMember ? shown : false}
        // The hover colour stays a utility: it must win over the colour utility next to it.
        className={cn("favorite-button hover:text-destructive", shown ? "text-destructive" : "text-muted-foreground")}
      >
        <Heart className={cn("size-5", shown && "fill-current")} aria-hidden="true" />
      </button>
    </fetcher.Form>
  );
}

/**
 * The favourite heart as a card's `action`: placed in the card's top-right corner.
 * @param label the item's name or title (part of the accessible name)
 */
export function CardFavoriteButton({
  itemType,
  itemId,
  label,
  favorite,
}: {
  itemType: "initiative" | "event" | "vacancy";
  itemId: string;
  label: string;
  favorite: CardFavorite;
}) {
  return (
    <FavoriteButton
      itemType={itemType}
      itemId={itemId}
      isFavorite={favorite.isFavorite}
      isMember={favorite.isMember}
      label={label}
      className="-mt-2 -mr-2"
    />
  );
}
