/** The loader shared by the public lists (/initiatieven, /events, /vacatures). */
import { listFilterNotices } from "~/lib/list-params";
import { getViewer } from "~/lib/session.server";
import { MUNICIPALITY_NAMES_TEXT } from "~/modules/municipalities/municipalities";
import { listViewerFavoriteKeys } from "./queries.server";

/**
 * A list page's loader: parses the URL's filters with `parse`, reads one page with `list` and, for a
 * member, which of its items are favourites (one query for the page's ids).
 * @returns the filters, the page (`list`'s result), `favoriteKeys` (empty for a visitor), `isMember`,
 * the municipality names of the filter and the notices about filters that were dropped
 */
export function listPageLoader<
  Filters extends Parameters<typeof listFilterNotices>[1],
  Page extends { items: readonly { id: string }[] },
>(parse: (params: URLSearchParams) => Filters, list: (args: { filters: Filters }) => Promise<Page>) {
  return async ({ request }: { request: Request }) => {
    const params = new URL(request.url).searchParams;
    const filters = parse(params);
    const [result, viewer] = await Promise.all([list({ filters }), getViewer(request)]);
    const favoriteKeys = await listViewerFavoriteKeys({ viewer, itemIds: result.items.map((item) => item.id) });
    return {
      filters,
      ...result,
      favoriteKeys,
      isMember: viewer !== null,
      municipalityNamesText: MUNICIPALITY_NAMES_TEXT,
      filterNotices: listFilterNotices(params, filters),
    };
  };
}
