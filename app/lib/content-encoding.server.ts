/**
 * Which stored encoding to send (RFC 9110 §12.5.3), one rule for the page cache and the static
 * files: the request's `Accept-Encoding` decides by its q-values; among encodings it accepts
 * equally, Brotli goes before gzip before the plain body. Express's own `req.acceptsEncodings`
 * follows the order of the header instead, so a browser sending "gzip, deflate, br" would get the
 * larger gzip body. No header (or one accepting none of them) means the plain body.
 */
import Negotiator from "negotiator";

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
  // negotiator 0.6.4 takes the preference order as a second argument, which its types leave out.
  const negotiator = new Negotiator({ headers }) as unknown as { encoding: (available: string[], preferred: string[]) => string | undefined };
  const chosen = negotiator.encoding([...available], PREFERENCE) as ContentEncoding | undefined;
  return chosen && available.includes(chosen) ? chosen : "identity";
}
