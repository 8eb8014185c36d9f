/** The answers to "Heeft dit contact tot een match geleid?" and who is asked. Browser-safe. */

/** Who answers: the volunteer who responded, or the organizer of the vacancy. */
export type MatchParty = "volunteer" | "organizer";

/** The answers as URL and database values with their labels, in the order they are offered. */
export const MATCH_ANSWERS = [
  ["ja", "Ja"],
  ["nee", "Nee"],
  ["nog-niet", "Nog niet"],
] as const;

export type MatchAnswer = (typeof MATCH_ANSWERS)[number][0];

/** `value` when it is an answer, else null. */
export function parseMatchAnswer(value: unknown): MatchAnswer | null {
  return MATCH_ANSWERS.some(([answer]) => answer === value) ? (value as MatchAnswer) : null;
}

/** The label of an answer ("Nog niet"). */
export function matchAnswerLabel(answer: MatchAnswer): string {
  return MATCH_ANSWERS.find(([value]) => value === answer)?.[1] ?? answer;
}
