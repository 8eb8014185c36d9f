import { describe, expect, it } from "vitest";
import { apiQuery, mapSummary } from "./results-map";

const point = { type: "Point" as const, coordinates: [5.1, 52.1] as [number, number] };
const feature = (geometry: typeof point | null) => ({ id: "x", geometry, properties: { name: "Iets", url: "https://example.org/x", place: null } });

describe("apiQuery", () => {
  it("keeps the filters and drops the page's own parameters and 'all' or empty values", () => {
    expect(apiQuery("?thema=natuur&provincie=all&zoek=&pagina=3&weergave=kaart&gemeente=utrecht").toString()).toBe("thema=natuur&gemeente=utrecht");
  });
});

describe("mapSummary", () => {
  it("says how many items the map shows and how many without a place only the list has", () => {
    expect(mapSummary([{ kind: "events", collection: { features: [feature(point), feature(point), feature(null)], total: 3 } }])).toBe(
      "De kaart toont 2 events. 1 landelijk event staat niet op de kaart, wel in de lijst.",
    );
    expect(mapSummary([{ kind: "initiatives", collection: { features: [feature(point)], total: 1 } }])).toBe("De kaart toont 1 initiatief.");
  });

  it("says when the answer was capped, and names every kind of a municipality's map", () => {
    const capped = { features: Array.from({ length: 2000 }, () => feature(point)), total: 2345 };
    expect(mapSummary([{ kind: "events", collection: capped }])).toBe("De kaart toont de eerste 2.000 van 2.345 events.");
    expect(
      mapSummary([
        { kind: "initiatives", collection: { features: [feature(point), feature(null)], total: 2 } },
        { kind: "events", collection: { features: [], total: 0 } },
        { kind: "vacancies", collection: { features: [feature(null), feature(null)], total: 2 } },
      ]),
    ).toBe(
      "De kaart toont 1 initiatief, 0 events en 0 vacatures. 1 landelijk initiatief en 2 vacatures zonder plek (landelijk, of thuis of online) staan niet op de kaart, wel in de lijst.",
    );
  });
});
