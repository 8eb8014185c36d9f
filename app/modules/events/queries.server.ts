/**
 * Reads of events. Visitors read the `events_public` view (no organizer contact data, only events of
 * active initiatives); members get the contact columns too. Calendar days are Amsterdam days.
 */
import { TZDate } from "@date-fns/tz";
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from "drizzle-orm";
import { events, eventsPublic, initiatives, initiativesPublic, pictureOf } from "~/db/schema";
import { withImage } from "~/modules/images/pictures";
import { cachedCount } from "~/lib/count-cache.server";
import { getDb } from "~/lib/db.server";
import { preparedFor } from "~/lib/prepared.server";
import { TIME_ZONE } from "~/lib/format";
import { type NearPaged, PAGE_SIZE, pageCount } from "~/lib/list-params";
import { nearPage, nearQuery } from "~/lib/geo.server";
import { type KeysetPosition, keysetAfter, keysetKey, ownOrderKey } from "~/lib/sql.server";
import { relevanceFirst, type SearchColumns, textSearch } from "~/lib/search.server";
import type { Viewer } from "~/lib/viewer";
import type { EventFilters } from "./filters";
import { belongsToMunicipality } from "~/modules/municipalities/conditions.server";
import { withMunicipalityPath } from "~/modules/municipalities/paths.server";
import { unpublishedState } from "~/lib/review-state";
import { canEditEvent, ownsEvent } from "./permissions";
import { eventVisibleTo } from "./permissions.server";
import { withDateLabels, withDetailDateLabels } from "./dates";
import { withEventLabels } from "./labels";
import { earliestStartNotOver, notOverAt, upcomingPublicEvent } from "./timing.server";
import type { EventCardData, EventCardItem, EventContact, EventDetail } from "./types";

const v = eventsPublic;
/** What a text search looks at (docs/decisions/058-dutch-text-search.md). */
const searchColumns: SearchColumns = { vector: v.search_vector, text: v.search_text };

/** A card row as loaders hand it on: its picture, date labels (`now` decides past and running), type labels and municipality page. */
export function toEventCard<
  Row extends Parameters<typeof withImage>[0] & Parameters<typeof withDateLabels>[0] & Parameters<typeof withEventLabels>[0] & { municipality: string | null },
>(
  row: Row,
  now: Date = new Date(),
) {
  return withMunicipalityPath(withEventLabels(withDateLabels(withImage(row), now)));
}
const i = initiativesPublic;

export const INITIATIVE_EVENTS_LIMIT = 50;

function cardColumnsOf(t: typeof v | typeof events, it: typeof i | typeof initiatives) {
  return {
    id: t.id,
    title: t.title,
    description: t.description,
    type: t.type,
    theme: t.theme,
    province: t.province,
    date: t.date,
    end_date: t.end_date,
    city: t.city,
    municipality: t.municipality,
    lat: t.lat,
    lon: t.lon,
    organizer_name: t.organizer_name,
    max_participants: t.max_participants,
    current_participants:
      t === events ? sql<number>`${events.confirmed_count} + ${events.external_participants}`.mapWith(Number) : v.current_participants,
    registration_required: t.registration_required,
    cancelled_at: t.cancelled_at,
    initiative: { id: it.id, name: it.name },
    picture: t === events ? pictureOf(events.image_id) : v.picture,
  };
}

/** Event card columns from the public views, for every query that shows cards; map rows with `withImage`. */
export const publicCardColumns = cardColumnsOf(v, i);

/** The UTC instant at which Amsterdam day `day` (YYYY-MM-DD) plus `offsetDays` starts. */
function startOfAmsterdamDay(day: string, offsetDays = 0): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d + offsetDays, TIME_ZONE).getTime());
}

/**
 * The events list WHERE clause: inclusive Amsterdam days; without `from` only events not over, unless
 * `past`; with a resolved `bij` those within the radius and those without a point. "Not over" also
 * bounds the start by the earliest an event not over can have started, so a walk along the date
 * index begins there rather than at the oldest event. Cancelled events are left out unless
 * `includeCancelled` (calendar feeds carry them as STATUS:CANCELLED; docs/product-rules.md#cancelled-events).
 */
