/** The favourites' shared, browser-safe pieces, for the heart, the toggle route and the queries. */
import type { FavoriteItemType } from "~/lib/enums";
import type { FormActionData } from "~/lib/form-action";

export const favoriteTexts = {
  login: "Log in om favorieten op te slaan",
  failure: "Er ging iets mis",
  removed: "Verwijderd uit favorieten",
  added: "Toegevoegd aan favorieten",
} as const;

export const FAVORITE_ACTION = "/favoriet";

/** `"<item_type>:<item_id>"`; loaders send a list, components test it with {@link favoriteLookup}. */
export function favoriteKey(itemType: FavoriteItemType, itemId: string): string {
  return `${itemType}:${itemId}`;
}

export function favoriteLookup(keys: readonly string[]): (itemType: FavoriteItemType, itemId: string) => boolean {
  const set = new Set(keys);
  return (itemType, itemId) => set.has(favoriteKey(itemType, itemId));
}

/**
 * Fields besides the shared form-action ones: `favorite` is the stored state (200), `signIn` is true
 * for a visitor (401); any other answer is a failure.
 */
export type FavoriteExtra = { favorite: boolean; signIn: boolean };

export type FavoriteActionData = FormActionData<never, FavoriteExtra>;

export interface CardFavorite {
  /** Always false for a visitor. */
  isFavorite: boolean;
  isMember: boolean;
}

export function favoriteLoginHref(returnTo: string): string {
  return `/auth?${new URLSearchParams({ redirectTo: returnTo, melding: "favoriet" }).toString()}`;
}
