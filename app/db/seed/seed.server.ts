/**
 * Seeding: municipalities, the hand-written demo content and a synthetic data set for load tests.
 * Demo rows have name-based UUID v5 ids, so seeding twice inserts nothing; their event dates are
 * relative to today and moved to a day that fits their text. Scale rows get random ids.
 */
import { randomUUID } from "node:crypto";
import { TZDate } from "@date-fns/tz";
import { and, count, eq, inArray, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../lib/db.server";
import type { Theme } from "../../lib/enums";
import { events, initiatives, type NewEvent, type NewInitiative, type NewVacancy, vacancies } from "../schema";
import { demoEvents, demoInitiatives, demoVacancies } from "./content";
import type { DemoCalendar, DemoEvent, DemoInitiative, DemoVacancy } from "./content/types";
import { centralPostcode, type MunicipalityRecord, municipalityList } from "./municipalities.server";
import { demoId, seedUuid } from "./ids";
import { TIME_ZONE } from "~/lib/time-zone";
import { amsterdamToday } from "~/lib/format";

export { demoId, seedUuid };
export { municipalityList, postcodeAreaList, seedMunicipalities, type MunicipalityRecord } from "./municipalities.server";

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Row counts per table. */
export interface SeedCounts {
  initiatives: number;
  events: number;
  vacancies: number;
}

/** The instant of local time `time` ("HH:MM", Europe/Amsterdam) `day` days after `now`'s Amsterdam calendar day. */
export function localInstant(now: Date, day: number, time: string): Date {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) throw new Error(`invalid local time "${time}"`);
  const local = new TZDate(now.getTime(), TIME_ZONE);
  const start = new TZDate(
    local.getFullYear(),
    local.getMonth(),
    local.getDate() + day,
    Number(match[1]),
    Number(match[2]),
    0,
    TIME_ZONE,
  );
  return new Date(start.getTime());
}

/** Whether the Amsterdam calendar day `day` days after `now` fits `calendar`. */
function fitsCalendar(now: Date, day: number, calendar: DemoCalendar): boolean {
  const local = new TZDate(localInstant(now, day, "12:00").getTime(), TIME_ZONE);
  if (calendar.weekday !== undefined && local.getDay() !== calendar.weekday) return false;
  if (calendar.between) {
    const monthDay = (local.getMonth() + 1) * 100 + local.getDate();
    const [from, to] = calendar.between.map((md) => {
      const match = /^(\d{2})-(\d{2})$/.exec(md);
      if (!match) throw new Error(`invalid month-day "${md}"`);
      return Number(match[1]) * 100 + Number(match[2]);
    }) as [number, number];
    const inside = from <= to ? monthDay >= from && monthDay <= to : monthDay >= from || monthDay <= to;
    if (!inside) return false;
  }
  return true;
}

/** How far from today demo events may lie, in days (the demo spans half a year each way). */
const DEMO_HORIZON_DAYS = 183;

/**
 * The day (relative to `now`'s Amsterdam day) a demo event is placed on: its `day`, or the nearest
 * day that fits `calendar`, on the same side of today when possible ("elke vrijdag" is a Friday).
 * @throws Error when no day within half a year fits
 */
export function demoEventDay(item: Pick<DemoEvent, "key" | "day" | "calendar">, now: Date): number {
  const { calendar } = item;
  if (!calendar) return item.day;
  const inHorizon = (d: number) => Math.abs(d) <= DEMO_HORIZON_DAYS;
  const sameSide = (d: number) => (item.day < 0 ? d < 0 : d >= 0);
  let fallback: number | undefined;
  for (let delta = 0; delta <= 2 * DEMO_HORIZON_DAYS; delta++) {
    for (const d of delta === 0 ? [item.day] : [item.day + delta, item.day - delta]) {
      if (!inHorizon(d) || !fitsCalendar(now, d, calendar)) continue;
      if (sameSide(d)) return d;
      fallback ??= d;
    }
  }
  if (fallback === undefined) throw new Error(`demo event ${item.key}: no day within half a year fits its calendar`);
  return fallback;
}

