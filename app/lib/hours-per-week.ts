/**
 * Hours per week a vacancy asks (docs/product-rules.md#vacancy-form): a number, plus an optional
 * short note. One rule for the database check, the form, the API and the labels; browser-safe.
 */

/** 0.5 to 20 in steps of 0.5 (Dutch volunteer centres use 20 as the ceiling). */
export const HOURS_PER_WEEK = { min: 0.5, max: 20, step: 0.5 } as const;

/** Characters of the note beside the hours ("in overleg"), counted after trimming. */
export const HOURS_NOTE_MAX = 100;

// A single number with a decimal comma or point, optionally followed by "uur"/"uren" and "per week".
// The migration that turned the old free text into a number reads the same forms.
const HOURS_TEXT = /^(\d{1,3}(?:[.,]\d+)?)(?:\s*(?:uur|uren)(?:\s+per\s+week)?)?$/i;

/**
 * The number in a typed amount of hours: "4", "4,5", "4.5", "4 uur", "4 uur per week" (any case,
 * surrounding spaces ignored). Ranges ("2-4") and other text give null. The range is not checked:
 * see {@link isAllowedHoursPerWeek}.
 * @returns the hours, or null when the text is not a single number
 */
export function parseHoursPerWeek(text: string): number | null {
  const match = HOURS_TEXT.exec(text.trim());
  return match?.[1] ? Number(match[1].replace(",", ".")) : null;
}

/** Whether `hours` lies within {@link HOURS_PER_WEEK} and is a whole number of steps (so 2.5, not 2.3). */
export function isAllowedHoursPerWeek(hours: number): boolean {
  return Number.isFinite(hours) && hours >= HOURS_PER_WEEK.min && hours <= HOURS_PER_WEEK.max && Number.isInteger(hours / HOURS_PER_WEEK.step);
}

/** Hours with a Dutch decimal comma and no trailing zero: 2.5 → "2,5", 4 → "4". No `Intl`: it runs while a page hydrates. */
export function formatHours(hours: number): string {
  return String(hours).replace(".", ",");
}

/**
 * How a vacancy's hours read on cards, its page and in structured data: "4 uur per week",
 * "2,5 uur per week, in overleg", or the note alone ("2-4 uur, wisselend").
 * @param hours hours per week, or null when not given
 * @param note the note beside them, or null
 * @returns the line, or null when neither is given
 */
export function hoursPerWeekLabel(hours: number | null, note: string | null): string | null {
  const amount = hours === null ? null : `${formatHours(hours)} uur per week`;
  const text = note?.trim() || null;
  if (amount && text) return `${amount}, ${text}`;
  return amount ?? text;
}
