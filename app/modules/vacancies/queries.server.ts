/**
 * Reads of vacancies ("Doe Mee"). Visitors read the `vacancies_public` view (no contact columns)
 * joined with `initiatives_public`; members get the contact columns too
 * (docs/product-rules.md#contact-visibility).
 */
import { and, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { initiatives, initiativesPublic, vacancies, vacanciesPublic, pictureOf } from "~/db/schema";
import { withImage } from "~/modules/images/pictures";
import { vacancyCategoriesForFilter } from "~/lib/enums";
import { cachedCount } from "~/lib/count-cache.server";
import { getDb } from "~/lib/db.server";
import { preparedFor } from "~/lib/prepared.server";
import { type NearPaged, PAGE_SIZE, pageCount } from "~/lib/list-params";
import { nearPage, nearQuery } from "~/lib/geo.server";
import { type KeysetPosition, keysetAfter, keysetKey, ownOrderKey } from "~/lib/sql.server";
import { relevanceFirst, type SearchColumns, textSearch } from "~/lib/search.server";
import type { Viewer } from "~/lib/viewer";
import type { VacancyFilters } from "./filters";
import { belongsToMunicipality } from "~/modules/municipalities/conditions.server";
import { municipalityPathOf } from "~/modules/municipalities/paths.server";
import { canEditVacancy } from "./permissions";
import { vacancyVisibleTo } from "./permissions.server";
import { unpublishedState } from "~/lib/review-state";
import type { VacancyCardData, VacancyContact, VacancyDetail } from "./types";
import { withVacancyLabels } from "./labels";
import { amsterdamToday } from "~/lib/format";
import { FLEXIBLE } from "~/modules/matching/vocabulary";

/** A card row as loaders hand it on: its picture, its display labels and its municipality page (none for work at home or online). */
export function toVacancyCard<Row extends Parameters<typeof withImage>[0] & Parameters<typeof withVacancyLabels>[0] & { municipality: string | null }>(row: Row) {
  return { ...withVacancyLabels(withImage(row)), municipality_path: municipalityPathOf(row.is_remote ? null : row.municipality) };
}

const v = vacanciesPublic;
/** What a text search looks at (docs/decisions/058-dutch-text-search.md). */
const searchColumns: SearchColumns = { vector: v.search_vector, text: v.search_text };
const i = initiativesPublic;

/** Most vacancies listed on one initiative's page. */
export const INITIATIVE_VACANCY_LIMIT = 50;

function cardColumnsOf(t: typeof v | typeof vacancies, it: typeof i | typeof initiatives) {
  return {
    id: t.id,
    title: t.title,
    description: t.description,
    type: t.type,
    category: t.category,
    hours_per_week: t.hours_per_week,
    hours_note: t.hours_note,
    duration: t.duration,
    availability: t.availability,
    commitment: t.commitment,
    skills: t.skills,
    suitable_for: t.suitable_for,
    vog_required: t.vog_required,
    closes_on: t.closes_on,
    filled_at: t.filled_at,
    is_remote: t.is_remote,
    municipality: t.municipality,
    lat: t.lat,
    lon: t.lon,
    /** Its own place, else its initiative's. */
    place: sql<string | null>`coalesce(${t.city}, ${it.city}, ${it.municipality})`,
    created_at: t.created_at,
    initiative: { id: it.id, name: it.name },
    picture: t === vacancies ? pictureOf(vacancies.image_id) : v.picture,
  };
}

/** The card columns from the public views, for every query that shows cards; map rows with `withImage`. */
export const publicCardColumns = cardColumnsOf(v, i);

/**
 * Listed: no closing day, or it is not past (Amsterdam). Today is a parameter, so cached counts keyed
 * by the query's text and parameters change at midnight too.
 */
export function notClosed(closesOn: typeof v.closes_on | typeof vacancies.closes_on, today: string = amsterdamToday()): SQL {
  return sql`(${closesOn} is null or ${closesOn} >= ${today}::date)`;
}

const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;

/** The matching filters: a flexible vacancy matches every day-part; several skills match any of them. */
function askConditions(f: VacancyFilters): (SQL | undefined)[] {
  return [
    f.availability ? sql`${v.availability} && ${textArray([f.availability, FLEXIBLE])}` : undefined,
    f.commitment ? eq(v.commitment, f.commitment) : undefined,
    f.skills?.length ? sql`${v.skills} && ${textArray(f.skills)}` : undefined,
    f.suitableFor === "thuis-of-online" ? eq(v.is_remote, true) : f.suitableFor ? sql`${v.suitable_for} @> ${textArray([f.suitableFor])}` : undefined,
    f.withoutVog ? eq(v.vog_required, false) : undefined,
  ];
}

/** The list's WHERE clause; with a resolved `bij` those within the radius and those without a point. */
function filterConditions(f: VacancyFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    notClosed(v.closes_on),
    nearQuery(f.near, f.sort, v.lat, v.lon).where,
    f.search ? textSearch(f.search, searchColumns).where : undefined,
    f.category ? inArray(v.category, vacancyCategoriesForFilter(f.category)) : undefined,
    f.municipality ? belongsToMunicipality(v.municipality, f.municipality) : undefined,
    ...askConditions(f),
  ];
  return and(...conditions);
}

