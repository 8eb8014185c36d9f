import { TZDate } from "@date-fns/tz";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  eventTypes,
  informalTypes,
  legalForms,
  provinces,
  scopes,
  themes,
  vacancyCategories,
} from "~/lib/enums";
import type { Database, DatabaseHandle } from "~/lib/db.server";
import { openTestDatabase } from "../../../tests/setup/database";
import { createEvent } from "../../../tests/setup/factories";
import { events, images } from "../schema";
import { seedIfEmpty } from "~/demo-data.server";
import { demoImages } from "~/modules/images/demo-images.server";
import { demoEvents, demoInitiatives } from "./content";
import type { DemoCalendar } from "./content/types";
import {
  buildDemoRows,
  demoEventDay,
  demoId,
  municipalityList,
  isDatabaseEmpty,
  seedDemo,
  seedMunicipalities,
  SCALE_MEMBER_PASSWORD,
  scaleMemberEmail,
  seedMembers,
  seedScale,
  refreshDemoDates,
  seedUuid,
} from "./seed.server";

const NOW = new Date("2026-03-15T10:00:00Z");
const DAY_MS = 24 * 60 * 60 * 1000;
const rows = buildDemoRows(NOW);

const EMAIL = /^[a-z0-9._%+-]+@([a-z0-9-]+\.)*example\.(org|com|net)$/;
const onExampleDomain = (url: string) => {
  const parsed = new URL(url);
  return parsed.protocol === "https:" && /(^|\.)example\.(org|com|net)$/.test(parsed.hostname);
};
/** Dutch-style fictional numbers: "06 1234 5678", "06 12345678", "030 123 4567", "0595 123 456". */
const isPhone = (phone: string) => /^0\d{1,3}( \d{2,8}){1,2}$/.test(phone) && phone.replaceAll(" ", "").length === 10;

async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function counts(db: Database) {
  const [row] = await rowsOf<{ initiatives: number; events: number; vacancies: number; municipalities: number }>(
    db,
    sql`select (select count(*)::int from initiatives) as initiatives, (select count(*)::int from events) as events,
      (select count(*)::int from vacancies) as vacancies, (select count(*)::int from municipalities) as municipalities`,
  );
  if (!row) throw new Error("no counts");
  return row;
}

