/**
 * What can be reported and hidden by a moderator: the three content types and an initiative's
 * updates (docs/decisions/071-moderating-initiative-updates.md). Apart from ./enums, which every
 * public page loads, as only the report form and the moderators' pages need it.
 */
import { favoriteItemTypes } from "./enums";

export const moderatedItemTypes = [...favoriteItemTypes, "update"] as const;
export type ModeratedItemType = (typeof moderatedItemTypes)[number];
