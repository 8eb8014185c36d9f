/**
 * Display formatting shared by server and browser: nl-NL dates in the Europe/Amsterdam time zone
 * (SPEC.md §9 "Dates shown in nl-NL long format, with time where relevant") and the member-count
 * band (SPEC.md §9).
 */

export const TIME_ZONE = "Europe/Amsterdam";

/**
 * `make()` on the first call, that same value after: the formatters below are made on first use,
 * so a page that shows no date does not create them while its modules are evaluated.
 */
function firstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const dateFormat = firstUse(() => new Intl.DateTimeFormat("nl-NL", { dateStyle: "long", timeZone: TIME_ZONE }));
const dateTimeFormat = firstUse(
  () =>
    new Intl.DateTimeFormat("nl-NL", {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: TIME_ZONE,
    }),
);
const timeFormat = firstUse(() => new Intl.DateTimeFormat("nl-NL", { hour: "2-digit", minute: "2-digit", timeZone: TIME_ZONE }));
const dayKeyFormat = firstUse(() => new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE }));
const listFormat = firstUse(() => new Intl.ListFormat("nl-NL", { style: "long", type: "conjunction" }));

/** Accepts a Date or an ISO 8601 string (loader data arrives serialised). */
export type DateInput = Date | string;

const toDate = (value: DateInput) => (typeof value === "string" ? new Date(value) : value);

/** "12 maart 2026" (nl-NL long date, Europe/Amsterdam). */
export function formatDate(value: DateInput): string {
  return dateFormat().format(toDate(value));
}

/** "donderdag 12 maart 2026 om 19:30" (nl-NL long date with time, Europe/Amsterdam). */
export function formatDateTime(value: DateInput): string {
  return dateTimeFormat().format(toDate(value));
}

/** "19:30" (Europe/Amsterdam). */
export function formatTime(value: DateInput): string {
  return timeFormat().format(toDate(value));
}

/**
 * A start and optional end as one readable line: the end shows only its time when it falls on
 * the same Amsterdam day ("… om 19:30 – 21:30"), else its full date and time.
 */
export function formatDateRange(start: DateInput, end?: DateInput | null): string {
  if (!end) return formatDateTime(start);
  const sameDay = dayKeyFormat().format(toDate(start)) === dayKeyFormat().format(toDate(end));
  return `${formatDateTime(start)} – ${sameDay ? formatTime(end) : formatDateTime(end)}`;
}

/**
 * The member-count band of SPEC.md §9: missing or ≤ 10 → "1-10"; ≤ 50 → "10-50"; ≤ 100 →
 * "50-100"; ≤ 500 → "100-500"; above → "500+".
 * @param count number of members, or null/undefined when unknown
 */
export function memberBand(count: number | null | undefined): string {
  if (count == null || count <= 10) return "1-10";
  if (count <= 50) return "10-50";
  if (count <= 100) return "50-100";
  if (count <= 500) return "100-500";
  return "500+";
}

/** The band label: "{band} leden", e.g. "1-10 leden" (SPEC.md §9). */
export function memberBandLabel(count: number | null | undefined): string {
  return `${memberBand(count)} leden`;
}

/**
 * A whole number as nl-NL writes it, with a point between thousands: "999", "1.234", "-12.345";
 * equal to `count.toLocaleString("nl-NL")` (a test compares them), which a non-integer still uses.
 * Written out because the first `Intl` use in a browser tab initialises its locale data in one
 * long task (70-90 ms at Lighthouse's 4× slower phone CPU, measured in Chromium), and a count was
 * the only `Intl` use on most public pages while they hydrate
 * (docs/decisions/044-no-intl-while-hydrating.md).
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return count.toLocaleString("nl-NL");
  return String(count).replace(/\B(?=(\d{3})+$)/g, ".");
}

/**
 * The Dutch singular or plural for `count`: `singular` for exactly 1, else `plural` (also for 0:
 * "0 vacatures"). The one plural rule of the app; {@link pluralize} adds the number.
 */
export function plural(count: number, singular: string, plural: string): string {
  return count === 1 ? singular : plural;
}

/** Dutch count with a singular or plural noun: "1 initiatief", "3 initiatieven". */
export function pluralize(count: number, singular: string, pluralForm: string): string {
  return `${formatCount(count)} ${plural(count, singular, pluralForm)}`;
}

/** A Dutch enumeration of `parts`: "a", "a en b", "a, b en c" (Intl.ListFormat, nl-NL); "" for none. */
export function formatList(parts: readonly string[]): string {
  return listFormat().format(parts);
}

/** Whether two visible labels say the same, ignoring case, runs of spaces and outer spaces. */
export function sameLabel(a: string, b: string): boolean {
  if (a === b) return true;
  // Dutch has no case mappings of its own, so toLowerCase equals toLocaleLowerCase("nl-NL") and
  // costs a fraction (it runs for every event card).
  const normal = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();
  return normal(a) === normal(b);
}
