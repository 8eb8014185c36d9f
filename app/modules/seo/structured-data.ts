/**
 * schema.org JSON-LD for the detail pages: `Event`, `Organization` and `JobPosting`
 * (docs/decisions/008-seo-structured-data.md). Contact data never enters: the builders ignore
 * `contact` even for a signed-in viewer, whose page is cached and shared. Browser-safe.
 */
import { TZDate } from "@date-fns/tz";
import { formatISO } from "date-fns";
import type {
  AdministrativeArea,
  City,
  Country,
  Event,
  JobPosting,
  Organization,
  Place,
  VirtualLocation,
  WithContext,
} from "schema-dts";
import type { EventDetail } from "~/modules/events/types";
import type { InitiativeDetail } from "~/modules/initiatives/types";
import type { VacancyDetail } from "~/modules/vacancies/types";
import { provinceLabels, type Province } from "~/lib/enums";
import { TIME_ZONE } from "~/lib/format";
import { OG_IMAGES } from "~/lib/meta";

type DateInput = Date | string;

export interface StructuredDataContext {
  siteUrl: string;
}

/** ISO 8601 with the Amsterdam offset, e.g. "2026-05-01T19:30:00+02:00". */
export function amsterdamIso(value: DateInput): string {
  return formatISO(new TZDate(new Date(value).getTime(), TIME_ZONE));
}

const NETHERLANDS: Country = { "@type": "Country", name: "Nederland" };

function address(locality: string | null, province: Province | null) {
  return {
    "@type": "PostalAddress" as const,
    ...(locality ? { addressLocality: locality } : {}),
    ...(province ? { addressRegion: provinceLabels[province] } : {}),
    addressCountry: "NL",
  };
}

/** True when a free-text event location means an online event ("Online", "online via Zoom"). */
export function isOnlineLocation(location: string): boolean {
  return /\bonline\b/i.test(location);
}

/** The `Event` of an event page: a VirtualLocation for an online event, else a Place with the city. */
export function eventJsonLd(event: EventDetail, { siteUrl }: StructuredDataContext): WithContext<Event> {
  const url = `${siteUrl}/event/${event.id}`;
  const online = isOnlineLocation(event.location);
  const location: Place | VirtualLocation = online
    ? { "@type": "VirtualLocation", name: event.location, url }
    : { "@type": "Place", name: event.location, address: address(event.city, event.province) };
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.description,
    url,
    image: `${siteUrl}${OG_IMAGES.event}`,
    startDate: amsterdamIso(event.date),
    ...(event.end_date ? { endDate: amsterdamIso(event.end_date) } : {}),
    eventAttendanceMode: online
      ? "https://schema.org/OnlineEventAttendanceMode"
      : "https://schema.org/OfflineEventAttendanceMode",
    eventStatus: event.cancelled_at ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled",
    location,
    organizer: { "@type": "Organization", name: event.organizer_name },
    ...(event.max_participants ? { maximumAttendeeCapacity: event.max_participants } : {}),
    inLanguage: "nl",
  };
}

function areaServed(initiative: InitiativeDetail): AdministrativeArea | City | Country {
  if (initiative.scope === "nationaal") return NETHERLANDS;
  if (initiative.scope === "provinciaal" && initiative.province) {
    return { "@type": "AdministrativeArea", name: provinceLabels[initiative.province] };
  }
  if (initiative.scope === "gemeentelijk" && initiative.municipality) {
    return { "@type": "AdministrativeArea", name: `Gemeente ${initiative.municipality}` };
  }
  const place = initiative.city ?? initiative.municipality;
  if (place) return { "@type": "City", name: place };
  return initiative.province ? { "@type": "AdministrativeArea", name: provinceLabels[initiative.province] } : NETHERLANDS;
}

/** The `Organization` of an initiative page, without the members-only contact data. */
export function initiativeJsonLd(
  initiative: InitiativeDetail,
  { siteUrl }: StructuredDataContext,
): WithContext<Organization> {
  const locality = initiative.city ?? initiative.municipality;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: initiative.name,
    description: initiative.description,
    url: `${siteUrl}/initiatief/${initiative.id}`,
    image: `${siteUrl}${OG_IMAGES.initiative}`,
    ...(locality || initiative.province ? { address: address(locality, initiative.province) } : {}),
    areaServed: areaServed(initiative),
    ...(initiative.established ? { foundingDate: String(initiative.established) } : {}),
  };
}

/**
 * The `JobPosting` of a vacancy page: VOLUNTEER (INTERN for internships), hired by the initiative;
 * work at home or online is TELECOMMUTE from the Netherlands, other work is at its place.
 */
export function vacancyJsonLd(vacancy: VacancyDetail, { siteUrl }: StructuredDataContext): WithContext<JobPosting> {
  const place = vacancy.is_remote ? null : vacancy.place_label;
  const province = vacancy.initiative.province ?? null;
  const description = [vacancy.description, vacancy.requirements ? `Wat we vragen: ${vacancy.requirements}` : null]
    .filter(Boolean)
    .join("\n\n");
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: vacancy.title,
    description,
    url: `${siteUrl}/vacature/${vacancy.id}`,
    image: `${siteUrl}${OG_IMAGES.vacancy}`,
    datePosted: amsterdamIso(vacancy.created_at),
    employmentType: vacancy.category === "stage" ? "INTERN" : "VOLUNTEER",
    hiringOrganization: {
      "@type": "Organization",
      name: vacancy.initiative.name,
      url: `${siteUrl}/initiatief/${vacancy.initiative.id}`,
    },
    ...(vacancy.is_remote
      ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "Nederland" } }
      : { jobLocation: { "@type": "Place", address: address(place, province) } }),
    ...(vacancy.hours_label ? { workHours: vacancy.hours_label } : {}),
    directApply: false,
  };
}

// Re-exported so the page component that writes the block does not pull the builders into the client.
export { serializeJsonLd } from "~/lib/json-ld-serialize";
