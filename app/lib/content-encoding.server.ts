/** The stored encoding to send: q-values decide, then br, gzip, plain (Express would follow the header's order). */
import { constants as zlibConstants } from "node:zlib";
import negotiate from "@fastify/accept-negotiator";

export type ContentEncoding = "br" | "gzip" | "identity";

const PREFERENCE: ContentEncoding[] = ["br", "gzip", "identity"];

/** One of `available` by the request's `accept-encoding`, or "identity" when it accepts none. */
export function preferredEncoding(
  headers: Record<string, string | string[] | undefined>,
  available: readonly ContentEncoding[] = PREFERENCE,
): ContentEncoding {
  const header = headers["accept-encoding"];
  const chosen = negotiate(Array.isArray(header) ? header.join(", ") : (header ?? ""), PREFERENCE.filter((e) => available.includes(e)));
  return chosen && available.includes(chosen) ? chosen : "identity";
}

/** Sent once: compressed fast; kept in the page cache: compressed once, denser (docs/decisions/050-render-cost.md). */
export const COMPRESSION_EFFORT = {
  kept: { brotliQuality: 4, gzipLevel: 6 },
  once: { brotliQuality: 2, gzipLevel: 3 },
} as const satisfies Record<string, { brotliQuality: number; gzipLevel: number }>;

export type CompressionEffort = keyof typeof COMPRESSION_EFFORT;

/** Brotli window (power of two) per response: the default's buffers get mapped and unmapped per response. */
export const PER_RESPONSE_BROTLI_WINDOW_BITS = 20;

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
