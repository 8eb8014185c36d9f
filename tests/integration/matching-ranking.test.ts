/**
 * "Voor jou" (docs/product-rules.md#matching): the order of hand-made vacancies and events for a
 * profile is pinned, each card's score equals the reference score of ./score.ts, closed, filled,
 * past and too-far items are left out, and items without a point stay in.
 */
import { TZDate } from "@date-fns/tz";
import { beforeAll, describe, expect, it } from "vitest";
import { postcodeAreaList, seedMunicipalities } from "~/db/seed/seed.server";
import { formatDistance } from "~/lib/format";
import { distanceKm } from "~/lib/geo.server";
import { TIME_ZONE } from "~/lib/time-zone";
import { rankEvents, rankVacancies, type RankingProfile } from "~/modules/matching/ranking.server";
import { scoreEvent, scoreVacancy } from "~/modules/matching/score";
import { todayInNetherlands } from "~/modules/accounts/profile";
import { setupTestDatabase } from "../setup/database";
import { createEvent, createInitiative, createVacancy } from "../setup/factories";

const database = setupTestDatabase();

const areas = new Map(postcodeAreaList.map(([pc4, lat, lon]) => [pc4, { lat, lon }]));
const HOME = areas.get("3511") as { lat: number; lon: number };

/** `{ pc4 }` of the postcode area nearest to `min` km from 3511, below `max` km (an item's point is its area's). */
function at(min: number, max: number): { pc4: string } {
  const found = [...areas]
    .map(([pc4, point]) => ({ pc4, km: distanceKm(HOME, point) }))
    .filter(({ km }) => km >= min && km < max)
    .sort((a, b) => a.km - b.km)[0];
  if (!found) throw new Error(`no area between ${min} and ${max} km`);
  return { pc4: found.pc4 };
}
const north = (km: number) => at(km, km + 2);
const HERE = { pc4: "3511" };

const profile: RankingProfile = {
  home_pc4: "3511",
  point: HOME,
  max_distance_km: 25,
  themes: ["natuur"],
  categories: [],
  skills: ["tuinieren", "koken"],
  availability: ["dinsdag-avond", "zaterdag-ochtend"],
  commitments: ["lang"],
  suitable_for: ["thuis-of-online"],
};

const empty: RankingProfile = {
  home_pc4: null,
  point: null,
  max_distance_km: null,
  themes: [],
  categories: [],
  skills: [],
  availability: [],
  commitments: [],
  suitable_for: [],
};

/** The next Amsterdam `weekday` (1 Monday … 7 Sunday) at `hour`:00, at least two days ahead. */
function next(weekday: number, hour: number): Date {
  const now = new TZDate(Date.now(), TIME_ZONE);
  const isoDay = ((now.getDay() + 6) % 7) + 1;
  const ahead = ((weekday - isoDay + 7) % 7) + 7;
  return new Date(new TZDate(now.getFullYear(), now.getMonth(), now.getDate() + ahead, hour, 0, TIME_ZONE).getTime());
}

const titles: Record<string, string> = {};

beforeAll(async () => {
  const db = database.db();
  await seedMunicipalities(db);
  // National initiatives have no point, so an item's point is only its own postcode area's.
  const national = { scope: "nationaal", province: null, city: null, municipality: null } as const;
  const nature = await createInitiative(db, { theme: "natuur", ...national });
  const care = await createInitiative(db, { theme: "zorg", ...national });
  const day = (offset: number) => todayInNetherlands(new Date(Date.now() + offset * 86_400_000));
  const vacancy = async (key: string, initiativeId: string, fields: Parameters<typeof createVacancy>[1] extends infer T ? Omit<T & object, "initiative_id"> : never, createdDaysAgo: number) => {
    const row = await createVacancy(db, { initiative_id: initiativeId, title: `Ranking ${key}`, created_at: new Date(Date.now() - createdDaysAgo * 86_400_000), ...fields });
    titles[row.id] = key;
  };
  // Scores for `profile`: theme 3, skill 2 each, day-part 2, commitment 1, at home or online 1, ≤ 5 km 2, ≤ 15 km 1.
  await vacancy("A", nature.id, { ...HERE, skills: ["tuinieren"], availability: ["dinsdag-avond"] }, 5); // 3+2+2+2 = 9
  await vacancy("B", care.id, { is_remote: true, skills: ["tuinieren", "koken"], availability: ["flexibel"], commitment: "lang" }, 5); // 4+2+1+1 = 8
  await vacancy("C", nature.id, { ...north(10), closes_on: day(0) }, 1); // 3+1 = 4, closes today: still open
  await vacancy("I", nature.id, north(10), 3); // 4, older than C
  await vacancy("E", care.id, north(10), 1); // 1
  await vacancy("far", nature.id, north(30), 1); // 3, but beyond 25 km
  await vacancy("closed", nature.id, { ...HERE, closes_on: day(-1) }, 1);
  await vacancy("filled", nature.id, { ...HERE, filled_at: new Date() }, 1);
  await vacancy("nothing", care.id, north(20), 1); // 0
  await vacancy("inactive", nature.id, { ...HERE, is_active: false }, 1);

  const event = async (key: string, initiativeId: string, fields: Omit<Parameters<typeof createEvent>[1], "initiative_id">) => {
    const row = await createEvent(db, { initiative_id: initiativeId, title: `Ranking ${key}`, ...fields });
    titles[row.id] = key;
  };
  await event("E1", nature.id, { theme: "natuur", date: next(6, 10), ...HERE }); // 3+2+2 = 7
  await event("E2", nature.id, { theme: null, date: next(7, 14), ...north(10) }); // initiative's natuur 3 + 1 = 4
  await event("E2-later", nature.id, { theme: null, date: new Date(next(7, 14).getTime() + 7 * 86_400_000), ...north(10) }); // 4, later
  await event("E3", nature.id, { theme: "zorg", date: next(6, 10) }); // no point: 2
  await event("past", nature.id, { theme: "natuur", date: new Date(Date.now() - 3 * 86_400_000), ...HERE });
  await event("far", nature.id, { theme: "natuur", date: next(6, 10), ...north(30) });
  await event("nothing", care.id, { theme: "zorg", date: next(1, 19), ...north(20) });
});

