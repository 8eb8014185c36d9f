/**
 * Page weight per public route from the production build
 * (docs/decisions/054-page-weight-and-first-paint.md): the HTML as the server sends it, the
 * JavaScript the HTML loads before the page is interactive (the entry and the route chunks it
 * modulepreloads or imports, see {@link assetsIn}) and its stylesheets, each gzipped with node:zlib
 * at the default level and summed in KB (1024 bytes).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { DEFERRED_PRELOADS_ATTRIBUTE } from "../../app/lib/deferred-module";

export interface PageWeight {
  path: string;
  status: number;
  htmlKb: number;
  jsKb: number;
  cssKb: number;
  jsFiles: number;
}

const gzipKb = (data: Buffer | string) => Math.round(gzipSync(data).length / 102.4) / 10;

/**
 * The /assets/… files with extension `ext` that `html` makes the browser load: for JavaScript
 * `<link rel="modulepreload">`, `<script src>`, the `import` statements of inline module
 * scripts (also the one deferred until the first paint) and the modules that script preloads
 * (its `data-modulepreload`, docs/decisions/054-page-weight-and-first-paint.md); for CSS
 * `<link rel="stylesheet">`. Paths that only appear as data are not counted:
 * React Router's inline route manifest (lazy route discovery) lists the modules of other routes,
 * e.g. the home page's, which the browser loads only when navigating there.
 */
export function assetsIn(html: string, ext: "js" | "css"): string[] {
  const asset = `(/assets/[^"'?#]+\\.${ext})`;
  const patterns =
    ext === "js"
      ? [
          new RegExp(`<link\\b[^>]*\\brel=["']modulepreload["'][^>]*\\bhref=["']${asset}["']`, "g"),
          new RegExp(`<link\\b[^>]*\\bhref=["']${asset}["'][^>]*\\brel=["']modulepreload["']`, "g"),
          new RegExp(`<script\\b[^>]*\\bsrc=["']${asset}["']`, "g"),
          new RegExp(`\\bimport\\s*(?:[\\w*{}\\s,$]+\\bfrom\\s*)?\\(?\\s*["']${asset}["']`, "g"),
        ]
      : [
          new RegExp(`<link\\b[^>]*\\brel=["']stylesheet["'][^>]*\\bhref=["']${asset}["']`, "g"),
          new RegExp(`<link\\b[^>]*\\bhref=["']${asset}["'][^>]*\\brel=["']stylesheet["']`, "g"),
        ];
  const found = new Set<string>();
  for (const pattern of patterns) for (const match of html.matchAll(pattern)) found.add(match[1] as string);
  if (ext === "js") {
    for (const match of html.matchAll(new RegExp(`\\b${DEFERRED_PRELOADS_ATTRIBUTE}=["']([^"']*)["']`, "g"))) {
      for (const href of (match[1] ?? "").split(/\s+/)) if (/^\/assets\/[^"'?#]+\.js$/.test(href)) found.add(href);
    }
  }
  return [...found].sort();
}

/**
 * Measures each of `paths` on the running server at `baseUrl`, reading assets from `clientDir`
 * (build/client).
 * @param headers sent with each page request (e.g. a member's Cookie)
 */
export async function measurePageWeights(
  baseUrl: string,
  clientDir: string,
  paths: string[],
  headers: Record<string, string> = {},
): Promise<PageWeight[]> {
  const cache = new Map<string, number>();
  const sizeOf = (asset: string) => {
    let kb = cache.get(asset);
    if (kb === undefined) {
      kb = gzipKb(readFileSync(path.join(clientDir, asset)));
      cache.set(asset, kb);
    }
    return kb;
  };
  const sum = (list: string[]) => Math.round(list.reduce((total, asset) => total + sizeOf(asset), 0) * 10) / 10;
  const weights: PageWeight[] = [];
  for (const page of paths) {
    const response = await fetch(baseUrl + page, { headers });
    const html = await response.text();
    const js = assetsIn(html, "js");
    weights.push({
      path: page,
      status: response.status,
      htmlKb: gzipKb(html),
      jsKb: sum(js),
      cssKb: sum(assetsIn(html, "css")),
      jsFiles: js.length,
    });
  }
  return weights;
}

/**
 * Lighthouse mobile Performance scores (0–100) by page path, from the JSON that `npm run
 * lighthouse` writes. Accepts a list or an object of page entries, each with a url/path/page and a
 * performance score as 0–1 or 0–100 (`performance`, `scores.performance` or
 * `categories.performance.score`).
 * @returns null when the file does not exist or holds no scores
 */
export function readLighthouseScores(file: string): Map<string, number> | null {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
  const scores = new Map<string, number>();
  const visit = (node: unknown, key?: string) => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) return node.forEach((item) => visit(item));
    const record = node as Record<string, unknown>;
    const where = [record.path, record.page, record.url, record.requestedUrl, key].find((v) => typeof v === "string") as
      | string
      | undefined;
    const categories = record.categories as { performance?: { score?: unknown } } | undefined;
    const nested = record.scores as { performance?: unknown } | undefined;
    const raw = [record.performance, nested?.performance, categories?.performance?.score].find((v) => typeof v === "number") as
      | number
      | undefined;
    if (where && raw !== undefined) {
      const pathOnly = /^https?:\/\//.test(where) ? new URL(where).pathname + new URL(where).search : where;
      scores.set(pathOnly, Math.round(raw <= 1 ? raw * 100 : raw));
      return;
    }
    for (const [childKey, value] of Object.entries(record)) visit(value, childKey.startsWith("/") ? childKey : undefined);
  };
  visit(data);
  return scores.size ? scores : null;
}
