/**
 * Rows of the public queries turned into the API's JSON (docs/decisions/030-open-data-api.md):
 * English field names, instants in ISO 8601 with the Dutch offset, absolute links to the site.
 * Every object goes through its response schema (./schemas.ts), which keeps only the fields it
 * names: a contact column added to a query can never slip into the API.
 */
import { TZDate } from "@date-fns/tz";
import { formatISO } from "date-fns";
import type * as z from "zod";
import { TIME_ZONE } from "~/lib/format";
import type { EventCardData } from "~/modules/events/types";
import type { InitiativeCardData } from "~/modules/initiatives/types";
import { municipalitySlug } from "~/modules/municipalities/municipalities";
import type { VacancyCardData } from "~/modules/vacancies/types";
import type { PublicUpdate } from "~/modules/updates/queries.server";
import { EventSchema, InitiativeSchema, InitiativeUpdateSchema, MunicipalitySchema, VacancySchema } from "./schemas";

/**
 * An instant as ISO 8601 in Europe/Amsterdam with its offset, e.g. "2026-05-01T19:30:00+02:00"
 * (seconds precision).
 */
export function isoInstant(date: Date): string {
  return formatISO(new TZDate(date.getTime(), TIME_ZONE));
}

/** A distance in km to one decimal, null stays null. */
function roundedKm(km: number | null | undefined): number | null {
  return km == null ? null : Math.round(km * 10) / 10;
}

/** An initiative row (public columns, long description) as the API's `Initiative`. */
export function initiativeJson(row: InitiativeCardData & { long_description: string }, siteUrl: string): z.output<typeof InitiativeSchema> {
  return InitiativeSchema.parse({
    id: row.id,
    url: `${siteUrl}/initiatief/${row.id}`,
    name: row.name,
    formality: row.formality,
    formal_type: row.formal_type,
    informal_type: row.informal_type,
    theme: row.theme,
    scope: row.scope,
    province: row.province,
    city: row.city,
    municipality: row.municipality,
    lat: row.lat,
    lon: row.lon,
    distance_km: roundedKm(row.distance_km),
    description: row.description,
    long_description: row.long_description,
    established: row.established,
    member_count: row.member_count,
    volunteer_count: row.volunteer_count,
    created_at: isoInstant(row.created_at),
  });
}

/** An event row (public columns, place, sign-up state) as the API's `Event`. */
export function eventJson(
  row: EventCardData & {
    long_description: string | null;
    location: string;
    registration_closed: boolean;
    created_at: Date;
    cancellation_reason?: string | null;
  },
  siteUrl: string,
): z.output<typeof EventSchema> {
  return EventSchema.parse({
    id: row.id,
    url: `${siteUrl}/event/${row.id}`,
    calendar_url: `${siteUrl}/event/${row.id}/agenda.ics`,
    title: row.title,
    description: row.description,
    long_description: row.long_description,
    type: row.type,
    theme: row.theme,
    province: row.province,
    city: row.city,
    location: row.location,
    lat: row.lat,
    lon: row.lon,
    distance_km: roundedKm(row.distance_km),
    starts_at: isoInstant(row.date),
    ends_at: row.end_date ? isoInstant(row.end_date) : null,
    organizer_name: row.organizer_name,
    max_participants: row.max_participants,
    participant_count: row.current_participants,
    registration_required: row.registration_required,
    registration_closed: row.registration_closed,
    status: row.cancelled_at ? "cancelled" : "scheduled",
    cancelled_at: row.cancelled_at ? isoInstant(row.cancelled_at) : null,
    cancellation_reason: row.cancelled_at ? (row.cancellation_reason ?? null) : null,
    initiative: { id: row.initiative.id, name: row.initiative.name, url: `${siteUrl}/initiatief/${row.initiative.id}` },
    created_at: isoInstant(row.created_at),
  });
}

/** A vacancy row (public columns, requirements) as the API's `Vacancy`. */
export function vacancyJson(row: VacancyCardData & { requirements: string | null }, siteUrl: string): z.output<typeof VacancySchema> {
  return VacancySchema.parse({
    id: row.id,
    url: `${siteUrl}/vacature/${row.id}`,
    title: row.title,
    description: row.description,
    type: row.type,
    category: row.category,
    requirements: row.requirements,
    hours_per_week: row.hours_per_week,
    hours_note: row.hours_note,
    duration: row.duration,
    place: row.is_remote ? null : row.place_label,
    remote: row.is_remote,
    availability: row.availability,
    commitment: row.commitment,
    skills: row.skills,
    suitable_for: row.suitable_for,
    vog_required: row.vog_required,
    closes_on: row.closes_on,
    filled: row.filled_at !== null,
    lat: row.lat,
    lon: row.lon,
    distance_km: roundedKm(row.distance_km),
    initiative: { id: row.initiative.id, name: row.initiative.name, url: `${siteUrl}/initiatief/${row.initiative.id}` },
    created_at: isoInstant(row.created_at),
  });
}

/** A municipality row as the API's `Gemeente`. */
export function municipalityJson(row: { code: string; name: string; province: string }): z.output<typeof MunicipalitySchema> {
  return MunicipalitySchema.parse({ code: row.code, name: row.name, slug: municipalitySlug(row.name), province: row.province });
}

/** A public update as the API's `InitiativeUpdate`; its picture as an absolute URL. */
export function initiativeUpdateJson(row: PublicUpdate, siteUrl: string): z.output<typeof InitiativeUpdateSchema> {
  return InitiativeUpdateSchema.parse({
    id: row.id,
    url: `${siteUrl}/initiatief/${row.initiative_id}#nieuws-${row.id}`,
    initiative_id: row.initiative_id,
    text: row.body,
    image: row.image ? { url: `${siteUrl}${row.image.src}`, alt: row.image.alt } : null,
    created_at: isoInstant(row.created_at),
    updated_at: isoInstant(row.updated_at),
  });
}
