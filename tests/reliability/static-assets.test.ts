/**
 * Static assets are served as the build compressed them (docs/decisions/054-page-weight-and-first-paint.md):
 * `.br` for a browser that accepts Brotli, `.gz` for one that accepts only gzip, the file itself
 * otherwise; each with `Vary: Accept-Encoding`, the file's Content-Type, the Content-Length of the
 * bytes sent and an ETag; /assets/* as `immutable` for a year. The bodies decompress to the file.
 *
 * Spawns `server.ts` from the production build (run after `npm run build`).
 */
import http from "node:http";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, repositoryRoot, startAppServer } from "../../bench/lib/server-process";

const clientDir = path.join(repositoryRoot, "build/client");

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent (not decompressed). */
  body: Buffer;
}

/** A GET with exactly the given request headers; the body is returned as sent. */
function rawGet(server: AppServer, pathname: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.url}${pathname}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

/** The largest file with extension `ext` in build/client/assets (it has .br and .gz siblings). */
function largestAsset(ext: string): string {
  const dir = path.join(clientDir, "assets");
  const [largest] = readdirSync(dir)
    .filter((name) => name.endsWith(ext))
    .sort((a, b) => statSync(path.join(dir, b)).size - statSync(path.join(dir, a)).size);
  if (!largest) throw new Error(`geen ${ext} in build/client/assets`);
  return `/assets/${largest}`;
}

let server: AppServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "ddn-static-"));
  server = await startAppServer({ dataDir });
});

afterAll(async () => {
  await server?.stop("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
});

describe("precompressed static assets", () => {
  const cases = [
    { label: "a script", ext: ".js", type: /^(text|application)\/javascript; charset=utf-8$/i },
    { label: "the stylesheet", ext: ".css", type: /^text\/css; charset=utf-8$/i },
  ];

  for (const { label, ext, type } of cases) {
    it(`sends ${label} as Brotli, gzip or as it is, by Accept-Encoding, immutable for a year`, async () => {
      const asset = largestAsset(ext);
      const file = readFileSync(path.join(clientDir, asset));
      const variants = [
        { accept: "gzip, deflate, br, zstd", encoding: "br", decode: brotliDecompressSync },
        { accept: "br", encoding: "br", decode: brotliDecompressSync },
        { accept: "gzip, deflate", encoding: "gzip", decode: gunzipSync },
        { accept: "identity", encoding: undefined, decode: (body: Buffer) => body },
        { accept: "", encoding: undefined, decode: (body: Buffer) => body },
      ];
      const etags = new Set<string>();
      for (const { accept, encoding, decode } of variants) {
        const response = await rawGet(server, asset, accept ? { "Accept-Encoding": accept } : {});
        const where = `${asset} with Accept-Encoding "${accept}"`;
        expect(response.status, where).toBe(200);
        expect(response.headers["content-encoding"], where).toBe(encoding);
        expect(response.headers.vary ?? "", where).toMatch(/accept-encoding/i);
        expect(response.headers["content-type"], where).toMatch(type);
        expect(response.headers["cache-control"], where).toBe("public, max-age=31536000, immutable");
        expect(Number(response.headers["content-length"]), where).toBe(response.body.length);
        expect(response.headers.etag, where).toBeTruthy();
        etags.add(response.headers.etag as string);
        expect(decode(response.body).equals(file), `${where}: the body decompresses to the file`).toBe(true);
        if (encoding) expect(response.body.length, `${where}: compressed`).toBeLessThan(file.length / 2);
      }
      // One ETag per representation (br, gzip, the file itself).
      expect(etags.size).toBe(3);
    });
  }

  it("answers a revalidation of the Brotli file with 304", async () => {
    const asset = largestAsset(".js");
    const first = await rawGet(server, asset, { "Accept-Encoding": "br" });
    const again = await rawGet(server, asset, { "Accept-Encoding": "br", "If-None-Match": first.headers.etag as string });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("sends the public files (favicon) precompressed too, cached for an hour", async () => {
    const file = readFileSync(path.join(clientDir, "favicon.svg"));
    const response = await rawGet(server, "/favicon.svg", { "Accept-Encoding": "gzip, br" });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    expect(brotliDecompressSync(response.body).equals(file)).toBe(true);
  });

  it("answers /favicon.ico, which browsers and feed readers ask for without a link, cached for an hour", async () => {
    const file = readFileSync(path.join(clientDir, "favicon.ico"));
    const response = await rawGet(server, "/favicon.ico", { "Accept-Encoding": "gzip, br" });
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    const body = response.headers["content-encoding"] === "br" ? brotliDecompressSync(response.body) : response.headers["content-encoding"] === "gzip" ? gunzipSync(response.body) : response.body;
    expect(body.equals(file)).toBe(true);
    // An icon file: reserved 0, type 1 (icon), three sizes (16, 32 and 48 pixels).
    expect([body.readUInt16LE(0), body.readUInt16LE(2), body.readUInt16LE(4)]).toEqual([0, 1, 3]);
  });

  it("still compresses pages per request (they are not static)", async () => {
    const response = await rawGet(server, "/over-ons", { "Accept-Encoding": "gzip" });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(response.body).toString("utf8")).toContain("<html");
  });

  it("answers a missing asset with the Dutch 404 page", async () => {
    const response = await rawGet(server, "/assets/bestaat-niet-123.js", { "Accept-Encoding": "br" });
    expect(response.status).toBe(404);
  });
});
