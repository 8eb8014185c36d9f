/**
 * The favourites' shared, browser-safe pieces (SPEC.md §8 "Favourites"): the texts, the address of
 * POST /favoriet and what it answers a fetcher, the lookup key of a favourite and the /auth
 * address a visitor is sent to. Used by the heart button, the toggle route and the queries.
 */
import type { FavoriteItemType } from "~/lib/enums";

/** Texts of SPEC.md §8 "Favourites", verbatim. */
export const favoriteTexts = {
  login: "Log in om favorieten op te slaan",
  failure: "Er ging iets mis",
  removed: "Verwijderd uit favorieten",
  added: "Toegevoegd aan favorieten",
} as const;

/** Where POST /favoriet lives (app/routes.ts). */
export const FAVORITE_ACTION = "/favoriet";

/**
 * The lookup key of a favourite: `"<item_type>:<item_id>"`, e.g. `"event:3f2c…"`. Loaders send a
 * list of these (`favoriteKeys`); components test membership with {@link favoriteLookup}.
 */
export function favoriteKey(itemType: FavoriteItemType, itemId: string): string {
  return `${itemType}:${itemId}`;
}

/**
 * A membership test over a loader's `favoriteKeys`.
 * @returns `(itemType, itemId) => boolean`
 */
export function favoriteLookup(keys: readonly string[]): (itemType: FavoriteItemType, itemId: string) => boolean {
  const set = new Set(keys);
  return (itemType, itemId) => set.has(favoriteKey(itemType, itemId));
}

/**
 * What POST /favoriet answers a fetcher (`_js=1`):
 * - `ok`: the stored state and "Toegevoegd aan favorieten" / "Verwijderd uit favorieten";
 * - `login` (status 401): a visitor, "Log in om favorieten op te slaan";
 * - `error` (status 400, 404 or 500): "Er ging iets mis".
 */
export type FavoriteFetcherResult =
  | { status: "ok"; favorite: boolean; message: string }
  | { status: "login"; message: string }
  | { status: "error"; message: string };

/** The favourite state of a card's item, for its heart (cards show no heart without it). */
export interface CardFavorite {
  /** Whether the member has the item as a favourite (always false for a visitor). */
  isFavorite: boolean;
  /** Whether someone is signed in. */
  isMember: boolean;
}

/** The /auth address a visitor is sent to, returning to `returnTo` afterwards (SPEC.md §8 text shown there). */
export function favoriteLoginHref(returnTo: string): string {
  return `/auth?${new URLSearchParams({ redirectTo: returnTo, melding: "favoriet" }).toString()}`;
}
