/** Reads of a member's favourites (docs/product-rules.md#favourites), through the public views so hidden items are not listed. */
import { and, desc, eq, sql } from "drizzle-orm";
import { eventsPublic, favorites, initiativesPublic, vacanciesPublic } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { preparedFor } from "~/lib/prepared.server";
import type { Viewer } from "~/lib/viewer";
import { publicCardColumns as eventCardColumns, toEventCard } from "~/modules/events/queries.server";
import { publicCardColumns as initiativeCardColumns, toInitiativeCard } from "~/modules/initiatives/queries.server";
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
 * The `"<item_type>:<item_id>"` keys of `userId`'s favourites (all, or only among `itemIds`), for marking hearts.
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

const favoriteKeysAmong = preparedFor((db) =>
  db
    .select({ item_type: f.item_type, item_id: f.item_id })
    .from(f)
    .where(and(eq(f.user_id, sql.placeholder("userId")), sql`${f.item_id} = any(${sql.placeholder("itemIds")}::uuid[])`))
    .prepare("favorite_keys_of_member_among_items"),
);

/** {@link listFavoriteKeys} for the viewer among `itemIds`; an empty list (no query) for a visitor. */
export async function listViewerFavoriteKeys({
  viewer,
  itemIds,
}: {
  viewer: Viewer;
  itemIds: readonly string[];
}): Promise<string[]> {
  return viewer ? listFavoriteKeys({ userId: viewer.id, itemIds }) : [];
}

export interface FavoriteCounts {
  all: number;
  initiatives: number;
  events: number;
  vacancies: number;
}

export interface FavoriteLists {
  initiatives: InitiativeCardData[];
  events: EventCardItem[];
  vacancies: VacancyCardData[];
  counts: FavoriteCounts;
}

/**
 * `userId`'s public favourites as cards per type, newest favourite first, at most {@link FAVORITES_LIMIT} each, with counts.
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
    initiatives: initiatives.map(toInitiativeCard),
    events: events.map((row) => toEventCard(row, now)),
    vacancies: vacancies.map(toVacancyCard),
    counts: {
      all: initiatives.length + events.length + vacancies.length,
      initiatives: initiatives.length,
      events: events.length,
      vacancies: vacancies.length,
    },
  };
}

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