function daysBefore(now: Date, days: number, extraHours = 0): Date {
  return new Date(now.getTime() - days * DAY_MS - extraHours * HOUR_MS);
}

function initiativeRow(item: DemoInitiative, now: Date): NewInitiative & { id: string; created_at: Date } {
  // A small deterministic hour offset so creation times are not all at the same clock time.
  const hours = Number.parseInt(seedUuid(item.key).slice(0, 2), 16) % 12;
  const created = daysBefore(now, item.created_days_ago, hours);
  return {
    id: demoId("initiative", item.key),
    name: item.name,
    formality: item.formality,
    formal_type: item.formality === "formeel" ? (item.formal_type ?? null) : null,
    informal_type: item.formality === "informeel" ? (item.informal_type ?? null) : null,
    theme: item.theme,
    scope: item.scope,
    province: item.scope === "nationaal" ? null : item.province,
    city: item.city,
    municipality: item.municipality,
    pc4: item.scope === "nationaal" ? null : centralPostcode(item.municipality),
    description: item.description,
    long_description: item.long_description.join("\n\n"),
    contact_email: item.contact_email,
    contact_phone: item.contact_phone,
    website: item.website,
    established: item.established,
    member_count: item.member_count,
    volunteer_count: item.volunteer_count,
    created_by: null,
    status: "actief",
    created_at: created,
    updated_at: created,
  };
}

function eventRow(item: DemoEvent, owner: DemoInitiative, ownerCreated: Date, now: Date): NewEvent {
  const province = item.province ?? owner.province;
  if (!province) throw new Error(`demo event ${item.key}: a province is required (initiative ${owner.key} is national)`);
  const date = localInstant(now, demoEventDay(item, now), item.time);
  const created = new Date(
    Math.max(ownerCreated.getTime(), Math.min(date.getTime() - 30 * DAY_MS, now.getTime() - DAY_MS)),
  );
  const theme: Theme | null = item.theme === undefined ? owner.theme : item.theme;
  return {
    id: demoId("event", item.key),
    title: item.title,
    description: item.description,
    long_description: item.long_description ?? null,
    type: item.type,
    theme,
    province,
    date,
    end_date: item.hours === undefined ? null : new Date(date.getTime() + item.hours * HOUR_MS),
    city: item.city,
    // A town that is a municipality gets its central postcode; a village keeps its initiative's place.
    pc4: centralPostcode(item.city),
    location: item.location,
    organizer_name: item.organizer_name ?? owner.name,
    organizer_email: item.organizer_email ?? owner.contact_email,
    organizer_phone: item.organizer_phone === undefined ? owner.contact_phone : item.organizer_phone,
    website: item.website === undefined ? owner.website : item.website,
    max_participants: item.max_participants ?? null,
    external_participants: item.external_participants ?? 0,
    registration_required: item.registration_required ?? false,
    initiative_id: demoId("initiative", owner.key),
    created_by: null,
    created_at: created,
    updated_at: created,
  };
}

function vacancyRow(item: DemoVacancy, owner: DemoInitiative, ownerCreated: Date, now: Date): NewVacancy {
  const created = new Date(Math.max(ownerCreated.getTime(), daysBefore(now, item.created_days_ago, 3).getTime()));
  return {
    id: demoId("vacancy", item.key),
    title: item.title,
    description: item.description,
    type: item.type,
    category: item.category,
    requirements: item.requirements,
    hours_per_week: item.hours_per_week,
    hours_note: item.hours_note ?? null,
    duration: item.duration,
    contact_email: item.contact_email ?? owner.contact_email,
    contact_phone: item.contact_phone === undefined ? owner.contact_phone : item.contact_phone,
    initiative_id: demoId("initiative", owner.key),
    created_by: null,
    is_active: item.is_active,
    availability: item.availability ?? [],
    commitment: item.commitment ?? null,
    skills: item.skills ?? [],
    suitable_for: item.suitable_for ?? [],
    vog_required: item.vog_required ?? false,
    closes_on: item.closes_in_days === undefined ? null : amsterdamToday(daysBefore(now, -item.closes_in_days)),
    filled_at: item.filled_days_ago === undefined ? null : daysBefore(now, item.filled_days_ago),
    created_at: created,
    updated_at: created,
  };
}

