import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { distanceKm, nearPage, nearQuery } from "./geo.server";
import type { NearFilter } from "./list-params";

const UTRECHT = { lat: 52.0907, lon: 5.1214 };
const AMSTERDAM = { lat: 52.3728, lon: 4.8936 };
const near: NearFilter = { text: "3511", radiusKm: 10, place: { label: "3511", ...UTRECHT }, missing: null };
const columns = { lat: sql`lat`, lon: sql`lon` } as unknown as { lat: never; lon: never };

describe("distanceKm", () => {
  it("measures Utrecht–Amsterdam as about 35 km, both ways, and a point to itself as 0", () => {
    expect(distanceKm(UTRECHT, AMSTERDAM)).toBeGreaterThan(34);
    expect(distanceKm(UTRECHT, AMSTERDAM)).toBeLessThan(36);
    expect(distanceKm(AMSTERDAM, UTRECHT)).toBeCloseTo(distanceKm(UTRECHT, AMSTERDAM), 9);
    expect(distanceKm(UTRECHT, UTRECHT)).toBe(0);
  });
});

describe("nearPage", () => {
  /** A list of `nearby` rows within the radius and `national` without a point, paged as nearPage asks. */
  function fakeList(nearby: number, national: number) {
    const part = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);
    const rows = { nearby: part("n", nearby), national: part("l", national) };
    const query = nearQuery(near, null, columns.lat, columns.lon);
    let counted = 0;
    return {
      query,
      // nearPage counts the nearby rows first, then those without a point.
      count: async (where: unknown) => (where === undefined ? nearby + national : (counted++ % 2 === 0 ? nearby : national)),
      rows: async ({ limit, offset, nearby: isNearby }: { limit: number; offset: number; nearby: boolean }) =>
        (isNearby ? rows.nearby : rows.national).slice(offset, offset + limit),
    };
  }

  it("fills a page with the nearby rows first and the national ones after, across the page boundary", async () => {
    const list = fakeList(5, 4);
    const args = { where: undefined, near: list.query, pageSize: 3, count: list.count, rows: list.rows };
    expect(await nearPage({ ...args, page: 1 })).toEqual({ items: ["n1", "n2", "n3"], total: 9, nationalTotal: 4, page: 1 });
    expect(await nearPage({ ...args, page: 2 })).toEqual({ items: ["n4", "n5", "l1"], total: 9, nationalTotal: 4, page: 2 });
    expect(await nearPage({ ...args, page: 3 })).toEqual({ items: ["l2", "l3", "l4"], total: 9, nationalTotal: 4, page: 3 });
    // A page beyond the end shows the last one.
    expect((await nearPage({ ...args, page: 7 })).page).toBe(3);
  });

  it("reads the list as it is without a place", async () => {
    const list = fakeList(5, 4);
    const plain = nearQuery(null, null, columns.lat, columns.lon);
    const page = await nearPage({ where: undefined, near: plain, page: 1, pageSize: 3, count: list.count, rows: list.rows });
    expect(page.total).toBe(9);
    expect(page.nationalTotal).toBeNull();
  });
});
