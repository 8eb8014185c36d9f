/**
 * Distances on the earth in SQL, identical on PGlite and PostgreSQL without extensions: a bounding
 * box on the btree `(lat, lon)` index narrows the rows, a haversine check keeps those really within
 * the radius (docs/decisions/056-places-and-distance.md).
 */
import { and, type AnyColumn, asc, isNull, type SQL, sql } from "drizzle-orm";
import type { ListSort, NearFilter } from "./list-params";

/** A point, WGS84 degrees. */
export interface Point {
  lat: number;
  lon: number;
}

/** Mean earth radius, km. */
export const EARTH_RADIUS_KM = 6371.0088;

/** The great-circle distance between two points, km (haversine). */
export function distanceKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The box around `centre` that holds every point within `radiusKm`, degrees. */
export function boundingBox(centre: Point, radiusKm: number): { minLat: number; maxLat: number; minLon: number; maxLon: number } {
  const dLat = (radiusKm / EARTH_RADIUS_KM) * (180 / Math.PI);
  const dLon = dLat / Math.max(Math.cos((centre.lat * Math.PI) / 180), 0.01);
  return { minLat: centre.lat - dLat, maxLat: centre.lat + dLat, minLon: centre.lon - dLon, maxLon: centre.lon + dLon };
}

/**
 * The SQL distance in km from `centre` to the row's point; NULL for a row without a point (checked
 * first, as `least` skips a NULL argument and would make it half the earth).
 */
export function distanceSql(lat: AnyColumn, lon: AnyColumn, centre: Point): SQL<number | null> {
  // Parameters are cast: PostgreSQL would otherwise infer an integer for some of them.
  const cLat = sql`${centre.lat}::float8`;
  const cLon = sql`${centre.lon}::float8`;
  return sql<number | null>`(case when ${lat} is null or ${lon} is null then null else
    2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
      power(sin(radians(${lat} - ${cLat}) / 2), 2)
      + cos(radians(${cLat})) * cos(radians(${lat})) * power(sin(radians(${lon} - ${cLon}) / 2), 2)
    ))) end)`;
}

/** The SQL condition "the row's point lies within `radiusKm` of `centre`": box first, then haversine. */
export function withinSql(lat: AnyColumn, lon: AnyColumn, centre: Point, radiusKm: number): SQL {
  const box = boundingBox(centre, radiusKm);
  return sql`(${lat} between ${box.minLat}::float8 and ${box.maxLat}::float8
    and ${lon} between ${box.minLon}::float8 and ${box.maxLon}::float8
    and ${distanceSql(lat, lon, centre)} <= ${radiusKm}::float8)`;
}

/**
 * What a list query adds for a resolved `bij` (docs/product-rules.md#places): rows within the
 * radius, and rows without a point (national items, work at home or online), which come after
 * them instead of being dropped. Without a resolved place it adds nothing.
 * @returns `where` (within the radius or without a point; undefined without a place) for queries
 *   that keep their own order (feeds, API), `within` and `national` for the two parts of a page,
 *   `order` (nearest first for "afstand", else nothing) and `distance` (km as float8, NULL without a
 *   place or point)
 */
export function nearQuery(
  near: NearFilter | null,
  sort: ListSort,
  lat: AnyColumn,
  lon: AnyColumn,
): { where: SQL | undefined; within: SQL | undefined; national: SQL | undefined; order: SQL[]; distance: SQL<number | null> } {
  const place = near?.place;
  if (!place) return { where: undefined, within: undefined, national: undefined, order: [], distance: sql<number | null>`null::float8` };
  const distance = distanceSql(lat, lon, place);
  const within = withinSql(lat, lon, place, near.radiusKm);
  return {
    where: sql`(${within} or ${isNull(lat)})`,
    within,
    national: isNull(lat),
    order: sort === "afstand" ? [asc(distance)] : [],
    distance,
  };
}

/**
 * One page of a list that may have a place: without one, `rows(where)` as it is; with one, the rows
 * within the radius first and then those without a point, each part its own query in the list's
 * order, so neither drags the other through a sort, and the national count does not depend on the
 * place (the count cache keeps it).
 * @param count counts the rows matching a condition
 * @param rows reads `limit` rows from `offset` matching a condition; `nearby` says which part and
 *   `matches` how many rows that part has (a search ranks only a few)
 * @returns the page's rows, the total and the rows without a point (null without a place)
 */
export async function nearPage<Row>({
  where,
  near,
  page,
  pageSize,
  count,
  rows,
}: {
  where: SQL | undefined;
  near: ReturnType<typeof nearQuery>;
  page: number;
  pageSize: number;
  count: (where: SQL | undefined) => Promise<number>;
  rows: (args: { where: SQL | undefined; limit: number; offset: number; nearby: boolean; matches: number }) => Promise<Row[]>;
}): Promise<{ items: Row[]; total: number; nationalTotal: number | null; page: number }> {
  if (!near.within || !near.national) {
    const total = await count(where);
    const clamped = Math.min(page, Math.max(1, Math.ceil(total / pageSize)));
    return { items: await rows({ where, limit: pageSize, offset: (clamped - 1) * pageSize, nearby: false, matches: total }), total, nationalTotal: null, page: clamped };
  }
  const nearbyWhere = and(where, near.within);
  const nationalWhere = and(where, near.national);
  const [nearby, national] = await Promise.all([count(nearbyWhere), count(nationalWhere)]);
  const total = nearby + national;
  const clamped = Math.min(page, Math.max(1, Math.ceil(total / pageSize)));
  const offset = (clamped - 1) * pageSize;
  const first = offset < nearby ? await rows({ where: nearbyWhere, limit: pageSize, offset, nearby: true, matches: nearby }) : [];
  const rest = pageSize - first.length;
  const second =
    rest > 0 && national > 0 ? await rows({ where: nationalWhere, limit: rest, offset: Math.max(0, offset - nearby), nearby: false, matches: national }) : [];
  return { items: [...first, ...second], total, nationalTotal: national, page: clamped };
}
