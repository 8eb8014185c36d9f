/**
 * The open-data API's Zod schemas: strict query parameters converted to the lists' filter types, and
 * response shapes that keep only the fields they name (no contact details) and generate the OpenAPI
 * document. Server-side only (cursors use Node's Buffer).
 */
import * as z from "zod";
import { type Availability, AVAILABILITY, type Commitment, COMMITMENTS, type Skill, SKILLS } from "~/modules/matching/vocabulary";
import {
  eventTypes,
  formalities,
  informalTypes,
  legalForms,
  provinces,
  scopes,
  themes,
  vacancyCategories,
  vacancyCategoryFilters,
} from "~/lib/enums";
import { formatHours, HOURS_NOTE_MAX, HOURS_PER_WEEK } from "~/lib/hours-per-week";
import { DEFAULT_RADIUS_KM, isUuid, MAX_SEARCH_LENGTH, type NearFilter, parseDateParam, RADII_KM, type RadiusKm } from "~/lib/list-params";
import { findMunicipality } from "~/modules/municipalities/municipalities";
import type { EventFilters } from "~/modules/events/filters";
import type { InitiativeFilters } from "~/modules/initiatives/filters";
import { COMMITMENT_VALUES, parseSkills, SKILL_VALUES, SUITABLE_FOR_VALUES, type VacancyFilters, VOG_FILTERS } from "~/modules/vacancies/filters";

/** Items per page when `limit` is absent. */
export const DEFAULT_LIMIT = 20;
/** Most items per page. */
export const MAX_LIMIT = 100;

function choices(values: readonly string[]): string {
  return values.length > 1 ? `${values.slice(0, -1).join(", ")} of ${values.at(-1) as string}` : (values[0] ?? "");
}

function enumParam<const T extends readonly [string, ...string[]]>(name: string, values: T, description: string) {
  return z
    .enum(values, { error: `Onbekende waarde voor ${name}. Kies ${choices(values)}.` })
    .optional()
    .meta({ description });
}

/** `zoek`: the list's search term (at most {@link MAX_SEARCH_LENGTH} characters, no NUL). */
const search = z
  .string()
  .trim()
  .min(1, "zoek mag niet leeg zijn. Laat de parameter weg om niet te zoeken.")
  .max(MAX_SEARCH_LENGTH, `zoek mag maximaal ${MAX_SEARCH_LENGTH} tekens zijn.`)
  .refine((value) => !value.includes("\u0000"), "zoek bevat een ongeldig teken.")
  .optional()
  .meta({ description: "Zoekterm, zoals in het zoekveld van de lijst op de site.", example: "buurt" });

/** A calendar day `YYYY-MM-DD` (the same rule as the site's date filters). */
function dayParam(name: string, description: string) {
  return z
    .string()
    .refine((value) => parseDateParam(new URLSearchParams({ [name]: value }), name) !== null, {
      error: `${name} moet een datum zijn in de vorm JJJJ-MM-DD, bijvoorbeeld 2026-05-01.`,
    })
    .optional()
    .meta({ description, format: "date", example: "2026-05-01" });
}

/** `gemeente`: a slug or CBS name, converted to the CBS name; an unknown one is a 400. */
const municipality = z
  .string()
  .transform((value, ctx) => {
    const found = findMunicipality(value);
    if (!found) {
      ctx.addIssue({ code: "custom", message: "Onbekende gemeente. Gebruik een slug of naam uit /api/v1/gemeenten, bijvoorbeeld s-hertogenbosch." });
      return z.NEVER;
    }
    return found.name;
  })
  .optional()
  .meta({
    description: "Gemeente: de slug of de CBS-naam uit /api/v1/gemeenten. Bij events en vacatures: de gemeente van het initiatief.",
    example: "utrecht",
  });

/** `bij`: a postcode or a municipality; the endpoint resolves it and answers 400 when it is unknown. */
const near = z
  .string()
  .trim()
  .min(1, "bij mag niet leeg zijn. Laat de parameter weg om niet op afstand te zoeken.")
  .max(MAX_SEARCH_LENGTH, `bij mag maximaal ${MAX_SEARCH_LENGTH} tekens zijn.`)
  .refine((value) => !value.includes("\u0000"), "bij bevat een ongeldig teken.")
  .optional()
  .meta({
    description:
      "In de buurt van: een postcode (3511 of 3511 AB) of een gemeente (naam of slug). Alleen items binnen straal km, plus de items zonder plek (landelijk, thuis of online; lat en lon leeg).",
    example: "3511",
  });

