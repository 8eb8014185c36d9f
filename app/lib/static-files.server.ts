/** The client build's files and their `.br`/`.gz` siblings served from memory (ADR 054). */
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
  extension: string;
  variants: Partial<Record<Encoding, Variant>>;
  available: Encoding[];
}

function variantOf(body: Buffer): Variant {
  return { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"` };
}

/** Reads every file below `dir` with its siblings, keyed by URL path ("/assets/x.js"). */
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
