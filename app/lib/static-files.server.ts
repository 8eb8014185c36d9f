/**
 * The client build's static files served from memory (docs/decisions/037-static-assets-and-first-paint.md):
 * the build writes a `.br` and a `.gz` next to each text file once (scripts/vite/precompress.ts);
 * at start every file of `build/client` and those siblings are read into memory (about 3 MB), so
 * a request costs a lookup and one write: no `stat`, no file handle, no compression. A
 * file-serving middleware read the disk on every request and managed half of this rate.
 *
 * - The variant is chosen by `Accept-Encoding` (app/lib/content-encoding.server.ts): Brotli, else
 *   gzip, else the file itself; answers
 *   say `Vary: Accept-Encoding` when a compressed variant exists.
 * - Each variant has its own strong ETag (hash of its bytes); a matching `If-None-Match` is answered 304.
 * - `Cache-Control` as the caller says per path: hashed names under /assets never change (`immutable`).
 * - Only GET and HEAD of a known file are answered; everything else goes to the next handler.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { isNotModifiedFor } from "./conditional-get.server";
import { type ContentEncoding, preferredEncoding } from "./content-encoding.server";

type Encoding = ContentEncoding;

interface Variant {
  body: Buffer;
  etag: string;
}

interface StaticFile {
  /** The extension, for Content-Type (`res.type`). */
  extension: string;
  variants: Partial<Record<Encoding, Variant>>;
  /** The encodings in `variants`. */
  available: Encoding[];
}

function variantOf(body: Buffer): Variant {
  return { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"` };
}

/**
 * Reads every file below `dir` with its `.br` and `.gz` siblings.
 * @returns URL path below the mount point ("/favicon.svg", "/assets/x.js") → the file
 * @throws Error when `dir` cannot be read
 */
export function loadStaticFiles(dir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const names = new Set(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      // Like a file server's default: nothing under a dot folder (the build's .vite manifest).
      .filter((name) => !name.split(path.sep).some((part) => part.startsWith("."))),
  );
  for (const name of names) {
    if (/\.(br|gz)$/.test(name) && names.has(name.replace(/\.(br|gz)$/, ""))) continue;
    const file: StaticFile = { extension: path.extname(name), variants: { identity: variantOf(readFileSync(path.join(dir, name))) }, available: ["identity"] };
    if (names.has(`${name}.br`)) file.variants.br = variantOf(readFileSync(path.join(dir, `${name}.br`)));
    if (names.has(`${name}.gz`)) file.variants.gzip = variantOf(readFileSync(path.join(dir, `${name}.gz`)));
    file.available = (["br", "gzip", "identity"] as const).filter((encoding) => file.variants[encoding]);
    files.set(`/${name.split(path.sep).join("/")}`, file);
  }
  return files;
}

/**
 * The middleware for the files of `dir` (see the module comment).
 * @param dir a folder of the client build
 * @param options.cacheControlFor the Cache-Control value for a file's URL path
 */
export function serveStaticFiles(dir: string, { cacheControlFor }: { cacheControlFor: (urlPath: string) => string }): RequestHandler {
  const files = loadStaticFiles(dir);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = files.get(req.path);
    if (!file) return next();
    const compressed = Boolean(file.variants.br ?? file.variants.gzip);
    const encoding = compressed ? preferredEncoding(req.headers, file.available) : "identity";
    const variant = file.variants[encoding]!;
    res.type(file.extension);
    res.setHeader("Cache-Control", cacheControlFor(req.path));
    if (compressed) res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("ETag", variant.etag);
    if (isNotModifiedFor(req.method, (name) => req.get(name), { etag: variant.etag })) {
      res.status(304).end();
      return;
    }
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", String(variant.body.byteLength));
    if (req.method === "HEAD") res.end();
    else res.end(variant.body);
  };
}
