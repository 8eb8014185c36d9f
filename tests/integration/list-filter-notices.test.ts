/**
 * The lists say when a filter value could not be used, instead of dropping it silently: an
 * unknown municipality on all three lists, and a from-date after the to-date on /events.
 */
import { describe, expect, it } from "vitest";
import { loader as eventsLoader } from "~/routes/events/list";
import { loader as initiativesLoader } from "~/routes/initiatives/list";
import { loader as vacanciesLoader } from "~/routes/vacancies/list";
import { setupTestDatabase } from "../setup/database";
import { get } from "../setup/routes";

setupTestDatabase();

const UNKNOWN = "We kennen geen gemeente „Atlantis”. De lijst is daarom niet op gemeente gefilterd.";

describe("filter notices on the lists", () => {
  it("name an unknown municipality on every list", async () => {
    expect((await initiativesLoader(get(null, "/initiatieven?gemeente=Atlantis"))).filterNotices).toEqual([UNKNOWN]);
    expect((await eventsLoader(get(null, "/events?gemeente=Atlantis"))).filterNotices).toEqual([UNKNOWN]);
    expect((await vacanciesLoader(get(null, "/vacatures?gemeente=Atlantis"))).filterNotices).toEqual([UNKNOWN]);
  });

  it("stay quiet for a known municipality, by slug or by name", async () => {
    expect((await initiativesLoader(get(null, "/initiatieven?gemeente=utrecht"))).filterNotices).toEqual([]);
    expect((await eventsLoader(get(null, "/events?gemeente=Utrecht"))).filterNotices).toEqual([]);
  });

  it("warn about a from-date after the to-date on /events", async () => {
    const data = await eventsLoader(get(null, "/events?van=2030-05-02&tot=2030-05-01"));
    expect(data.filterNotices).toEqual([
      "„Vanaf datum” ligt na „Tot en met datum”, dus er kan niets gevonden worden. Pas een van beide data aan.",
    ]);
    expect(data.total).toBe(0);
  });
});