describe("demo content", () => {
  it("has the minimum numbers of rows", () => {
    expect(rows.initiatives.length).toBeGreaterThanOrEqual(60);
    expect(rows.events.length).toBeGreaterThanOrEqual(100);
    expect(rows.vacancies.length).toBeGreaterThanOrEqual(50);
  });

  it("covers every province, theme, scope, legal form and informal type", () => {
    const present = <T>(values: (T | null | undefined)[]) => new Set(values.filter((v) => v != null));
    expect(present(rows.initiatives.map((i) => i.province))).toEqual(new Set(provinces));
    expect(present(rows.initiatives.map((i) => i.theme))).toEqual(new Set(themes));
    expect(present(rows.initiatives.map((i) => i.scope))).toEqual(new Set(scopes));
    expect(present(rows.initiatives.map((i) => i.formal_type))).toEqual(new Set(legalForms));
    expect(present(rows.initiatives.map((i) => i.informal_type))).toEqual(new Set(informalTypes));
    expect(present(rows.events.map((e) => e.type))).toEqual(new Set(eventTypes));
    expect(present(rows.vacancies.map((v) => v.category))).toEqual(new Set(vacancyCategories));
  });

  it("has consistent locations: real municipalities, provinces and cities by scope", () => {
    const byName = new Map(municipalityList.map((m) => [m.name, m.province]));
    for (const i of rows.initiatives) {
      if (i.scope === "nationaal") {
        expect(i.province, i.name).toBeNull();
      } else {
        expect(i.province, i.name).not.toBeNull();
        expect(i.municipality, i.name).not.toBeNull();
      }
      if (i.municipality != null) expect(byName.get(i.municipality), `${i.name}: ${i.municipality}`).toBe(i.province);
      if (i.scope === "plaats" || i.scope === "wijk" || i.scope === "straat") expect(i.city, i.name).toBeTruthy();
    }
    for (const e of rows.events) expect(e.province, e.title).not.toBeNull();
  });

  it("has realistic initiative details", () => {
    const bands = new Set<string>();
    for (const i of rows.initiatives) {
      expect(i.status).toBe("actief");
      expect(i.created_by).toBeNull();
      expect(i.established).toBeGreaterThanOrEqual(1950);
      expect(i.established).toBeLessThanOrEqual(NOW.getUTCFullYear());
      const paragraphs = i.long_description.split("\n\n");
      expect(paragraphs.length, i.name).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length, i.name).toBeLessThanOrEqual(3);
      expect(i.created_at.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(i.created_at.getTime()).toBeGreaterThan(NOW.getTime() - 760 * DAY_MS);
      const m = i.member_count ?? null;
      bands.add(m === null ? "none" : m <= 10 ? "1-10" : m <= 50 ? "10-50" : m <= 100 ? "50-100" : m <= 500 ? "100-500" : "500+");
    }
    expect(bands).toEqual(new Set(["none", "1-10", "10-50", "50-100", "100-500", "500+"]));
    expect(rows.initiatives.some((i) => i.contact_phone === null)).toBe(true);
    expect(rows.initiatives.some((i) => i.website === null)).toBe(true);
    expect(new Set(rows.initiatives.map((i) => i.id)).size).toBe(rows.initiatives.length);
  });

  it("uses only example domains and fictional phone numbers for contact data", () => {
    const emails = [
      ...rows.initiatives.map((i) => i.contact_email),
      ...rows.events.map((e) => e.organizer_email),
      ...rows.vacancies.map((v) => v.contact_email),
    ];
    for (const email of emails) expect(email).toMatch(EMAIL);
    const sites = [...rows.initiatives.map((i) => i.website), ...rows.events.map((e) => e.website)];
    for (const site of sites) if (site) expect(onExampleDomain(site), site).toBe(true);
    const phones = [
      ...rows.initiatives.map((i) => i.contact_phone),
      ...rows.events.map((e) => e.organizer_phone),
      ...rows.vacancies.map((v) => v.contact_phone),
    ];
    for (const phone of phones) if (phone) expect(isPhone(phone), phone).toBe(true);
  });

  it("spreads events over the past and the coming six months at local daytime hours", () => {
    const past = rows.events.filter((e) => e.date < NOW).length;
    expect(past / rows.events.length).toBeGreaterThan(0.2);
    expect(past / rows.events.length).toBeLessThan(0.4);
    for (const e of rows.events) {
      expect(e.date.getTime()).toBeLessThan(NOW.getTime() + 184 * DAY_MS);
      expect(e.date.getTime()).toBeGreaterThan(NOW.getTime() - 184 * DAY_MS);
      const hour = new TZDate(e.date.getTime(), "Europe/Amsterdam").getHours();
      expect(hour, e.title).toBeGreaterThanOrEqual(7);
      expect(hour, e.title).toBeLessThanOrEqual(21);
      if (e.end_date) expect(e.end_date.getTime()).toBeGreaterThan(e.date.getTime());
      if (e.max_participants != null) {
        expect(e.max_participants).toBeGreaterThanOrEqual(1);
        expect(e.external_participants ?? 0).toBeLessThan(e.max_participants);
      }
    }
  });

  it("has the required event and vacancy variety", () => {
    expect(rows.events.filter((e) => e.organizer_phone).length).toBeGreaterThanOrEqual(50);
    expect(rows.events.some((e) => e.registration_required && e.max_participants != null)).toBe(true);
    expect(rows.events.some((e) => e.registration_required && e.max_participants == null)).toBe(true);
    expect(rows.events.some((e) => e.end_date != null)).toBe(true);
    expect(rows.events.some((e) => e.theme == null)).toBe(true);
    expect(rows.vacancies.filter((v) => v.is_active === false).length).toBeGreaterThanOrEqual(5);
    const withEvents = new Set(rows.events.map((e) => e.initiative_id));
    const withActiveVacancies = new Set(rows.vacancies.filter((v) => v.is_active).map((v) => v.initiative_id));
    const rich = [...withEvents].filter((id) => withActiveVacancies.has(id));
    expect(rich.length).toBeGreaterThanOrEqual(3);
  });

  it("derives stable name-based UUIDs", () => {
    expect(seedUuid("x")).toBe(seedUuid("x"));
    expect(seedUuid("x")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(demoInitiatives.map((i) => i.key)).size).toBe(demoInitiatives.length);
  });
});

