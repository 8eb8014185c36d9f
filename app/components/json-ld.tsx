/**
 * A `<script type="application/ld+json">` block with schema.org data
 * (docs/decisions/008-seo-structured-data.md). The JSON is written by {@link serializeJsonLd},
 * which escapes `<`, `>` and `&`, so text from members (a title containing "</script>") cannot end
 * the block. A JSON-LD block is data, not script: the browser never executes it, so a
 * Content-Security-Policy needs no nonce for it. The detail pages build `data` in their loaders
 * (with the site address from the environment), so the schema.org builders stay on the server, out
 * of the browser bundle (page weight, docs/decisions/010-performance.md).
 */
import { serializeJsonLd } from "~/lib/json-ld-serialize";

/** Renders `data` as a JSON-LD block. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