const RADIUS_TEXTS = RADII_KM.map(String) as [string, ...string[]];

/** `straal`: km around `bij`, one of {@link RADII_KM}; anything else is a 400. */
const radius = z
  .enum(RADIUS_TEXTS, { error: `straal moet ${choices(RADIUS_TEXTS)} zijn (km).` })
  .optional()
  .meta({ description: `Straal rond bij in km: ${choices(RADIUS_TEXTS)}; standaard ${DEFAULT_RADIUS_KM}. Zonder bij telt straal niet.` });

/** The near filter of a valid query, still to be resolved by the endpoint. */
function nearOf(query: { bij?: string; straal?: string }): NearFilter | null {
  if (!query.bij) return null;
  return { text: query.bij, radiusKm: (query.straal ? Number(query.straal) : DEFAULT_RADIUS_KM) as RadiusKm, place: null, missing: null };
}

/** `limit`: items per page, 1 to {@link MAX_LIMIT}, default {@link DEFAULT_LIMIT}. */
const limit = z
  .string()
  .regex(/^\d{1,3}$/, `limit moet een geheel getal van 1 tot en met ${MAX_LIMIT} zijn.`)
  .transform(Number)
  .pipe(
    z
      .number()
      .int()
      .min(1, `limit moet een geheel getal van 1 tot en met ${MAX_LIMIT} zijn.`)
      .max(MAX_LIMIT, `limit mag hoogstens ${MAX_LIMIT} zijn.`),
  )
  .optional()
  .meta({
    description: `Aantal items per pagina: 1 tot en met ${MAX_LIMIT}, standaard ${DEFAULT_LIMIT}.`,
    // The query string carries digits; the document describes the number they stand for.
    override: ({ jsonSchema }) => {
      delete jsonSchema.pattern;
      Object.assign(jsonSchema, { type: "integer", minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT });
    },
  });

/** Where a walk continues: the sort key as PostgreSQL text of a timestamptz, and the row's id. */
export interface CursorPosition {
  key: string;
  id: string;
}

/** PostgreSQL's text of a timestamptz: "2026-11-02 19:30:00.123456+00" (offset may have minutes). */
const TIMESTAMPTZ_TEXT = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?[+-](\d{2})(?::([0-5]\d)){0,2}$/;

/** The largest UTC offset PostgreSQL accepts, hours (±15:59:59); a larger one is a database error. */
const MAX_OFFSET_HOURS = 15;

/** Encodes a position as the opaque `cursor`: base64url of a JSON pair [key, id]. */
export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify([position.key, position.id]), "utf8").toString("base64url");
}

/** Reads a `cursor` back; null when this API did not make it, so a crafted cursor never reaches the database. */
export function decodeCursor(cursor: string): CursorPosition | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null;
  let pair: unknown;
  try {
    pair = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!Array.isArray(pair) || pair.length !== 2) return null;
  const [key, id] = pair as unknown[];
  if (typeof key !== "string" || typeof id !== "string" || !isUuid(id)) return null;
  const match = TIMESTAMPTZ_TEXT.exec(key);
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const probe = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  const real =
    probe.getUTCFullYear() === y && probe.getUTCMonth() === mo - 1 && probe.getUTCDate() === d && probe.getUTCHours() === h && probe.getUTCMinutes() === mi && probe.getUTCSeconds() === s;
  const offsetHours = Number(match[7]);
  return real && y >= 1900 && y <= 2200 && offsetHours <= MAX_OFFSET_HOURS ? { key, id } : null;
}

const CURSOR_MESSAGE = "Deze cursor is ongeldig. Gebruik de link in next van het vorige antwoord.";

