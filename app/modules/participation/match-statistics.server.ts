/**
 * Responses to vacancies and the matches they led to, counted per month and municipality
 * (docs/product-rules.md#match-question): for /beheer and the open-data API. Counts only, never
 * who. A response counts as a match when either party answered "Ja".
 */
import { sql } from "drizzle-orm";
import { getDb } from "~/lib/db.server";
import { rowsOf } from "~/lib/sql.server";
import { TIME_ZONE } from "~/lib/format";

/** One month in one municipality. */
export interface MatchCount {
  /** Amsterdam calendar month of the responses, "YYYY-MM". */
  month: string;
  /** CBS name of the vacancy's municipality; null for a vacancy without one (national, at home or online). */
  municipality: string | null;
  responses: number;
  matches: number;
}

/**
 * The counts of the `months` most recent Amsterdam months up to `now` (the current one included),
 * newest month first, then by municipality (those without one last). Months and municipalities
 * without responses are absent.
 * @throws Error when the database fails
 */
export async function matchCounts({ months, now = new Date() }: { months: number; now?: Date }): Promise<MatchCount[]> {
  const db = await getDb();
  const zone = sql.raw(`'${TIME_ZONE}'`);
  const result = await db.execute(sql`
    select to_char(r.created_at at time zone ${zone}, 'YYYY-MM') as month, v.municipality,
      count(*)::int as responses,
      count(*) filter (where exists (select 1 from match_questions q where q.response_id = r.id and q.answer = 'ja'))::int as matches
    from vacancy_responses r join vacancies v on v.id = r.vacancy_id
    where r.created_at >= (date_trunc('month', ${now}::timestamptz at time zone ${zone}) - make_interval(months => ${months - 1}::int)) at time zone ${zone}
    group by 1, 2
    order by 1 desc, 2 asc nulls last`);
  return rowsOf<MatchCount>(result).map((row) => ({ ...row, responses: Number(row.responses), matches: Number(row.matches) }));
}

/** The counts summed per month, newest first. */
export function perMonth(counts: readonly MatchCount[]): { month: string; responses: number; matches: number }[] {
  const months = new Map<string, { month: string; responses: number; matches: number }>();
  for (const row of counts) {
    const total = months.get(row.month) ?? { month: row.month, responses: 0, matches: 0 };
    total.responses += row.responses;
    total.matches += row.matches;
    months.set(row.month, total);
  }
  return [...months.values()];
}

/** The counts summed per municipality, most responses first (ties by name; none last). */
export function perMunicipality(counts: readonly MatchCount[]): { municipality: string | null; responses: number; matches: number }[] {
  const places = new Map<string | null, { municipality: string | null; responses: number; matches: number }>();
  for (const row of counts) {
    const total = places.get(row.municipality) ?? { municipality: row.municipality, responses: 0, matches: 0 };
    total.responses += row.responses;
    total.matches += row.matches;
    places.set(row.municipality, total);
  }
  return [...places.values()].sort(
    (a, b) => b.responses - a.responses || (a.municipality === null ? 1 : b.municipality === null ? -1 : a.municipality.localeCompare(b.municipality, "nl")),
  );
}
