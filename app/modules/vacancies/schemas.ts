/**
 * The vacancy form (docs/product-rules.md#vacancy-form), shared by browser and server; browser-safe.
 * Texts are trimmed and plain (HTML refused); a missing field gets the same Dutch message as an empty one.
 */
import { z } from "zod";
import { vacancyCategories } from "~/lib/enums";
import { emailField, FIELD_LIMITS, fieldMessages, optionalText, phoneField, postcodeField, requiredText, uuidField } from "~/lib/fields";

/** Characters, counted after trimming. */
export const VACANCY_LIMITS = {
  titleMax: 150,
  descriptionMax: 5000,
  typeMax: 100,
  requirementsMax: 2000,
  hoursPerWeekMax: 50,
  durationMax: 100,
  cityMax: 100,
  emailMax: FIELD_LIMITS.emailMax,
  phoneMax: FIELD_LIMITS.phoneMax,
} as const;

/** Exported so tests and the UI use the same strings. */
export const vacancyMessages = {
  initiativeRequired: "Selecteer een initiatief",
  titleRequired: "Titel is verplicht",
  titleMax: "Titel mag maximaal 150 tekens zijn",
  titleHtml: "Titel mag geen HTML-code bevatten",
  descriptionRequired: "Beschrijving is verplicht",
  descriptionMax: "Beschrijving mag maximaal 5000 tekens zijn",
  descriptionHtml: "Beschrijving mag geen HTML-code bevatten",
  categoryRequired: "Selecteer een categorie",
  typeRequired: "Type is verplicht",
  typeMax: "Type mag maximaal 100 tekens zijn",
  typeHtml: "Type mag geen HTML-code bevatten",
  requirementsMax: "Vereisten mogen maximaal 2000 tekens zijn",
  requirementsHtml: "Vereisten mogen geen HTML-code bevatten",
  hoursPerWeekMax: "Uren per week mag maximaal 50 tekens zijn",
  hoursPerWeekHtml: "Uren per week mag geen HTML-code bevatten",
  durationMax: "Duur mag maximaal 100 tekens zijn",
  durationHtml: "Duur mag geen HTML-code bevatten",
  cityMax: "Plaats mag maximaal 100 tekens zijn",
  cityHtml: "Plaats mag geen HTML-code bevatten",
  remoteInvalid: "Kies of het werk thuis of online kan",
  emailRequired: "Contact e-mail is verplicht",
  emailInvalid: fieldMessages.emailInvalid,
  emailMax: fieldMessages.emailTooLong,
  phoneInvalid: fieldMessages.phoneInvalid,
  phoneMax: fieldMessages.phoneTooLong,
} as const;

export const vacancyTexts = {
  created: "Je vacature is succesvol aangemaakt!",
  createFailed: "Er ging iets mis bij het aanmaken van de vacature.",
  updated: "Je vacature is succesvol bijgewerkt!",
  updateFailed: "Er ging iets mis bij het bijwerken van de vacature.",
  notFound: "Vacature niet gevonden",
  forbidden: "Je hebt geen toegang tot deze vacature",
  noInitiatives: "Geen initiatieven gevonden",
} as const;

export const vacancyTypeSuggestions = ["Vrijwilligerswerk", "Bestuursfunctie", "Stage", "Meewerken bij een event"] as const;

/** The create form. `created_by`, `is_active` and `status` are absent on purpose: the server sets them. */
export const VacancySchema = z.object({
  initiative_id: uuidField(vacancyMessages.initiativeRequired),
  title: requiredText({
    required: vacancyMessages.titleRequired,
    max: VACANCY_LIMITS.titleMax,
    tooLong: vacancyMessages.titleMax,
    html: vacancyMessages.titleHtml,
  }),
  category: z.enum(vacancyCategories, { error: vacancyMessages.categoryRequired }),
  type: requiredText({
    required: vacancyMessages.typeRequired,
    max: VACANCY_LIMITS.typeMax,
    tooLong: vacancyMessages.typeMax,
    html: vacancyMessages.typeHtml,
  }),
  description: requiredText({
    required: vacancyMessages.descriptionRequired,
    max: VACANCY_LIMITS.descriptionMax,
    tooLong: vacancyMessages.descriptionMax,
    html: vacancyMessages.descriptionHtml,
  }),
  requirements: optionalText({
    max: VACANCY_LIMITS.requirementsMax,
    tooLong: vacancyMessages.requirementsMax,
    html: vacancyMessages.requirementsHtml,
  }),
  hours_per_week: optionalText({
    max: VACANCY_LIMITS.hoursPerWeekMax,
    tooLong: vacancyMessages.hoursPerWeekMax,
    html: vacancyMessages.hoursPerWeekHtml,
  }),
  duration: optionalText({
    max: VACANCY_LIMITS.durationMax,
    tooLong: vacancyMessages.durationMax,
    html: vacancyMessages.durationHtml,
  }),
  /** Where the work is; empty: at the initiative's place. Ignored (stored empty) when `is_remote`. */
  city: optionalText({ max: VACANCY_LIMITS.cityMax, tooLong: vacancyMessages.cityMax, html: vacancyMessages.cityHtml }),
  postcode: postcodeField(),
  /** "Thuis of online": the work has no place. */
  is_remote: z
    .boolean({ error: vacancyMessages.remoteInvalid })
    .optional()
    .transform((value) => value ?? false),
  // Empty is "verplicht", not "ongeldig".
  contact_email: emailField(vacancyMessages.emailRequired),
  contact_phone: phoneField(),
});

/** The edit form: the initiative cannot be changed. */
export const VacancyEditSchema = VacancySchema.omit({ initiative_id: true });

export type VacancyInput = z.input<typeof VacancySchema>;
export type VacancyValues = z.output<typeof VacancySchema>;
export type VacancyEditValues = z.output<typeof VacancyEditSchema>;
