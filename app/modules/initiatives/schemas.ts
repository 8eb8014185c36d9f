/**
 * The create and edit form of an initiative (docs/product-rules.md#initiative-form), shared by the
 * browser and the route actions; browser-safe. Texts are plain: HTML tags are refused. Fields outside
 * the schema (created_by, status, id) are ignored. `safeParse` on raw strings gives the same results
 * as Conform's `parseWithZod`.
 */
import { z } from "zod";
import {
  emailField,
  FIELD_LIMITS,
  fieldMessages,
  optionalText,
  parseWholeNumber,
  phoneField,
  postcodeField,
  requiredText,
  websiteField,
  yearField,
} from "~/lib/fields";
import {
  type Formality,
  formalities,
  type InformalType,
  informalTypes,
  type LegalForm,
  legalForms,
  parseEnum,
  type Province,
  provinces,
  type Scope,
  scopes,
  type Theme,
  themes,
} from "~/lib/enums";
import { MUNICIPALITY_COMMON_NAMES } from "~/lib/municipality-names";
import { TIME_ZONE } from "~/lib/time-zone";

/** Characters, counted after trimming; counts are whole numbers. */
export const INITIATIVE_LIMITS = {
  nameMax: 150,
  descriptionMax: 500,
  longDescriptionMax: 10_000,
  cityMax: 100,
  municipalityMax: 100,
  emailMax: FIELD_LIMITS.emailMax,
  phoneMax: FIELD_LIMITS.phoneMax,
  websiteMax: FIELD_LIMITS.websiteMax,
  establishedMin: 1900,
  /** The largest Dutch associations have a few million. */
  countMax: 10_000_000,
} as const;

/** In the Netherlands, so browser and server agree around New Year. */
export function currentYear(now: Date = new Date()): number {
  return Number(new Intl.DateTimeFormat("en-GB", { timeZone: TIME_ZONE, year: "numeric" }).format(now));
}

export function establishedRangeMessage(now: Date = new Date()): string {
  return `Oprichtingsjaar moet tussen ${INITIATIVE_LIMITS.establishedMin} en ${currentYear(now)} liggen`;
}

/** Exported so tests and the UI use the same strings. */
export const initiativeMessages = {
  nameRequired: "Naam is verplicht",
  nameTooLong: "Naam mag maximaal 150 tekens zijn",
  formalityRequired: "Kies een organisatievorm",
  legalFormRequired: "Kies een rechtsvorm",
  informalTypeRequired: "Kies een soort",
  themeRequired: "Kies een thema",
  descriptionRequired: "Korte beschrijving is verplicht",
  descriptionTooLong: "Korte beschrijving mag maximaal 500 tekens zijn",
  longDescriptionRequired: "Uitgebreide beschrijving is verplicht",
  longDescriptionTooLong: "Uitgebreide beschrijving mag maximaal 10.000 tekens zijn",
  scopeRequired: "Kies een schaal",
  provinceRequired: "Kies een provincie",
  cityRequired: "Plaats is verplicht bij deze schaal",
  cityTooLong: "Plaats mag maximaal 100 tekens zijn",
  municipalityUnknown: "Kies een gemeente uit de lijst",
  municipalityTooLong: "Gemeente mag maximaal 100 tekens zijn",
  municipalityOtherProvince: "Deze gemeente ligt niet in de gekozen provincie",
  establishedNotNumber: "Oprichtingsjaar moet een jaartal zijn, bijvoorbeeld 2015",
  memberCountNotNumber: "Aantal leden moet een heel getal zijn",
  memberCountNegative: "Aantal leden kan niet negatief zijn",
  memberCountTooLarge: "Aantal leden mag maximaal 10.000.000 zijn",
  volunteerCountNotNumber: "Aantal vrijwilligers moet een heel getal zijn",
  volunteerCountNegative: "Aantal vrijwilligers kan niet negatief zijn",
  volunteerCountTooLarge: "Aantal vrijwilligers mag maximaal 10.000.000 zijn",
  websiteInvalid: fieldMessages.websiteInvalid,
  websiteTooLong: fieldMessages.websiteTooLong,
  emailRequired: "Contact e-mail is verplicht",
  emailInvalid: fieldMessages.emailInvalid,
  emailTooLong: fieldMessages.emailTooLong,
  phoneInvalid: fieldMessages.phoneInvalid,
  phoneTooLong: fieldMessages.phoneTooLong,
  nameHtml: "Naam mag geen HTML-code bevatten",
  descriptionHtml: "Korte beschrijving mag geen HTML-code bevatten",
  longDescriptionHtml: "Uitgebreide beschrijving mag geen HTML-code bevatten",
  cityHtml: "Plaats mag geen HTML-code bevatten",
  municipalityHtml: "Gemeente mag geen HTML-code bevatten",
} as const;

