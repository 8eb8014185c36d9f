/**
 * Places (docs/product-rules.md#places): the postcode areas and municipality centres seeded at
 * start, the point every item gets from the database's triggers (its postcode area, else its
 * municipality or initiative; none when national), the places people type, and distances in SQL.
 */
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { events, initiatives, municipalities, postcodeAreas, vacancies } from "~/db/schema";
import { centralPostcode } from "~/db/seed/municipalities.server";
import { postcodeAreaList, seedMunicipalities } from "~/db/seed/seed.server";
import { parsePostcode, postcodeField, postcodeMessages } from "~/lib/fields";
import { distanceKm, distanceSql, withinSql } from "~/lib/geo.server";
import { parseEventFilters } from "~/modules/events/filters";
import { listEvents } from "~/modules/events/queries.server";
import { findPlace, isKnownPostcode } from "~/modules/municipalities/places.server";
import { parseVacancyFilters } from "~/modules/vacancies/filters";
import { listVacancies } from "~/modules/vacancies/queries.server";
import { setupTestDatabase } from "../setup/database";
import { createEvent, createInitiative, createVacancy } from "../setup/factories";

const database = setupTestDatabase();

/** The point of postcode area 3511 (Utrecht centre) and 1011 (Amsterdam centre) in the data. */
const area = (pc4: string) => {
  const found = postcodeAreaList.find(([code]) => code === pc4);
  if (!found) throw new Error(`no area ${pc4}`);
  return { lat: found[1], lon: found[2] };
};

async function pointOf(table: typeof initiatives | typeof events | typeof vacancies, id: string) {
  const [row] = await database.db().select({ lat: table.lat, lon: table.lon }).from(table).where(eq(table.id, id));
  return row;
}

