/**
 * Reads of initiatives. Visitors read `initiatives_public` (no contact columns, only "actief"); members get the contact columns too.
 */
import { and, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { initiatives, initiativesPublic, pictureOf } from "~/db/schema";
import { toItemPicture } from "~/modules/images/pictures";
import type { StoredPicture } from "~/modules/images/types";
import { cachedCount } from "~/lib/count-cache.server";
import { getDb } from "~/lib/db.server";
import { preparedFor } from "~/lib/prepared.server";
import { type NearPaged, PAGE_SIZE, pageCount } from "~/lib/list-params";
import { nearPage, nearQuery } from "~/lib/geo.server";
import { type KeysetPosition, keysetAfter, keysetKey, ownOrderKey } from "~/lib/sql.server";
import { relevanceFirst, type SearchColumns, textSearch } from "~/lib/search.server";
import type { Viewer } from "~/lib/viewer";
import type { InitiativeFilters } from "./filters";
import { initiativeInMunicipality } from "~/modules/municipalities/conditions.server";
import { withMunicipalityPath } from "~/modules/municipalities/paths.server";
import { canAddToInitiative, canEditInitiative } from "./permissions";
import { initiativeVisibleTo } from "./permissions.server";
import { unpublishedState } from "~/lib/review-state";
import { type InitiativeLabels, withInitiativeLabels } from "./labels";
import type { InitiativeCardData, InitiativeContact, InitiativeDetail } from "./types";

const v = initiativesPublic;
/** What a text search looks at (docs/decisions/058-dutch-text-search.md). */
const searchColumns: SearchColumns = { vector: v.search_vector, text: v.search_text };

function cardColumnsOf(t: typeof v | typeof initiatives) {
  return {
    id: t.id,
    name: t.name,
    formality: t.formality,
    formal_type: t.formal_type,
    informal_type: t.informal_type,
    theme: t.theme,
    scope: t.scope,
    province: t.province,
    city: t.city,
    municipality: t.municipality,
    lat: t.lat,
    lon: t.lon,
    description: t.description,
    member_count: t.member_count,
    volunteer_count: t.volunteer_count,
    established: t.established,
    created_at: t.created_at,
    logo_picture: t === v ? v.logo_picture : pictureOf(initiatives.logo_image_id),
    cover_picture: t === v ? v.cover_picture : pictureOf(initiatives.cover_image_id),
  };
}

/** Card columns from `initiatives_public`, for every query that shows cards; map rows with {@link toInitiativeCard}. */
export const publicCardColumns = cardColumnsOf(v);

/** A card row as loaders hand it on: its pictures, its display labels and its municipality page. */
export function toInitiativeCard<
  Row extends Parameters<typeof withInitiativeLabels>[0] & { logo_picture: StoredPicture | null; cover_picture: StoredPicture | null },
>({ logo_picture, cover_picture, ...row }: Row): Omit<Row, "logo_picture" | "cover_picture"> & Pick<InitiativeCardData, "logo" | "cover"> & InitiativeLabels & { municipality_path: string | null } {
  return { ...withMunicipalityPath(withInitiativeLabels(row)), logo: toItemPicture(logo_picture), cover: toItemPicture(cover_picture) };
}

/** The overview's WHERE clause; with a resolved `bij` those within the radius and the national ones. */
function filterConditions(f: InitiativeFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    nearQuery(f.near, f.sort, v.lat, v.lon).where,
    f.search ? textSearch(f.search, searchColumns).where : undefined,
    f.theme ? eq(v.theme, f.theme) : undefined,
    f.province ? eq(v.province, f.province) : undefined,
    f.scope ? eq(v.scope, f.scope) : undefined,
    f.formality ? eq(v.formality, f.formality) : undefined,
    f.kind && f.formality === "formeel" ? eq(v.formal_type, f.kind as never) : undefined,
    f.kind && f.formality === "informeel" ? eq(v.informal_type, f.kind as never) : undefined,
    f.municipality ? initiativeInMunicipality(v.municipality, f.municipality) : undefined,
  ];
  return and(...conditions);
}