export const initiativeFormTexts = {
  created: "Je initiatief is succesvol aangemaakt!",
  createFailed: "Er ging iets mis bij het aanmaken van het initiatief.",
  updated: "Initiatief succesvol bijgewerkt!",
  updateFailed: "Er ging iets mis bij het bijwerken van het initiatief.",
  notFound: "Initiatief niet gevonden",
  forbidden: "Je hebt geen toegang tot dit initiatief",
} as const;

export const scopesRequiringCity: readonly Scope[] = ["plaats", "wijk", "straat"];

export interface MunicipalityOption {
  /** E.g. "'s-Gravenhage", "Bergen (NH.)". */
  name: string;
  province: Province;
}

/** Everyday names whose CBS name people rarely type. */
export const municipalityAliases = MUNICIPALITY_COMMON_NAMES;

/** How typed municipality names are compared. */
export function normalizeMunicipality(value: string): string {
  return value.replace(/[\u2018\u2019`´]/g, "'").replace(/\s+/g, " ").trim().toLocaleLowerCase("nl-NL");
}

/** Finds a municipality by CBS name in any case, with a curly apostrophe, or by an everyday name ("Den Haag"). */
export function findMunicipality(options: readonly MunicipalityOption[], typed: string): MunicipalityOption | null {
  const key = normalizeMunicipality(typed);
  // Own keys only: "constructor" must not find Object.prototype's.
  const target = normalizeMunicipality(Object.hasOwn(municipalityAliases, key) ? (municipalityAliases[key] as string) : key);
  return options.find((m) => normalizeMunicipality(m.name) === target) ?? null;
}

/** "'s-Gravenhage (Den Haag)". */
export function municipalityLabel(name: string): string {
  const alias = Object.entries(municipalityAliases).find(([, cbs]) => cbs === name)?.[0];
  if (!alias) return name;
  const everyday = alias.replace(/(^|\s)\S/g, (c) => c.toLocaleUpperCase("nl-NL"));
  return `${name} (${everyday})`;
}

function optionalRaw(invalid: string) {
  return z
    .string({ error: invalid })
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined));
}

function optionalCount(messages: { notNumber: string; negative: string; tooLarge: string }) {
  return z
    .string({ error: messages.notNumber })
    .trim()
    .optional()
    .transform((raw, ctx) => {
      if (!raw) return null;
      const n = parseWholeNumber(raw);
      const problem =
        n === null ? messages.notNumber : n < 0 ? messages.negative : n > INITIATIVE_LIMITS.countMax ? messages.tooLarge : null;
      if (problem || n === null) {
        ctx.addIssue({ code: "custom", message: problem ?? messages.notNumber });
        return z.NEVER;
      }
      return n;
    });
}

/** Empty becomes the current year (checked at parse time). */
const establishedField = yearField({
  min: INITIATIVE_LIMITS.establishedMin,
  max: () => currentYear(),
  whenEmpty: () => currentYear(),
  notNumber: initiativeMessages.establishedNotNumber,
  outOfRange: () => establishedRangeMessage(),
});

export interface InitiativeSchemaOptions {
  /**
   * When given, a typed municipality must be one of them, is stored under its CBS name and gives the
   * province; the server always parses with the list.
   */
  municipalities?: readonly MunicipalityOption[];
}

export interface InitiativeValues {
  name: string;
  formality: Formality;
  formal_type: LegalForm | null;
  informal_type: InformalType | null;
  theme: Theme;
  scope: Scope;
  /** Null for nationaal; otherwise only when a municipality is given and no list was at hand. */
  province: Province | null;
  city: string | null;
  /** CBS name (when parsed with the list), or null. */
  municipality: string | null;
  /** Four digits ("3511"), or null; always null for nationaal. */
  postcode: string | null;
  description: string;
  long_description: string;
  contact_email: string;
  contact_phone: string | null;
  website: string | null;
  established: number;
  member_count: number | null;
  volunteer_count: number | null;
}

const m = initiativeMessages;

/**
 * The fields one by one, without cross-field rules: for `getZodConstraint`; parse with {@link createInitiativeSchema}.
 */
export const InitiativeFieldsSchema = z.object({
  name: requiredText({ max: INITIATIVE_LIMITS.nameMax, required: m.nameRequired, tooLong: m.nameTooLong, html: m.nameHtml }),
  formality: z.enum(formalities, { error: m.formalityRequired }),
  formal_type: optionalRaw(m.legalFormRequired),
  informal_type: optionalRaw(m.informalTypeRequired),
  theme: z.enum(themes, { error: m.themeRequired }),
  description: requiredText({
    max: INITIATIVE_LIMITS.descriptionMax,
    required: m.descriptionRequired,
    tooLong: m.descriptionTooLong,
    html: m.descriptionHtml,
  }),
  long_description: requiredText({
    max: INITIATIVE_LIMITS.longDescriptionMax,
    required: m.longDescriptionRequired,
    tooLong: m.longDescriptionTooLong,
    html: m.longDescriptionHtml,
  }),
  scope: z.enum(scopes, { error: m.scopeRequired }),
  province: optionalRaw(m.provinceRequired),
  city: optionalText({ max: INITIATIVE_LIMITS.cityMax, tooLong: m.cityTooLong, html: m.cityHtml }),
  municipality: optionalText({ max: INITIATIVE_LIMITS.municipalityMax, tooLong: m.municipalityTooLong, html: m.municipalityHtml }),
  postcode: postcodeField(),
  contact_email: emailField(m.emailRequired),
  contact_phone: phoneField(),
  website: websiteField(),
  established: establishedField,
  member_count: optionalCount({
    notNumber: m.memberCountNotNumber,
    negative: m.memberCountNegative,
    tooLarge: m.memberCountTooLarge,
  }),
  volunteer_count: optionalCount({
    notNumber: m.volunteerCountNotNumber,
    negative: m.volunteerCountNegative,
    tooLarge: m.volunteerCountTooLarge,
  }),
});

/**
 * Builds the initiative form schema; cross-field rules run even when other fields fail, so an empty
 * form shows every message at once.
 */
export function createInitiativeSchema({ municipalities }: InitiativeSchemaOptions = {}) {
  return InitiativeFieldsSchema
    .superRefine(
      (values, ctx) => {
        // Runs even when other fields failed: read every value defensively.
        const raw = values as Record<string, unknown>;
        const text = (key: string) => (typeof raw[key] === "string" ? (raw[key] as string) : undefined);
        const formality = parseEnum(formalities, text("formality"));
        const scope = parseEnum(scopes, text("scope"));
        if (formality === "formeel" && !parseEnum(legalForms, text("formal_type"))) {
          ctx.addIssue({ code: "custom", path: ["formal_type"], message: m.legalFormRequired });
        }
        if (formality === "informeel" && !parseEnum(informalTypes, text("informal_type"))) {
          ctx.addIssue({ code: "custom", path: ["informal_type"], message: m.informalTypeRequired });
        }
        if (scope && scopesRequiringCity.includes(scope) && !text("city")?.trim()) {
          ctx.addIssue({ code: "custom", path: ["city"], message: m.cityRequired });
        }
        const typedMunicipality = text("municipality")?.trim();
        const municipality = municipalities && typedMunicipality ? findMunicipality(municipalities, typedMunicipality) : null;
        if (municipalities && typedMunicipality && typedMunicipality.length <= INITIATIVE_LIMITS.municipalityMax && !municipality) {
          ctx.addIssue({ code: "custom", path: ["municipality"], message: m.municipalityUnknown });
        }
        if (scope === "nationaal") return;
        const typedProvince = text("province");
        const province = parseEnum(provinces, typedProvince);
        if (typedProvince !== undefined && !province) {
          ctx.addIssue({ code: "custom", path: ["province"], message: m.provinceRequired });
        } else if (!province && !typedMunicipality) {
          ctx.addIssue({ code: "custom", path: ["province"], message: m.provinceRequired });
        } else if (province && municipality && municipality.province !== province) {
          ctx.addIssue({ code: "custom", path: ["municipality"], message: m.municipalityOtherProvince });
        }
      },
      { when: () => true },
    )
    .transform((v): InitiativeValues => {
      const municipality = v.municipality && municipalities ? findMunicipality(municipalities, v.municipality) : null;
      const province =
        v.scope === "nationaal" ? null : (parseEnum(provinces, v.province) ?? municipality?.province ?? null);
      return {
        name: v.name,
        formality: v.formality,
        formal_type: v.formality === "formeel" ? parseEnum(legalForms, v.formal_type) : null,
        informal_type: v.formality === "informeel" ? parseEnum(informalTypes, v.informal_type) : null,
        theme: v.theme,
        scope: v.scope,
        province,
        city: v.city,
        municipality: municipality ? municipality.name : v.municipality,
        postcode: v.scope === "nationaal" ? null : v.postcode,
        description: v.description,
        long_description: v.long_description,
        contact_email: v.contact_email,
        contact_phone: v.contact_phone,
        website: v.website,
        established: v.established,
        member_count: v.member_count,
        volunteer_count: v.volunteer_count,
      };
    });
}

/** Without the municipality list; route actions parse with {@link createInitiativeSchema} and the list. */
export const InitiativeSchema = createInitiativeSchema();

export type InitiativeInput = z.input<typeof InitiativeSchema>;
