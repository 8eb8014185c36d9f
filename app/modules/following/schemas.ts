/** The follow form's schema, apart from ./shared.ts so the button does not load Zod. */
import { z } from "zod";
import { isUuid } from "~/lib/list-params";
import { followTexts } from "./texts";

/** `following` "ja" follows, "nee" stops; anything the button cannot send is refused. */
export const FollowToggleSchema = z.object({
  initiative_id: z.string({ error: followTexts.failure }).refine(isUuid, { error: followTexts.failure }),
  following: z.enum(["ja", "nee"], { error: followTexts.failure }),
});