function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * Builds the demo rows for `now` without touching a database (also used by tests).
 * @throws Error when an event or vacancy points at an unknown initiative, or a national
 *   initiative's event has no province
 */
export function buildDemoRows(now: Date): {
  initiatives: (NewInitiative & { id: string; created_at: Date })[];
  events: NewEvent[];
  vacancies: NewVacancy[];
} {
  const byKey = new Map<string, { item: DemoInitiative; created: Date }>();
  const initiativeRows = demoInitiatives.map((item) => {
    if (byKey.has(item.key)) throw new Error(`duplicate demo initiative key ${item.key}`);
    const row = initiativeRow(item, now);
    byKey.set(item.key, { item, created: row.created_at });
    return row;
  });
  const owner = (kind: string, key: string, initiative: string) => {
    const found = byKey.get(initiative);
    if (!found) throw new Error(`demo ${kind} ${key}: unknown initiative "${initiative}"`);
    return found;
  };
  const eventRows = demoEvents.map((e) => {
    const o = owner("event", e.key, e.initiative);
    return eventRow(e, o.item, o.created, now);
  });
  const vacancyRows = demoVacancies.map((v) => {
    const o = owner("vacancy", v.key, v.initiative);
    return vacancyRow(v, o.item, o.created, now);
  });
  return { initiatives: initiativeRows, events: eventRows, vacancies: vacancyRows };
}

async function countIds(
  db: Database,
  table: typeof initiatives | typeof events | typeof vacancies,
  ids: string[],
): Promise<number> {
  let total = 0;
  for (const part of chunks(ids, 1000)) {
    const [row] = await db.select({ n: count() }).from(table).where(inArray(table.id, part));
    total += row?.n ?? 0;
  }
  return total;
}

/**
 * Loads the hand-written demo content; idempotent (deterministic ids, existing rows left alone).
 * @returns how many demo rows of each table are in the database afterwards (inserted or present)
 */
export async function seedDemo(db: Database, { now = new Date() }: { now?: Date } = {}): Promise<SeedCounts> {
  const rows = buildDemoRows(now);
  await db.transaction(async (tx) => {
    for (const part of chunks(rows.initiatives, 500)) await tx.insert(initiatives).values(part).onConflictDoNothing();
    for (const part of chunks(rows.events, 500)) await tx.insert(events).values(part).onConflictDoNothing();
    for (const part of chunks(rows.vacancies, 500)) await tx.insert(vacancies).values(part).onConflictDoNothing();
  });
  const ids = (list: { id?: string }[]) => list.map((r) => r.id).filter((id): id is string => id !== undefined);
  return {
    initiatives: await countIds(db, initiatives, ids(rows.initiatives)),
    events: await countIds(db, events, ids(rows.events)),
    vacancies: await countIds(db, vacancies, ids(rows.vacancies)),
  };
}

/**
 * Puts the demo events back at their distance from `now`, so a long-running demo keeps upcoming
 * events, and the demo vacancies' closing days too; members' items are never touched. Returns how
 * many events moved.
 * @throws Error when the database fails (nothing is changed then: one transaction)
 */