/** `cursor`: opaque, from the `next` link of the previous page. */
const cursor = z
  .string()
  .transform((value, ctx) => {
    const position = decodeCursor(value);
    if (!position) {
      ctx.addIssue({ code: "custom", message: CURSOR_MESSAGE });
      return z.NEVER;
    }
    return position;
  })
  .optional()
  .meta({
    description: "Ondoorzichtige cursor uit de link `next` van de vorige pagina. Laat weg voor de eerste pagina.",
    override: { type: "string", pattern: "^[A-Za-z0-9_-]+$" },
  });

const unknownParameter = { error: (issue: { code?: string; keys?: string[] }) =>
  issue.code === "unrecognized_keys"
    ? `Onbekende parameter: ${(issue.keys ?? []).join(", ")}. Zie /ontwikkelaars voor de parameters.`
    : undefined };

const pagination = { limit, cursor };

/** GET /api/v1/initiatives: the filters of /initiatieven (without `pagina`), strict. */
export const InitiativesQuerySchema = z
  .strictObject(
    {
      zoek: search,
      thema: enumParam("thema", themes, "Thema."),
      provincie: enumParam("provincie", provinces, "Provincie."),
      gemeente: municipality,
      bij: near,
      straal: radius,
      schaal: enumParam("schaal", scopes, "Schaal waarop het initiatief werkt."),
      organisatie: enumParam("organisatie", formalities, "Organisatievorm: formeel of informeel."),
      vorm: z
        .enum([...legalForms, ...informalTypes] as [string, ...string[]], {
          error: `Onbekende waarde voor vorm. Kies een rechtsvorm (${choices(legalForms)}) of een soort (${choices(informalTypes)}).`,
        })
        .optional()
        .meta({ description: "Rechtsvorm (bij organisatie=formeel) of soort (bij organisatie=informeel)." }),
      ...pagination,
    },
    unknownParameter,
  )
  .superRefine((query, ctx) => {
    if (!query.vorm) return;
    const fits =
      (query.organisatie === "formeel" && (legalForms as readonly string[]).includes(query.vorm)) ||
      (query.organisatie === "informeel" && (informalTypes as readonly string[]).includes(query.vorm));
    if (!fits) {
      ctx.addIssue({
        code: "custom",
        path: ["vorm"],
        message: "vorm hoort bij organisatie: een rechtsvorm bij organisatie=formeel, een soort bij organisatie=informeel.",
      });
    }
  });

/** GET /api/v1/events: the filters of /events (without `pagina`), strict. */
export const EventsQuerySchema = z.strictObject(
  {
    zoek: search,
    type: enumParam("type", eventTypes, "Soort event."),
    thema: enumParam("thema", themes, "Thema."),
    provincie: enumParam("provincie", provinces, "Provincie."),
    gemeente: municipality,
    bij: near,
    straal: radius,
    van: dayParam("van", "Eerste dag (Nederlandse tijd), inclusief. Zonder van en verleden: vanaf vandaag."),
    tot: dayParam("tot", "Laatste dag (Nederlandse tijd), inclusief."),
    verleden: z
      .enum(["0", "1"], { error: "verleden moet 0 of 1 zijn." })
      .optional()
      .meta({ description: "1: ook afgelopen events (zonder van). Standaard 0: vanaf vandaag." }),
    ...pagination,
  },
  unknownParameter,
);

/** GET /api/v1/vacancies: the filters of /vacatures (without `pagina`), strict. */
export const VacanciesQuerySchema = z.strictObject(
  {
    zoek: search,
    categorie: enumParam("categorie", vacancyCategoryFilters, "Categorie (bestuur vindt bestuursfuncties)."),
    gemeente: municipality,
    bij: near,
    straal: radius,
    beschikbaarheid: enumParam(
      "beschikbaarheid",
      AVAILABILITY as [Availability, ...Availability[]],
      "Dagdeel (bijvoorbeeld dinsdag-avond; een vacature met flexibel past bij elk dagdeel) of flexibel.",
    ),
    inzet: enumParam("inzet", COMMITMENT_VALUES, "Inzet: eenmalig, kort (tot 3 maanden) of lang."),
    vaardigheid: z
      .string()
      .optional()
      .superRefine((value, ctx) => {
        const unknown = (value ?? "").split(",").filter((part) => !(SKILL_VALUES as readonly string[]).includes(part.trim()));
        if (value !== undefined && unknown.length > 0) {
          ctx.addIssue({ code: "custom", message: `Onbekende vaardigheid: ${unknown.join(", ")}. Kies ${choices(SKILL_VALUES)}.` });
        }
      })
      .meta({ description: "Eén of meer vaardigheden, gescheiden door komma's: vacatures die er minstens één vragen.", example: "koken,klussen" }),
    "geschikt-voor": enumParam("geschikt-voor", SUITABLE_FOR_VALUES, "Geschikt voor; thuis-of-online is werk thuis of online."),
    vog: enumParam("vog", VOG_FILTERS, "nee: alleen vacatures zonder VOG."),
    ...pagination,
  },
  unknownParameter,
);