/**
 * One page of public vacancies matching the filters, newest first, with the total count; a page
 * beyond the end is clamped to the last page. With a resolved `bij` the nearby ones come first (by
 * distance for `sorteer=afstand`), then those without a point, each with `distance_km`.
 */
export async function listVacancies({ filters }: { filters: VacancyFilters }): Promise<NearPaged<VacancyCardData>> {
  const db = await getDb();
  const near = nearQuery(filters.near, filters.sort, v.lat, v.lon);
  const { items, total, nationalTotal, page } = await nearPage({
    where: filterConditions({ ...filters, near: null }),
    near,
    page: filters.page,
    pageSize: PAGE_SIZE,
    // The view already limits vacancies to active initiatives, so counting it alone matches the join.
    count: (where) => cachedCount(db, db.select({ total: count() }).from(v).where(where)),
    rows: ({ where, limit, offset, nearby, matches }) => {
      const order = [
        ...(nearby ? near.order : []),
        ...relevanceFirst(filters.search, searchColumns, matches),
        desc(ownOrderKey(v.created_at, { nearby, matches })),
        v.id,
      ];
      // The page's ids first, then the cards of only those, as the events list does.
      const pageIds = db.select({ id: v.id }).from(v).where(where).orderBy(...order).limit(limit).offset(offset);
      return db
        .select({ ...publicCardColumns, distance_km: near.distance })
        .from(v)
        .innerJoin(i, eq(i.id, v.initiative_id))
        .where(inArray(v.id, pageIds))
        .orderBy(...order);
    },
  });
  return { items: items.map(toVacancyCard), total, nationalTotal, page, pageCount: pageCount(total) };
}

/**
 * Number of active public vacancies (the home counter).
 * @param options.version a data version read shared with the page's other counts (`startDataVersionRead`)
 */
export async function countActiveVacancies({ version }: { version?: Promise<string> } = {}): Promise<number> {
  const db = await getDb();
  return cachedCount(db, db.select({ n: count() }).from(v).where(notClosed(v.closes_on)), version);
}

/**
 * The active vacancies of one initiative, newest first, at most {@link INITIATIVE_VACANCY_LIMIT};
 * empty when the initiative is unknown or not public.
 * @param options.unpublished read from the table instead: only for an initiative that is not public,
 *   seen by its owner or a moderator (`getInitiative` decided that)
 */
export async function listActiveVacanciesForInitiative({
  initiativeId,
  unpublished = false,
}: {
  initiativeId: string;
  unpublished?: boolean;
}): Promise<VacancyCardData[]> {
  const db = await getDb();
  if (unpublished) {
    const rows = await db
      .select(cardColumnsOf(vacancies, initiatives))
      .from(vacancies)
      .innerJoin(initiatives, eq(initiatives.id, vacancies.initiative_id))
      .where(and(eq(vacancies.initiative_id, initiativeId), eq(vacancies.is_active, true), notClosed(vacancies.closes_on)))
      .orderBy(desc(vacancies.created_at), vacancies.id)
      .limit(INITIATIVE_VACANCY_LIMIT);
    return rows.map(toVacancyCard);
  }
  const rows = await publicVacanciesOfInitiative(db).execute({ initiativeId, today: amsterdamToday() });
  return rows.map(toVacancyCard);
}

