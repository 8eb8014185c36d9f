/**
 * "Bedoelde je …?" (docs/product-rules.md#lists-and-filters): for a search without results, the
 * public item name or municipality name most like the term, by trigram similarity.
 */
import { sql } from "drizzle-orm";
import { eventsPublic, initiativesPublic, municipalities, vacanciesPublic } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { foldAccents } from "~/lib/search.server";
import { rowsOf } from "~/lib/sql.server";
import { upcomingPublicEvent } from "~/modules/events/timing.server";

export type SearchList = "initiatives" | "events" | "vacancies";

/** Below this trigram similarity (0–1) a name is not offered; pg_trgm's own default for `%`. */
export const SUGGESTION_MIN_SIMILARITY = 0.3;

function namesOf(list: SearchList, now: Date) {
  if (list === "initiatives") return sql`select ${initiativesPublic.name} as label from ${initiativesPublic}`;
  if (list === "events") {
    return sql`select ${eventsPublic.title} as label from ${eventsPublic} where ${upcomingPublicEvent(now)}`;
  }
  return sql`select ${vacanciesPublic.title} as label from ${vacanciesPublic}`;
}

/**
 * The name to offer instead of `term`: the most similar public item name of `list` (for events, of
 * those not over at `now`) or municipality name, compared without accents and case.
 * @param term the search term that found nothing (at most a list's search length)
 * @returns that name, or null when none reaches {@link SUGGESTION_MIN_SIMILARITY} or the closest is the term itself
 */
export async function suggestSearch(list: SearchList, term: string, now = new Date()): Promise<string | null> {
  const folded = foldAccents(term.replaceAll('"', " ").trim());
  if (folded.length < 3) return null;
  const db = await getDb();
  const names = namesOf(list, now);
  // `%` lets the trigram index on the name pick the candidates; the score compares without accents.
  const result = await db.execute(sql`
    select label from (
      select label, similarity(lower(public.immutable_unaccent(label)), ${folded}) as score
      from (${names}) items where label % ${folded}
      union all
      select ${municipalities.name}, similarity(lower(public.immutable_unaccent(${municipalities.name})), ${folded})
      from ${municipalities}
    ) candidates
    where score >= ${SUGGESTION_MIN_SIMILARITY}
    order by score desc, label
    limit 1`);
  const best = rowsOf<{ label: string }>(result)[0]?.label ?? null;
  return best === null || foldAccents(best) === folded ? null : best;
}
