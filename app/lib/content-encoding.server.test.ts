import { get, type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, constants as zlibConstants, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { describe, expect, it } from "vitest";
import { COMPRESSION_EFFORT, PER_RESPONSE_BROTLI_WINDOW_BITS, perResponseCompressionOptions, preferredEncoding } from "./content-encoding.server";

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
  it("refuses what the header rules out with q=0, and takes a wildcard as the preferred one", () => {
    expect(preferredEncoding({ "accept-encoding": "br;q=0, gzip;q=0.8" })).toBe("gzip");
    expect(preferredEncoding({ "accept-encoding": "*" })).toBe("br");
    expect(preferredEncoding({ "accept-encoding": "br;q=0, gzip;q=0" })).toBe("identity");
    expect(preferredEncoding({ "accept-encoding": ["gzip", "br"] })).toBe("br");
  });
  it("sends the plain body without a header or for identity", () => {
    expect(preferredEncoding({})).toBe("identity");
    expect(preferredEncoding({ "accept-encoding": "identity" })).toBe("identity");
  });
});

describe("perResponseCompressionOptions", () => {
  it("passes the fast settings for one response to compression(), with a 1 MB Brotli window", () => {
    expect(perResponseCompressionOptions()).toEqual({
      level: COMPRESSION_EFFORT.once.gzipLevel,
      brotli: {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: COMPRESSION_EFFORT.once.brotliQuality,
          [zlibConstants.BROTLI_PARAM_LGWIN]: PER_RESPONSE_BROTLI_WINDOW_BITS,
        },
      },
    });
    // Under the mmap threshold npm start sets (1 MB, docs/decisions/049-memory.md).
    expect(2 ** PER_RESPONSE_BROTLI_WINDOW_BITS).toBeLessThanOrEqual(1_048_576);
    expect(COMPRESSION_EFFORT.once.brotliQuality).toBeLessThan(COMPRESSION_EFFORT.kept.brotliQuality);
    expect(COMPRESSION_EFFORT.once.gzipLevel).toBeLessThan(COMPRESSION_EFFORT.kept.gzipLevel);
  });

  it("still sends a body that decompresses to the page, in the encoding asked for", async () => {
    const page = `<!DOCTYPE html><html lang="nl"><body>${"<p>Samen maken we de buurt groener.</p>".repeat(2_000)}</body></html>`;
    const app = express();
    app.use(compression(perResponseCompressionOptions()));
    app.get("/", (_req, res) => {
      res.type("html").send(page);
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const address = server.address();
      const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/`;
      for (const [encoding, decode] of [
        ["br", brotliDecompressSync],
        ["gzip", gunzipSync],
      ] as const) {
        // A raw request: fetch would decode the body itself.
        const { headers, body: raw } = await new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
          get(url, { headers: { "accept-encoding": encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
            res.on("error", reject);
          }).on("error", reject);
        });
        expect(headers["content-encoding"]).toBe(encoding);
        expect(raw.byteLength).toBeLessThan(page.length / 10);
        expect(decode(raw).toString("utf8")).toBe(page);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