/** Endpoints without parameters (a detail, /gemeenten, the document): any parameter is a 400. */
export const NoQuerySchema = z.strictObject({}, unknownParameter);

/** The `:id` of a detail endpoint. */
export const IdParamSchema = z.object({
  id: z.guid({ error: "Dit is geen geldig id." }).meta({ description: "Id (UUID).", example: "3f1e2d4c-5b6a-4789-8abc-def012345678" }),
});

type Pagination = { limit: number; after: CursorPosition | null };

/** A parsed list query: the site's filters plus the page to return. */
export interface ListQuery<F> extends Pagination {
  filters: F;
}

function paginationOf(query: { limit?: number; cursor?: CursorPosition }): Pagination {
  return { limit: query.limit ?? DEFAULT_LIMIT, after: query.cursor ?? null };
}

/** Converts a valid initiatives query to the overview's filters (app/modules/initiatives/filters.ts). */
export function initiativeFiltersOf(query: z.output<typeof InitiativesQuerySchema>): ListQuery<InitiativeFilters> {
  return {
    filters: {
      search: query.zoek ?? null,
      theme: query.thema ?? null,
      province: query.provincie ?? null,
      municipality: query.gemeente ?? null,
      scope: query.schaal ?? null,
      formality: query.organisatie ?? null,
      kind: (query.vorm as InitiativeFilters["kind"]) ?? null,
      near: nearOf(query),
      sort: null,
      page: 1,
    },
    ...paginationOf(query),
  };
}

/** Converts a valid events query to the events list's filters (app/modules/events/filters.ts). */
export function eventFiltersOf(query: z.output<typeof EventsQuerySchema>): ListQuery<EventFilters> {
  return {
    filters: {
      search: query.zoek ?? null,
      type: query.type ?? null,
      theme: query.thema ?? null,
      province: query.provincie ?? null,
      municipality: query.gemeente ?? null,
      from: query.van ?? null,
      to: query.tot ?? null,
      past: query.verleden === "1",
      near: nearOf(query),
      sort: null,
      page: 1,
    },
    ...paginationOf(query),
  };
}

/** Converts a valid vacancies query to the "Doe Mee" list's filters (app/modules/vacancies/filters.ts). */
export function vacancyFiltersOf(query: z.output<typeof VacanciesQuerySchema>): ListQuery<VacancyFilters> {
  return {
    filters: {
      search: query.zoek ?? null,
      category: query.categorie ?? null,
      municipality: query.gemeente ?? null,
      near: nearOf(query),
      availability: query.beschikbaarheid ?? null,
      commitment: query.inzet ?? null,
      skills: parseSkills(query.vaardigheid),
      suitableFor: query["geschikt-voor"] ?? null,
      withoutVog: query.vog === "nee",
      sort: null,
      page: 1,
    },
    ...paginationOf(query),
  };
}

// ---------------------------------------------------------------------------------------------
// Responses

/** An instant in ISO 8601 with the Dutch offset, e.g. 2026-05-01T19:30:00+02:00. */
const instant = (description: string) =>
  z.iso.datetime({ offset: true }).meta({ description, example: "2026-05-01T19:30:00+02:00" });

const nullableText = (description: string) => z.string().nullable().meta({ description });

