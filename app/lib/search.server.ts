/**
 * Text search of the public lists and the API (docs/product-rules.md#lists-and-filters,
 * docs/decisions/058-dutch-text-search.md): a row matches when its Dutch, accent-blind vector matches
 * `websearch_to_tsquery` of the term, or when every word of the term occurs in its accent-free name,
 * description, place and municipality. Everyday municipality names ("Den Bosch") also search as their
 * CBS name. Both branches are served by GIN indexes; typos are answered by "Bedoelde je …?".
 */
import { type AnyColumn, desc, not, or, and, sql, type SQL } from "drizzle-orm";
import { SEARCH_CONFIG } from "~/db/schema/search";
import { MUNICIPALITY_COMMON_NAMES } from "./municipality-names";
import { containsPattern } from "./sql.server";

/** What a list searches: its stored vector and its stored accent-free text (both GIN-indexed). */
export interface SearchColumns {
  vector: AnyColumn;
  text: AnyColumn;
}

/** Words shorter than this have no trigram to look up; the full-text branch still sees them. */
const MIN_WORD_LENGTH = 3;
/** At most this many words and phrases go into the trigram branch. */
const MAX_TERMS = 8;

/** A term's parts for the trigram branch: words and quoted phrases to find, and those to exclude (`-word`). */
export interface SearchTerms {
  include: { text: string; phrase: boolean }[];
  exclude: string[];
}

/** Lower case without diacritics ("Café" → "cafe"), as `public.immutable_unaccent` sees text. */
export function foldAccents(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Trims punctuation off both ends of a word, keeping inner marks ("'s-Hertogenbosch," → "s-hertogenbosch"). */
function bare(word: string): string {
  return word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
}

/**
 * Splits a term as `websearch_to_tsquery` reads it: `"…"` a phrase, a leading `-` excludes, `or` is
 * an operator. Accents are folded; parts shorter than three characters are dropped.
 * @returns at most eight parts to include, and the parts to exclude
 */
export function searchTerms(term: string): SearchTerms {
  const include: SearchTerms["include"] = [];
  const exclude: string[] = [];
  for (const match of foldAccents(term).matchAll(/(-?)"([^"]*)"?|(-?)([^\s"]+)/g)) {
    const negated = (match[1] ?? match[3]) === "-";
    const phrase = match[2] !== undefined;
    const text = phrase ? (match[2] ?? "").trim().replace(/\s+/g, " ") : bare(match[4] ?? "");
    if (text.length < MIN_WORD_LENGTH || (!phrase && text === "or")) continue;
    if (negated) exclude.push(text);
    else if (include.length < MAX_TERMS) include.push({ text, phrase });
  }
  return { include, exclude };
}

/** The term with each everyday municipality name replaced by its CBS name, or null when it has none. */
export function withCbsNames(term: string): string | null {
  let replaced = term;
  for (const [common, cbs] of Object.entries(MUNICIPALITY_COMMON_NAMES)) {
    const words = common.split(" ").map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    replaced = replaced.replace(new RegExp(`(?<![\\p{L}\\p{N}])${words.join("\\s+")}(?![\\p{L}\\p{N}])`, "giu"), cbs);
  }
  return replaced === term ? null : replaced;
}

function trigramBranch(term: string, text: AnyColumn): SQL | undefined {
  const { include, exclude } = searchTerms(term);
  if (include.length === 0) return undefined;
  const found = include.map(({ text: part }) => sql`${text} ilike ${containsPattern(part)}`);
  const excluded = exclude.map((part) => not(sql`${text} ilike ${containsPattern(part)}`));
  return and(...found, ...excluded);
}

/**
 * The condition and the relevance of a text search over one list.
 * @param term the user's search term (already trimmed and capped, e.g. by `parseSearch`)
 * @returns `where`, true for matching rows; `rank`, higher for better matches (`ts_rank_cd`: a name
 *   match above a place match above a description match; rows only the trigram branch found rank 0)
 */
export function textSearch(term: string, columns: SearchColumns): { where: SQL; rank: SQL<number> } {
  const terms = [term, withCbsNames(term)].filter((t): t is string => t !== null);
  const config = sql.raw(`'${SEARCH_CONFIG}'::regconfig`);
  const query = sql.join(
    terms.map((t) => sql`websearch_to_tsquery(${config}, ${t})`),
    sql` || `,
  );
  const branches = [sql`${columns.vector} @@ (${query})`, ...terms.map((t) => trigramBranch(t, columns.text))];
  return {
    where: sql`(${or(...branches)})`,
    rank: sql<number>`ts_rank_cd(${columns.vector}, ${query})`,
  };
}

/**
 * Above this many matches a search keeps the list's own order: ranking must read every match, while
 * the own order walks an index and stops after one page; so many matches mean a very common word.
 */
export const RANK_AT_MOST = 500;

/**
 * `orderBy` terms that put the best matches first while searching; none without a term, or when
 * `total` (the search's match count) exceeds {@link RANK_AT_MOST}.
 */
export function relevanceFirst(term: string | null, columns: SearchColumns, total: number): SQL[] {
  return term && total <= RANK_AT_MOST ? [desc(textSearch(term, columns).rank)] : [];
}