const keys = (items: readonly { id: string }[]) => items.map((item) => titles[item.id]).filter(Boolean);

describe("vacancies for you", () => {
  it("are ranked by score, newest first on a tie, without closed, filled, inactive, too far or non-matching ones", async () => {
    const result = await rankVacancies({ profile, page: 1 });
    expect(keys(result.items)).toEqual(["A", "B", "C", "I", "E"]);
    expect(result.items.map((item) => item.score)).toEqual([9, 8, 4, 4, 1]);
    expect(result.total).toBe(5);
  });

  it("say why, and their SQL score equals the reference score", async () => {
    const { items } = await rankVacancies({ profile, page: 1 });
    const byKey = new Map(items.map((item) => [titles[item.id], item]));
    expect(byKey.get("A")?.reasons).toEqual(["Natuur", "tuinieren", "dinsdagavond", "< 1 km"]);
    expect(byKey.get("B")?.reasons).toEqual(["tuinieren", "koken", "flexibel", "langere tijd", "thuis of online"]);
    expect(byKey.get("C")?.reasons).toEqual(["Natuur", formatDistance(byKey.get("C")?.distance_km)]);
    for (const item of items) {
      const reference = scoreVacancy(profile, {
        theme: titles[item.id] === "B" || titles[item.id] === "E" ? "zorg" : "natuur",
        category: item.category,
        skills: titles[item.id] === "A" ? ["tuinieren"] : titles[item.id] === "B" ? ["tuinieren", "koken"] : [],
        availability: titles[item.id] === "A" ? ["dinsdag-avond"] : titles[item.id] === "B" ? ["flexibel"] : [],
        commitment: titles[item.id] === "B" ? "lang" : null,
        suitable_for: [],
        is_remote: item.is_remote,
        distance_km: item.distance_km ?? null,
      });
      expect(item.score).toBe(reference);
    }
  });

  it("are none for an empty profile, and a page past the end is empty", async () => {
    expect((await rankVacancies({ profile: empty, page: 1 })).total).toBe(0);
    const beyond = await rankVacancies({ profile, page: 2 });
    expect(beyond.items).toEqual([]);
  });

  it("include far ones without a maximum distance", async () => {
    const result = await rankVacancies({ profile: { ...profile, max_distance_km: null }, page: 1 });
    expect(keys(result.items)).toEqual(["A", "B", "C", "I", "far", "E"]);
  });
});

describe("events for you", () => {
  it("are ranked by score, soonest first on a tie, only upcoming and within reach", async () => {
    const result = await rankEvents({ profile, page: 1 });
    expect(keys(result.items)).toEqual(["E1", "E2", "E2-later", "E3"]);
    expect(result.items.map((item) => item.score)).toEqual([7, 4, 4, 2]);
    const first = result.items[0]!;
    expect(first.reasons).toEqual(["Natuur", "zaterdagochtend", "< 1 km"]);
    expect(first.score).toBe(scoreEvent(profile, { theme: "natuur", day_part: "zaterdag-ochtend", distance_km: first.distance_km ?? null }));
  });

  it("match every day-part for a flexible volunteer, and count 'eenmalig' for every event", async () => {
    const flexible = { ...empty, availability: ["flexibel"], commitments: ["eenmalig"] };
    const result = await rankEvents({ profile: flexible, page: 1 });
    expect(result.items.every((item) => item.score === 3)).toBe(true);
    expect(keys(result.items)).toEqual(expect.arrayContaining(["E1", "E2", "E3", "far", "nothing"]));
  });
});

describe("the total", () => {
  it("counts exactly the items scoring above 0, also when only the distance earns points", async () => {
    const nearOnly = { ...empty, home_pc4: "3511", point: HOME, max_distance_km: 25 };
    const result = await rankVacancies({ profile: nearOnly, page: 1 });
    expect(keys(result.items).sort()).toEqual(["A", "C", "E", "I"]);
    expect(result.total).toBe(result.items.length);
    expect(result.items.every((item) => item.score > 0)).toBe(true);
    const events = await rankEvents({ profile: nearOnly, page: 1 });
    expect(keys(events.items).sort()).toEqual(["E1", "E2", "E2-later"]);
    expect(events.total).toBe(events.items.length);
  });

  it("is 0 on a page past the end", async () => {
    expect((await rankVacancies({ profile, page: 2 })).total).toBe(0);
    expect((await rankEvents({ profile, page: 2 })).total).toBe(0);
  });
});
