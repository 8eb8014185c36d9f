/** How a vacancy's free-text type, hours and what it asks are shown on cards and its page (browser-safe). */
import { type VacancyCategory, vacancyCategoryLabels } from "~/lib/enums";
import { amsterdamToday, formatDay, sameLabel } from "~/lib/format";
import { hoursPerWeekLabel } from "~/lib/hours-per-week";
import { availabilitySummary, COMMITMENTS, labelOf, SKILLS, SUITABLE_FOR } from "~/modules/matching/vocabulary";

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

export interface VacancyLabels {
  category_label: string;
  /** The type when it says more than the category ({@link vacancyTypeNote}), else null. */
  type_note: string | null;
  /** "4 uur per week", "2,5 uur per week, in overleg" or the note alone; null without hours or note. */
  hours_label: string | null;
  /** Where the work is: "Thuis of online", its own place, else its initiative's; null when none is known. */
  place_label: string | null;
  /** "Korte tijd (tot 3 maanden)", or null when not said. */
  commitment_label: string | null;
  /** "dinsdagavond, zaterdagochtend" or "Flexibel"; null when not said. */
  availability_label: string | null;
  skill_labels: string[];
  /** Whom it suits, without "Thuis of online" (that is its place). */
  suitable_labels: string[];
  /** "Reageren kan tot 12 december 2026", "Reageren kon tot …" after that day; null without a closing date. */
  closes_label: string | null;
  /** "Vervuld": marked filled by its organizer. */
  filled: boolean;
  /** Filled, or its closing day has passed: nobody can respond any more. */
  responses_closed: boolean;
  /** What a card lists under the description, one short line each: when, commitment, skills, whom it suits, VOG, the closing day. */
  ask_lines: string[];
}

/** The columns {@link withVacancyLabels} reads besides type, category, hours and place. */
export interface VacancyAskColumns {
  availability: string[];
  commitment: string | null;
  skills: string[];
  suitable_for: string[];
  /** A certificate of conduct (VOG) is required. */
  vog_required: boolean;
  /** "Reageren kan tot": the last Amsterdam calendar day, "YYYY-MM-DD"; null for none. */
  closes_on: string | null;
  /** When its organizer marked it filled ("Vervuld"), or null. */
  filled_at: Date | null;
}

/** Whether responding has ended: filled, or after the closing day (Amsterdam). */
export function responsesClosed(row: Pick<VacancyAskColumns, "closes_on" | "filled_at">, today: string = amsterdamToday()): boolean {
  return row.filled_at !== null || (row.closes_on !== null && row.closes_on < today);
}

/** How a vacancy's place reads on cards and its page. */
export const REMOTE_LABEL = "Thuis of online";

/** Adds the display labels on the server, so these rules never ship to the browser. */
export function withVacancyLabels<
  Row extends { type: string; category: VacancyCategory; hours_per_week: number | null; hours_note: string | null; is_remote: boolean; place: string | null } & VacancyAskColumns,
>(row: Row): Row & VacancyLabels {
  const today = amsterdamToday();
  const closed = row.closes_on !== null && row.closes_on < today;
  const skillLabels = row.skills.map((skill) => labelOf(SKILLS, skill));
  const suitableLabels = row.suitable_for.map((slug) => labelOf(SUITABLE_FOR, slug));
  const commitmentLabel = row.commitment ? labelOf(COMMITMENTS, row.commitment) : null;
  const closesLabel = row.closes_on ? `${closed ? "Reageren kon tot" : "Reageren kan tot"} ${formatDay(row.closes_on)}` : null;
  const availabilityLabel = availabilitySummary(row.availability);
  const askLines = [
    availabilityLabel ? `Wanneer: ${availabilityLabel}` : null,
    commitmentLabel,
    skillLabels.length > 0 ? `Vaardigheden: ${skillLabels.join(", ")}` : null,
    suitableLabels.length > 0 ? `Geschikt voor: ${suitableLabels.join(", ")}` : null,
    row.vog_required ? "VOG nodig" : null,
    row.filled_at !== null ? null : closesLabel,
  ].filter((line): line is string => line !== null);
  return {
    ...row,
    category_label: vacancyCategoryLabels[row.category],
    type_note: vacancyTypeNote(row.type, row.category),
    hours_label: hoursPerWeekLabel(row.hours_per_week, row.hours_note),
    place_label: row.is_remote ? REMOTE_LABEL : row.place,
    commitment_label: commitmentLabel,
    availability_label: availabilityLabel,
    skill_labels: skillLabels,
    suitable_labels: suitableLabels,
    closes_label: closesLabel,
    filled: row.filled_at !== null,
    responses_closed: responsesClosed(row, today),
    ask_lines: askLines,
  };
}
