/** Display formatting for server and browser: nl-NL dates in Europe/Amsterdam, the member band. */

export const TIME_ZONE = "Europe/Amsterdam";

/** Makes the value on first use, so a page without dates creates no formatters while loading. */
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

/** A Date or an ISO 8601 string (loader data arrives serialised). */
export type DateInput = Date | string;

const toDate = (value: DateInput) => (typeof value === "string" ? new Date(value) : value);

export function formatDate(value: DateInput): string {
  return dateFormat().format(toDate(value));
}

export function formatDateTime(value: DateInput): string {
  return dateTimeFormat().format(toDate(value));
}

export function formatTime(value: DateInput): string {
  return timeFormat().format(toDate(value));
}

/** Today's calendar day in Amsterdam as "YYYY-MM-DD", the form dates are stored in. */
export function amsterdamToday(now: Date = new Date()): string {
  return dayKeyFormat().format(now);
}

/** A stored calendar day ("2026-12-12") as "12 december 2026". */
export function formatDay(day: string): string {
  // Noon UTC is the same calendar day in Amsterdam in every season.
  return formatDate(new Date(`${day}T12:00:00Z`));
}

/** Start and optional end in one line; the end shows only its time on the same Amsterdam day. */
export function formatDateRange(start: DateInput, end?: DateInput | null): string {
  if (!end) return formatDateTime(start);
  const sameDay = dayKeyFormat().format(toDate(start)) === dayKeyFormat().format(toDate(end));
  return `${formatDateTime(start)} – ${sameDay ? formatTime(end) : formatDateTime(end)}`;
}

/** The member-count band: missing or ≤ 10 → "1-10", then "10-50", "50-100", "100-500", "500+". */
export function memberBand(count: number | null | undefined): string {
  if (count == null || count <= 10) return "1-10";
  if (count <= 50) return "10-50";
  if (count <= 100) return "50-100";
  if (count <= 500) return "100-500";
  return "500+";
}

export function memberBandLabel(count: number | null | undefined): string {
  return `${memberBand(count)} leden`;
}

/** "1.234" as `toLocaleString("nl-NL")`: the first `Intl` use is a long task while hydrating (ADR 054). */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return count.toLocaleString("nl-NL");
  return String(count).replace(/\B(?=(\d{3})+$)/g, ".");
}

/** `singular` for exactly 1, else `plural` (also "0 vacatures"): the one plural rule of the app. */
export function plural(count: number, singular: string, plural: string): string {
  return count === 1 ? singular : plural;
}

export function pluralize(count: number, singular: string, pluralForm: string): string {
  return `${formatCount(count)} ${plural(count, singular, pluralForm)}`;
}

export function formatList(parts: readonly string[]): string {
  return listFormat().format(parts);
}

export function sameLabel(a: string, b: string): boolean {
  if (a === b) return true;
  // Dutch has no case mappings of its own, so toLowerCase equals the nl-NL one and is cheaper.
  const normal = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();
  return normal(a) === normal(b);
}

/** A distance for a card, rounded to whole km: "4 km", "< 1 km"; null for an item without a point. */
export function formatDistance(km: number | null | undefined): string | null {
  if (km == null) return null;
  return km < 0.5 ? "< 1 km" : `${formatCount(Math.round(km))} km`;
}
