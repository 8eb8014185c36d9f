import { describe, expect, it } from "vitest";
import { parseEventFilters } from "./filters";

const parse = (query: string) => parseEventFilters(new URLSearchParams(query));

describe("parseEventFilters", () => {
  it("reads every parameter", () => {
    expect(
      parse("zoek=%20repair%20&type=workshop&thema=energie&provincie=noord-holland&gemeente=sudwest-fryslan&van=2026-03-01&tot=2026-03-31&verleden=1&bij=3511%20AB&straal=25&sorteer=afstand&pagina=2"),
    ).toEqual({
      search: "repair",
      type: "workshop",
      theme: "energie",
      province: "noord-holland",
      municipality: "Súdwest-Fryslân",
      from: "2026-03-01",
      to: "2026-03-31",
      past: true,
      near: { text: "3511 AB", radiusKm: 25, place: null, missing: null },
      sort: "afstand",
      page: 2,
    });
  });

  it("gives no filters for an empty query", () => {
    const f = parse("");
    expect(f).toEqual({
      search: null,
      type: null,
      theme: null,
      province: null,
      municipality: null,
      from: null,
      to: null,
      past: false,
      near: null,
      sort: null,
      page: 1,
    });
  });

  it("treats 'all', unknown and malformed values as no filter", () => {
    const f = parse("type=all&thema=onzin&provincie=ZEELAND&van=2026-02-30&tot=31-03-2026&verleden=ja&pagina=-1");
    expect(f.type).toBeNull();
    expect(f.theme).toBeNull();
    expect(f.province).toBeNull();
    expect(f.from).toBeNull();
    expect(f.to).toBeNull();
    expect(f.past).toBe(false);
    expect(parse("bij=%20%20&straal=25").near).toBeNull();
    expect(parse("bij=Utrecht&straal=7").near?.radiusKm).toBe(10);
    expect(parse("bij=Utrecht&straal=abc").near?.radiusKm).toBe(10);
    expect(parse("sorteer=naam").sort).toBeNull();
    expect(f.page).toBe(1);
  });

  it("accepts every event type, including training and overig", () => {
    expect(parse("type=training").type).toBe("training");
    expect(parse("type=overig").type).toBe("overig");
  });

});
