/**
 * CSP hash sources for the one style element a library inserts at run time without a nonce: the
 * toaster's (sonner) styles. It appends an empty `<style>` and then fills it, so both contents are
 * pinned. Read once from the installed package, so an upgrade brings its own hash along.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { logger } from "./logger.server";

const sha256Source = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

let hashes: string[] | undefined;

/**
 * The `'sha256-…'` sources of sonner's inserted styles (empty, then filled). Logs a warning and
 * returns only the empty one when the package's code cannot be read: toasts then show unstyled.
 */
export function insertedStyleHashes(): string[] {
  if (hashes) return hashes;
  hashes = [sha256Source("")];
  try {
    const code = readFileSync(createRequire(import.meta.url).resolve("sonner"), "utf8");
    const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(code)?.[1];
    if (!literal) throw new Error("no __insertCSS call found");
    hashes.push(sha256Source(JSON.parse(literal) as string));
  } catch (error) {
    logger.warn({ err: error }, "the toaster's styles could not be hashed for the Content-Security-Policy");
  }
  return hashes;
}
