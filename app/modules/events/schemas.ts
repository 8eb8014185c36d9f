/**
 * The event form (docs/product-rules.md#event-form), shared by the browser's validation and the
 * actions. Parse with `parseWithZod` from `@conform-to/zod/v4`, which turns empty inputs into
 * `undefined` and the checkbox's "on" into `true`. Dates are entered in Dutch time and come out as
 * UTC instants (./datetime.ts); empty optional values come out as null.
 */
import { getZodConstraint } from "@conform-to/zod/v4";
import { z } from "zod";
import { eventTypes, provinces, themes } from "~/lib/enums";
import { formatCount } from "~/lib/format";
import {
  emailField,
  FIELD_LIMITS,
  fieldMessages,
  optionalText as sharedOptionalText,
  phoneField,
  postcodeField,
  requiredText as sharedRequiredText,
  uuidField,
  websiteField,
} from "~/lib/fields";
import { parseLocalDateTime } from "./datetime";

/** Lengths in characters, years of the Amsterdam calendar. */
export const EVENT_LIMITS = {
  titleMax: 150,
  descriptionMax: 500,
  longDescriptionMax: 10_000,
  locationMax: 300,
  cityMax: 100,
  organizerNameMax: 150,
  emailMax: FIELD_LIMITS.emailMax,
  phoneMax: FIELD_LIMITS.phoneMax,
  websiteMax: FIELD_LIMITS.websiteMax,
  maxParticipantsMax: 100_000,
  yearMin: 2000,
  yearMax: 2100,
} as const;

/** Exported so tests and the UI use the same strings. */
export const eventMessages = {
  initiativeRequired: "Selecteer een initiatief",
  titleRequired: "Titel is verplicht",
  titleTooLong: `Titel mag maximaal ${EVENT_LIMITS.titleMax} tekens zijn`,
  typeRequired: "Kies een type",
  descriptionRequired: "Korte beschrijving is verplicht",
  descriptionTooLong: `Korte beschrijving mag maximaal ${EVENT_LIMITS.descriptionMax} tekens zijn`,
  dateRequired: "Startdatum en -tijd is verplicht",
  dateInvalid: "Vul een geldige datum en tijd in",
  dateNonexistent: "Dit tijdstip bestaat niet: die nacht gaat de klok van 02:00 naar 03:00 (zomertijd)",
  endBeforeStart: "Einddatum mag niet voor de startdatum liggen",
  locationRequired: "Locatie en adres is verplicht",
  locationTooLong: `Locatie en adres mag maximaal ${EVENT_LIMITS.locationMax} tekens zijn`,
  cityRequired: "Plaats is verplicht",
  cityTooLong: `Plaats mag maximaal ${EVENT_LIMITS.cityMax} tekens zijn`,
  organizerNameRequired: "Naam organisator is verplicht",
  organizerNameTooLong: `Naam organisator mag maximaal ${EVENT_LIMITS.organizerNameMax} tekens zijn`,
  organizerEmailRequired: "E-mail organisator is verplicht",
  emailInvalid: fieldMessages.emailInvalid,
  emailTooLong: fieldMessages.emailTooLong,
  phoneTooLong: fieldMessages.phoneTooLong,
  phoneInvalid: fieldMessages.phoneInvalid,
  websiteTooLong: fieldMessages.websiteTooLong,
  websiteInvalid: fieldMessages.websiteInvalid,
  titleHtml: "Titel mag geen HTML-code bevatten",
  descriptionHtml: "Korte beschrijving mag geen HTML-code bevatten",
  longDescriptionHtml: "Uitgebreide beschrijving mag geen HTML-code bevatten",
  locationHtml: "Locatie en adres mag geen HTML-code bevatten",
  cityHtml: "Plaats mag geen HTML-code bevatten",
  organizerNameHtml: "Naam organisator mag geen HTML-code bevatten",
  themeInvalid: "Kies een thema uit de lijst",
  provinceInvalid: "Kies een provincie uit de lijst",
  longDescriptionTooLong: "Uitgebreide beschrijving mag maximaal 10.000 tekens zijn",
  registrationInvalid: "Vink aan of aanmelden verplicht is, of laat het leeg",
  maxParticipantsNotInteger: "Maximaal aantal deelnemers moet een geheel getal zijn",
  maxParticipantsTooSmall: "Maximaal aantal deelnemers moet minimaal 1 zijn",
  maxParticipantsTooLarge: "Maximaal aantal deelnemers mag maximaal 100.000 zijn",
  /** Places taken: confirmed sign-ups plus those registered elsewhere. */
  maxBelowTaken: (taken: number) =>
    taken === 1
      ? "Er is al 1 aanmelding; het maximum kan niet lager zijn dan 1."
      : `Er zijn al ${formatCount(taken)} aanmeldingen; het maximum kan niet lager zijn dan ${formatCount(taken)}.`,
  dateInPast: "Startdatum mag niet in het verleden liggen",
} as const;

export const eventTexts = {
  created: "Event succesvol aangemaakt!",
  createFailed: "Er ging iets mis bij het aanmaken van het event.",
  updated: "Event succesvol bijgewerkt!",
  updateFailed: "Er ging iets mis bij het bijwerken van het event.",
  notFound: "Event niet gevonden",
  forbidden: "Je hebt geen toegang tot dit event",
  noInitiatives: "Geen initiatieven gevonden",
} as const;

const m = eventMessages;
const L = EVENT_LIMITS;

function requiredText(max: number, required: string, tooLong: string, html: string) {
  return sharedRequiredText({ max, required, tooLong, html });
}

function optionalText(max: number, tooLong: string, html: string) {
  return sharedOptionalText({ max, tooLong, html });
}

