import { describe, expect, it } from "vitest";
import { isNotModified } from "./conditional-get.server";

const get = (headers: Record<string, string>, method = "GET") => new Request("http://localhost/events.atom", { method, headers });
const etag = '"abc123"';
const lastModified = new Date("2026-11-25T10:00:00Z");

describe("isNotModified", () => {
  it("matches an equal tag, a weakened one, one of a list and *", () => {
    expect(isNotModified(get({ "If-None-Match": etag }), { etag })).toBe(true);
    expect(isNotModified(get({ "If-None-Match": `W/${etag}` }), { etag })).toBe(true);
    expect(isNotModified(get({ "If-None-Match": `"other", ${etag}` }), { etag })).toBe(true);
    expect(isNotModified(get({ "If-None-Match": "*" }), { etag })).toBe(true);
    expect(isNotModified(get({ "If-None-Match": '"other"' }), { etag })).toBe(false);
  });

  it("lets If-None-Match win over If-Modified-Since", () => {
    const later = new Date(lastModified.getTime() + 60_000).toUTCString();
    expect(isNotModified(get({ "If-None-Match": '"other"', "If-Modified-Since": later }), { etag, lastModified })).toBe(false);
  });

  it("compares If-Modified-Since with Last-Modified; a malformed date never matches", () => {
    expect(isNotModified(get({ "If-Modified-Since": lastModified.toUTCString() }), { lastModified })).toBe(true);
    expect(isNotModified(get({ "If-Modified-Since": new Date(lastModified.getTime() - 1000).toUTCString() }), { lastModified })).toBe(false);
    expect(isNotModified(get({ "If-Modified-Since": "gisteren" }), { lastModified })).toBe(false);
  });

  it("never answers 304 to an unconditional request or a POST", () => {
    expect(isNotModified(get({}), { etag, lastModified })).toBe(false);
    expect(isNotModified(get({ "If-None-Match": etag }, "POST"), { etag })).toBe(false);
  });

  it("answers 304 to a revalidation with Cache-Control: no-cache, as fetch() sends every conditional request", () => {
    expect(isNotModified(get({ "If-None-Match": etag, "Cache-Control": "no-cache" }), { etag })).toBe(true);
  });
});
