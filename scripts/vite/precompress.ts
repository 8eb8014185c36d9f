/**
 * Vite plugin: static assets compressed once at build time
 * (docs/decisions/054-page-weight-and-first-paint.md). After the whole build is written, every
 * text file under its output folder (build/client: scripts, stylesheets, SVG, JSON, the files copied
 * from public/) gets a `.br` sibling (Brotli, quality 11) and a `.gz` sibling (gzip, level 9), which
 * server.ts sends as they are (express-static-gzip) instead of compressing per request. A sibling
 * that would not be smaller than the file is not written (the server then sends the file itself).
 * Pictures and fonts (AVIF, WebP, JPEG, PNG, WOFF2) are compressed formats already and are skipped.
 *
 * Only the browser build's folder: the server build is never sent to a browser. (The
 * vite-plugin-compression2 package hooks into the build of every environment, so it would also
 * compress build/server, and it runs before React Router writes the route manifest; this is the
 * same few lines of node:zlib for the finished browser build alone.)
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

/** Files worth compressing: text formats. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|xml|txt|html|ico|map)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Every file under `dir`, as absolute paths. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `file.br` and `file.gz` next to `file` (each only when smaller than `file`).
 * @returns how many siblings were written (0-2)
 */
export async function precompressFile(file: string): Promise<number> {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  let written = 0;
  for (const [suffix, body] of [[".br", br], [".gz", gz]] as const) {
    if (body.length >= source.length) continue;
    await writeFile(file + suffix, body);
    written += 1;
  }
  return written;
}

/**
 * The plugin: see the module comment. Runs once every environment is built (`buildApp`, order
 * "post"): React Router writes the browser route manifest (assets/manifest-*.js) and moves the
 * server build's stylesheets into build/client only while the server environment is written.
 */
export function precompressClientAssets(): Plugin {
  return {
    name: "ddn:precompress-client-assets",
    apply: "build",
    buildApp: {
      order: "post",
      async handler(builder) {
        const client = builder.environments.client;
        if (!client) return;
        const outDir = path.resolve(client.config.root, client.config.build.outDir);
        const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
        await Promise.all(files.map((file) => precompressFile(file)));
      },
    },
  };
}
