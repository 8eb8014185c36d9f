/**
 * The event form (SPEC.md §5 "Event form"), one definition shared
 * by the browser (Conform's client validation) and the actions of /nieuw-event and
 * /event/{id}/bewerken (DESIGN.md, convention 2). Parse with
 * `parseWithZod(formData, { schema: EventSchema })` from `@conform-to/zod/v4`: it turns empty
 * inputs into `undefined` and the checkbox's "on" into `true` before these rules run.
 *
 * Required: initiative (create only), title, type, short description, start date-time (on create
 * not in the past: "Startdatum mag niet in het verleden liggen"), location
 * and address, city, organizer name and e-mail. Optional: theme, province, end date-time, long
 * description, phone, website, registration_required and max participants (only kept when
 * registration is required, else stored null). Text, e-mail, phone, website and the initiative
 * id follow the shared field rules of ~/lib/fields (trimmed, NUL characters removed, no HTML in
 * the texts, "www.x.nl" becomes "https://www.x.nl", no credentials in a website; see
 * docs/decisions/016-field-rules.md); empty optional values come out as null. Dates are
 * entered in Dutch time and come out as UTC instants (see ./datetime.ts). Messages are Dutch; the
 * spec's are verbatim ("Selecteer een initiatief", "Ongeldig e-mailadres").
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
  requiredText as sharedRequiredText,
  uuidField,
  websiteField,
} from "~/lib/fields";
import { parseLocalDateTime } from "./datetime";

/** Limits of the event fields: lengths in characters, years of the Amsterdam calendar. */
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

/** The form's Dutch validation messages (exported so tests and the UI use the same strings). */
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
  /** The maximum is below the places taken (confirmed sign-ups plus those registered elsewhere). */
  maxBelowTaken: (taken: number) =>
    taken === 1
      ? "Er is al 1 aanmelding; het maximum kan niet lager zijn dan 1."
      : `Er zijn al ${formatCount(taken)} aanmeldingen; het maximum kan niet lager zijn dan ${formatCount(taken)}.`,
  dateInPast: "Startdatum mag niet in het verleden liggen",
} as const;

/**
 * Results and refusals of the event forms: SPEC.md §8 "Event create/update" and §2/§6 (not found,
 * no access) verbatim.
 */
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

/** A required free-text field: trimmed, not empty, at most `max` characters, no HTML. */
function requiredText(max: number, required: string, tooLong: string, html: string) {
  return sharedRequiredText({ max, required, tooLong, html });
}

/** An optional free-text field: trimmed, at most `max` characters, no HTML; empty becomes null. */
function optionalText(max: number, tooLong: string, html: string) {
  return sharedOptionalText({ max, tooLong, html });
}

/**
 * Reads a datetime-local value as Dutch time: the UTC instant, or an issue ("Vul een geldige
 * datum en tijd in" for malformed values and years outside 2000..2100; the DST message for a time
 * the clocks skip).
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

/**
 * The maximum number of participants as typed: a whole number from 1 to 100,000, or empty.
 * @returns the number (null when empty), or the Dutch message for what is wrong
 */
export function parseMaxParticipants(raw: string | null | undefined): { ok: true; value: number | null } | { ok: false; message: string } {
  const text = raw?.trim() ?? "";
  if (text === "") return { ok: true, value: null };
  if (!/^[+-]?\d{1,12}$/.test(text)) return { ok: false, message: m.maxParticipantsNotInteger };
  const value = Number(text);
  if (value < 1) return { ok: false, message: m.maxParticipantsTooSmall };
  if (value > L.maxParticipantsMax) return { ok: false, message: m.maxParticipantsTooLarge };
  return { ok: true, value };
}

