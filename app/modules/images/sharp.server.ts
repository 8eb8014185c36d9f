/**
 * sharp (libvips), imported with the first picture that is checked or processed rather than with
 * the server: a server whose pictures are all processed never loads libvips
 * (docs/decisions/041-memory-second-pass.md).
 *
 * Memory (docs/decisions/036-memory.md): libvips keeps up to 50 MB of recent operations in a
 * cache that only helps when the same input is processed again, which never happens here (each
 * variant starts from the master in memory); and it runs one thread per CPU core on each image,
 * each thread with its own malloc arena. One thread is enough for the worker's one image at a time
 * and leaves the other cores to requests. The settings are process-wide, so the upload check uses
 * them too.
 */
import type Sharp from "sharp";

let loaded: Promise<typeof Sharp> | undefined;

/**
 * The sharp function, with its cache off and one libvips thread.
 * @throws Error (rejects) when sharp's native module cannot be loaded on this platform
 */
export function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loaded;
}