export async function refreshDemoDates(db: Database, { now = new Date() }: { now?: Date } = {}): Promise<number> {
  const { events: rows, vacancies: vacancyRows } = buildDemoRows(now);
  let moved = 0;
  await db.transaction(async (tx) => {
    for (const row of vacancyRows) {
      if (!row.id || !row.closes_on) continue;
      await tx
        .update(vacancies)
        .set({ closes_on: row.closes_on })
        .where(and(eq(vacancies.id, row.id), isNull(vacancies.created_by), ne(vacancies.closes_on, row.closes_on)));
    }
    for (const row of rows) {
      if (!row.id) continue;
      const changed = await tx
        .update(events)
        .set({ date: row.date, end_date: row.end_date ?? null })
        .where(and(eq(events.id, row.id), isNull(events.created_by), ne(events.date, row.date)))
        .returning({ id: events.id });
      moved += changed.length;
    }
  });
  return moved;
}

/** Whether the database has no initiatives yet (the signal for loading demo content). */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: initiatives.id }).from(initiatives).limit(1);
  return rows.length === 0;
}

/** Fixed seed of the scale generator: the same content on every run. */
const SCALE_SEED = 0x5eed2026;
/** Rows per multi-row INSERT of the scale generator. */
const SCALE_BATCH = 1000;
/** Events and vacancies per scale initiative. */
const SCALE_EVENTS_PER_INITIATIVE = 10;
const SCALE_VACANCIES_PER_INITIATIVE = 2;

/** mulberry32: a tiny deterministic pseudo-random generator, uniform in [0, 1). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, list: readonly T[]): T {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error("pick: empty list");
  return item;
}

function between(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** ASCII slug for host names: "Coöperatie Zon op 't Dak" -> "cooperatie-zon-op-t-dak". */
function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A place name for a municipality: the CBS name without a province suffix such as " (NH.)". */
function placeName(municipality: MunicipalityRecord): string {
  return municipality.name.replace(/ \([A-Z.]+\)$/, "");
}

/** Member-count bands (missing, 1-10, 10-50, 50-100, 100-500, 500+). */
function scaleMemberCount(random: () => number): number | null {
  switch (Math.floor(random() * 6)) {
    case 0:
      return null;
    case 1:
      return between(random, 2, 10);
    case 2:
      return between(random, 11, 50);
    case 3:
      return between(random, 51, 100);
    case 4:
      return between(random, 101, 500);
    default:
      return between(random, 501, 3000);
  }
}

/**
 * Adds a deterministic synthetic data set for load tests: per initiative 10 events and 2 vacancies,
 * combined from the demo content, in one transaction; ids are random, so each call adds rows.
 * @returns the number of rows added per table
 * @throws Error when `initiatives` is not a non-negative integer
 */
