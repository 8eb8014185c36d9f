/** The loader shared by the public lists (/initiatieven, /events, /vacatures). */
import type { FilterField } from "~/components/list/filter-form";
import { nearFields, resultCountText } from "~/components/list/near.server";
import { type ListSort, listFilterNotices, type NearFilter } from "~/lib/list-params";
import { getViewer, pageUrl } from "~/lib/session.server";
import { getHomePostcode } from "~/modules/accounts/profile.server";
import { MUNICIPALITY_NAMES_TEXT } from "~/modules/municipalities/municipalities";
import { saveSearchControl } from "~/modules/notifications/saved-searches";
import { resolveNear } from "~/modules/municipalities/places.server";
import { type SearchList, suggestSearch } from "~/modules/search/suggestions.server";
import { listViewerFavoriteKeys } from "./queries.server";

/**
 * A list page's loader: parses the URL's filters with `parse`, resolves `bij` (`bij=mij` with the
 * member's home postcode), reads one page with `list` and, for a member, which of its items are
 * favourites (one query for the page's ids). A search of `searchList` that found nothing also gets a
 * "Bedoelde je …?" term.
 * @param texts the list's count noun (`counted(12)` is "12 initiatieven"), its own order's name and
 *   its filter fields around the near fields, built here so the enumerations' labels stay on the
 *   server (the municipality field's 342 names are filled in by the page from `municipalityNamesText`)
 * @returns the filters, the page (`list`'s result), `favoriteKeys` (empty for a visitor), `isMember`,
 * the municipality names of the filter, the filter fields (`fields`), the count line (`countText`),
 * the notices about filters that were dropped, `searchSuggestion` (a term, or null) and `saveSearch`
 * ("Bewaar deze zoekopdracht")
 */
export function listPageLoader<
  Filters extends Parameters<typeof listFilterNotices>[1] & { near: NearFilter | null; sort: ListSort; search: string | null },
  Page extends { items: readonly { id: string }[]; total: number; nationalTotal: number | null },
>(
  parse: (params: URLSearchParams) => Filters,
  list: (args: { filters: Filters }) => Promise<Page>,
  searchList: SearchList,
  texts: { counted: (count: number) => string; defaultOrder: string; fields: (filters: Filters, near: FilterField[]) => FilterField[] },
) {
  return async ({ request }: { request: Request }) => {
    const url = pageUrl(request);
    const params = url.searchParams;
    const viewer = await getViewer(request);
    const homePostcode = viewer ? getHomePostcode({ userId: viewer.id }) : Promise.resolve(null);
    const filters = await resolveNear(parse(params), viewer ? { homePostcode: () => homePostcode } : {});
    const result = await list({ filters });
    const [favoriteKeys, searchSuggestion] = await Promise.all([
      listViewerFavoriteKeys({ viewer, itemIds: result.items.map((item) => item.id) }),
      filters.search && result.items.length === 0 ? suggestSearch(searchList, filters.search) : null,
    ]);
    return {
      filters,
      ...result,
      favoriteKeys,
      isMember: viewer !== null,
      fields: texts.fields(
        filters,
        nearFields({ near: filters.near, sort: filters.sort, defaultOrder: texts.defaultOrder, hasHomePostcode: (await homePostcode) !== null, search: url.search }),
      ),
      countText: resultCountText(result.total, texts.counted, filters.near, result.nationalTotal),
      municipalityNamesText: MUNICIPALITY_NAMES_TEXT,
      filterNotices: listFilterNotices(params, filters),
      searchSuggestion,
      saveSearch: saveSearchControl(searchList, url, viewer !== null),
    };
  };
}