async function filterConditions(f: EventFilters, now: Date, { includeCancelled = false } = {}): Promise<SQL | undefined> {
  const upcoming = !f.from && !f.past;
  const earliestStart = upcoming ? await earliestStartNotOver(now) : null;
  const conditions: (SQL | undefined)[] = [
    nearQuery(f.near, f.sort, v.lat, v.lon).where,
    f.search ? textSearch(f.search, searchColumns).where : undefined,
    f.type ? eq(v.type, f.type) : undefined,
    f.theme ? eq(v.theme, f.theme) : undefined,
    f.province ? eq(v.province, f.province) : undefined,
    f.municipality ? belongsToMunicipality(v.municipality, f.municipality) : undefined,
    f.from ? gte(v.date, startOfAmsterdamDay(f.from)) : undefined,
    upcoming ? notOverAt(v.ends_at, now) : undefined,
    earliestStart ? gte(v.date, earliestStart) : undefined,
    f.to ? lt(v.date, startOfAmsterdamDay(f.to, 1)) : undefined,
    includeCancelled ? undefined : isNull(v.cancelled_at),
  ];
  return and(...conditions);
}

/**
 * One page of public events by date ascending (then id); a page beyond the end is clamped to the last.
 * With a resolved `bij` the nearby events come first (by distance for `sorteer=afstand`), then those
 * without a point, each with `distance_km`.
 */
export async function listEvents({
  filters,
  now = new Date(),
}: {
  filters: EventFilters;
  now?: Date;
}): Promise<NearPaged<EventCardItem>> {
  const db = await getDb();
  const near = nearQuery(filters.near, filters.sort, v.lat, v.lon);
  const { items, total, nationalTotal, page } = await nearPage({
    where: await filterConditions({ ...filters, near: null }, now),
    near,
    page: filters.page,
    pageSize: PAGE_SIZE,
    count: (where) => cachedCount(db, db.select({ total: count() }).from(v).where(where)),
    rows: ({ where, limit, offset, nearby, matches }) => {
      const order = [
        ...(nearby ? near.order : []),
        ...relevanceFirst(filters.search, searchColumns, matches),
        asc(ownOrderKey(v.date, { nearby, matches })),
        asc(v.id),
      ];
      // The page's ids first, from the point index alone where a place is set; then the cards of
      // only those: reading and joining every nearby row's card before the sort cost far more.
      const pageIds = db.select({ id: v.id }).from(v).where(where).orderBy(...order).limit(limit).offset(offset);
      return db
        .select({ ...publicCardColumns, distance_km: near.distance })
        .from(v)
        .innerJoin(i, eq(v.initiative_id, i.id))
        .where(inArray(v.id, pageIds))
        .orderBy(...order);
    },
  });
  return { items: items.map((row) => toEventCard(row, now)), total, nationalTotal, page, pageCount: pageCount(total) };
}

/**
 * The public events of one initiative by date ascending, at most {@link INITIATIVE_EVENTS_LIMIT}.
 * @param options.unpublished read from the table: only for a non-public initiative its owner or a moderator sees
 */
export async function listEventsForInitiative({
  initiativeId,
  unpublished = false,
}: {
  initiativeId: string;
  unpublished?: boolean;
}): Promise<EventCardItem[]> {
  const db = await getDb();
  const now = new Date();
  if (unpublished) {
    const rows = await db
      .select(cardColumnsOf(events, initiatives))
      .from(events)
      .innerJoin(initiatives, eq(events.initiative_id, initiatives.id))
      .where(eq(events.initiative_id, initiativeId))
      .orderBy(asc(events.date), asc(events.id))
      .limit(INITIATIVE_EVENTS_LIMIT);
    return rows.map((row) => toEventCard(row, now));
  }
  const rows = await publicEventsOfInitiative(db).execute({ initiativeId });
  return rows.map((row) => toEventCard(row, now));
}

const publicEventsOfInitiative = preparedFor((db) =>
  db
    .select(publicCardColumns)
    .from(v)
    .innerJoin(i, eq(v.initiative_id, i.id))
    .where(eq(v.initiative_id, sql.placeholder("initiativeId")))
    .orderBy(asc(v.date), asc(v.id))
    .limit(INITIATIVE_EVENTS_LIMIT)
    .prepare("public_events_of_initiative"),
);

/**
 * Public events not over at `now` and not cancelled, running ones included (home counter, docs/product-rules.md#home).
 * @param version a data version read shared with the page's other counts (`startDataVersionRead`)
 */
