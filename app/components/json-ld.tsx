/**
 * A schema.org JSON-LD block. {@link serializeJsonLd} escapes `<`, `>` and `&`, so a member's
 * "</script>" cannot end it; as data, not script, it needs no CSP nonce.
 */
import { serializeJsonLd } from "~/lib/json-ld-serialize";

export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
