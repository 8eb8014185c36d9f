/**
 * The vacancy form of /vacature/nieuw and /vacature/{id}/bewerken (SPEC.md §3 "vacancies", §5 "Vacancy form"), shared by
 * browser and server (DESIGN.md, convention 2). Browser-safe: no server imports.
 *
 * Required (SPEC.md §5): title, description, category, type (free text) and contact e-mail (valid:
 * "Ongeldig e-mailadres"); plus the initiative, which must be one of the member's own (the server
 * checks ownership; a missing, malformed or foreign id is "Selecteer een initiatief"). Optional:
 * requirements, hours per week (free text), duration (free text) and contact phone; an empty or
 * whitespace-only optional value becomes null.
 *
 * Every text is trimmed and has a maximum length with a Dutch message. Text that looks like HTML
 * is refused (`looksLikeHtml` of ~/lib/fields: it is never markup here, and refusing it keeps
 * stored text plain). E-mail, phone and initiative id follow the shared field rules of
 * ~/lib/fields (docs/decisions/016-field-rules.md). A missing field (Conform turns an empty input into
 * `undefined`) gets the same Dutch message as an empty one, never Zod's English default; each field
 * reports one message at a time.
 */
import { z } from "zod";
import { vacancyCategories } from "~/lib/enums";
import { emailField, FIELD_LIMITS, fieldMessages, optionalText, phoneField, requiredText, uuidField } from "~/lib/fields";

/** Maximum lengths in characters (counted after trimming). */
export const VACANCY_LIMITS = {
  titleMax: 150,
  descriptionMax: 5000,
  typeMax: 100,
  requirementsMax: 2000,
  hoursPerWeekMax: 50,
  durationMax: 100,
  emailMax: FIELD_LIMITS.emailMax,
  phoneMax: FIELD_LIMITS.phoneMax,
} as const;

/** Dutch messages of the form; exported so tests and the UI use the same strings. */
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
  emailRequired: "Contact e-mail is verplicht",
  emailInvalid: fieldMessages.emailInvalid,
  emailMax: fieldMessages.emailTooLong,
  phoneInvalid: fieldMessages.phoneInvalid,
  phoneMax: fieldMessages.phoneTooLong,
} as const;

/**
 * Result texts of SPEC.md §8 "Vacancy create", verbatim, the edit form's results and refusals (in
 * the words of the event form's), and the state without initiatives.
 */
export const vacancyTexts = {
  created: "Je vacature is succesvol aangemaakt!",
  createFailed: "Er ging iets mis bij het aanmaken van de vacature.",
  updated: "Je vacature is succesvol bijgewerkt!",
  updateFailed: "Er ging iets mis bij het bijwerken van de vacature.",
  notFound: "Vacature niet gevonden",
  forbidden: "Je hebt geen toegang tot deze vacature",
  noInitiatives: "Geen initiatieven gevonden",
} as const;

/** Suggestions for the free-text type (SPEC.md §3 "type (free text)"). */
export const vacancyTypeSuggestions = ["Vrijwilligerswerk", "Bestuursfunctie", "Stage", "Meewerken bij een event"] as const;

/**
 * The vacancy form: `{ initiative_id, title, category, type, description, requirements,
 * hours_per_week, duration, contact_email, contact_phone }`. Output values are trimmed strings,
 * the category one of `vacancyCategories`, optional values null when empty. Parse with
 * `parseWithZod(formData, { schema: VacancySchema })` from `@conform-to/zod/v4`.
 *
 * Deliberately absent: `created_by`, `is_active` and `status` (the server sets them; a crafted
 * post carrying them has no effect because they are stripped).
 */
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
  // SPEC.md §5: required and a valid address; empty is "verplicht", not "ongeldig".
  contact_email: emailField(vacancyMessages.emailRequired),
  contact_phone: phoneField(),
});

/**
 * The edit form (/vacature/{id}/bewerken): the same fields and rules without the initiative, which
 * cannot be changed (as on the event's edit form).
 */
export const VacancyEditSchema = VacancySchema.omit({ initiative_id: true });

/** The form as the browser sends it (all strings, possibly missing). */
export type VacancyInput = z.input<typeof VacancySchema>;
/** Parsed, trimmed vacancy form values, ready for `createVacancy`. */
export type VacancyValues = z.output<typeof VacancySchema>;
/** Parsed, trimmed values of the edit form, ready for `updateVacancy`. */
export type VacancyEditValues = z.output<typeof VacancyEditSchema>;
