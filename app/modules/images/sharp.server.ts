/**
 * sharp, imported with the first picture checked rather than with the server (docs/decisions/049-memory.md).
 * The libvips cache never helps here (each variant starts from the master in memory), and one thread
 * is enough for one image at a time and leaves the other cores to requests. Process-wide settings.
 */
import type Sharp from "sharp";

let loaded: Promise<typeof Sharp> | undefined;

/** @throws Error (rejects) when sharp's native module cannot be loaded on this platform */
export function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loaded;
}