/**
 * Reads a datetime-local value as Dutch time: the UTC instant, or an issue (malformed, a year outside
 * 2000..2100, or a time the clocks skip).
 */
function toInstant(value: string, ctx: z.RefinementCtx): Date {
  const result = parseLocalDateTime(value);
  if (!result.ok) {
    ctx.addIssue({ code: "custom", message: result.reason === "nonexistent" ? m.dateNonexistent : m.dateInvalid });
    return new Date(Number.NaN);
  }
  if (result.parts.year < L.yearMin || result.parts.year > L.yearMax) {
    ctx.addIssue({ code: "custom", message: m.dateInvalid });
    return new Date(Number.NaN);
  }
  return result.instant;
}

/** A whole number from 1 to 100,000, or empty (null); else the Dutch message. */
export function parseMaxParticipants(raw: string | null | undefined): { ok: true; value: number | null } | { ok: false; message: string } {
  const text = raw?.trim() ?? "";
  if (text === "") return { ok: true, value: null };
  if (!/^[+-]?\d{1,12}$/.test(text)) return { ok: false, message: m.maxParticipantsNotInteger };
  const value = Number(text);
  if (value < 1) return { ok: false, message: m.maxParticipantsTooSmall };
  if (value > L.maxParticipantsMax) return { ok: false, message: m.maxParticipantsTooLarge };
  return { ok: true, value };
}

const EventFieldsSchema = z.object({
  title: requiredText(L.titleMax, m.titleRequired, m.titleTooLong, m.titleHtml),
  type: z.enum(eventTypes, { error: m.typeRequired }),
  description: requiredText(L.descriptionMax, m.descriptionRequired, m.descriptionTooLong, m.descriptionHtml),
  long_description: optionalText(L.longDescriptionMax, m.longDescriptionTooLong, m.longDescriptionHtml),
  theme: z
    .enum(themes, { error: m.themeInvalid })
    .optional()
    .transform((value) => value ?? null),
  province: z
    .enum(provinces, { error: m.provinceInvalid })
    .optional()
    .transform((value) => value ?? null),
  date: z.string({ error: m.dateRequired }).trim().min(1, { error: m.dateRequired }).transform(toInstant),
  /** Not before the start. */
  end_date: z
    .string({ error: m.dateInvalid })
    .trim()
    .optional()
    .transform((value, ctx) => (value ? toInstant(value, ctx) : null)),
  location: requiredText(L.locationMax, m.locationRequired, m.locationTooLong, m.locationHtml),
  city: requiredText(L.cityMax, m.cityRequired, m.cityTooLong, m.cityHtml),
  postcode: postcodeField(),
  organizer_name: requiredText(L.organizerNameMax, m.organizerNameRequired, m.organizerNameTooLong, m.organizerNameHtml),
  organizer_email: emailField(m.organizerEmailRequired),
  organizer_phone: phoneField(),
  website: websiteField(),
  registration_required: z
    .boolean({ error: m.registrationInvalid })
    .optional()
    .transform((value) => value ?? false),
  /** Only kept when the checkbox is ticked. */
  max_participants: z.string({ error: m.maxParticipantsNotInteger }).trim().optional(),
});

type EventFields = z.output<typeof EventFieldsSchema>;

const isValidDate = (value: unknown): value is Date => value instanceof Date && !Number.isNaN(value.getTime());

/** Run even when other fields failed, so an empty submit shows every message at once. */
function crossFieldRules<T extends EventFields>(value: T, ctx: z.RefinementCtx<T>) {
  const { date, end_date, registration_required, max_participants } = value as Partial<EventFields>;
  if (isValidDate(date) && isValidDate(end_date) && end_date.getTime() < date.getTime()) {
    ctx.addIssue({ code: "custom", path: ["end_date"], message: m.endBeforeStart });
  }
  if (registration_required === true && (max_participants === undefined || typeof max_participants === "string")) {
    const parsed = parseMaxParticipants(max_participants);
    if (!parsed.ok) ctx.addIssue({ code: "custom", path: ["max_participants"], message: parsed.message });
  }
}

function finalize<T extends EventFields>(value: T): Omit<T, "max_participants"> & { max_participants: number | null } {
  const parsed = value.registration_required ? parseMaxParticipants(value.max_participants) : null;
  return { ...value, max_participants: parsed?.ok ? parsed.value : null };
}

/** Only on create, to the minute: an existing event that already took place can still be edited. */
function startNotPast(value: { date?: unknown }, ctx: z.RefinementCtx) {
  const minute = Math.floor(Date.now() / 60_000) * 60_000;
  if (isValidDate(value.date) && value.date.getTime() < minute) ctx.addIssue({ code: "custom", path: ["date"], message: m.dateInPast });
}

const EventCreateFieldsSchema = EventFieldsSchema.extend({
  initiative_id: uuidField(m.initiativeRequired),
});

/** The create form; whether the initiative is the member's own is checked in the insert's transaction. */
export const EventSchema = EventCreateFieldsSchema.superRefine(
  (value, ctx) => {
    crossFieldRules(value, ctx);
    startNotPast(value, ctx);
  },
  { when: () => true },
).transform(finalize);

/** The edit form: the initiative cannot be changed. */
export const EventEditSchema = EventFieldsSchema.superRefine(crossFieldRules, { when: () => true }).transform(finalize);

/** HTML constraints for Conform: getZodConstraint cannot look through the schemas' final transform. */
export const eventConstraints = {
  create: getZodConstraint(EventCreateFieldsSchema),
  edit: getZodConstraint(EventFieldsSchema),
};

export type EventValues = z.output<typeof EventSchema>;
export type EventEditValues = z.output<typeof EventEditSchema>;
export type EventFormInput = z.input<typeof EventSchema>;