describe("seeding a database", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("loads all 342 municipalities, idempotently", async () => {
    expect(await seedMunicipalities(handle.db)).toBe(342);
    await seedMunicipalities(handle.db);
    expect((await counts(handle.db)).municipalities).toBe(342);
  });

  it("loads the demo content, and a second run adds nothing", async () => {
    const first = await seedDemo(handle.db, { now: NOW });
    expect(first).toEqual({
      initiatives: rows.initiatives.length,
      events: rows.events.length,
      vacancies: rows.vacancies.length,
    });
    const second = await seedDemo(handle.db);
    expect(second).toEqual(first);
    const after = await counts(handle.db);
    expect(after).toMatchObject(first);
    expect(await isDatabaseEmpty(handle.db)).toBe(false);
  });

  it("stores municipality names that exist in the municipalities table, with the same province", async () => {
    const mismatches = await rowsOf<{ name: string }>(
      handle.db,
      sql`select i.name from initiatives i left join municipalities m on m.name = i.municipality
        where i.municipality is not null and (m.code is null or m.province <> i.province)`,
    );
    expect(mismatches).toEqual([]);
  });

  it("adds N initiatives, 10N events and 2N vacancies at scale", async () => {
    const before = await counts(handle.db);
    const added = await seedScale(handle.db, { initiatives: 20, now: NOW });
    expect(added).toEqual({ initiatives: 20, events: 200, vacancies: 40 });
    const after = await counts(handle.db);
    expect(after.initiatives - before.initiatives).toBe(20);
    expect(after.events - before.events).toBe(200);
    expect(after.vacancies - before.vacancies).toBe(40);
    const badContacts = await rowsOf<{ email: string }>(
      handle.db,
      sql`select contact_email as email from initiatives where contact_email !~ '@([a-z0-9-]+\\.)*example\\.(org|com|net)$'`,
    );
    expect(badContacts).toEqual([]);
  });

  it("adds verified members with a credential account, a profile and 10 favourites each", async () => {
    const passwordHash = await hashPassword(SCALE_MEMBER_PASSWORD);
    expect(await seedMembers(handle.db, { members: 30, passwordHash })).toEqual({ members: 30, favorites: 300 });
    expect(await seedMembers(handle.db, { members: 5, passwordHash })).toEqual({ members: 5, favorites: 50 });
    const [summary] = await rowsOf<{ users: number; verified: number; accounts: number; profiles: number; favorites: number; last: string }>(
      handle.db,
      sql`select count(*)::int as users, count(*) filter (where u.email_verified)::int as verified,
        (select count(*)::int from account a where a.provider_id = 'credential' and a.user_id in (select id from "user")) as accounts,
        (select count(*)::int from profiles) as profiles,
        (select count(*)::int from favorites) as favorites,
        max(u.email) as last
        from "user" u`,
    );
    expect(summary).toEqual({ users: 35, verified: 35, accounts: 35, profiles: 35, favorites: 350, last: scaleMemberEmail(35) });
    const perType = await rowsOf<{ item_type: string; n: number }>(
      handle.db,
      sql`select item_type, count(*)::int as n from favorites where user_id = (select id from "user" where email = ${scaleMemberEmail(1)}) group by item_type order by item_type`,
    );
    expect(perType).toEqual([
      { item_type: "initiative", n: 4 },
      { item_type: "event", n: 4 },
      { item_type: "vacancy", n: 2 },
    ]);
    const [account] = await rowsOf<{ password: string }>(handle.db, sql`select password from account limit 1`);
    expect(await verifyPassword({ hash: account?.password ?? "", password: SCALE_MEMBER_PASSWORD })).toBe(true);
    await expect(seedMembers(handle.db, { members: -1, passwordHash })).rejects.toThrow(/non-negative integer/);
  });

  it("rejects an invalid scale", async () => {
    await expect(seedScale(handle.db, { initiatives: -1 })).rejects.toThrow(/non-negative integer/);
  });
});

describe("seedIfEmpty", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("without demo: loads only the municipalities", async () => {
    expect(await seedIfEmpty(handle.db, { demo: false })).toEqual({ seeded: false });
    expect(await counts(handle.db)).toEqual({ initiatives: 0, events: 0, vacancies: 0, municipalities: 342 });
    expect(await isDatabaseEmpty(handle.db)).toBe(true);
  });

  it("with demo: seeds once with the demo pictures, then reports nothing seeded", async () => {
    expect(await seedIfEmpty(handle.db, { demo: true })).toEqual({ seeded: true });
    const after = await counts(handle.db);
    expect(after.initiatives).toBe(rows.initiatives.length);
    const pictures = await handle.db.select({ id: images.id }).from(images);
    expect(pictures).toHaveLength(demoImages().length);
    expect(await seedIfEmpty(handle.db, { demo: true })).toEqual({ seeded: false });
    expect(await counts(handle.db)).toEqual(after);
    expect(await handle.db.select({ id: images.id }).from(images)).toHaveLength(pictures.length);
  });
});

/** Whether an instant's Amsterdam calendar day fits `calendar` (checked independently of the seed code). */
function fits(date: Date, calendar: DemoCalendar): boolean {
  const local = new TZDate(date.getTime(), "Europe/Amsterdam");
  if (calendar.weekday !== undefined && local.getDay() !== calendar.weekday) return false;
  if (!calendar.between) return true;
  const md = `${String(local.getMonth() + 1).padStart(2, "0")}-${String(local.getDate()).padStart(2, "0")}`;
  const [from, to] = calendar.between;
  return from <= to ? md >= from && md <= to : md >= from || md <= to;
}

