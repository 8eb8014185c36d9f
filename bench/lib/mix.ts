/**
 * The realistic mix of the benchmark (docs/decisions/053-benchmark.md): a request
 * generator for autocannon that picks every request at random, with a fixed seed:
 * - 65 % detail pages of events and initiatives, Zipf-distributed (s = 1) over all seeded public
 *   ids (a few pages are very popular, most are rarely asked: the long tail of a page cache);
 * - 20 % filtered list pages with one or two filters from values that occur in the data (thema,
 *   provincie, type, gemeente, a period of the events list, categorie of vacancies);
 * - 5 % searches with a word from a small Dutch list;
 * - 10 % member pages (/favorieten, /mijn-items, /mijn-aanmeldingen) with the session cookie of
 *   one of a few signed-in members.
 * Pure: the caller gives the data, the cookies and the random source.
 */
import { seededRandom, zipfSampler } from "./stats";

/** Shares of the mix (sum 1). */
export const MIX_SHARES = { detail: 0.65, filtered: 0.2, search: 0.05, member: 0.1 } as const;

/** Zipf exponent of the detail pages. */
export const ZIPF_EXPONENT = 1;

/** Search words (what visitors of a civic platform type). */
export const SEARCH_WORDS = [
  "buurt", "tuin", "energie", "repair", "koffie", "natuur", "jongeren", "ouderen", "taal", "sport",
  "muziek", "zwerfafval", "voedsel", "fiets", "wijk",
] as const;

export const MEMBER_PATHS = ["/favorieten", "/mijn-items", "/mijn-aanmeldingen"] as const;

/** Ids and filter values read from the seeded database. */
export interface MixData {
  /** Public initiatives. */
  initiativeIds: string[];
  /** Events of public initiatives. */
  eventIds: string[];
  themes: string[];
  provinces: string[];
  eventTypes: string[];
  /** CBS municipality names that occur on initiatives. */
  municipalities: string[];
  vacancyCategories: string[];
}

export type MixKind = keyof typeof MIX_SHARES;

export interface MixRequest {
  path: string;
  headers?: Record<string, string>;
  kind: MixKind;
}

/** The calendar day `offset` days after `today`, YYYY-MM-DD (UTC). */
function dayAfter(today: Date, offset: number): string {
  return new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A generator of mix requests.
 * @param data ids and filter values (at least one initiative or event id)
 * @param cookies Cookie header values of signed-in members (at least one)
 * @param options.seed seed of the random source (default 1); options.random replaces it
 * @param options.today the day periods start from (default now)
 * @throws RangeError when there are no ids or no cookies
 */
export function mixGenerator(
  data: MixData,
  cookies: readonly string[],
  { seed = 1, random = seededRandom(seed), today = new Date() }: { seed?: number; random?: () => number; today?: Date } = {},
): () => MixRequest {
  if (cookies.length === 0) throw new RangeError("mixGenerator: at least one member cookie is needed");
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  // Popularity must not follow the id order (nor put every initiative above every event): shuffle once.
  const details = [...data.initiativeIds.map((id) => `/initiatief/${id}`), ...data.eventIds.map((id) => `/event/${id}`)];
  for (let i = details.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [details[i], details[j]] = [details[j]!, details[i]!];
  }
  const rank = zipfSampler(details.length, ZIPF_EXPONENT, random);
  const filters: Record<string, (() => [string, string][])[]> = {
    "/initiatieven": [
      () => [["thema", pick(data.themes)]],
      () => [["provincie", pick(data.provinces)]],
      () => [["gemeente", pick(data.municipalities)]],
    ],
    "/events": [
      () => [["type", pick(data.eventTypes)]],
      () => [["thema", pick(data.themes)]],
      () => [["provincie", pick(data.provinces)]],
      () => [["gemeente", pick(data.municipalities)]],
      () => {
        const start = Math.floor(random() * 60);
        return [["van", dayAfter(today, start)], ["tot", dayAfter(today, start + pick([7, 14, 30]))]];
      },
    ],
    "/vacatures": [() => [["categorie", pick(data.vacancyCategories)]], () => [["gemeente", pick(data.municipalities)]]],
  };
  const lists = Object.keys(filters);
  const cut = {
    detail: MIX_SHARES.detail,
    filtered: MIX_SHARES.detail + MIX_SHARES.filtered,
    search: MIX_SHARES.detail + MIX_SHARES.filtered + MIX_SHARES.search,
  };
  return () => {
    const roll = random();
    if (roll < cut.detail) return { kind: "detail", path: details[rank()]! };
    if (roll < cut.filtered) {
      const list = pick(lists);
      const choices = [...filters[list]!];
      const params = new URLSearchParams();
      const count = random() < 0.5 ? 1 : 2;
      for (let i = 0; i < count && choices.length; i++) {
        const [choice] = choices.splice(Math.floor(random() * choices.length), 1);
        for (const [name, value] of choice!()) params.set(name, value);
      }
      return { kind: "filtered", path: `${list}?${params}` };
    }
    if (roll < cut.search) return { kind: "search", path: `${pick(lists)}?${new URLSearchParams({ zoek: pick(SEARCH_WORDS) })}` };
    return { kind: "member", path: pick(MEMBER_PATHS), headers: { cookie: pick(cookies) } };
  };
}
