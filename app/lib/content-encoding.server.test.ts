import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./content-encoding.server";

describe("preferredEncoding", () => {
  it("prefers Brotli among equally accepted encodings, whatever the header's order", () => {
    expect(preferredEncoding({ "accept-encoding": "gzip, deflate, br" })).toBe("br");
    expect(preferredEncoding({ "accept-encoding": "gzip, deflate, br, zstd" })).toBe("br");
  });
  it("follows the q-values and what is available", () => {
    expect(preferredEncoding({ "accept-encoding": "br;q=0.5, gzip" })).toBe("gzip");
    expect(preferredEncoding({ "accept-encoding": "gzip, br" }, ["gzip", "identity"])).toBe("gzip");
    expect(preferredEncoding({ "accept-encoding": "br" }, ["gzip", "identity"])).toBe("identity");
  });
  it("sends the plain body without a header or for identity", () => {
    expect(preferredEncoding({})).toBe("identity");
    expect(preferredEncoding({ "accept-encoding": "identity" })).toBe("identity");
  });
});
