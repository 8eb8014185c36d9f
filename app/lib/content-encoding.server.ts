/**
 * Which stored encoding to send (RFC 9110 §12.5.3), one rule for the page cache and the static
 * files: the request's `Accept-Encoding` decides by its q-values; among encodings it accepts
 * equally, Brotli goes before gzip before the plain body. Express's own `req.acceptsEncodings`
 * follows the order of the header instead, so a browser sending "gzip, deflate, br" would get the
 * larger gzip body. No header (or one accepting none of them) means the plain body.
 */
import { constants as zlibConstants } from "node:zlib";
import negotiate from "@fastify/accept-negotiator";

/** A stored representation's encoding. */
export type ContentEncoding = "br" | "gzip" | "identity";

/** The order of preference among equally accepted encodings. */
const PREFERENCE: ContentEncoding[] = ["br", "gzip", "identity"];

/**
 * The encoding to send.
 * @param headers the request headers (only `accept-encoding` is read)
 * @param available the encodings that can be sent (default: all three)
 * @returns one of `available`, or "identity" when the request accepts none of them
 */
export function preferredEncoding(
  headers: Record<string, string | string[] | undefined>,
  available: readonly ContentEncoding[] = PREFERENCE,
): ContentEncoding {
  const header = headers["accept-encoding"];
  // The order of the candidates is the preference among equally accepted encodings.
  const chosen = negotiate(Array.isArray(header) ? header.join(", ") : (header ?? ""), PREFERENCE.filter((e) => available.includes(e)));
  return chosen && available.includes(chosen) ? chosen : "identity";
}

/**
 * Compression effort (docs/decisions/040-long-tail.md). A body compressed for one response only
 * (a page the page cache does not keep, a member's page, every page with `PAGE_CACHE_MB=0`, an
 * API answer) is compressed fast: Brotli quality 2 and gzip level 3 take about 0.4–0.5 ms for a
 * 100 KB list page and send ~9 % more bytes than quality 4 / level 6, which took 0.9–1.1 ms. A
 * kept page is compressed once and sent many times, so it keeps the denser settings (ADR 034).
 */
export const COMPRESSION_EFFORT = {
  /** Kept in the page cache: compressed once, sent many times. */
  kept: { brotliQuality: 4, gzipLevel: 6 },
  /** Compressed for one response. */
  once: { brotliQuality: 2, gzipLevel: 3 },
} as const satisfies Record<string, { brotliQuality: number; gzipLevel: number }>;

/** How much effort a compression is worth: see {@link COMPRESSION_EFFORT}. */
export type CompressionEffort = keyof typeof COMPRESSION_EFFORT;

/**
 * Brotli's window for a body compressed per response, as a power of two: 1 MB. With Brotli's
 * default (4 MB) the encoder's buffers are large enough that the C library maps and unmaps them
 * for each response under the mmap threshold `npm start` sets (0.1 ms of system time per list
 * page; docs/decisions/043-memory-returned.md); with 1 MB that cost is gone, and a page is
 * 10-120 KB, so a larger window finds nothing more to compress.
 */
export const PER_RESPONSE_BROTLI_WINDOW_BITS = 20;

/**
 * Options for the `compression` middleware (what the server compresses per response, outside the
 * page cache) at the {@link COMPRESSION_EFFORT} `once` settings, with a 1 MB Brotli window
 * ({@link PER_RESPONSE_BROTLI_WINDOW_BITS}).
 * @returns `{ level, brotli: { params } }` as `compression()` takes them
 */
export function perResponseCompressionOptions(): { level: number; brotli: { params: Record<number, number> } } {
  return {
    level: COMPRESSION_EFFORT.once.gzipLevel,
    brotli: {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: COMPRESSION_EFFORT.once.brotliQuality,
        [zlibConstants.BROTLI_PARAM_LGWIN]: PER_RESPONSE_BROTLI_WINDOW_BITS,
      },
    },
  };
}
