/**
 * The page cache (docs/decisions/052-page-cache.md): rendered pages for anonymous visitors, kept in
 * memory per data version and normalised address, compressed on demand, least recently used first
 * out. Only cookieless GET/HEAD page requests outside the member areas read or fill it; every answer
 * says what happened in `Cache-Status` (RFC 9211): `ddn; hit`, `ddn; fwd=miss; stored`,
 * `ddn; fwd=miss` or `ddn; fwd=bypass`.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { LRUCache } from "lru-cache";
import { carriesSiteCookie, isMemberPath, TOKEN_PARAMETERS } from "./cache-policy.server";
import { isNotModifiedFor } from "./conditional-get.server";
import { COMPRESSION_EFFORT, type CompressionEffort, type ContentEncoding, preferredEncoding } from "./content-encoding.server";
import { DEFERRED_MODULE_TYPE } from "./deferred-module";
import { knownDataVersion, onDataVersionChange } from "./data-version.server";
import { env } from "./env.server";
import { cspForStoredPage } from "./http.server";
import { logger } from "./logger.server";

/** How long a kept page may be served at most (ms): pages depend on the clock too. */
export const PAGE_TTL_MS = 60_000;

/** Longest address (characters) that is kept. */
const MAX_KEY_URL_LENGTH = 2_048;

/** Largest body kept (bytes, uncompressed). */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = ContentEncoding;

interface Entry {
  /** Lower-case names, without per-response headers. */
  headers: [string, string][];
  scriptHashes: string[];
  /** The nonce the page was rendered with, which its browser code gives the styles it inserts. */
  nonce: string | null;
  bodies: Partial<Record<Encoding, Buffer>>;
  etag: string;
}

interface Rendered {
  status: number;
  statusText: string;
  headers: Headers;
  body: Buffer | null;
}

/** Counters of the cache since start (for /healthz). */
export interface PageCacheStats {
  hits: number;
  misses: number;
  bypasses: number;
  /** Entries kept now and their bytes (all encodings). */
  entries: number;
  bytes: number;
  maxBytes: number;
}

/** Renders a page the way React Router does for Express: a Fetch request in, a Fetch response out. */
export type PageRenderer = (request: Request, req: ExpressRequest, res: ExpressResponse) => Promise<Response>;

/** Whether the request may be served from or stored in the page cache. */
export function isCacheableRequest(req: Pick<ExpressRequest, "method" | "path" | "originalUrl" | "headers">): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (carriesSiteCookie(req.headers.cookie)) return false;
  const path = req.path;
  if (path.startsWith("/api/") || path === "/healthz") return false;
  if (/\.[A-Za-z0-9]+$/.test(path) && !path.endsWith(".data")) return false;
  if (isMemberPath(path)) return false;
  if (req.originalUrl.length > MAX_KEY_URL_LENGTH) return false;
  const query = req.originalUrl.indexOf("?");
  if (query !== -1) {
    const params = new URLSearchParams(req.originalUrl.slice(query + 1));
    if (TOKEN_PARAMETERS.some((name) => params.has(name))) return false;
  }
  return true;
}

/** Host, path and the query parameters sorted by name. */
export function normalisedAddress(host: string, originalUrl: string): string {
  const query = originalUrl.indexOf("?");
  if (query === -1) return `${host}${originalUrl}`;
  const params = new URLSearchParams(originalUrl.slice(query + 1));
  params.sort();
  const sorted = params.toString();
  return `${host}${originalUrl.slice(0, query)}${sorted ? `?${sorted}` : ""}`;
}

/** The CSP nonce an HTML page was rendered with (its first `nonce` attribute), or null. */
export function pageNonce(html: string): string | null {
  return /<script\b[^>]*\snonce="([^"]+)"/i.exec(html)?.[1] ?? null;
}

