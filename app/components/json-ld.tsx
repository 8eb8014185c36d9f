/**
 * A `<script type="application/ld+json">` block with schema.org data (issue #5 §3). The JSON is
 * written by {@link serializeJsonLd}, which escapes `<`, `>` and `&`, so text from members (a
 * title containing "</script>") cannot end the block. A JSON-LD block is data, not script: the
 * browser never executes it, so a Content-Security-Policy needs no nonce for it.
 */
import { useRouteLoaderData } from "react-router";
import { serializeJsonLd, type StructuredDataContext } from "~/lib/structured-data";

/** Renders `data` as a JSON-LD block. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

/**
 * The absolute site address from the root loader (`siteUrl`), for JSON-LD URLs.
 * Empty string when the root loader did not run.
 */
export function useStructuredDataContext(): StructuredDataContext {
  const root = useRouteLoaderData("root") as { siteUrl?: string } | undefined;
  return { siteUrl: root?.siteUrl ?? "" };
}
