/**
 * How a vacancy's free-text fields are shown beside its category (browser-safe, no dependencies):
 * the type only when it adds something to the category's label, the hours per week as a readable
 * line. The category labels themselves are `vacancyCategoryLabels` in ~/lib/enums.
 */
import { type VacancyCategory, vacancyCategoryLabels } from "~/lib/enums";
import { sameLabel } from "~/lib/format";

/**
 * Types that only restate a category (the form's suggestions among them, lower case): shown beside
 * the category they would read as "Vrijwilliger · Vrijwilligerswerk".
 */
const restatements: Record<VacancyCategory, readonly string[]> = {
  vrijwilliger: ["vrijwilliger", "vrijwilligers", "vrijwilligster", "vrijwilligerswerk", "vrijwilligersfunctie", "vrijwilligersvacature"],
  bestuurslid: ["bestuurslid", "bestuursleden", "bestuur", "bestuursfunctie", "bestuursrol", "bestuurswerk"],
  stage: ["stage", "stages", "stagiair", "stagiaire", "stageplek", "stageplaats", "stagiair(e)"],
};

/**
 * The vacancy's free-text type when it says more than its category, else null.
 * @param type the stored type, e.g. "Vrijwilligerswerk" (null for category vrijwilliger) or
 *   "Penningmeester" (kept for category bestuurslid)
 * @param category the stored category
 */
export function vacancyTypeNote(type: string, category: VacancyCategory): string | null {
  const text = type.trim();
  if (!text) return null;
  const same = [vacancyCategoryLabels[category], ...restatements[category]].some((word) => sameLabel(text, word));
  return same ? null : text;
}

const NUMERIC_HOURS = /^\d+(?:[.,]\d+)?(?:\s*[-–]\s*\d+(?:[.,]\d+)?)?$/;

/**
 * The free-text hours per week as a readable line: "4" and "2-4" become "4 uur per week" and
 * "2-4 uur per week", "4 uur" becomes "4 uur per week"; text that already mentions the week is
 * shown as entered.
 */
export function hoursPerWeekLabel(hours: string): string {
  const text = hours.trim();
  if (NUMERIC_HOURS.test(text)) return `${text} uur per week`;
  if (/week/i.test(text)) return text;
  return `${text} per week`;
}

/** What {@link withVacancyLabels} adds to a vacancy row: the lines its card and page show. */
export interface VacancyLabels {
  /** The type when it says more than the category ({@link vacancyTypeNote}), else null. */
  typeNote: string | null;
  /** The hours per week as a readable line ({@link hoursPerWeekLabel}), or null without hours. */
  hoursLabel: string | null;
}

/**
 * Adds the display labels to a vacancy row on the server, so the rules above never ship to the
 * browser with the cards.
 */
export function withVacancyLabels<Row extends { type: string; category: VacancyCategory; hours_per_week: string | null }>(
  row: Row,
): Row & VacancyLabels {
  return {
    ...row,
    typeNote: vacancyTypeNote(row.type, row.category),
    hoursLabel: row.hours_per_week ? hoursPerWeekLabel(row.hours_per_week) : null,
  };
}
