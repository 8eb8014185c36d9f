/**
 * Validation of the favourite heart's form (SPEC.md §4 "Favourite toggle", §8 "Favourites"), used
 * by POST /favoriet through the shared form-action helper. Kept apart from `./shared.ts` so the
 * heart, which is on every card, does not load Zod.
 */
import { z } from "zod";
import { favoriteItemTypes } from "~/lib/enums";
import { isUuid } from "~/lib/list-params";
import { favoriteTexts } from "./shared";

/**
 * The heart's form, posted to /favoriet: `item_type` (initiative | event | vacancy), `item_id` (a
 * UUID) and `favorite` ("ja" or "nee": the wanted state; absent or empty: flip the stored state).
 * The hidden fields `returnTo` and `_js` are read by the route itself. A form the heart cannot send
 * (any other value) is refused with "Er ging iets mis" (SPEC.md §8 "Favourites").
 */
export const FavoriteToggleSchema = z.object({
  item_type: z.enum(favoriteItemTypes, { error: favoriteTexts.failure }),
  item_id: z.string({ error: favoriteTexts.failure }).refine(isUuid, { error: favoriteTexts.failure }),
  favorite: z.enum(["ja", "nee"], { error: favoriteTexts.failure }).optional(),
});
