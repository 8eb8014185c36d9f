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

export const myItemsIntents = ["verwijder-initiatief", "verwijder-event", "verwijder-vacature", "vacature-actief"] as const;
export type MyItemsIntent = (typeof myItemsIntents)[number];
export type DeleteIntent = Exclude<MyItemsIntent, "vacature-actief">;

/**
 * The row's id: any single text (an unknown or malformed id is answered by the module as "not
 * found", with the failure toast); posted twice is "Onbekende actie.".
 */
const idField = z.string({ error: myItemsTexts.unknownAction }).trim().optional();

/** "Verwijderen" of a row: `{ intent, id, confirm: "ja" }`; without `confirm=ja` nothing is deleted. */
export const DeleteItemSchema = z.object({
  intent: z.enum(["verwijder-initiatief", "verwijder-event", "verwijder-vacature"], { error: myItemsTexts.unknownAction }),
  id: idField,
  confirm: z.literal("ja", { error: myItemsTexts.confirmRequired }),
});

/** "Activeren"/"Deactiveren" of a vacancy: `{ intent: "vacature-actief", id, active: "ja" | "nee" }`. */
export const VacancyActiveSchema = z.object({
  intent: z.literal("vacature-actief", { error: myItemsTexts.unknownAction }),
  id: idField,
  active: z.enum(["ja", "nee"], { error: myItemsTexts.unknownAction }),
});
