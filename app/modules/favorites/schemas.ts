/** The heart's form schema, apart from ./shared.ts so the heart on every card does not load Zod. */
import { z } from "zod";
import { favoriteItemTypes } from "~/lib/enums";
import { isUuid } from "~/lib/list-params";
import { favoriteTexts } from "./shared";

/** `favorite` empty or absent flips the stored state; anything the heart cannot send is refused. */
export const FavoriteToggleSchema = z.object({
  item_type: z.enum(favoriteItemTypes, { error: favoriteTexts.failure }),
  item_id: z.string({ error: favoriteTexts.failure }).refine(isUuid, { error: favoriteTexts.failure }),
  favorite: z.enum(["ja", "nee"], { error: favoriteTexts.failure }).optional(),
});
