/** Serialising schema.org data for a JSON-LD block (docs/decisions/008-seo-structured-data.md); see app/components/json-ld.tsx. */

/**
 * JSON for a `<script type="application/ld+json">` block: `<`, `>` and `&` become \u escapes
 * (as do U+2028/U+2029), so no text in the data (e.g. "</script>") can end the block or open a
 * comment. The result parses back with JSON.parse to the same value.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
