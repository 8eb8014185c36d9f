/**
 * CSP hash sources for the toaster's (sonner) style element, inserted without a nonce: empty, then
 * filled. Read from the installed package, so an upgrade brings its own hash along.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { logger } from "./logger.server";

const sha256Source = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

let hashes: string[] | undefined;

/** The `'sha256-…'` sources; only the empty one (toasts unstyled) when the package cannot be read. */
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