/** The item's point (WGS84 degrees) as two fields, null for national items. */
const point = {
  lat: z.number().nullable().meta({
    description: "Breedtegraad (WGS84) van de plek: het postcodegebied, anders de gemeente of het initiatief. Leeg bij landelijke items.",
    example: 52.0884,
  }),
  lon: z.number().nullable().meta({ description: "Lengtegraad (WGS84) van dezelfde plek. Leeg bij landelijke items.", example: 5.1175 }),
  distance_km: z.number().nullable().meta({
    description: "Afstand tot de plek van bij in km, op 0,1 km afgerond. Leeg zonder bij en bij items zonder plek.",
    example: 4.2,
  }),
};

/** The initiative an event or vacancy belongs to. */
export const InitiativeRefSchema = z
  .object({
    id: z.guid(),
    name: z.string(),
    url: z.url().meta({ description: "Pagina van het initiatief op Dit doet Nederland." }),
  })
  .meta({ id: "InitiativeRef", description: "Het initiatief waar het item bij hoort." });

/** A public initiative. No contact e-mail, phone or website: those are for signed-in members only. */
export const InitiativeSchema = z
  .object({
    id: z.guid(),
    url: z.url().meta({ description: "Pagina op Dit doet Nederland." }),
    name: z.string(),
    formality: z.enum(formalities),
    formal_type: z.enum(legalForms).nullable().meta({ description: "Rechtsvorm, alleen bij formality=formeel." }),
    informal_type: z.enum(informalTypes).nullable().meta({ description: "Soort, alleen bij formality=informeel." }),
    theme: z.enum(themes),
    scope: z.enum(scopes),
    province: z.enum(provinces).nullable().meta({ description: "Leeg bij scope=nationaal." }),
    city: nullableText("Plaats."),
    municipality: nullableText("Gemeente (CBS-naam)."),
    ...point,
    description: z.string().meta({ description: "Korte beschrijving." }),
    long_description: z.string(),
    established: z.number().int().nullable().meta({ description: "Jaar van oprichting." }),
    member_count: z.number().int().nullable(),
    volunteer_count: z.number().int().nullable(),
    created_at: instant("Moment van aanmelden op het platform."),
  })
  .meta({ id: "Initiative", description: "Een openbaar initiatief (zonder contactgegevens)." });

/** A public event. No organizer e-mail, phone or website. */
export const EventSchema = z
  .object({
    id: z.guid(),
    url: z.url().meta({ description: "Pagina op Dit doet Nederland." }),
    calendar_url: z.url().meta({ description: "Het event als iCalendar-bestand." }),
    title: z.string(),
    description: z.string().meta({ description: "Korte beschrijving." }),
    long_description: nullableText("Lange beschrijving."),
    type: z.enum(eventTypes),
    theme: z.enum(themes).nullable(),
    province: z.enum(provinces).nullable(),
    city: z.string(),
    location: z.string().meta({ description: "Locatie en adres." }),
    ...point,
    starts_at: instant("Begin."),
    ends_at: instant("Einde.").nullable(),
    organizer_name: z.string(),
    max_participants: z.number().int().nullable(),
    participant_count: z.number().int().meta({ description: "Aanmeldingen plus wie elders is aangemeld." }),
    registration_required: z.boolean(),
    registration_closed: z.boolean().meta({ description: "De organisator heeft de aanmelding gesloten." }),
    status: z
      .enum(["scheduled", "cancelled"])
      .meta({ description: "cancelled: de organisator heeft het event geannuleerd. Lijsten tonen alleen events die doorgaan." }),
    cancelled_at: instant("Moment van annuleren.").nullable(),
    cancellation_reason: nullableText("Reden van annuleren, als de organisator die gaf."),
    initiative: InitiativeRefSchema,
    created_at: instant("Moment van publiceren."),
  })
  .meta({ id: "Event", description: "Een openbaar event (zonder contactgegevens van de organisator)." });