const publicVacanciesOfInitiative = preparedFor((db) =>
  db
    .select(publicCardColumns)
    .from(v)
    .innerJoin(i, eq(i.id, v.initiative_id))
    .where(and(eq(v.initiative_id, sql.placeholder("initiativeId")), sql`(${v.closes_on} is null or ${v.closes_on} >= ${sql.placeholder("today")}::date)`))
    .orderBy(desc(v.created_at), v.id)
    .limit(INITIATIVE_VACANCY_LIMIT)
    .prepare("public_vacancies_of_initiative"),
);

const publicVacancyById = preparedFor((db) =>
  db
    .select({
      ...publicCardColumns,
      initiative: { id: i.id, name: i.name, city: i.city, province: i.province },
      requirements: v.requirements,
      initiative_id: v.initiative_id,
      is_active: v.is_active,
      created_by: v.created_by,
      initiative_created_by: i.created_by,
    })
    .from(v)
    .innerJoin(i, eq(i.id, v.initiative_id))
    .where(eq(v.id, sql.placeholder("id")))
    .limit(1)
    .prepare("public_vacancy_by_id"),
);

/**
 * One vacancy by id with its initiative: a public one for everybody, one that is not public only
 * for its owners and moderators (`isPublic` false, `unpublished` saying why); null otherwise. The
 * contact columns are read only for a signed-in viewer; creators' ids are not returned.
 * @param id a UUID (callers check the format first)
 */
export async function getVacancy({ id, viewer }: { id: string; viewer: Viewer }): Promise<VacancyDetail | null> {
  const db = await getDb();
  const [publicRow] = await publicVacancyById(db).execute({ id });
  const [ownRow] =
    publicRow || viewer === null
      ? []
      : await db
          .select({
            id: vacancies.id,
            title: vacancies.title,
            description: vacancies.description,
            type: vacancies.type,
            category: vacancies.category,
            hours_per_week: vacancies.hours_per_week,
            hours_note: vacancies.hours_note,
            duration: vacancies.duration,
            availability: vacancies.availability,
            commitment: vacancies.commitment,
            skills: vacancies.skills,
            suitable_for: vacancies.suitable_for,
            vog_required: vacancies.vog_required,
            closes_on: vacancies.closes_on,
            filled_at: vacancies.filled_at,
            is_remote: vacancies.is_remote,
            municipality: vacancies.municipality,
            lat: vacancies.lat,
            lon: vacancies.lon,
            place: sql<string | null>`coalesce(${vacancies.city}, ${initiatives.city}, ${initiatives.municipality})`,
            created_at: vacancies.created_at,
            picture: pictureOf(vacancies.image_id),
            initiative: { id: initiatives.id, name: initiatives.name, city: initiatives.city, province: initiatives.province },
            requirements: vacancies.requirements,
            initiative_id: vacancies.initiative_id,
            is_active: vacancies.is_active,
            created_by: vacancies.created_by,
            initiative_created_by: initiatives.created_by,
            status: vacancies.status,
            status_reason: vacancies.status_reason,
          })
          .from(vacancies)
          .innerJoin(initiatives, eq(initiatives.id, vacancies.initiative_id))
          .where(and(eq(vacancies.id, id), vacancyVisibleTo(viewer)))
          .limit(1);
  let row: Omit<VacancyDetail, "contact">;
  if (ownRow) {
    const { created_by, initiative_created_by, status, status_reason, ...vacancy } = toVacancyCard(ownRow);
    const canEdit = canEditVacancy(viewer, { created_by, initiative_created_by });
    row = { ...vacancy, isPublic: false, canEdit, unpublished: unpublishedState({ status, status_reason }, canEdit) };
  } else if (publicRow) {
    const { created_by, initiative_created_by, ...vacancy } = toVacancyCard(publicRow);
    row = { ...vacancy, isPublic: true, canEdit: canEditVacancy(viewer, { created_by, initiative_created_by }), unpublished: null };
  } else {
    return null;
  }
  let contact: VacancyContact | null = null;
  if (viewer) {
    const [c] = await db
      .select({ contact_email: vacancies.contact_email, contact_phone: vacancies.contact_phone })
      .from(vacancies)
      .where(eq(vacancies.id, id))
      .limit(1);
    contact = c ?? null;
  }
  return { ...row, contact };
}

