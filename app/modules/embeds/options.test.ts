import { describe, expect, it } from "vitest";
import { PAGE_SIZE } from "~/lib/list-params";
import { builderWidgetQuery, fullListHref, parseBuilderChoice } from "./choices.server";
import { DEFAULT_WIDGET_COUNT, embedSnippet, MAX_WIDGET_COUNT, parseWidgetCount, widgetPath } from "./options";

const q = (text: string) => new URLSearchParams(text);

describe("parseWidgetCount", () => {
  it("takes 1 to 20, brings other numbers inside and defaults to 5", () => {
    expect(parseWidgetCount(q(""))).toBe(DEFAULT_WIDGET_COUNT);
    expect(parseWidgetCount(q("aantal=7"))).toBe(7);
    expect(parseWidgetCount(q("aantal=0"))).toBe(1);
    expect(parseWidgetCount(q("aantal=999"))).toBe(20);
    for (const bad of ["abc", "-3", "2.5", "1e3", "%00"]) expect(parseWidgetCount(q(`aantal=${bad}`)), bad).toBe(DEFAULT_WIDGET_COUNT);
  });

  it("never asks for more than the first page of a list holds", () => {
    expect(MAX_WIDGET_COUNT).toBeLessThanOrEqual(PAGE_SIZE);
  });
});

describe("fullListHref", () => {
  it("keeps the list's filters and drops aantal, pagina, 'all', empty and unknown parameters", () => {
    expect(fullListHref("events", q("thema=energie&aantal=3&pagina=4&provincie=all&zoek=&utm_source=x&gemeente=utrecht"))).toBe(
      "/events?gemeente=utrecht&thema=energie",
    );
    expect(fullListHref("initiatieven", q("type=workshop&schaal=wijk"))).toBe("/initiatieven?schaal=wijk");
    expect(fullListHref("initiatieven", q(""))).toBe("/initiatieven");
  });
});

describe("the builder", () => {
  it("reads its form and leaves out the event type for initiatives", () => {
    const events = parseBuilderChoice(q("gemeente=S%C3%BAdwest-Frysl%C3%A2n&thema=energie&type=workshop&aantal=8&zoek=%20buurt%20"));
    expect(events).toEqual({
      kind: "events",
      municipality: "sudwest-fryslan",
      search: "buurt",
      theme: "energie",
      province: null,
      type: "workshop",
      count: 8,
    });
    expect(widgetPath(events.kind, builderWidgetQuery(events))).toBe(
      "/embed/events?gemeente=sudwest-fryslan&zoek=buurt&type=workshop&thema=energie&aantal=8",
    );
    const initiatives = parseBuilderChoice(q("soort=initiatieven&type=workshop&gemeente=onbekend&provincie=utrecht"));
    expect(widgetPath(initiatives.kind, builderWidgetQuery(initiatives))).toBe("/embed/initiatieven?provincie=utrecht&aantal=5");
  });

  it("writes an <iframe> with the site's address, a title and escaped attributes, and the optional height listener", () => {
    const snippet = embedSnippet({ siteUrl: "https://ditdoetnederland.nl", kind: "events", query: q('zoek="<b>&aantal=3') });
    expect(snippet).toContain(
      '<iframe src="https://ditdoetnederland.nl/embed/events?zoek=%22%3Cb%3E&amp;aantal=3" title="Events van Dit doet Nederland"',
    );
    expect(snippet).not.toMatch(/src="[^"]*[<>"][^"]*" title/);
    expect(snippet).toContain('event.origin !== "https://ditdoetnederland.nl"');
    expect(snippet).toContain('"ditdoetnederland:height"');
    expect(snippet).toContain("<!-- Optioneel:");
  });
});