/** A public, active vacancy. No contact e-mail or phone. */
export const VacancySchema = z
  .object({
    id: z.guid(),
    url: z.url().meta({ description: "Pagina op Dit doet Nederland." }),
    title: z.string(),
    description: z.string(),
    type: z.string().meta({ description: "Vrije tekst, bijvoorbeeld Vrijwilligerswerk." }),
    category: z.enum(vacancyCategories),
    requirements: nullableText("Wat gevraagd wordt."),
    hours_per_week: z
      .number()
      .min(HOURS_PER_WEEK.min)
      .max(HOURS_PER_WEEK.max)
      .multipleOf(HOURS_PER_WEEK.step)
      .nullable()
      .meta({
        description: `Uren per week, een getal van ${formatHours(HOURS_PER_WEEK.min)} tot en met ${formatHours(HOURS_PER_WEEK.max)} in stappen van ${formatHours(HOURS_PER_WEEK.step)} (bijvoorbeeld 2.5); null als het niet gezegd is, vaak staat er dan een toelichting in hours_note.`,
        example: 4,
      }),
    hours_note: nullableText(`Vrije tekst bij of in plaats van de uren, bijvoorbeeld "in overleg" of "2-4 uur, wisselend"; maximaal ${HOURS_NOTE_MAX} tekens.`),
    duration: nullableText("Vrije tekst, bijvoorbeeld Minimaal een jaar."),
    place: nullableText("Waar het werk is: de plaats van de vacature, anders die van het initiatief. Leeg bij werk thuis of online."),
    remote: z.boolean().meta({ description: "Het werk kan thuis of online; de vacature heeft dan geen plek." }),
    availability: z
      .array(z.enum(AVAILABILITY as [Availability, ...Availability[]]))
      .meta({ description: "Dagdelen van het werk (bijvoorbeeld dinsdag-avond) of flexibel; leeg als het niet gezegd is." }),
    commitment: z
      .enum(COMMITMENTS.map(([slug]) => slug) as [Commitment, ...Commitment[]])
      .nullable()
      .meta({ description: "Inzet: eenmalig, kort (tot 3 maanden) of lang; leeg als het niet gezegd is." }),
    skills: z.array(z.enum(SKILLS.map(([slug]) => slug) as [Skill, ...Skill[]])).meta({ description: "Gevraagde vaardigheden." }),
    suitable_for: z
      .array(z.enum(["jongeren", "nieuwkomers", "rolstoeltoegankelijk"]))
      .meta({ description: "Geschikt voor; werk thuis of online staat in remote." }),
    vog_required: z.boolean().meta({ description: "Een VOG (Verklaring Omtrent het Gedrag) is nodig." }),
    closes_on: z.iso
      .date()
      .nullable()
      .meta({ description: "Reageren kan tot en met deze dag (Nederlandse tijd); daarna staat de vacature niet meer in de lijsten.", example: "2026-12-12" }),
    filled: z.boolean().meta({ description: "Vervuld: de organisator heeft iemand gevonden; reageren kan niet meer." }),
    ...point,
    initiative: InitiativeRefSchema,
    created_at: instant("Moment van publiceren."),
  })
  .meta({ id: "Vacancy", description: "Een openbare, actieve vacature (zonder contactgegevens)." });

/** One of the 342 municipalities. */
export const MunicipalitySchema = z
  .object({
    code: z.string().meta({ description: "CBS-gemeentecode.", example: "GM0344" }),
    name: z.string().meta({ description: "CBS-naam.", example: "Utrecht" }),
    slug: z.string().meta({ description: "Waarde voor de parameter gemeente, ook in de adressen van de site.", example: "utrecht" }),
    province: z.enum(provinces),
  })
  .meta({ id: "Gemeente", description: "Een Nederlandse gemeente (CBS-indeling)." });

/** A page of a list: the items and the link to the next page. */
function pageOf<T extends z.ZodType>(item: T, id: string, description: string) {
  return z
    .object({
      items: z.array(item),
      limit: z.number().int().min(1).max(MAX_LIMIT).meta({ description: "Het gevraagde aantal per pagina." }),
      next: z.url().nullable().meta({ description: "Volgende pagina (ook in de header Link), of null op de laatste." }),
    })
    .meta({ id, description });
}

export const InitiativePageSchema = pageOf(InitiativeSchema, "InitiativePage", "Een pagina initiatieven, nieuwste eerst.");
export const EventPageSchema = pageOf(EventSchema, "EventPage", "Een pagina events, op datum (vroegste eerst).");
export const VacancyPageSchema = pageOf(VacancySchema, "VacancyPage", "Een pagina vacatures, nieuwste eerst.");

export const MunicipalityListSchema = z
  .object({ items: z.array(MunicipalitySchema) })
  .meta({ id: "GemeenteList", description: "Alle gemeenten, op naam." });

