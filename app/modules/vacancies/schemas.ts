/**
 * The vacancy form (docs/product-rules.md#vacancy-form), shared by browser and server; browser-safe.
 * Texts are trimmed and plain (HTML refused); a missing field gets the same Dutch message as an empty one.
 */
import { z } from "zod";
import { vacancyCategories } from "~/lib/enums";
import { amsterdamToday } from "~/lib/format";
import { AVAILABILITY, COMMITMENTS, SKILLS, VACANCY_SUITABLE_FOR } from "~/modules/matching/vocabulary";
import { emailField, FIELD_LIMITS, fieldMessages, optionalText, phoneField, postcodeField, requiredText, uuidField } from "~/lib/fields";
import { formatHours, HOURS_NOTE_MAX, HOURS_PER_WEEK, isAllowedHoursPerWeek, parseHoursPerWeek } from "~/lib/hours-per-week";

/** Characters, counted after trimming. */
export const VACANCY_LIMITS = {
  titleMax: 150,
  descriptionMax: 5000,
  typeMax: 100,
  requirementsMax: 2000,
  hoursNoteMax: HOURS_NOTE_MAX,
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
  hoursPerWeekInvalid: `Vul een aantal uren per week in tussen ${formatHours(HOURS_PER_WEEK.min)} en ${formatHours(HOURS_PER_WEEK.max)}`,
  hoursPerWeekStep: "Vul hele of halve uren in, bijvoorbeeld 2 of 2,5",
  hoursNoteMax: `Toelichting op de uren mag maximaal ${HOURS_NOTE_MAX} tekens zijn`,
  hoursNoteHtml: "Toelichting op de uren mag geen HTML-code bevatten",
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
  availabilityInvalid: "Kies dagdelen uit de lijst",
  commitmentInvalid: "Kies eenmalig, korte tijd of langere tijd",
  skillsInvalid: "Kies vaardigheden uit de lijst",
  suitableForInvalid: "Kies uit jongeren, nieuwkomers en rolstoeltoegankelijk",
  vogInvalid: "Kies of een VOG nodig is",
  closesOnInvalid: "Vul een geldige datum in, bijvoorbeeld 31-12-2026",
  closesOnPast: "Kies vandaag of een latere datum",
} as const;

export const vacancyTexts = {
  created: "Je vacature is succesvol aangemaakt!",
  createFailed: "Er ging iets mis bij het aanmaken van de vacature.",
  updated: "Je vacature is succesvol bijgewerkt!",
  updateFailed: "Er ging iets mis bij het bijwerken van de vacature.",
  notFound: "Vacature niet gevonden",
  forbidden: "Je hebt geen toegang tot deze vacature",
  noInitiatives: "Geen initiatieven gevonden",
  markedFilled: "De vacature staat nu als vervuld; niemand kan nog reageren.",
  reopened: "De vacature staat weer open voor reacties.",
  filledInvalid: "Kies of de vacature vervuld is.",
} as const;

export const vacancyTypeSuggestions = ["Vrijwilligerswerk", "Bestuursfunctie", "Stage", "Meewerken bij een event"] as const;

const slugsOf = <T extends string>(list: readonly (readonly [T, string])[]) => list.map(([slug]) => slug) as [T, ...T[]];

/** Checked boxes of one fixed list: each value at most once, in the list's order. */
function checkedValues<T extends string>(values: readonly T[], message: string) {
  return z
    .array(z.enum(values as [T, ...T[]], { error: message }), { error: message })
    .optional()
    .transform((checked) => values.filter((value) => checked?.includes(value)));
}

/**
 * Optional hours per week as typed ("4", "2,5", "4 uur"): a number from {@link HOURS_PER_WEEK}, null
 * when empty. Other text (also "2-4") gets `hoursPerWeekInvalid`, a number between the steps `hoursPerWeekStep`.
 */
const hoursPerWeekField = z
  .string({ error: vacancyMessages.hoursPerWeekInvalid })
  .trim()
  .optional()
  .transform((raw, ctx) => {
    if (!raw) return null;
    const hours = parseHoursPerWeek(raw);
    if (hours === null || hours < HOURS_PER_WEEK.min || hours > HOURS_PER_WEEK.max) {
      ctx.addIssue({ code: "custom", message: vacancyMessages.hoursPerWeekInvalid });
      return z.NEVER;
    }
    if (!isAllowedHoursPerWeek(hours)) {
      ctx.addIssue({ code: "custom", message: vacancyMessages.hoursPerWeekStep });
      return z.NEVER;
    }
    return hours;
  });

/** A stored calendar day that is a real date. */
function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** What a vacancy asks (docs/product-rules.md#vacancy-form); shared by the form and the API's filters. */
export const vacancyAskFields = {
  /** Day-parts ("dinsdag-avond") or "flexibel". */
  availability: checkedValues(AVAILABILITY, vacancyMessages.availabilityInvalid),
  commitment: z
    .enum(slugsOf(COMMITMENTS), { error: vacancyMessages.commitmentInvalid })
    .optional()
    .transform((value) => value ?? null),
  skills: checkedValues(slugsOf(SKILLS), vacancyMessages.skillsInvalid),
  /** "Thuis of online" is `is_remote`, not one of these. */
  suitable_for: checkedValues(slugsOf(VACANCY_SUITABLE_FOR), vacancyMessages.suitableForInvalid),
  vog_required: z
    .boolean({ error: vacancyMessages.vogInvalid })
    .optional()
    .transform((value) => value ?? false),
  /** "Reageren kan tot": an Amsterdam calendar day, today or later; null when empty. */
  closes_on: z
    .string({ error: vacancyMessages.closesOnInvalid })
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return null;
      if (!isCalendarDay(value)) {
        ctx.addIssue({ code: "custom", message: vacancyMessages.closesOnInvalid });
        return z.NEVER;
      }
      if (value < amsterdamToday()) {
        ctx.addIssue({ code: "custom", message: vacancyMessages.closesOnPast });
        return z.NEVER;
      }
      return value;
    }),
};

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
  hours_per_week: hoursPerWeekField,
  /** Beside or instead of the hours: "in overleg", "2-4 uur, wisselend". */
  hours_note: optionalText({
    max: VACANCY_LIMITS.hoursNoteMax,
    tooLong: vacancyMessages.hoursNoteMax,
    html: vacancyMessages.hoursNoteHtml,
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
  ...vacancyAskFields,
});

/** The edit form: the initiative cannot be changed. */
export const VacancyEditSchema = VacancySchema.omit({ initiative_id: true });

export type VacancyInput = z.input<typeof VacancySchema>;
export type VacancyValues = z.output<typeof VacancySchema>;
export type VacancyEditValues = z.output<typeof VacancyEditSchema>;