/** The `limit` newest public vacancies matching the filters, for the Atom feed; `filters.page` is ignored. */
export async function listNewestVacancies({ filters, limit }: { filters: VacancyFilters; limit: number }): Promise<VacancyCardData[]> {
  const db = await getDb();
  const rows = await db
    .select(publicCardColumns)
    .from(v)
    .innerJoin(i, eq(i.id, v.initiative_id))
    .where(filterConditions(filters))
    .orderBy(desc(v.created_at), v.id)
    .limit(limit);
  return rows.map(withVacancyLabels);
}

/**
 * The list's WHERE clause for `filters`, over the columns of the public view: saved-search alerts run
 * it over the vacancies that became public since their last check.
 */
export const vacancyListConditions: (filters: VacancyFilters) => SQL | undefined = filterConditions;

/** The cards of the public vacancies `ids` (alerts), in no particular order; an id no longer public is left out. */
export async function listVacancyCardsByIds(ids: readonly string[]): Promise<VacancyCardData[]> {
  if (ids.length === 0) return [];
  const db = await getDb();
  const rows = await db.select(publicCardColumns).from(v).innerJoin(i, eq(i.id, v.initiative_id)).where(inArray(v.id, [...ids]));
  return rows.map(withVacancyLabels);
}

/** A public vacancy as a keyset walk returns it: the card plus its requirements. */
export interface PublicVacancyRow extends VacancyCardData {
  requirements: string | null;
  /** Where the walk continues after this row (`after` of the next call). */
  position: KeysetPosition;
}

/**
 * A keyset walk through the public vacancies matching the list filters, in the list's order: the
 * rows after `after`, at most `limit`; rows added meanwhile never shift the rows still to come.
 * `filters.page` is ignored.
 * @param after the position of the last row already returned, or null to start
 * @param limit rows wanted (1–100; the caller validates)
 */
export async function listVacanciesAfter({
  filters,
  after,
  limit,
}: {
  filters: VacancyFilters;
  after: KeysetPosition | null;
  limit: number;
}): Promise<{ items: PublicVacancyRow[]; hasMore: boolean }> {
  const db = await getDb();
  const rows = await db
    .select({ ...publicCardColumns, requirements: v.requirements, distance_km: nearQuery(filters.near, null, v.lat, v.lon).distance, key: keysetKey(v.created_at) })
    .from(v)
    .innerJoin(i, eq(i.id, v.initiative_id))
    .where(and(filterConditions(filters), after ? keysetAfter(v.created_at, v.id, "desc", after) : undefined))
    .orderBy(desc(v.created_at), v.id)
    .limit(limit + 1);
  const items = rows.slice(0, limit).map(({ key, ...row }) => ({ ...withVacancyLabels(row), position: { key, id: row.id } }));
  return { items, hasMore: rows.length > limit };
}

/** A vacancy as a point on a map: no point (lat/lon null) for work at home or online or a national one. */
export interface VacancyPointRow {
  id: string;
  title: string;
  /** Its own place, else its initiative's. */
  place: string | null;
  is_remote: boolean;
  lat: number | null;
  lon: number | null;
}

/**
 * The public vacancies matching the list filters as points, in the list's order, at most `limit`,
 * with the number of all matching vacancies (docs/open-data.md). `filters.page` is ignored.
 * @param limit the most rows returned; `total` may be larger
 */
export async function listVacancyPoints({
  filters,
  limit,
}: {
  filters: VacancyFilters;
  limit: number;
}): Promise<{ items: VacancyPointRow[]; total: number }> {
  const db = await getDb();
  const where = filterConditions(filters);
  const { place, is_remote, lat, lon } = publicCardColumns;
  const [total, items] = await Promise.all([
    cachedCount(db, db.select({ total: count() }).from(v).where(where)),
    db
      .select({ id: v.id, title: v.title, place, is_remote, lat, lon })
      .from(v)
      .innerJoin(i, eq(i.id, v.initiative_id))
      .where(where)
      .orderBy(desc(v.created_at), v.id)
      .limit(limit),
  ]);
  return { items, total };
}
