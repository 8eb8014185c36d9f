/**
 * The favourites' shared, browser-safe pieces (SPEC.md §8 "Favourites"): the texts, the address of
 * POST /favoriet and what it answers a fetcher, the lookup key of a favourite and the /auth
 * address a visitor is sent to. Used by the heart button, the toggle route and the queries.
 */
import type { FavoriteItemType } from "~/lib/enums";
import type { FormActionData } from "~/lib/form-action";

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
 * The extra fields of what POST /favoriet answers a fetcher (`_js=1`), besides the shared
 * form-action fields `intent`, `result` and `failure` (docs/decisions/019-form-actions-everywhere.md):
 * - `favorite`: the stored state after the change (status 200; the heart shows "Toegevoegd aan
 *   favorieten" / "Verwijderd uit favorieten");
 * - `signIn`: true for a visitor (status 401; the heart shows "Log in om favorieten op te slaan").
 * Any other answer (400 bad input, 404 unknown or hidden item, 500 with `failure`) is a failure:
 * "Er ging iets mis".
 */
export type FavoriteExtra = { favorite: boolean; signIn: boolean };

/** What POST /favoriet answers a fetcher (see {@link FavoriteExtra}). */
export type FavoriteActionData = FormActionData<never, FavoriteExtra>;

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