/** Responses and matches in one month and municipality (counts only). */
export const MatchCountSchema = z
  .object({
    month: z.string().regex(/^\d{4}-\d{2}$/).meta({ description: "Maand van de reacties (Nederlandse tijd), JJJJ-MM." }),
    municipality: z.string().nullable().meta({ description: "CBS-naam van de gemeente van de vacature; null zonder gemeente (landelijk, thuis of online)." }),
    responses: z.number().int().min(0).meta({ description: "Reacties op vacatures." }),
    matches: z.number().int().min(0).meta({ description: "Reacties waarvan de vrijwilliger of de organisator zei dat ze tot een match leidden." }),
  })
  .meta({ id: "MatchCount" });

export const MatchCountListSchema = z
  .object({ items: z.array(MatchCountSchema) })
  .meta({ id: "MatchCountList", description: "Reacties en matches per maand en gemeente, de afgelopen 24 maanden; nieuwste maand eerst. Alleen aantallen." });

/** GET /api/v1/initiatives/{id}/updates: pages only, strict. */
export const InitiativeUpdatesQuerySchema = z.strictObject({ ...pagination }, unknownParameter);

/** A public update ("Nieuws") of an initiative: plain text, links not marked up. */
export const InitiativeUpdateSchema = z
  .object({
    id: z.guid(),
    url: z.url().meta({ description: "Het bericht op de pagina van het initiatief." }),
    initiative_id: z.guid(),
    text: z.string().meta({ description: "Gewone tekst (10 tot 2000 tekens); alinea's gescheiden door een lege regel." }),
    image: z
      .object({ url: z.url().meta({ description: "De grootste JPEG-versie." }), alt: z.string().meta({ description: "Beschrijving van de afbeelding." }) })
      .nullable()
      .meta({ description: "De afbeelding bij het bericht, of null." }),
    created_at: instant("Moment van plaatsen."),
    updated_at: instant("Moment van de laatste wijziging."),
  })
  .meta({ id: "InitiativeUpdate", description: "Een openbaar nieuwsbericht van een initiatief." });

export const InitiativeUpdatePageSchema = pageOf(InitiativeUpdateSchema, "InitiativeUpdatePage", "Een pagina nieuwsberichten van een initiatief, nieuwste eerst.");

/** An error (RFC 9457), with `detail` in Dutch. */
export const ProblemSchema = z
  .object({
    type: z.string().meta({ description: "Altijd about:blank: de statuscode zegt wat er mis is." }),
    title: z.string().meta({ description: "De standaardnaam van de statuscode (Engels)." }),
    status: z.number().int(),
    detail: z.string().meta({ description: "Wat er mis is, in het Nederlands." }),
    errors: z
      .array(z.object({ parameter: z.string(), detail: z.string() }))
      .optional()
      .meta({ description: "Bij 400: elke ongeldige parameter met de reden." }),
  })
  .meta({ id: "Problem", description: "Een foutmelding (application/problem+json, RFC 9457)." });

export type Problem = z.infer<typeof ProblemSchema>;

// ---------------------------------------------------------------------------------------------
// GeoJSON (RFC 7946)

/** Most features in one GeoJSON answer; `total` says how many matched. */
export const MAX_FEATURES = 2000;

/** The parameters of a list that a GeoJSON answer has no use for: it has no pages. */
export const PAGE_PARAMETERS = ["limit", "cursor"] as const;

/**
 * The query of a `.geojson` endpoint as the OpenAPI document shows it: the list's filters without
 * {@link PAGE_PARAMETERS}. Requests are parsed with the list's own schema (refinements included).
 */
export function geoJsonQueryOf(list: z.ZodObject): z.ZodObject {
  const shape = Object.fromEntries(Object.entries(list.shape).filter(([name]) => !(PAGE_PARAMETERS as readonly string[]).includes(name)));
  return z.strictObject(shape);
}

/** A point in RFC 7946 order: longitude, latitude (WGS84 degrees). */
const PointSchema = z
  .object({
    type: z.literal("Point"),
    coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]).meta({ description: "[lengtegraad, breedtegraad] (WGS84)." }),
  })
  .meta({ id: "Point", description: "Een punt (RFC 7946 §3.1.2)." });

