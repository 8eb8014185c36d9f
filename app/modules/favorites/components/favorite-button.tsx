/**
 * The favourite heart: a small form posting to /favoriet. Without JavaScript the action redirects
 * back to the heart's anchor; with it, a fetcher flips the heart at once and a failed request puts it back.
 */
import { Heart } from "~/components/icons";
import { useEffect, useRef } from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import { notify } from "~/components/toaster";
import type { FavoriteItemType } from "~/lib/enums";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { type CardFavorite, FAVORITE_ACTION, type FavoriteActionData, favoriteLoginHref, favoriteTexts } from "../shared";

/** Also the fragment a no-JavaScript post returns to. */
export function favoriteAnchor(itemType: FavoriteItemType, itemId: string): string {
  return `favoriet-${itemType}-${itemId}`;
}

/** The favourite heart for one item, above a card's full-card link; a visitor's click tells them to log in. */
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

  // Optimistic while a request runs and the page revalidates; a visitor's request can only be refused, so it never flips.
  const requested = fetcher.formData?.get("favorite");
  const shown = isMember && (requested === "ja" || requested === "nee") ? requested === "ja" : isFavorite;

  // Read as soon as the action is done ("loading" is the revalidation, which removes the card on /favorieten).
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
