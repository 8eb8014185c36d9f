/**
 * Valid form posts, as a browser sends them (every value a string, empty optional fields as ""),
 * for the integration tests, the fuzz properties and the load and chaos scripts (bench/). One set
 * of fixtures, so a change to the event, initiative or vacancy form is made here once. Each
 * function returns a fresh object; `overrides` replaces or adds fields.
 *
 * Plain data without path aliases: the scripts under bench/ import it with Node's type stripping.
 */

/** A valid initiative form: an informal neighbourhood group in Amsterdam, province left empty. */
export function validInitiativeForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: "Buurtmoestuin De Linde",
    formality: "informeel",
    informal_type: "buurtgroep",
    theme: "voedsel",
    description: "Samen groenten kweken in de wijk.",
    long_description: "Elke zaterdag werken we samen in de tuin. Iedereen is welkom.",
    scope: "wijk",
    province: "",
    municipality: "Amsterdam",
    city: "Amsterdam",
    contact_email: "tuin@voorbeeld.example.org",
    contact_phone: "020 123 4567",
    website: "https://moestuin.example.org",
    established: "2018",
    member_count: "12",
    volunteer_count: "",
    ...overrides,
  };
}

/**
 * A valid event form under initiative `initiativeId`: a workshop in Utrecht on a summer evening
 * (local time, as the datetime-local field posts it), optional fields empty.
 */
export function validEventForm(initiativeId: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    initiative_id: initiativeId,
    title: "Zaadjesruilmiddag",
    type: "workshop",
    description: "Neem je zaden mee en ruil ze met buren.",
    date: "2030-07-15T19:30",
    end_date: "",
    location: "Buurthuis De Linde, Lindenlaan 1",
    city: "Utrecht",
    province: "",
    theme: "",
    long_description: "",
    organizer_name: "Fatima de Vries",
    organizer_email: "fatima@voorbeeld.example.org",
    organizer_phone: "",
    website: "",
    max_participants: "",
    ...overrides,
  };
}

/** A valid vacancy form under initiative `initiativeId`: a volunteer for a community garden. */
export function validVacancyForm(initiativeId: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    initiative_id: initiativeId,
    title: "Vrijwilliger moestuin",
    category: "vrijwilliger",
    type: "Vrijwilligerswerk",
    description: "Help mee in onze buurtmoestuin: zaaien, wieden en oogsten.",
    requirements: "",
    hours_per_week: "2,5",
    hours_note: "in overleg",
    duration: "",
    contact_email: "tuin@voorbeeld.example.org",
    contact_phone: "",
    ...overrides,
  };
}

/**
 * Valid values of an event as the event form's schema hands them to `updateEvent` (parsed: a Date,
 * nulls for empty optional fields), for tests that call the module directly.
 */
export function validEventValues() {
  return {
    title: "Overgenomen",
    type: "actie" as const,
    description: "x",
    long_description: null,
    theme: null,
    province: null,
    date: new Date("2026-07-15T17:30:00Z"),
    end_date: null,
    location: "x",
    city: "x",
    postcode: null,
    organizer_name: "x",
    organizer_email: "x@voorbeeld.example.org",
    organizer_phone: null,
    website: null,
    registration_required: false,
    max_participants: null,
  };
}
