/** How a vacancy's free-text type and hours are shown beside its category (browser-safe). */
import { type VacancyCategory, vacancyCategoryLabels } from "~/lib/enums";
import { sameLabel } from "~/lib/format";

/** Types that only restate a category; beside it they would read "Vrijwilliger · Vrijwilligerswerk". */
const restatements: Record<VacancyCategory, readonly string[]> = {
  vrijwilliger: ["vrijwilliger", "vrijwilligers", "vrijwilligster", "vrijwilligerswerk", "vrijwilligersfunctie", "vrijwilligersvacature"],
  bestuurslid: ["bestuurslid", "bestuursleden", "bestuur", "bestuursfunctie", "bestuursrol", "bestuurswerk"],
  stage: ["stage", "stages", "stagiair", "stagiaire", "stageplek", "stageplaats", "stagiair(e)"],
};

/** The free-text type when it says more than the category (e.g. "Penningmeester"), else null. */
export function vacancyTypeNote(type: string, category: VacancyCategory): string | null {
  const text = type.trim();
  if (!text) return null;
  const same = [vacancyCategoryLabels[category], ...restatements[category]].some((word) => sameLabel(text, word));
  return same ? null : text;
}

const NUMERIC_HOURS = /^\d+(?:[.,]\d+)?(?:\s*[-–]\s*\d+(?:[.,]\d+)?)?$/;

/** "4", "2-4" or "4 uur" → "… uur per week"; text that already mentions the week is kept. */
export function hoursPerWeekLabel(hours: string): string {
  const text = hours.trim();
  if (NUMERIC_HOURS.test(text)) return `${text} uur per week`;
  if (/week/i.test(text)) return text;
  return `${text} per week`;
}

export interface VacancyLabels {
  category_label: string;
  /** The type when it says more than the category ({@link vacancyTypeNote}), else null. */
  type_note: string | null;
  /** {@link hoursPerWeekLabel}, or null without hours. */
  hours_label: string | null;
  /** Where the work is: "Thuis of online", its own place, else its initiative's; null when none is known. */
  place_label: string | null;
}

/** How a vacancy's place reads on cards and its page. */
export const REMOTE_LABEL = "Thuis of online";

/** Adds the display labels on the server, so these rules never ship to the browser. */
export function withVacancyLabels<Row extends { type: string; category: VacancyCategory; hours_per_week: string | null; is_remote: boolean; place: string | null }>(
  row: Row,
): Row & VacancyLabels {
  return {
    ...row,
    category_label: vacancyCategoryLabels[row.category],
    type_note: vacancyTypeNote(row.type, row.category),
    hours_label: row.hours_per_week ? hoursPerWeekLabel(row.hours_per_week) : null,
    place_label: row.is_remote ? REMOTE_LABEL : row.place,
  };
}