export async function seedScale(
  db: Database,
  {
    initiatives: total,
    now = new Date(),
    onProgress,
  }: { initiatives: number; now?: Date; onProgress?: (done: number, total: number) => void },
): Promise<SeedCounts> {
  if (!Number.isSafeInteger(total) || total < 0) {
    throw new Error(`seedScale: initiatives must be a non-negative integer, got ${total}`);
  }
  const random = mulberry32(SCALE_SEED);
  const currentYear = new TZDate(now.getTime(), TIME_ZONE).getFullYear();
  const instants = new Map<string, Date>();
  const instant = (day: number, time: string): Date => {
    const cacheKey = `${day}|${time}`;
    let value = instants.get(cacheKey);
    if (!value) {
      value = localInstant(now, day, time);
      instants.set(cacheKey, value);
    }
    return value;
  };

  let initiativeBatch: NewInitiative[] = [];
  let eventBatch: NewEvent[] = [];
  let vacancyBatch: NewVacancy[] = [];
  const added: SeedCounts = { initiatives: 0, events: 0, vacancies: 0 };

  await db.transaction(async (tx) => {
    const flush = async () => {
      if (initiativeBatch.length === 0) return;
      await tx.insert(initiatives).values(initiativeBatch);
      for (const part of chunks(eventBatch, SCALE_BATCH)) await tx.insert(events).values(part);
      for (const part of chunks(vacancyBatch, SCALE_BATCH)) await tx.insert(vacancies).values(part);
      added.initiatives += initiativeBatch.length;
      added.events += eventBatch.length;
      added.vacancies += vacancyBatch.length;
      initiativeBatch = [];
      eventBatch = [];
      vacancyBatch = [];
      onProgress?.(added.initiatives, total);
    };

    for (let i = 0; i < total; i++) {
      const template = demoInitiatives[i % demoInitiatives.length];
      if (!template) throw new Error("seedScale: there is no demo content");
      const national = template.scope === "nationaal";
      const municipality = pick(random, municipalityList);
      const place = placeName(municipality);
      const round = Math.floor(i / demoInitiatives.length) + 1;
      const name = national
        ? `${template.name} ${round}`
        : template.city && template.name.includes(template.city)
          ? template.name.replaceAll(template.city, place)
          : `${template.name} ${place}`;
      const host = `${slugify(name)}-${i + 1}`;
      const domain = pick(random, ["example.org", "example.com", "example.net"]);
      const created = daysBefore(now, random() * 730);
      const id = randomUUID();
      const initiative = {
        id,
        name,
        formality: template.formality,
        formal_type: template.formality === "formeel" ? (template.formal_type ?? null) : null,
        informal_type: template.formality === "informeel" ? (template.informal_type ?? null) : null,
        theme: template.theme,
        scope: template.scope,
        province: national ? null : municipality.province,
        city: national ? null : place,
        municipality: national ? null : municipality.name,
        description: template.description,
        long_description: template.long_description.join("\n\n"),
        contact_email: `info@${host}.${domain}`,
        contact_phone: template.contact_phone,
        website: template.website ? `https://${host}.${domain}` : null,
        established: between(random, 1950, currentYear),
        member_count: scaleMemberCount(random),
        volunteer_count: between(random, 0, 80),
        created_by: null,
        status: "actief",
        created_at: created,
        updated_at: created,
      } satisfies NewInitiative;
      initiativeBatch.push(initiative);

      for (let j = 0; j < SCALE_EVENTS_PER_INITIATIVE; j++) {
        const e = pick(random, demoEvents);
        const where = national ? pick(random, municipalityList) : municipality;
        const date = instant(between(random, -90, 180), e.time);
        const eventCreated = new Date(
          Math.max(created.getTime(), Math.min(date.getTime() - 30 * DAY_MS, now.getTime())),
        );
        const max = e.max_participants ?? null;
        eventBatch.push({
          id: randomUUID(),
          title: e.title,
          description: e.description,
          long_description: e.long_description ?? null,
          type: e.type,
          theme: random() < 0.1 ? null : initiative.theme,
          province: where.province,
          date,
          end_date: e.hours === undefined ? null : new Date(date.getTime() + e.hours * HOUR_MS),
          city: placeName(where),
          location: e.location,
          organizer_name: name,
          organizer_email: initiative.contact_email,
          organizer_phone: initiative.contact_phone,
          website: initiative.website,
          max_participants: max,
          external_participants: max === null ? 0 : between(random, 0, max - 1),
          registration_required: e.registration_required ?? false,
          initiative_id: id,
          created_by: null,
          created_at: eventCreated,
          updated_at: eventCreated,
        });
      }

      for (let j = 0; j < SCALE_VACANCIES_PER_INITIATIVE; j++) {
        const v = pick(random, demoVacancies);
        const vacancyCreated = new Date(created.getTime() + random() * (now.getTime() - created.getTime()));
        vacancyBatch.push({
          id: randomUUID(),
          title: v.title,
          description: v.description,
          type: v.type,
          category: v.category,
          requirements: v.requirements,
          hours_per_week: v.hours_per_week,
          hours_note: v.hours_note ?? null,
          duration: v.duration,
          contact_email: initiative.contact_email,
          contact_phone: initiative.contact_phone,
          initiative_id: id,
          created_by: null,
          is_active: random() < 0.9,
          created_at: vacancyCreated,
          updated_at: vacancyCreated,
        });
      }

      if (initiativeBatch.length >= SCALE_BATCH) await flush();
    }
    await flush();
  });
  return added;
}