/**
 * One page of public initiatives matching the filters, newest first. With a resolved `bij` the
 * nearby ones come first (by distance for `sorteer=afstand`), then the national ones, each with `distance_km`.
 */
export async function listInitiatives({ filters }: { filters: InitiativeFilters }): Promise<NearPaged<InitiativeCardData>> {
  const db = await getDb();
  const near = nearQuery(filters.near, filters.sort, v.lat, v.lon);
  const { items, total, nationalTotal, page } = await nearPage({
    where: filterConditions({ ...filters, near: null }),
    near,
    page: filters.page,
    pageSize: PAGE_SIZE,
    count: (where) => cachedCount(db, db.select({ total: count() }).from(v).where(where)),
    rows: ({ where, limit, offset, nearby, matches }) =>
      db
        .select({ ...publicCardColumns, distance_km: near.distance })
        .from(v)
        .where(where)
        .orderBy(...(nearby ? near.order : []), ...relevanceFirst(filters.search, searchColumns, matches), desc(ownOrderKey(v.created_at, { nearby, matches })), v.id)
        .limit(limit)
        .offset(offset),
  });
  return { items: items.map(toInitiativeCard), total, nationalTotal, page, pageCount: pageCount(total) };
}

/** The `limit` newest public initiatives. */
export async function listNewestInitiatives({ limit }: { limit: number }): Promise<InitiativeCardData[]> {
  const db = await getDb();
  const rows = await db.select(publicCardColumns).from(v).orderBy(desc(v.created_at), v.id).limit(limit);
  return rows.map(toInitiativeCard);
}

/** @param options.version a data version read shared with the page's other counts (`startDataVersionRead`) */
export async function countActiveInitiatives({ version }: { version?: Promise<string> } = {}): Promise<number> {
  const db = await getDb();
  return cachedCount(db, db.select({ n: count() }).from(v), version);
}

/**
 * One initiative: a public one for everybody, a non-public one only for its owner and moderators
 * (`unpublished` says why); null otherwise. Contact columns never leave the database for a visitor.
 * @param id a UUID (callers check the format first)
 */
export async function getInitiative({ id, viewer }: { id: string; viewer: Viewer }): Promise<InitiativeDetail | null> {
  const db = await getDb();
  const [publicRow] = await publicInitiativeById(db).execute({ id });
  const [ownRow] =
    publicRow || viewer === null
      ? []
      : await db
          .select({
            ...cardColumnsOf(initiatives),
            long_description: initiatives.long_description,
            created_by: initiatives.created_by,
            status: initiatives.status,
            status_reason: initiatives.status_reason,
          })
          .from(initiatives)
          .where(and(eq(initiatives.id, id), initiativeVisibleTo(viewer)))
          .limit(1);
  if (!publicRow && !ownRow) return null;
  let contact: InitiativeContact | null = null;
  if (viewer) {
    const [c] = await db
      .select({
        contact_email: initiatives.contact_email,
        contact_phone: initiatives.contact_phone,
        website: initiatives.website,
      })
      .from(initiatives)
      .where(eq(initiatives.id, id))
      .limit(1);
    contact = c ?? null;
  }
  if (ownRow) {
    const { created_by, status, status_reason, ...initiative } = toInitiativeCard(ownRow);
    const canEdit = canEditInitiative(viewer, { created_by });
    const canAdd = canAddToInitiative(viewer, { created_by });
    return { ...initiative, canEdit, canAdd, contact, unpublished: unpublishedState({ status, status_reason }, canEdit) };
  }
  const { created_by, ...initiative } = toInitiativeCard(publicRow as NonNullable<typeof publicRow>);
  const owner = { created_by };
  return { ...initiative, canEdit: canEditInitiative(viewer, owner), canAdd: canAddToInitiative(viewer, owner), contact, unpublished: null };
}