export async function countUpcomingEvents({ now = new Date(), version }: { now?: Date; version?: Promise<string> } = {}): Promise<number> {
  const db = await getDb();
  return cachedCount(db, db.select({ n: count() }).from(v).where(upcomingPublicEvent(now)), version);
}

/**
 * One event with its initiative: a public one for everybody, a non-public one only for its owner and
 * moderators (`unpublished` says why); null otherwise. Organizer contact data is read only for a
 * signed-in viewer: for a visitor it never leaves the database.
 * @param id a UUID (callers check the format first)
 */
export async function getEvent({ id, viewer }: { id: string; viewer: Viewer }): Promise<EventDetail | null> {
  const db = await getDb();
  const [publicRow] = await publicEventById(db).execute({ id });
  const [ownRow] =
    publicRow || viewer === null
      ? []
      : await db
          .select({
            ...cardColumnsOf(events, initiatives),
            long_description: events.long_description,
            location: events.location,
            registration_closed: events.registration_closed,
            cancellation_reason: events.cancellation_reason,
            sequence: events.sequence,
            initiative_id: events.initiative_id,
            created_by: events.created_by,
            initiative_created_by: initiatives.created_by,
            created_at: events.created_at,
            status: events.status,
            status_reason: events.status_reason,
          })
          .from(events)
          .innerJoin(initiatives, eq(events.initiative_id, initiatives.id))
          .where(and(eq(events.id, id), eventVisibleTo(viewer)))
          .limit(1);
  if (!publicRow && !ownRow) return null;
  let contact: EventContact | null = null;
  if (viewer) {
    const [c] = await db
      .select({
        organizer_email: events.organizer_email,
        organizer_phone: events.organizer_phone,
        website: events.website,
      })
      .from(events)
      .where(eq(events.id, id))
      .limit(1);
    contact = c ?? null;
  }
  if (ownRow) {
    const { created_by, initiative_created_by, status, status_reason, ...event } = withMunicipalityPath(withEventLabels(withDetailDateLabels(withImage(ownRow))));
    const canEdit = canEditEvent(viewer, { created_by, initiative_created_by });
    const isOrganizer = ownsEvent(viewer, { created_by, initiative_created_by });
    return { ...event, canEdit, isOrganizer, contact, unpublished: unpublishedState({ status, status_reason }, canEdit) };
  }
  const { created_by, initiative_created_by, ...event } = withMunicipalityPath(
    withEventLabels(withDetailDateLabels(withImage(publicRow as NonNullable<typeof publicRow>))),
  );
  const owner = { created_by, initiative_created_by };
  return { ...event, canEdit: canEditEvent(viewer, owner), isOrganizer: ownsEvent(viewer, owner), contact, unpublished: null };
}

const publicEventById = preparedFor((db) =>
  db
    .select({
      ...publicCardColumns,
      long_description: v.long_description,
      location: v.location,
      registration_closed: v.registration_closed,
      cancellation_reason: v.cancellation_reason,
      sequence: v.sequence,
      initiative_id: v.initiative_id,
      created_by: v.created_by,
      initiative_created_by: i.created_by,
      created_at: v.created_at,
    })
    .from(v)
    .innerJoin(i, eq(v.initiative_id, i.id))
    .where(eq(v.id, sql.placeholder("id")))
    .limit(1)
    .prepare("public_event_by_id"),
);

export const CALENDAR_FEED_LIMIT = 500;

/** One event as a calendar entry; the calendar module's `CalendarEvent` extends it. */
export interface EventCalendarRow {
  id: string;
  title: string;
  description: string;
  date: Date;
  end_date: Date | null;
  location: string;
  city: string;
  /** RFC 5545 SEQUENCE, from 0. */
  sequence: number;
  /** Set (UTC) once cancelled: the entry says STATUS:CANCELLED. */
  cancelled_at: Date | null;
}

/** The calendar entry columns of `events_public`. */
export const calendarColumns = {
  id: v.id,
  title: v.title,
  description: v.description,
  date: v.date,
  end_date: v.end_date,
  location: v.location,
  city: v.city,
  sequence: v.sequence,
  cancelled_at: v.cancelled_at,
};

/**
 * Public events matching the list filters as calendar entries, in the list's order; no contact
 * data. Cancelled ones are included, so calendar apps learn of the cancellation.
 */