/** Row counts of {@link seedMembers}. */
export interface MemberSeedCounts {
  members: number;
  favorites: number;
}

/** The number `n` of a `select … as n` query, on either driver (their result shapes differ). */
async function countRows(db: Pick<Database, "execute">, query: SQL): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/** Password of every scale member: load-test data only, never in a database reachable by others. */
export const SCALE_MEMBER_PASSWORD = "zonnepaneel-fietsbel-2026";

/** Favourites per scale member and item type (10 in all). */
const MEMBER_FAVORITES = { initiative: 4, event: 4, vacancy: 2 } as const;

/** The e-mail address of scale member `n` (1-based), e.g. "lid-000001@leden.example.org". */
export function scaleMemberEmail(n: number): string {
  return `lid-${String(n).padStart(6, "0")}@leden.example.org`;
}

/**
 * Adds `members` verified e-mail/password members for load tests, each with 10 favourites spread
 * deterministically over the existing items; all share `passwordHash`, so hashing costs one call.
 * @throws Error when `members` is not a non-negative integer, or the total would exceed 999,999
 */
export async function seedMembers(
  db: Database,
  { members: total, passwordHash }: { members: number; passwordHash: string },
): Promise<MemberSeedCounts> {
  if (!Number.isSafeInteger(total) || total < 0) {
    throw new Error(`seedMembers: members must be a non-negative integer, got ${total}`);
  }
  if (total === 0) return { members: 0, favorites: 0 };
  return db.transaction(async (tx) => {
    const first = (await countRows(tx, sql`select count(*)::int as n from "user" where email like 'lid-%@leden.example.org'`)) + 1;
    const last = first + total - 1;
    // Six-digit numbers keep the e-mail order equal to the number order (the range below).
    if (last > 999_999) throw new Error(`seedMembers: at most 999999 scale members, got ${last}`);
    await tx.execute(sql`
      insert into "user" (name, email, email_verified)
      select 'Lid ' || n, 'lid-' || lpad(n::text, 6, '0') || '@leden.example.org', true
      from generate_series(${first}::int, ${last}::int) as n`);
    const added = sql`(select id, name, email, row_number() over (order by email) as k from "user"
      where email between ${scaleMemberEmail(first)} and ${scaleMemberEmail(last)})`;
    await tx.execute(sql`
      insert into account (account_id, provider_id, user_id, password)
      select id::text, 'credential', id, ${passwordHash} from ${added} as u`);
    await tx.execute(sql`
      insert into profiles (id, full_name, email) select id, name, email from ${added} as u`);
    let favorites = 0;
    for (const [itemType, perMember] of Object.entries(MEMBER_FAVORITES)) {
      const table = sql.raw(itemType === "initiative" ? "initiatives" : itemType === "event" ? "events" : "vacancies");
      // Item (k * 7919 + j * 104729) mod N for member k and slot j: deterministic, spread out,
      // and distinct per member while N exceeds the slots (on conflict skips any repeat).
      const items = await countRows(tx, sql`select count(*)::int as n from ${table}`);
      if (items === 0) continue;
      const result = await tx.execute(sql`
        with items as (select id, row_number() over (order by id) - 1 as n from ${table}),
             members as (select id, k from ${added} as u)
        insert into favorites (user_id, item_type, item_id, created_at)
        select m.id, ${itemType}::favorite_item_type, i.id, now() - (j || ' hours')::interval
        from members m
        cross join generate_series(1, ${perMember}::int) as j
        join items i on i.n = (m.k * 7919 + j * 104729) % ${items}
        on conflict do nothing`);
      const outcome = result as { rowCount?: number | null; affectedRows?: number };
      favorites += outcome.rowCount ?? outcome.affectedRows ?? 0;
    }
    return { members: total, favorites };
  });
}
