import { describe, expect, it } from "vitest";
import { themes } from "./enums";
import { isUuid, listFilterNotices, pageCount, parseDateParam, parseEnumParam, parsePage, parseSearch } from "./list-params";

const q = (s: string) => new URLSearchParams(s);

describe("list query parsing", () => {
  it("parses the page, falling back to 1 for anything malformed", () => {
    expect(parsePage(q(""))).toBe(1);
    expect(parsePage(q("pagina=3"))).toBe(3);
    expect(parsePage(q("pagina=0"))).toBe(1);
    expect(parsePage(q("pagina=-2"))).toBe(1);
    expect(parsePage(q("pagina=abc"))).toBe(1);
    expect(parsePage(q("pagina=2.5"))).toBe(1);
    expect(parsePage(q("pagina=999999"))).toBe(10_000);
  });

  it("trims the search term and treats blank as none", () => {
    expect(parseSearch(q("zoek=%20%20"))).toBeNull();
    expect(parseSearch(q("zoek=%20repair%20"))).toBe("repair");
    expect(parseSearch(q(`zoek=${"x".repeat(500)}`))).toHaveLength(100);
  });

  it("takes only known enumeration values; 'all' means no filter", () => {
    expect(parseEnumParam(q("thema=energie"), "thema", themes)).toBe("energie");
    expect(parseEnumParam(q("thema=all"), "thema", themes)).toBeNull();
    expect(parseEnumParam(q("thema=ENERGIE"), "thema", themes)).toBeNull();
    expect(parseEnumParam(q("thema=<script>"), "thema", themes)).toBeNull();
    expect(parseEnumParam(q(""), "thema", themes)).toBeNull();
  });

  it("accepts only real calendar dates", () => {
    expect(parseDateParam(q("van=2026-02-28"), "van")).toBe("2026-02-28");
    expect(parseDateParam(q("van=2026-02-30"), "van")).toBeNull();
    expect(parseDateParam(q("van=28-02-2026"), "van")).toBeNull();
    expect(parseDateParam(q("van=0001-01-01"), "van")).toBeNull();
  });

  it("counts pages and recognises UUIDs", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(24)).toBe(1);
    expect(pageCount(25)).toBe(2);
    expect(isUuid("7c9e6679-7425-40de-944b-e07fc1f90ae7")).toBe(true);
    expect(isUuid("1 or 1=1")).toBe(false);
    expect(isUuid(undefined)).toBe(false);
  });
});

describe("listFilterNotices", () => {
  it("says nothing when every value was used, or none was given", () => {
    expect(listFilterNotices(q(""), { municipality: null })).toEqual([]);
    expect(listFilterNotices(q("gemeente=all"), { municipality: null })).toEqual([]);
    expect(listFilterNotices(q("gemeente=utrecht"), { municipality: "Utrecht" })).toEqual([]);
    expect(listFilterNotices(q("van=2027-01-01&tot=2027-01-01"), { municipality: null, from: "2027-01-01", to: "2027-01-01" })).toEqual([]);
  });

  it("names an unknown municipality instead of dropping it silently", () => {
    expect(listFilterNotices(q("gemeente=Atlantis"), { municipality: null })).toEqual([
      "We kennen geen gemeente „Atlantis”. De lijst is daarom niet op gemeente gefilterd.",
    ]);
  });

  it("shortens a long unknown value", () => {
    const [notice] = listFilterNotices(q(`gemeente=${"x".repeat(500)}`), { municipality: null });
    expect(notice).toContain(`„${"x".repeat(60)}”`);
  });

  it("warns when the from-date lies after the to-date", () => {
    expect(listFilterNotices(q("van=2027-03-02&tot=2027-03-01"), { municipality: null, from: "2027-03-02", to: "2027-03-01" })).toEqual([
      "„Vanaf datum” ligt na „Tot en met datum”, dus er kan niets gevonden worden. Pas een van beide data aan.",
    ]);
  });
});
