/**
 * "In de buurt van" (docs/product-rules.md#places): `bij` and `straal` on the lists, the radius edge,
 * national items after the nearby ones, "Dichtstbij", "In de buurt van mij" from the private home
 * postcode, and the same filter in the API, the feeds, the widgets and the municipality pages.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { profiles } from "~/db/schema";
import { postcodeAreaList, seedMunicipalities } from "~/db/seed/seed.server";
import { distanceKm } from "~/lib/geo.server";
import { ApiProblem } from "~/modules/api/http.server";
import { listEventsEndpoint, listInitiativesEndpoint, listVacanciesEndpoint } from "~/modules/api/endpoints.server";
import { loadInitiativesWidget } from "~/modules/embeds/queries.server";
import { eventsAtomResponse } from "~/modules/feeds/feeds.server";
import { getMunicipalityOverview } from "~/modules/municipalities/overview.server";
import { loader as eventsLoader } from "~/routes/events/list";
import { loader as initiativesLoader } from "~/routes/initiatives/list";
import { loader as vacanciesLoader } from "~/routes/vacancies/list";
import { setupTestDatabase } from "../setup/database";
import { createEvent, createInitiative, createVacancy } from "../setup/factories";
import { createMember } from "../setup/members";
import { get } from "../setup/routes";

const database = setupTestDatabase();

const points = new Map(postcodeAreaList.map(([pc4, lat, lon]) => [pc4, { lat, lon }]));
const UTRECHT = points.get("3511") as { lat: number; lon: number };

/** The postcode area whose distance from 3511 lies in [min, max) km, the nearest to `min` first. */
function areaAt(min: number, max: number): string {
  const found = [...points]
    .map(([pc4, point]) => ({ pc4, km: distanceKm(UTRECHT, point) }))
    .filter(({ km }) => km >= min && km < max)
    .sort((a, b) => a.km - b.km)[0];
  if (!found) throw new Error(`no area between ${min} and ${max} km`);
  return found.pc4;
}

const ids = { inside: "", edgeIn: "", edgeOut: "", far: "", national: "" };
const names = { inside: "Dichtbij-initiatief", edgeIn: "Randje-binnen", edgeOut: "Randje-buiten", far: "Amsterdams initiatief", national: "Landelijk netwerk" };

beforeAll(async () => {
  const db = database.db();
  await seedMunicipalities(db);
  const make = async (name: string, pc4: string | null, national = false) =>
    (
      await createInitiative(db, national ? { name, scope: "nationaal", province: null, city: null, municipality: null } : { name, pc4, city: "Ergens" })
    ).id;
  ids.inside = await make(names.inside, "3512");
  ids.edgeIn = await make(names.edgeIn, areaAt(9.5, 10));
  ids.edgeOut = await make(names.edgeOut, areaAt(10.2, 11));
  ids.far = await make(names.far, "1011");
  ids.national = await make(names.national, null, true);
});

const namesOf = (items: readonly { name: string }[]) => items.map((item) => item.name).filter((name) => Object.values(names).includes(name));

