/** The tabs, texts and form schemas of /mijn-items, shared by the page's components and its action. */
import { z } from "zod";

export const myItemsTabs = ["initiatieven", "events", "doe-mee"] as const;
export type MyItemsTab = (typeof myItemsTabs)[number];

/** The tab of `?tab=`; anything else is "initiatieven". */
export function parseMyItemsTab(value: string | null): MyItemsTab {
  return (myItemsTabs as readonly string[]).includes(value ?? "") ? (value as MyItemsTab) : "initiatieven";
}

/** The page with tab `tab` open. */
export const myItemsTabUrl = (tab: MyItemsTab) => `/mijn-items?tab=${tab}`;

/** Result texts of the page's actions. */
export const myItemsTexts = {
  initiativeDeleted: "Initiatief verwijderd",
  eventDeleted: "Event verwijderd",
  vacancyDeleted: "Vacature verwijderd",
  deleteFailed: "Er ging iets mis bij het verwijderen",
  vacancyActivated: "Vacature geactiveerd",
  vacancyDeactivated: "Vacature gedeactiveerd",
  vacancyUpdateFailed: "Er ging iets mis bij het bijwerken van de vacature",
  confirmRequired: "Bevestig dat je begrijpt dat verwijderen niet ongedaan kan worden.",
  unknownAction: "Onbekende actie.",
} as const;

export const myItemsIntents = ["delete-initiative", "delete-event", "delete-vacancy", "vacancy-active"] as const;
export type MyItemsIntent = (typeof myItemsIntents)[number];
export type DeleteIntent = Exclude<MyItemsIntent, "vacancy-active">;

/**
 * The row's id: any single text (an unknown or malformed id is answered by the module as "not
 * found", with the failure toast); posted twice is "Onbekende actie.".
 */
const idField = z.string({ error: myItemsTexts.unknownAction }).trim().optional();

/** "Verwijderen" of a row: `{ intent, id, confirm: "ja" }`; without `confirm=ja` nothing is deleted. */
export const DeleteItemSchema = z.object({
  intent: z.enum(["delete-initiative", "delete-event", "delete-vacancy"], { error: myItemsTexts.unknownAction }),
  id: idField,
  confirm: z.literal("ja", { error: myItemsTexts.confirmRequired }),
});

/** "Activeren"/"Deactiveren" of a vacancy: `{ intent: "vacancy-active", id, active: "ja" | "nee" }`. */
export const VacancyActiveSchema = z.object({
  intent: z.literal("vacancy-active", { error: myItemsTexts.unknownAction }),
  id: idField,
  active: z.enum(["ja", "nee"], { error: myItemsTexts.unknownAction }),
});