describe("reference places", () => {
  let before: string;
  beforeAll(async () => {
    // An initiative made before the areas are known gets its point when they are seeded.
    before = (await createInitiative(database.db(), { municipality: "Zeist", city: "Zeist" })).id;
    await seedMunicipalities(database.db());
  });

  it("has all 4,069 postcode areas and a centre for each of the 342 municipalities, also after seeding again", async () => {
    await seedMunicipalities(database.db());
    const db = database.db();
    const [areas] = await db.select({ n: sql<number>`count(*)::int` }).from(postcodeAreas);
    expect(areas?.n).toBe(4069);
    const [withCentre] = await db.select({ n: sql<number>`count(*)::int` }).from(municipalities).where(isNotNull(municipalities.lat));
    expect(withCentre?.n).toBe(342);
    const [utrecht] = await db.select().from(municipalities).where(eq(municipalities.name, "Utrecht"));
    expect(distanceKm({ lat: utrecht?.lat ?? 0, lon: utrecht?.lon ?? 0 }, area("3511"))).toBeLessThan(5);
  });

  it("gives an initiative made before the areas were seeded its municipality's centre", async () => {
    const point = await pointOf(initiatives, before);
    const [zeist] = await database.db().select().from(municipalities).where(eq(municipalities.name, "Zeist"));
    expect(point).toEqual({ lat: zeist?.lat, lon: zeist?.lon });
  });

  it("places an initiative at its postcode area, else its municipality's centre, and a national one nowhere", async () => {
    const db = database.db();
    const withPostcode = await createInitiative(db, { pc4: "1011", municipality: "Utrecht" });
    expect(await pointOf(initiatives, withPostcode.id)).toEqual(area("1011"));
    const unknownPostcode = await createInitiative(db, { pc4: "1000", municipality: "Utrecht" });
    const [utrecht] = await db.select().from(municipalities).where(eq(municipalities.name, "Utrecht"));
    expect(await pointOf(initiatives, unknownPostcode.id)).toEqual({ lat: utrecht?.lat, lon: utrecht?.lon });
    const national = await createInitiative(db, { scope: "nationaal", province: null, municipality: null, city: null, pc4: "3511" });
    expect(await pointOf(initiatives, national.id)).toEqual({ lat: null, lon: null });
  });

  it("places events and vacancies at their own postcode, else their initiative's point, and moves them with it", async () => {
    const db = database.db();
    const initiative = await createInitiative(db, { municipality: "Utrecht" });
    const inherits = await createEvent(db, { initiative_id: initiative.id });
    const own = await createEvent(db, { initiative_id: initiative.id, pc4: "1011" });
    const vacancy = await createVacancy(db, { initiative_id: initiative.id });
    const utrecht = await pointOf(initiatives, initiative.id);
    expect(await pointOf(events, inherits.id)).toEqual(utrecht);
    expect(await pointOf(events, own.id)).toEqual(area("1011"));
    expect(await pointOf(vacancies, vacancy.id)).toEqual(utrecht);

    await db.update(initiatives).set({ municipality: "Zeist" }).where(eq(initiatives.id, initiative.id));
    const zeist = await pointOf(initiatives, initiative.id);
    expect(zeist).not.toEqual(utrecht);
    expect(await pointOf(events, inherits.id)).toEqual(zeist);
    expect(await pointOf(vacancies, vacancy.id)).toEqual(zeist);
    expect(await pointOf(events, own.id)).toEqual(area("1011"));

    await db.update(initiatives).set({ scope: "nationaal", province: null, municipality: null, city: null }).where(eq(initiatives.id, initiative.id));
    expect(await pointOf(events, inherits.id)).toEqual({ lat: null, lon: null });
    expect(await pointOf(events, own.id)).toEqual(area("1011"));
  });

  it("puts events and vacancies in the municipality of their own place, else their initiative's, also on the lists", async () => {
    const db = database.db();
    const initiative = await createInitiative(db, { municipality: "Utrecht", status: "actief" });
    const date = new Date(Date.now() + 7 * 86_400_000);
    const inZeist = await createEvent(db, { initiative_id: initiative.id, pc4: "3701", date });
    const inUtrecht = await createEvent(db, { initiative_id: initiative.id, date });
    const vacancyInZeist = await createVacancy(db, { initiative_id: initiative.id, pc4: "3701" });
    const remote = await createVacancy(db, { initiative_id: initiative.id, pc4: "3701", is_remote: true });
    const municipalityOf = async (table: typeof events | typeof vacancies, id: string) =>
      (await db.select({ municipality: table.municipality }).from(table).where(eq(table.id, id)))[0]?.municipality;
    expect(await municipalityOf(events, inZeist.id)).toBe("Zeist");
    expect(await municipalityOf(events, inUtrecht.id)).toBe("Utrecht");
    expect(await municipalityOf(vacancies, vacancyInZeist.id)).toBe("Zeist");
    expect(await municipalityOf(vacancies, remote.id)).toBe("Utrecht");

    const eventIds = async (gemeente: string) =>
      (await listEvents({ filters: parseEventFilters(new URLSearchParams({ gemeente })) })).items.map((item) => item.id);
    const vacancyIds = async (gemeente: string) =>
      (await listVacancies({ filters: parseVacancyFilters(new URLSearchParams({ gemeente })) })).items.map((item) => item.id);
    expect(await eventIds("zeist")).toContain(inZeist.id);
    expect(await eventIds("zeist")).not.toContain(inUtrecht.id);
    expect(await eventIds("utrecht")).toContain(inUtrecht.id);
    expect(await eventIds("utrecht")).not.toContain(inZeist.id);
    expect(await vacancyIds("zeist")).toContain(vacancyInZeist.id);
    expect(await vacancyIds("utrecht")).toEqual(expect.arrayContaining([remote.id]));

    // An initiative that moves takes along what has no place of its own, even when its point stays.
    await db.update(initiatives).set({ municipality: "Houten", pc4: "3511" }).where(eq(initiatives.id, initiative.id));
    await db.update(initiatives).set({ municipality: "Nieuwegein" }).where(eq(initiatives.id, initiative.id));
    expect(await municipalityOf(events, inUtrecht.id)).toBe("Nieuwegein");
    expect(await municipalityOf(events, inZeist.id)).toBe("Zeist");
  });

  it("resolves postcodes, municipality names and common names, and nothing else", async () => {
    expect(await findPlace("3511")).toMatchObject({ kind: "postcode", label: "3511", ...area("3511") });
    expect(await findPlace(" 3511 ab ")).toMatchObject({ kind: "postcode", label: "3511" });
    expect(await findPlace("utrecht")).toMatchObject({ kind: "municipality", label: "Utrecht" });
    expect(await findPlace("Den Haag")).toMatchObject({ kind: "municipality", label: "'s-Gravenhage" });
    expect(await findPlace("Den Bosch")).toMatchObject({ kind: "municipality", label: "'s-Hertogenbosch" });
    expect(await findPlace("súdwest fryslân")).toMatchObject({ label: "Súdwest-Fryslân" });
    for (const nothing of ["", "  ", "1000", "0123", "Atlantis", "3511 ABC", "constructor", "__proto__"]) expect(await findPlace(nothing)).toBeNull();
    expect(await isKnownPostcode("3511")).toBe(true);
    expect(await isKnownPostcode("1000")).toBe(false);
  });

  it("gives demo content the postcode area nearest a municipality's centre, by CBS or everyday name", () => {
    const municipalityOf = (pc4: string | null) => postcodeAreaList.find(([code]) => code === pc4)?.[3];
    expect(municipalityOf(centralPostcode("Zeist"))).toBe("GM0355");
    expect(municipalityOf(centralPostcode("den haag"))).toBe("GM0518");
    expect(municipalityOf(centralPostcode("Hengelo"))).toBe("GM0164");
    for (const nothing of [null, "Atlantis", "constructor"]) expect(centralPostcode(nothing)).toBeNull();
  });

  it("measures distances in km in JavaScript and SQL alike, and finds rows within a radius", async () => {
    const db = database.db();
    const km = distanceKm(area("3511"), area("1011"));
    expect(km).toBeGreaterThan(33);
    expect(km).toBeLessThan(37);
    const initiative = await createInitiative(db, { pc4: "1011", name: "Afstandstest Amsterdam" });
    const national = await createInitiative(db, { scope: "nationaal", province: null, municipality: null, city: null, name: "Afstandstest landelijk" });
    const distance = distanceSql(initiatives.lat, initiatives.lon, area("3511"));
    const rows = await db.select({ id: initiatives.id, km: distance }).from(initiatives).where(sql`${initiatives.id} in (${initiative.id}, ${national.id})`);
    expect(rows.find((r) => r.id === initiative.id)?.km).toBeCloseTo(km, 6);
    expect(rows.find((r) => r.id === national.id)?.km).toBeNull();
    const within = async (radius: number) =>
      (await db.select({ id: initiatives.id }).from(initiatives).where(and(eq(initiatives.id, initiative.id), withinSql(initiatives.lat, initiatives.lon, area("3511"), radius)))).length;
    expect(await within(50)).toBe(1);
    expect(await within(25)).toBe(0);
    const [none] = await db.select({ n: sql<number>`count(*)::int` }).from(initiatives).where(and(isNull(initiatives.lat), withinSql(initiatives.lat, initiatives.lon, area("3511"), 50)));
    expect(none?.n).toBe(0);
  });
});

describe("postcode field", () => {
  it("takes 1234, 1234 AB and 1234ab as their four digits, empty as null, and refuses anything else in Dutch", () => {
    const field = postcodeField();
    expect(field.parse("3511")).toBe("3511");
    expect(field.parse("3511 AB")).toBe("3511");
    expect(field.parse(" 3511ab ")).toBe("3511");
    expect(field.parse("")).toBeNull();
    expect(field.parse(undefined)).toBeNull();
    for (const bad of ["351", "35111", "0511", "3511 A", "Utrecht", "3511-AB"]) {
      const result = field.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(postcodeMessages.invalid);
    }
    expect(parsePostcode("9999 zz")).toBe("9999");
  });
});