describe("bij and straal on the lists", () => {
  it("keep what lies within the radius, then the national items, and count them apart", async () => {
    const data = await initiativesLoader(get(null, "/initiatieven?bij=3511&straal=10"));
    expect(data.filters.near?.place?.label).toBe("3511");
    const found = namesOf(data.items);
    expect(found).toContain(names.inside);
    expect(found).toContain(names.edgeIn);
    expect(found).not.toContain(names.edgeOut);
    expect(found).not.toContain(names.far);
    expect(found.at(-1)).toBe(names.national);
    expect(data.nationalTotal).toBeGreaterThanOrEqual(1);
    const inside = data.items.find((item) => item.id === ids.inside);
    expect(inside?.distance_km).toBeGreaterThan(0);
    expect(inside?.distance_km).toBeLessThan(3);
    expect(data.items.find((item) => item.id === ids.national)?.distance_km).toBeNull();
    expect(data.filterNotices).toEqual([]);
  });

  it("widen with the radius and sort nearest first on request", async () => {
    const data = await initiativesLoader(get(null, "/initiatieven?bij=Utrecht&straal=50&sorteer=afstand"));
    const found = namesOf(data.items);
    expect(found).toEqual([names.inside, names.edgeIn, names.edgeOut, names.far, names.national]);
    const distances = data.items.filter((item) => item.distance_km != null).map((item) => item.distance_km as number);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it("take a postcode with letters and fall back to 10 km for an invalid radius", async () => {
    const data = await initiativesLoader(get(null, "/initiatieven?bij=3511%20AB&straal=7"));
    expect(data.filters.near?.radiusKm).toBe(10);
    expect(namesOf(data.items)).not.toContain(names.edgeOut);
  });

  it("treat a search for a postcode as a search near it", async () => {
    const data = await initiativesLoader(get(null, "/initiatieven?zoek=3511"));
    expect(data.filters.search).toBeNull();
    expect(data.filters.near?.place?.label).toBe("3511");
    expect(namesOf(data.items)).toContain(names.inside);
    expect(namesOf(data.items)).not.toContain(names.far);
  });

  it("say so for an unknown place and filter nothing, never a 500", async () => {
    const data = await initiativesLoader(get(null, "/initiatieven?bij=Atlantis"));
    expect(data.filterNotices).toEqual([
      "We kennen geen postcode of plaats „Atlantis”. Vul een postcode in (bijvoorbeeld 3511) of een gemeente. De lijst is daarom niet op afstand gefilterd.",
    ]);
    expect(namesOf(data.items)).toContain(names.far);
    for (const odd of ["0000", "%00", "constructor", "'; drop table events; --", "x".repeat(300)]) {
      const result = await eventsLoader(get(null, `/events?bij=${encodeURIComponent(odd)}`));
      expect(result.filters.near?.place ?? null).toBeNull();
    }
  });

  it("work on events and vacancies alike, with work at home or online after the nearby work", async () => {
    const db = database.db();
    const initiative = await createInitiative(db, { pc4: "3512", city: "Utrecht" });
    const nearby = await createEvent(db, { initiative_id: initiative.id, title: "Buurtfeest dichtbij" });
    const away = await createEvent(db, { initiative_id: initiative.id, title: "Feest in Amsterdam", pc4: "1011", city: "Amsterdam" });
    const events = await eventsLoader(get(null, "/events?bij=3511&straal=5"));
    const titles = events.items.map((event) => event.title);
    expect(titles).toContain(nearby.title);
    expect(titles).not.toContain(away.title);
    const remote = await createVacancy(db, { initiative_id: initiative.id, title: "Online schrijver", is_remote: true });
    const local = await createVacancy(db, { initiative_id: initiative.id, title: "Tuinier in de wijk" });
    const vacancies = await vacanciesLoader(get(null, "/vacatures?bij=3511&straal=5"));
    const order = vacancies.items.map((vacancy) => vacancy.title);
    expect(order.indexOf(local.title)).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(remote.title)).toBeGreaterThan(order.indexOf(local.title));
    expect(vacancies.nationalTotal).toBeGreaterThanOrEqual(1);
  });
});

describe("In de buurt van mij", () => {
  it("uses the member's home postcode without repeating it, and explains what is missing", async () => {
    const member = await createMember();
    const nearMeLink = (fields: { name: string }[]) => fields.find((field) => field.name === "bij") as { action?: { label: string; to: string } };
    const before = await initiativesLoader(get(member, "/initiatieven?bij=mij"));
    expect(nearMeLink(before.fields).action).toBeUndefined();
    expect(before.filterNotices[0]).toContain("Vul je postcode in bij je profiel");
    await database.db().update(profiles).set({ home_pc4: "3512" }).where(eq(profiles.id, member.id));
    const offered = await initiativesLoader(get(member, "/initiatieven?thema=natuur"));
    expect(nearMeLink(offered.fields).action).toEqual({ label: "In de buurt van mij", to: "?thema=natuur&bij=mij" });
    const data = await initiativesLoader(get(member, "/initiatieven?bij=mij&straal=5"));
    expect(data.countText).toMatch(/gevonden binnen 5 km van je postcode/);
    expect(data.filters.near?.place?.label).toBe("je postcode");
    expect(JSON.stringify(data)).not.toContain('"3512"');
    expect(data.filters.near?.text).toBe("mij");
    expect(namesOf(data.items)).toContain(names.inside);
    expect(namesOf(data.items)).not.toContain(names.far);
    const visitor = await initiativesLoader(get(null, "/initiatieven?bij=mij"));
    expect(visitor.filterNotices[0]).toContain("Log in en vul je postcode in");
  });
});

describe("bij and straal elsewhere", () => {
  it("filter the API, give distances, and answer 400 for an unknown place or radius", async () => {
    const url = (path: string) => new URL(`http://localhost:3000${path}`);
    const { body } = await listInitiativesEndpoint(url("/api/v1/initiatives?bij=3511&straal=10&limit=100"));
    const items = (body as { items: { id: string; distance_km: number | null }[] }).items;
    expect(items.map((item) => item.id)).toContain(ids.inside);
    expect(items.map((item) => item.id)).not.toContain(ids.far);
    expect(items.find((item) => item.id === ids.inside)?.distance_km).toBeGreaterThan(0);
    expect(items.find((item) => item.id === ids.national)?.distance_km).toBeNull();
    await expect(listEventsEndpoint(url("/api/v1/events?bij=3511&straal=7"))).rejects.toMatchObject({ status: 400, detail: "straal moet 5, 10, 25 of 50 zijn (km)." });
    const unknown = await listVacanciesEndpoint(url("/api/v1/vacancies?bij=Atlantis")).catch((error: unknown) => error);
    expect(unknown).toBeInstanceOf(ApiProblem);
    expect((unknown as ApiProblem).status).toBe(400);
    expect((unknown as ApiProblem).errors?.[0]?.parameter).toBe("bij");
  });

  it("filter the feeds and the widgets, and name the place in the feed's title", async () => {
    const atom = await (await eventsAtomResponse(new Request("http://localhost:3000/events.atom?bij=3511&straal=25"))).text();
    expect(atom).toContain("bij 3511 (25 km)");
    const widget = await loadInitiativesWidget(new URLSearchParams("bij=3511&straal=10&aantal=10"));
    expect(widget.items.map((item) => item.id)).toContain(ids.inside);
    expect(widget.items.map((item) => item.id)).not.toContain(ids.far);
  });

  it("turn a municipality page into a radius search around it, or around a place given", async () => {
    const alone = await getMunicipalityOverview({ slug: "utrecht" });
    expect(alone?.near).toBeNull();
    const around = await getMunicipalityOverview({ slug: "utrecht", params: new URLSearchParams("straal=50") });
    expect(around?.near?.place?.label).toBe("Utrecht");
    expect(around?.query).toBe("bij=Utrecht&straal=50");
    expect(around?.initiatives.total).toBeGreaterThan(alone?.initiatives.total ?? 0);
    const unknown = await getMunicipalityOverview({ slug: "utrecht", params: new URLSearchParams("bij=Atlantis&straal=5") });
    expect(unknown?.near?.place?.label).toBe("Utrecht");
  });
});