/** The CSP hash sources (`'sha256-…'`) of the inline scripts of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  // React escapes "</script" inside script content, so the first closing tag ends the element.
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    // The deferred module script is inert here but runs as a copy of itself after the first paint.
    if (type && type !== "module" && type !== "text/javascript" && type !== DEFERRED_MODULE_TYPE) continue;
    hashes.add(`'sha256-${createHash("sha256").update(match[2] ?? "", "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

const UNKEPT_HEADERS = new Set(["content-length", "content-encoding", "date", "connection", "keep-alive", "transfer-encoding", "etag", "set-cookie", "content-security-policy"]);

function isStorable(rendered: Rendered): boolean {
  if (rendered.status !== 200 || !rendered.body) return false;
  if (rendered.body.byteLength > MAX_BODY_BYTES) return false;
  if (rendered.headers.has("set-cookie")) return false;
  if (/private|no-store/i.test(rendered.headers.get("cache-control") ?? "")) return false;
  const type = rendered.headers.get("content-type") ?? "";
  return /^text\/html\b/i.test(type) || /^text\/x-script\b/i.test(type);
}

function etagOf(base: string, encoding: Encoding): string {
  return encoding === "identity" ? base : `${base.slice(0, -1)}-${encoding === "br" ? "br" : "gz"}"`;
}

async function compress(body: Buffer, encoding: "br" | "gzip", effort: CompressionEffort): Promise<Buffer> {
  const settings = COMPRESSION_EFFORT[effort];
  if (encoding === "br") {
    return brotli(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: settings.brotliQuality,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      },
    });
  }
  return gzipAsync(body, { level: settings.gzipLevel });
}

function fetchRequestOf(req: ExpressRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const host = req.get("host") ?? "localhost";
  // HEAD renders as GET: the kept page answers both, and a HEAD sharing a GET's render gets a body.
  return new Request(`${req.protocol}://${host}${req.originalUrl}`, { method: "GET", headers });
}

async function bufferRendered(response: Response): Promise<Rendered> {
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : null;
  return { status: response.status, statusText: response.statusText, headers: response.headers, body };
}

/** Creates the cache; `maxBytes` 0 turns it off. */
export function createPageCache(options: { maxBytes: number }) {
  const stats = { hits: 0, misses: 0, bypasses: 0 };
  const cache = new LRUCache<string, Entry>({
    maxSize: Math.max(1, options.maxBytes),
    sizeCalculation: (entry) =>
      Object.values(entry.bodies).reduce((sum, body) => sum + (body?.byteLength ?? 0), 0) +
      entry.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0) +
      256,
    ttl: PAGE_TTL_MS,
    // Pages age by the clock: a hit does not make an entry younger.
    updateAgeOnGet: false,
  });
  const rendering = new Map<string, { rendered: Promise<Rendered>; origin: ExpressResponse }>();
  const enabled = options.maxBytes > 0;
  if (enabled) onDataVersionChange(() => cache.clear());

  async function sendEntry(req: ExpressRequest, res: ExpressResponse, key: string, entry: Entry, status: string): Promise<void> {
    const encoding = preferredEncoding(req.headers);
    let body = entry.bodies[encoding];
    if (!body) {
      // A storable page that could not be kept (a write happened during its render) is sent once.
      body = await compress(entry.bodies.identity!, encoding as "br" | "gzip", cache.has(key) ? "kept" : "once");
      entry.bodies[encoding] = body;
      // Set again so the LRU counts the new bytes.
      if (cache.has(key)) cache.set(key, entry, { noUpdateTTL: true });
    }
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    const policy = res.getHeader("Content-Security-Policy");
    if (typeof policy === "string") res.setHeader("Content-Security-Policy", cspForStoredPage(policy, entry));
    res.setHeader("Vary", varyWithEncoding(entry.headers));
    res.setHeader("Cache-Status", status);
    const etag = etagOf(entry.etag, encoding);
    res.setHeader("ETag", etag);
    if (isNotModifiedFor(req.method, (name) => req.get(name), { etag })) {
      res.status(304).end();
      return;
    }
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", String(body.byteLength));
    res.status(200);
    if (req.method === "HEAD") res.end();
    else res.end(body);
  }

  /** Sends a render that is not kept; a `shared` render's cookies belong to another request. */
  async function sendRendered(req: ExpressRequest, res: ExpressResponse, rendered: Rendered, shared: boolean): Promise<void> {
    res.statusMessage = rendered.statusText;
    res.status(rendered.status);
    for (const [name, value] of rendered.headers) {
      if (name === "content-length" || (shared && name === "set-cookie")) continue;
      res.append(name, value);
    }
    res.setHeader("Cache-Status", "ddn; fwd=miss");
    let body = rendered.body;
    const type = rendered.headers.get("content-type") ?? "";
    // A shared render carries the nonce of the request that started it, not this one's.
    const policy = res.getHeader("Content-Security-Policy");
    if (body && typeof policy === "string" && /^text\/html\b/i.test(type)) {
      const html = body.toString("utf8");
      res.setHeader("Content-Security-Policy", cspForStoredPage(policy, { scriptHashes: inlineScriptHashes(html), nonce: pageNonce(html) }));
    }
    const accepted = preferredEncoding(req.headers);
    if (body && body.byteLength > 1024 && /^(text\/|application\/(json|xml|.*\+json|.*\+xml))/i.test(type) && accepted !== "identity" && !rendered.headers.has("content-encoding")) {
      body = await compress(body, accepted, "once");
      res.setHeader("Content-Encoding", accepted);
      res.setHeader("Vary", varyWithEncoding([...rendered.headers]));
    }
    if (!body || req.method === "HEAD") {
      if (body) res.setHeader("Content-Length", String(body.byteLength));
      res.end();
      return;
    }
    res.setHeader("Content-Length", String(body.byteLength));
    res.end(body);
  }

  /**
   * The Express middleware: answers cacheable requests from memory or renders and keeps them;
   * every other request goes on to the next handler.
   */
  function middleware(render: PageRenderer): RequestHandler {
    return (req, res, next) => {
      const version = knownDataVersion();
      if (!enabled || version === null || !isCacheableRequest(req)) {
        stats.bypasses += 1;
        res.setHeader("Cache-Status", "ddn; fwd=bypass");
        next();
        return;
      }
      const key = `${version}|${req.method === "HEAD" ? "GET" : req.method}|${normalisedAddress(req.get("host") ?? "", req.originalUrl)}`;
      const entry = cache.get(key);
      if (entry) {
        stats.hits += 1;
        sendEntry(req, res, key, entry, "ddn; hit").catch(next);
        return;
      }
      stats.misses += 1;
      let pending = rendering.get(key);
      if (!pending) {
        pending = { rendered: render(fetchRequestOf(req), req, res).then(bufferRendered), origin: res };
        rendering.set(key, pending);
        const settle = () => rendering.delete(key);
        pending.rendered.then(settle, settle);
      }
      const shared = pending.origin !== res;
      pending.rendered
        .then(async (rendered) => {
          if (res.destroyed || res.writableEnded) return;
          if (!isStorable(rendered)) return sendRendered(req, res, rendered, shared);
          let kept = cache.get(key);
          if (!kept) {
            const html = rendered.body!.toString("utf8");
            kept = {
              headers: [...rendered.headers].filter(([name]) => !UNKEPT_HEADERS.has(name)),
              scriptHashes: inlineScriptHashes(html),
              nonce: pageNonce(html),
              bodies: { identity: rendered.body! },
              etag: `"${createHash("sha256").update(rendered.body!).digest("base64url").slice(0, 32)}"`,
            };
            // Only if no write happened meanwhile: the page may show data older than the new version.
            if (knownDataVersion() === version) cache.set(key, kept);
          }
          return sendEntry(req, res, key, kept, cache.has(key) ? "ddn; fwd=miss; stored" : "ddn; fwd=miss");
        })
        .catch((error: unknown) => {
          logger.error({ err: error }, "rendering a cacheable page failed");
          next(error);
        });
    };
  }

  return {
    middleware,
    stats(): PageCacheStats {
      return { ...stats, entries: cache.size, bytes: cache.calculatedSize, maxBytes: options.maxBytes };
    },
    clear(): void {
      cache.clear();
    },
  };
}

function varyWithEncoding(headers: [string, string][]): string {
  const vary = headers.find(([name]) => name === "vary")?.[1];
  if (!vary) return "Accept-Encoding";
  return /accept-encoding/i.test(vary) ? vary : `${vary}, Accept-Encoding`;
}

export type PageCache = ReturnType<typeof createPageCache>;

/** The cache of this process, sized by PAGE_CACHE_MB (0 turns it off). */
export function createConfiguredPageCache(): PageCache {
  return createPageCache({ maxBytes: env().PAGE_CACHE_MB * 1024 * 1024 });
}