describe("demo event dates that read right", () => {
  const calendarEvents = demoEvents.filter((e) => e.calendar);
  // The first and the fifteenth of every month of a year, at different hours.
  const nows = Array.from({ length: 24 }, (_, i) => new Date(Date.UTC(2026, Math.floor(i / 2), i % 2 ? 15 : 1, 6 + (i % 12))));

  it("gives the events whose text names a weekday or a season a calendar", () => {
    const byKey = new Map(demoEvents.map((e) => [e.key, e]));
    expect(byKey.get("biddinghuizen-huiskamer")?.calendar).toEqual({ weekday: 5 });
    expect(byKey.get("nl-burgerenergie-voorjaarsdag")?.calendar?.between).toEqual(["03-21", "06-20"]);
    expect(byKey.get("kerkwerve-kerstmarkt")?.calendar?.between).toEqual(["11-28", "12-23"]);
    for (const e of demoEvents) {
      const text = `${e.title} ${e.description} ${e.long_description ?? ""}`;
      if (/elke (maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag)|voorjaar|kerst|wintervogel|oogst(feest|maaltijd)|\(weekend\)/i.test(text)) {
        expect(e.calendar, e.key).toBeDefined();
      }
    }
  });

  it.each(nows.map((now) => [now.toISOString(), now] as const))("puts every such event on a day that fits, seeded on %s", (_label, now) => {
    const built = buildDemoRows(now);
    const byId = new Map(built.events.map((row) => [row.id, row]));
    for (const e of calendarEvents) {
      const row = byId.get(demoId("event", e.key));
      if (!row || !e.calendar) throw new Error(`missing ${e.key}`);
      expect(fits(row.date, e.calendar), `${e.key} on ${row.date.toISOString()}`).toBe(true);
      expect(Math.abs(demoEventDay(e, now))).toBeLessThanOrEqual(183);
    }
    // The demo keeps its shape whatever the day: a minority of events in the recent past.
    const past = built.events.filter((row) => row.date < now).length;
    expect(past / built.events.length).toBeGreaterThan(0.2);
    expect(past / built.events.length).toBeLessThan(0.4);
    for (const row of built.events) expect(Math.abs(row.date.getTime() - now.getTime())).toBeLessThan(185 * DAY_MS);
  });

  it("keeps events without a calendar on their own day", () => {
    const plain = demoEvents.find((e) => !e.calendar);
    if (!plain) throw new Error("every demo event has a calendar");
    expect(demoEventDay(plain, NOW)).toBe(plain.day);
  });
});

describe("refreshing the demo dates", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("moves aged demo events back to their place relative to today and leaves members' events alone", async () => {
    const db = handle.db;
    await seedMunicipalities(db);
    await seedDemo(db, { now: NOW });
    await seedMembers(db, { members: 1, passwordHash: "niet-gebruikt" });
    const result = (await db.execute(sql`select id from "user" limit 1`)) as unknown as { rows: { id: string }[] };
    const memberId = result.rows[0]?.id ?? "";
    const initiativeId = demoId("initiative", demoEvents[0]?.initiative ?? "");
    const memberDate = new Date(NOW.getTime() - 10 * DAY_MS);
    const own = await createEvent(db, { initiative_id: initiativeId, created_by: memberId, date: memberDate, end_date: null });

    // Eight months later, without a refresh, most of the demo lies in the past.
    const later = new Date(NOW.getTime() + 240 * DAY_MS);
    const upcoming = async () => {
      const r = (await db.execute(
        sql`select count(*)::int as n from events where created_by is null and date >= ${later.toISOString()}::timestamptz`,
      )) as unknown as { rows: { n: number }[] };
      return r.rows[0]?.n ?? 0;
    };
    expect(await upcoming()).toBe(0);

    const moved = await refreshDemoDates(db, { now: later });
    expect(moved).toBeGreaterThan(rows.events.length / 2);
    const expected = buildDemoRows(later).events;
    expect(await upcoming()).toBe(expected.filter((row) => row.date >= later).length);
    expect(await upcoming()).toBeGreaterThan(rows.events.length / 2);
    for (const row of expected) {
      const [stored] = await db.select({ date: events.date, end_date: events.end_date }).from(events).where(eq(events.id, row.id ?? ""));
      expect(stored?.date.getTime(), row.title).toBe(row.date.getTime());
      expect(stored?.end_date?.getTime() ?? null, row.title).toBe(row.end_date?.getTime() ?? null);
    }
    const [mine] = await db.select({ date: events.date }).from(events).where(eq(events.id, own.id));
    expect(mine?.date.getTime()).toBe(memberDate.getTime());

    // A second refresh on the same day has nothing to move.
    expect(await refreshDemoDates(db, { now: later })).toBe(0);
  });
});
