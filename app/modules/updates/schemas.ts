/**
 * The update form ("Nieuws") of an initiative, browser-safe: plain text of 10 to 2,000 characters
 * (docs/product-rules.md#initiative-updates). The picture slot is read by the images module.
 */
import { z } from "zod";
import { requiredText } from "~/lib/fields";

export const UPDATE_LIMITS = {
  bodyMin: 10,
  bodyMax: 2000,
  /** Updates an initiative may post in a rolling 24 hours. */
  perDay: 10,
  /** Updates a page of the initiative page, its feed and the API. */
  pageSize: 10,
} as const;

export const updateTexts = {
  bodyRequired: "Schrijf een bericht",
  bodyTooShort: `Je bericht moet minimaal ${UPDATE_LIMITS.bodyMin} tekens zijn`,
  bodyTooLong: `Je bericht mag maximaal ${UPDATE_LIMITS.bodyMax} tekens zijn`,
  bodyHtml: "Gebruik gewone tekst, zonder HTML. Links worden vanzelf klikbaar.",
  rateLimited: `Je kunt per initiatief maximaal ${UPDATE_LIMITS.perDay} berichten per dag plaatsen. Probeer het morgen opnieuw.`,
  created: "Je bericht is geplaatst",
  createdHidden: "Je bericht is opgeslagen. Het wordt zichtbaar zodra je initiatief openbaar is.",
  saved: "Je bericht is bijgewerkt",
  deleted: "Je bericht is verwijderd",
  createFailed: "Er ging iets mis bij het plaatsen van je bericht. Probeer het opnieuw.",
  saveFailed: "Er ging iets mis bij het opslaan van je bericht. Probeer het opnieuw.",
  deleteFailed: "Er ging iets mis bij het verwijderen van je bericht. Probeer het opnieuw.",
  confirmRequired: "Bevestig dat je het bericht wilt verwijderen.",
  heading: "Nieuws",
  empty: "Dit initiatief heeft nog geen nieuws geplaatst.",
} as const;

export const UpdateSchema = z.object({
  body: requiredText({
    min: UPDATE_LIMITS.bodyMin,
    max: UPDATE_LIMITS.bodyMax,
    required: updateTexts.bodyRequired,
    tooShort: updateTexts.bodyTooShort,
    tooLong: updateTexts.bodyTooLong,
    html: updateTexts.bodyHtml,
  }),
});
export type UpdateValues = z.output<typeof UpdateSchema>;

export const UPDATE_INTENTS = { save: "save", delete: "delete" } as const;
