/** JSON for a JSON-LD script block: `<`, `>`, `&`, U+2028/9 escaped, so no text can end the block. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