export async function listEventsForCalendar({
  filters,
  now = new Date(),
  limit = CALENDAR_FEED_LIMIT,
  initiativeId = null,
}: {
  filters: EventFilters;
  now?: Date;
  limit?: number;
  initiativeId?: string | null;
}): Promise<EventCalendarRow[]> {
  const db = await getDb();
  return db
    .select(calendarColumns)
    .from(v)
    .where(and(await filterConditions(filters, now, { includeCancelled: true }), initiativeId ? eq(v.initiative_id, initiativeId) : undefined))
    .orderBy(asc(v.date), asc(v.id))
    .limit(limit);
}

/** The `limit` newest public events matching the list filters, for /events.atom; no contact data. */
export async function listNewestEvents({
  filters,
  limit,
  now = new Date(),
}: {
  filters: EventFilters;
  limit: number;
  now?: Date;
}): Promise<(EventCardData & { created_at: Date })[]> {
  const db = await getDb();
  return db
    .select({ ...publicCardColumns, created_at: v.created_at })
    .from(v)
    .innerJoin(i, eq(v.initiative_id, i.id))
    .where(await filterConditions(filters, now))
    .orderBy(desc(v.created_at), asc(v.id))
    .limit(limit);
}

/**
 * The list's WHERE clause for `filters` at `now` (upcoming events when no dates are set), over the
 * columns of the public view: saved-search alerts run it over the events that became public since
 * their last check.
 */
export const eventListConditions: (filters: EventFilters, now: Date) => Promise<SQL | undefined> = filterConditions;

/** The cards of the public events `ids` (alerts), in no particular order; an id no longer public is left out. */
export async function listEventCardsByIds(ids: readonly string[]): Promise<EventCardData[]> {
  if (ids.length === 0) return [];
  const db = await getDb();
  return db.select(publicCardColumns).from(v).innerJoin(i, eq(v.initiative_id, i.id)).where(inArray(v.id, [...ids]));
}

export interface PublicEventRow extends EventCardData {
  long_description: string | null;
  location: string;
  registration_closed: boolean;
  created_at: Date;
  position: KeysetPosition;
}

/**
 * A keyset walk through the public events in the list's order: the rows after `after`, at most
 * `limit` (docs/decisions/030-open-data-api.md). Rows added or removed never shift the rows to come.
 * @param limit 1–100; the caller validates
 * @returns the rows and whether more follow
 */
export async function listEventsAfter({
  filters,
  after,
  limit,
  now = new Date(),
}: {
  filters: EventFilters;
  after: KeysetPosition | null;
  limit: number;
  now?: Date;
}): Promise<{ items: PublicEventRow[]; hasMore: boolean }> {
  const db = await getDb();
  const rows = await db
    .select({
      ...publicCardColumns,
      long_description: v.long_description,
      location: v.location,
      registration_closed: v.registration_closed,
      created_at: v.created_at,
      distance_km: nearQuery(filters.near, null, v.lat, v.lon).distance,
      key: keysetKey(v.date),
    })
    .from(v)
    .innerJoin(i, eq(v.initiative_id, i.id))
    .where(and(await filterConditions(filters, now), after ? keysetAfter(v.date, v.id, "asc", after) : undefined))
    .orderBy(asc(v.date), asc(v.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit).map(({ key, ...row }) => ({ ...row, position: { key, id: row.id } }));
  return { items, hasMore: rows.length > limit };
}

/** An event as a point on a map: no point (lat/lon null) for a national one. */
export interface EventPointRow {
  id: string;
  title: string;
  city: string;
  date: Date;
  lat: number | null;
  lon: number | null;
}

/**
 * The public events matching the list filters as points, in the list's order, at most `limit`,
 * with the number of all matching events (docs/open-data.md).
 * @param limit the most rows returned; `total` may be larger
 */
export async function listEventPoints({
  filters,
  limit,
  now = new Date(),
}: {
  filters: EventFilters;
  limit: number;
  now?: Date;
}): Promise<{ items: EventPointRow[]; total: number }> {
  const db = await getDb();
  const where = await filterConditions(filters, now);
  const [total, items] = await Promise.all([
    cachedCount(db, db.select({ total: count() }).from(v).where(where)),
    db
      .select({ id: v.id, title: v.title, city: v.city, date: v.date, lat: v.lat, lon: v.lon })
      .from(v)
      .where(where)
      .orderBy(asc(v.date), asc(v.id))
      .limit(limit),
  ]);
  return { items, total };
}