const publicInitiativeById = preparedFor((db) =>
  db
    .select({ ...publicCardColumns, long_description: v.long_description, created_by: v.created_by })
    .from(v)
    .where(eq(v.id, sql.placeholder("id")))
    .limit(1)
    .prepare("public_initiative_by_id"),
);

/** The `limit` newest public initiatives matching the list filters, for /initiatieven.atom; no contact data. */
export async function listNewestInitiativesFor({
  filters,
  limit,
}: {
  filters: InitiativeFilters;
  limit: number;
}): Promise<InitiativeCardData[]> {
  const db = await getDb();
  const rows = await db.select(publicCardColumns).from(v).where(filterConditions(filters)).orderBy(desc(v.created_at), v.id).limit(limit);
  return rows.map(withInitiativeLabels);
}

/**
 * The overview's WHERE clause for `filters`, over the columns of the public view: saved-search alerts
 * run it over the initiatives that became public since their last check.
 */
export const initiativeListConditions: (filters: InitiativeFilters) => SQL | undefined = filterConditions;

/** The cards of the public initiatives `ids` (alerts), in no particular order; an id no longer public is left out. */
export async function listInitiativeCardsByIds(ids: readonly string[]): Promise<InitiativeCardData[]> {
  if (ids.length === 0) return [];
  const db = await getDb();
  const rows = await db.select(publicCardColumns).from(v).where(inArray(v.id, [...ids]));
  return rows.map(withInitiativeLabels);
}

export interface PublicInitiativeRow extends InitiativeCardData {
  long_description: string;
  position: KeysetPosition;
}

/**
 * A keyset walk in the overview's order: the rows after `after`, at most `limit`
 * (docs/decisions/030-open-data-api.md). Rows added during a walk never shift the rows to come.
 * @param limit 1–100; the caller validates
 */
export async function listInitiativesAfter({
  filters,
  after,
  limit,
}: {
  filters: InitiativeFilters;
  after: KeysetPosition | null;
  limit: number;
}): Promise<{ items: PublicInitiativeRow[]; hasMore: boolean }> {
  const db = await getDb();
  const rows = await db
    .select({ ...publicCardColumns, long_description: v.long_description, distance_km: nearQuery(filters.near, null, v.lat, v.lon).distance, key: keysetKey(v.created_at) })
    .from(v)
    .where(and(filterConditions(filters), after ? keysetAfter(v.created_at, v.id, "desc", after) : undefined))
    .orderBy(desc(v.created_at), v.id)
    .limit(limit + 1);
  const items = rows.slice(0, limit).map(({ key, ...row }) => ({ ...withInitiativeLabels(row), position: { key, id: row.id } }));
  return { items, hasMore: rows.length > limit };
}

/** An initiative as a point on a map: no point (lat/lon null) for a national one. */
export interface InitiativePointRow {
  id: string;
  name: string;
  /** Its city, else its municipality; null for a national one without either. */
  place: string | null;
  scope: InitiativeCardData["scope"];
  lat: number | null;
  lon: number | null;
}

/**
 * The public initiatives matching the list filters as points, in the list's order, at most
 * `limit`, with the number of all matching initiatives (docs/open-data.md).
 * @param limit the most rows returned; `total` may be larger
 */
export async function listInitiativePoints({
  filters,
  limit,
}: {
  filters: InitiativeFilters;
  limit: number;
}): Promise<{ items: InitiativePointRow[]; total: number }> {
  const db = await getDb();
  const where = filterConditions(filters);
  const [total, items] = await Promise.all([
    cachedCount(db, db.select({ total: count() }).from(v).where(where)),
    db
      .select({ id: v.id, name: v.name, place: sql<string | null>`coalesce(${v.city}, ${v.municipality})`, scope: v.scope, lat: v.lat, lon: v.lon })
      .from(v)
      .where(where)
      .orderBy(desc(v.created_at), v.id)
      .limit(limit),
  ]);
  return { items, total };
}