const featureBase = {
  type: z.literal("Feature"),
  id: z.guid().meta({ description: "Id van het item, ook in properties.id." }),
  geometry: PointSchema.nullable().meta({ description: "De plek, of null bij een landelijk item of werk thuis of online (RFC 7946 §3.2)." }),
};

const propertiesBase = {
  id: z.guid(),
  name: z.string().meta({ description: "Naam of titel." }),
  url: z.url().meta({ description: "Pagina op Dit doet Nederland." }),
  place: z.string().nullable().meta({ description: "Plaats, zoals op de kaart van de site; leeg als er geen is." }),
};

/** One initiative as a GeoJSON Feature. */
export const InitiativeFeatureSchema = z
  .object({
    ...featureBase,
    properties: z.object({ ...propertiesBase, scope: z.enum(scopes) }),
  })
  .meta({ id: "InitiativeFeature", description: "Een initiatief als GeoJSON-Feature." });

/** One event as a GeoJSON Feature. */
export const EventFeatureSchema = z
  .object({
    ...featureBase,
    properties: z.object({ ...propertiesBase, starts_at: instant("Begin.") }),
  })
  .meta({ id: "EventFeature", description: "Een event als GeoJSON-Feature." });

/** One vacancy as a GeoJSON Feature. */
export const VacancyFeatureSchema = z
  .object({
    ...featureBase,
    properties: z.object({ ...propertiesBase, remote: z.boolean().meta({ description: "Het werk kan thuis of online; dan zonder plek." }) }),
  })
  .meta({ id: "VacancyFeature", description: "Een vacature als GeoJSON-Feature." });

/** A FeatureCollection with the number of matches, so a consumer sees when it was capped. */
function collectionOf<T extends z.ZodType>(feature: T, id: string, description: string) {
  return z
    .object({
      type: z.literal("FeatureCollection"),
      features: z.array(feature).meta({ description: `In de volgorde van de lijst, hoogstens ${MAX_FEATURES}.` }),
      total: z.number().int().min(0).meta({ description: "Aantal items dat aan de filters voldoet; groter dan het aantal features als de limiet is bereikt." }),
      limit: z.literal(MAX_FEATURES).meta({ description: "Het grootste aantal features in één antwoord." }),
    })
    .meta({ id, description });
}

export const InitiativeCollectionSchema = collectionOf(InitiativeFeatureSchema, "InitiativeCollection", "Initiatieven als GeoJSON (RFC 7946), nieuwste eerst.");
export const EventCollectionSchema = collectionOf(EventFeatureSchema, "EventCollection", "Events als GeoJSON (RFC 7946), op datum.");
export const VacancyCollectionSchema = collectionOf(VacancyFeatureSchema, "VacancyCollection", "Vacatures als GeoJSON (RFC 7946), nieuwste eerst.");

// ---------------------------------------------------------------------------------------------
// The member endpoints /api/v1/me/… (docs/decisions/072-personal-api-keys.md).

/** GET /api/v1/me/follows: pages only, strict. */
export const MyFollowsQuerySchema = z.strictObject({ ...pagination }, unknownParameter);

/** The path parameter of /api/v1/me/follows/{initiativeId}. */
export const InitiativeIdParamSchema = z.object({
  initiativeId: z.guid().meta({ description: "Id (UUID) van het initiatief." }),
});

/** One initiative the key's member follows. */
export const FollowSchema = z
  .object({
    id: z.guid().meta({ description: "Id van het initiatief." }),
    name: z.string(),
    url: z.url().meta({ description: "Pagina van het initiatief op Dit doet Nederland." }),
    public: z.boolean().meta({ description: "Of het initiatief openbaar is. Een verborgen of nog niet goedgekeurd initiatief blijft in de lijst, zodat je het kunt ontvolgen." }),
    followed_at: z.iso.datetime().meta({ description: "Sinds wanneer je het volgt (ISO 8601, UTC)." }),
  })
  .meta({ id: "Follow", description: "Een initiatief dat je volgt." });

export const FollowPageSchema = pageOf(FollowSchema, "FollowPage", "Een pagina initiatieven die je volgt, laatst gevolgd eerst.");
