/**
 * Reads of a member's favourites (SPEC.md §2 "Favourites", §3 "favorites", §7 "favorites: select
 * by user_id"). Favourites are shown through the public projections (`initiatives_public`,
 * `events_public`, `vacancies_public`), so a favourite of an item that is hidden (an initiative
 * under review, an inactive vacancy, an event of a hidden initiative) is not listed, and never
 * shows up as a broken card; favourites of deleted items are gone through the foreign keys.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { eventsPublic, favorites, initiativesPublic, vacanciesPublic } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { preparedFor } from "~/lib/prepared.server";
import type { Viewer } from "~/lib/viewer";
import { withDateLabels } from "~/modules/events/dates";
import { publicCardColumns as eventCardColumns } from "~/modules/events/queries.server";
import { withImage } from "~/modules/images/pictures";
import { publicCardColumns as initiativeCardColumns, withPictures } from "~/modules/initiatives/queries.server";
import { publicCardColumns as vacancyCardColumns, toVacancyCard } from "~/modules/vacancies/queries.server";
import type { EventCardItem } from "~/modules/events/types";
import type { InitiativeCardData } from "~/modules/initiatives/types";
import type { VacancyCardData } from "~/modules/vacancies/types";
import { favoriteKey } from "./shared";

/** Most favourites listed per item type on /favorieten. */
export const FAVORITES_LIMIT = 500;

const f = favorites;
const ip = initiativesPublic;
const ep = eventsPublic;
const vp = vacanciesPublic;

/**
 * The lookup keys (`"<item_type>:<item_id>"`, see `favoriteKey`) of member `userId`'s favourites,
 * for marking hearts on cards and detail pages. One query; with `itemIds` a prepared query (one
 * statement text whatever the number of ids: `item_id = any($2)`; docs/decisions/047-prepared-member-pages.md).
 * @param options.itemIds only these items (the ids shown on the page); all favourites when omitted
 * @returns the keys, in no particular order (an empty list for an empty `itemIds`)
 * @throws Error when the database fails
 */
export async function listFavoriteKeys({ userId, itemIds }: { userId: string; itemIds?: readonly string[] }): Promise<string[]> {
  if (itemIds && itemIds.length === 0) return [];
  const db = await getDb();
  const rows = itemIds
    ? await favoriteKeysAmong(db).execute({ userId, itemIds: [...new Set(itemIds)] })
    : await db.select({ item_type: f.item_type, item_id: f.item_id }).from(f).where(eq(f.user_id, userId));
  return rows.map((row) => favoriteKey(row.item_type, row.item_id));
}

/** Member `userId`'s favourites among the items `itemIds` (placeholders; `itemIds` a UUID array). */
const favoriteKeysAmong = preparedFor((db) =>
  db
    .select({ item_type: f.item_type, item_id: f.item_id })
    .from(f)
    .where(and(eq(f.user_id, sql.placeholder("userId")), sql`${f.item_id} = any(${sql.placeholder("itemIds")}::uuid[])`))
    .prepare("favorite_keys_of_member_among_items"),
);

/**
 * {@link listFavoriteKeys} for whoever is asking: the member's keys among `itemIds`, or an empty
 * list for a visitor (no query then).
 * @param options.viewer `{ id }` for a member, null for a visitor
 * @param options.itemIds the ids of the items on the page
 * @throws Error when the database fails
 */
export async function listViewerFavoriteKeys({
  viewer,
  itemIds,
}: {
  viewer: Viewer;
  itemIds: readonly string[];
}): Promise<string[]> {
  return viewer ? listFavoriteKeys({ userId: viewer.id, itemIds }) : [];
}

/** Number of favourites per tab of /favorieten. */
export interface FavoriteCounts {
  all: number;
  initiatives: number;
  events: number;
  vacancies: number;
}

/** A member's favourites as cards, per item type. */
export interface FavoriteLists {
  initiatives: InitiativeCardData[];
  /** With their date labels (app/modules/events/dates.ts). */
  events: EventCardItem[];
  vacancies: VacancyCardData[];
  counts: FavoriteCounts;
}

/**
 * Member `userId`'s favourites that are public, as card data (the card columns and pictures of
 * the initiatives, events and vacancies modules: public columns only, no contact data), each list
 * newest favourite first (ties by item id), at most {@link FAVORITES_LIMIT} per type. Three
 * queries, one per item type, each joined with its public projection. They are prepared queries
 * (docs/decisions/046-prepared-queries.md, 047-prepared-member-pages.md): a lookup by the
 * member's id through the (user_id, item_type, item_id) index, the same plan for every member.
 * @returns the cards and the counts per tab (`all` is the sum)
 * @throws Error when the database fails
 */
export async function listFavorites({ userId }: { userId: string }): Promise<FavoriteLists> {
  const db = await getDb();
  const [initiatives, events, vacancies] = await Promise.all([
    favoriteInitiativesOf(db).execute({ userId }),
    favoriteEventsOf(db).execute({ userId }),
    favoriteVacanciesOf(db).execute({ userId }),
  ]);
  const now = new Date();
  return {
    initiatives: initiatives.map(withPictures),
    events: events.map((row) => withDateLabels(withImage(row), now)),
    vacancies: vacancies.map(toVacancyCard),
    counts: {
      all: initiatives.length + events.length + vacancies.length,
      initiatives: initiatives.length,
      events: events.length,
      vacancies: vacancies.length,
    },
  };
}

/** A member's public favourite initiatives as cards (placeholder `userId`); see {@link listFavorites}. */
const favoriteInitiativesOf = preparedFor((db) =>
  db
    .select(initiativeCardColumns)
    .from(f)
    .innerJoin(ip, eq(ip.id, f.initiative_id))
    .where(and(eq(f.user_id, sql.placeholder("userId")), eq(f.item_type, "initiative")))
    .orderBy(desc(f.created_at), ip.id)
    .limit(FAVORITES_LIMIT)
    .prepare("favorite_initiatives_of_member"),
);

/** A member's public favourite events as cards, without date labels (placeholder `userId`). */
const favoriteEventsOf = preparedFor((db) =>
  db
    .select(eventCardColumns)
    .from(f)
    .innerJoin(ep, eq(ep.id, f.event_id))
    .innerJoin(ip, eq(ip.id, ep.initiative_id))
    .where(and(eq(f.user_id, sql.placeholder("userId")), eq(f.item_type, "event")))
    .orderBy(desc(f.created_at), ep.id)
    .limit(FAVORITES_LIMIT)
    .prepare("favorite_events_of_member"),
);

/** A member's public favourite vacancies as cards (placeholder `userId`). */
const favoriteVacanciesOf = preparedFor((db) =>
  db
    .select(vacancyCardColumns)
    .from(f)
    .innerJoin(vp, eq(vp.id, f.vacancy_id))
    .innerJoin(ip, eq(ip.id, vp.initiative_id))
    .where(and(eq(f.user_id, sql.placeholder("userId")), eq(f.item_type, "vacancy")))
    .orderBy(desc(f.created_at), vp.id)
    .limit(FAVORITES_LIMIT)
    .prepare("favorite_vacancies_of_member"),
);
