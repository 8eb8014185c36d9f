/**
 * schema.org JSON-LD for the detail pages (docs/decisions/008-seo-structured-data.md), typed with `schema-dts`:
 * - `Event` for /event/{id}: name, description, start and end, location (a Place with the
 *   address, or a VirtualLocation when the location says "online"), organizer (an Organization
 *   with the organizer's name only), attendance mode, status, url and image;
 * - `Organization` for /initiatief/{id}: name, description, url, locality and the area served;
 * - `JobPosting` with employmentType VOLUNTEER (or INTERN for internships) for /vacature/{id}
 *   (why JobPosting: docs/decisions/008-seo-structured-data.md).
 *
 * Contact data never enters these objects: the builders read only the public columns (the
 * `contact` field of the detail types is ignored on purpose, also for a signed-in viewer, whose
 * page is cached and shared like anyone's). Pure functions, browser-safe.
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
import { hoursPerWeekLabel } from "~/modules/vacancies/labels";
import type { VacancyDetail } from "~/modules/vacancies/types";
import { provinceLabels, type Province } from "~/lib/enums";
import { TIME_ZONE } from "~/lib/format";
import { OG_IMAGES } from "~/lib/meta";

/** A Date, or its ISO string after loader serialisation. */
type DateInput = Date | string;

/** Absolute URLs the builders need: the site address without a trailing slash. */
export interface StructuredDataContext {
  siteUrl: string;
}

/** ISO 8601 with the Amsterdam offset, e.g. "2026-05-01T19:30:00+02:00" (SPEC.md §9). */
export function amsterdamIso(value: DateInput): string {
  return formatISO(new TZDate(new Date(value).getTime(), TIME_ZONE));
}

/** The Netherlands as a country (areaServed of national initiatives, addressCountry). */
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

/**
 * The `Event` of an event detail page.
 * @param event the loader's event (public columns; `contact` is never read)
 * @returns a JSON-LD object with @context; location is a VirtualLocation (url: the event page)
 *   for an online event, else a Place named after the location text with the city as locality
 */
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
    eventStatus: "https://schema.org/EventScheduled",
    location,
    organizer: { "@type": "Organization", name: event.organizer_name },
    ...(event.max_participants ? { maximumAttendeeCapacity: event.max_participants } : {}),
    inLanguage: "nl",
  };
}

/** Where an initiative works, from its scope (SPEC.md §3 "scope"). */
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

/**
 * The `Organization` of an initiative detail page: no e-mail, telephone or website (those are
 * members-only contact data, SPEC.md §6).
 * @param initiative the loader's initiative (public columns; `contact` is never read)
 */
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
 * The `JobPosting` of a vacancy detail page. Volunteer work and board seats are
 * employmentType VOLUNTEER, internships INTERN; the hiring organization is the initiative
 * (name and its page on this site, never its contact data); the job location is the
 * initiative's place and province (country NL alone when it has neither).
 * @param vacancy the loader's vacancy (public columns; `contact` is never read)
 */
export function vacancyJsonLd(vacancy: VacancyDetail, { siteUrl }: StructuredDataContext): WithContext<JobPosting> {
  const place = vacancy.initiative.city ?? null;
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
    jobLocation: { "@type": "Place", address: address(place, province) },
    ...(vacancy.hours_per_week ? { workHours: hoursPerWeekLabel(vacancy.hours_per_week) } : {}),
    directApply: false,
  };
}

// Kept in its own module so the page component that writes the block does not pull in the
// builders above (and their time zone library) on the client (docs/decisions/010-performance.md).
export { serializeJsonLd } from "~/lib/json-ld-serialize";
