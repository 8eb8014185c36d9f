/**
 * Shapes of the hand-written demo content (data only). The seeder (`../seed.server.ts`) turns
 * these into rows: it derives deterministic ids from the `key`s, makes dates relative to "now"
 * and fills event organizer fields from the owning initiative where the content leaves them out.
 *
 * All contact data uses reserved example domains (example.org / .com / .net) and obviously
 * fictional phone numbers; no real person's data.
 */
import type {
  EventType,
  Formality,
  InformalType,
  LegalForm,
  Province,
  Scope,
  Theme,
  VacancyCategory,
} from "../../../lib/enums";

/** A demo initiative. */
export interface DemoInitiative {
  /** Stable slug, unique among initiatives; the row id is derived from it. */
  key: string;
  name: string;
  formality: Formality;
  /** Set only when formality is "formeel". */
  formal_type?: LegalForm;
  /** Set only when formality is "informeel". */
  informal_type?: InformalType;
  theme: Theme;
  scope: Scope;
  /** Null only for scope "nationaal". */
  province: Province | null;
  /** A place in `municipality`; required for the scopes plaats, wijk and straat. */
  city: string | null;
  /** CBS municipality name exactly as in municipalities.json. */
  municipality: string | null;
  /** One or two sentences. */
  description: string;
  /** Two or three paragraphs; joined with a blank line ("\n\n"). */
  long_description: string[];
  contact_email: string;
  contact_phone: string | null;
  website: string | null;
  /** Founding year (1950 to the current year). */
  established: number;
  member_count: number | null;
  volunteer_count: number | null;
  /** How many days before "now" the row was created (0 to about 730). */
  created_days_ago: number;
}

/** A demo event of a demo initiative. */
export interface DemoEvent {
  /** Stable slug, unique among events; the row id is derived from it. */
  key: string;
  /** `key` of the owning {@link DemoInitiative}. */
  initiative: string;
  title: string;
  description: string;
  long_description?: string;
  type: EventType;
  /** Omitted: the initiative's theme. Null: no theme. */
  theme?: Theme | null;
  /** Omitted: the initiative's province (required for events of national initiatives). */
  province?: Province;
  /**
   * Start day relative to "now" in days (negative = in the past). When `calendar` is set, the
   * event is moved to the nearest day that fits it (see `demoEventDay` in seed.server.ts).
   */
  day: number;
  /** Where in the week or year the event's own text places it ("elke vrijdag", "Kerstmarkt"). */
  calendar?: DemoCalendar;
  /** Local start time in Europe/Amsterdam, "HH:MM". */
  time: string;
  /** Duration in hours; when set, end_date = start + hours (may span days). */
  hours?: number;
  city: string;
  /** Venue and street address, e.g. "Buurthuis De Pijp, Van Ostadestraat 123". */
  location: string;
  /** Omitted: the initiative's name / contact e-mail / phone / website. Null: none. */
  organizer_name?: string;
  organizer_email?: string;
  organizer_phone?: string | null;
  website?: string | null;
  registration_required?: boolean;
  max_participants?: number;
  external_participants?: number;
}

/**
 * The days an event may fall on so that its text reads right. Both parts must hold.
 * - `weekday`: 0 = Sunday … 6 = Saturday (as `Date.getDay()`), in Europe/Amsterdam;
 * - `between`: a period of the year, "MM-DD" to "MM-DD" inclusive; may run over New Year
 *   (["11-15", "02-28"] is winter).
 */
export interface DemoCalendar {
  weekday?: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  between?: readonly [string, string];
}

/** A demo vacancy of a demo initiative. */
export interface DemoVacancy {
  /** Stable slug, unique among vacancies; the row id is derived from it. */
  key: string;
  /** `key` of the owning {@link DemoInitiative}. */
  initiative: string;
  title: string;
  description: string;
  /** Free text, e.g. "Vrijwilligerswerk", "Bestuursfunctie", "Stage". */
  type: string;
  category: VacancyCategory;
  requirements: string | null;
  /** Hours per week, 0.5 to 20 in steps of 0.5; null: not said. */
  hours_per_week: number | null;
  /** Beside or instead of the hours, e.g. "in overleg"; omitted: none. */
  hours_note?: string;
  /** Free text, e.g. "Minimaal 6 maanden". */
  duration: string | null;
  /** Omitted: the initiative's contact e-mail / phone. */
  contact_email?: string;
  contact_phone?: string | null;
  is_active: boolean;
  /** How many days before "now" the row was created. */
  created_days_ago: number;
  /** What the vacancy asks (app/modules/matching/vocabulary.ts); omitted: not said. */
  availability?: string[];
  commitment?: "eenmalig" | "kort" | "lang";
  skills?: string[];
  suitable_for?: ("jongeren" | "nieuwkomers" | "rolstoeltoegankelijk")[];
  vog_required?: boolean;
  /** "Reageren kan tot": this many days after "now" (Amsterdam day). */
  closes_in_days?: number;
  /** "Vervuld" this many days before "now". */
  filled_days_ago?: number;
}