/** The fields the create and edit forms share (everything but the initiative). */
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
  /** Start: "YYYY-MM-DDTHH:mm" in Dutch time in, UTC instant out. */
  date: z.string({ error: m.dateRequired }).trim().min(1, { error: m.dateRequired }).transform(toInstant),
  /** End, optional: as `date`; empty becomes null. Not before the start. */
  end_date: z
    .string({ error: m.dateInvalid })
    .trim()
    .optional()
    .transform((value, ctx) => (value ? toInstant(value, ctx) : null)),
  location: requiredText(L.locationMax, m.locationRequired, m.locationTooLong, m.locationHtml),
  city: requiredText(L.cityMax, m.cityRequired, m.cityTooLong, m.cityHtml),
  organizer_name: requiredText(L.organizerNameMax, m.organizerNameRequired, m.organizerNameTooLong, m.organizerNameHtml),
  organizer_email: emailField(m.organizerEmailRequired),
  organizer_phone: phoneField(),
  website: websiteField(),
  /** The "Aanmelden verplicht" checkbox: checked → true, absent → false. */
  registration_required: z
    .boolean({ error: m.registrationInvalid })
    .optional()
    .transform((value) => value ?? false),
  /** As typed; checked and converted with the checkbox below (only kept when it is ticked). */
  max_participants: z.string({ error: m.maxParticipantsNotInteger }).trim().optional(),
});

type EventFields = z.output<typeof EventFieldsSchema>;

const isValidDate = (value: unknown): value is Date => value instanceof Date && !Number.isNaN(value.getTime());

/**
 * Rules across fields, run even when other fields failed (so an empty submit shows every
 * message at once): the end is not before the start; the maximum is checked only when
 * registration is required (otherwise it is ignored and stored null).
 */
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

/** The stored shape: max_participants a number only when registration is required, else null. */
function finalize<T extends EventFields>(value: T): Omit<T, "max_participants"> & { max_participants: number | null } {
  const parsed = value.registration_required ? parseMaxParticipants(value.max_participants) : null;
  return { ...value, max_participants: parsed?.ok ? parsed.value : null };
}

/**
 * A new event does not start in the past: before the current minute (the form takes minutes) of
 * the clock where it runs. Only on create: an existing event that already took place can still
 * be edited.
 */
function startNotPast(value: { date?: unknown }, ctx: z.RefinementCtx) {
  const minute = Math.floor(Date.now() / 60_000) * 60_000;
  if (isValidDate(value.date) && value.date.getTime() < minute) ctx.addIssue({ code: "custom", path: ["date"], message: m.dateInPast });
}

const EventCreateFieldsSchema = EventFieldsSchema.extend({
  initiative_id: uuidField(m.initiativeRequired),
});

/**
 * The create form (/nieuw-event): the shared fields plus `initiative_id`, a UUID (missing or
 * malformed: "Selecteer een initiatief"). Whether it is one of the member's own initiatives is
 * checked on the server, in the same transaction as the insert (mutations.server.ts).
 */
export const EventSchema = EventCreateFieldsSchema.superRefine(
  (value, ctx) => {
    crossFieldRules(value, ctx);
    startNotPast(value, ctx);
  },
  { when: () => true },
).transform(finalize);

/**
 * The edit form (/event/{id}/bewerken): the same fields and rules without the initiative, which
 * cannot be changed (SPEC.md §7: the update sends every field except initiative_id and created_by).
 */
export const EventEditSchema = EventFieldsSchema.superRefine(crossFieldRules, { when: () => true }).transform(finalize);

/**
 * The HTML constraints of the forms' inputs (required, maxLength, …) for Conform's `constraint`
 * option. Read from the field objects: getZodConstraint cannot look through the schemas' final
 * transform.
 */
export const eventConstraints = {
  create: getZodConstraint(EventCreateFieldsSchema),
  edit: getZodConstraint(EventFieldsSchema),
};

/** What the create form's schema produces (dates as UTC instants, empty optionals null). */
export type EventValues = z.output<typeof EventSchema>;
/** What the edit form's schema produces: {@link EventValues} without `initiative_id`. */
export type EventEditValues = z.output<typeof EventEditSchema>;
/** The raw form fields (strings), e.g. for Conform's `defaultValue`. */
export type EventFormInput = z.input<typeof EventSchema>;
