/** The loader shared by the public lists (/initiatieven, /events, /vacatures). */
import { listFilterNotices, type NearFilter } from "~/lib/list-params";
import { getViewer } from "~/lib/session.server";
import { getHomePostcode } from "~/modules/accounts/profile.server";
import { MUNICIPALITY_NAMES_TEXT } from "~/modules/municipalities/municipalities";
import { resolveNear } from "~/modules/municipalities/places.server";
import { listViewerFavoriteKeys } from "./queries.server";

/**
 * A list page's loader: parses the URL's filters with `parse`, resolves `bij` (`bij=mij` with the
 * member's home postcode), reads one page with `list` and, for a member, which of its items are
 * favourites (one query for the page's ids).
 * @returns the filters, the page (`list`'s result), `favoriteKeys` (empty for a visitor), `isMember`,
 * `hasHomePostcode` (whether "In de buurt van mij" can work), the municipality names of the filter and
 * the notices about filters that were dropped
 */
export function listPageLoader<
  Filters extends Parameters<typeof listFilterNotices>[1] & { near: NearFilter | null },
  Page extends { items: readonly { id: string }[] },
>(parse: (params: URLSearchParams) => Filters, list: (args: { filters: Filters }) => Promise<Page>) {
  return async ({ request }: { request: Request }) => {
    const params = new URL(request.url).searchParams;
    const viewer = await getViewer(request);
    const homePostcode = viewer ? getHomePostcode({ userId: viewer.id }) : Promise.resolve(null);
    const filters = await resolveNear(parse(params), viewer ? { homePostcode: () => homePostcode } : {});
    const result = await list({ filters });
    const favoriteKeys = await listViewerFavoriteKeys({ viewer, itemIds: result.items.map((item) => item.id) });
    return {
      filters,
      ...result,
      favoriteKeys,
      isMember: viewer !== null,
      hasHomePostcode: (await homePostcode) !== null,
      municipalityNamesText: MUNICIPALITY_NAMES_TEXT,
      filterNotices: listFilterNotices(params, filters),
    };
  };
}
