/** Following's Dutch texts (docs/product-rules.md#following), for the toggle route, /volgend and the initiative page's loader. */

export const followTexts = {
  followed: "Je volgt dit initiatief nu. Nieuws ervan zie je bij je meldingen.",
  unfollowed: "Je volgt dit initiatief niet meer.",
  failure: "Dit initiatief kun je niet volgen.",
  empty: "Je volgt nog geen initiatieven. Kies \"Volgen\" op de pagina van een initiatief om hier het nieuws ervan te krijgen.",
} as const;

/** "12 volgers", for the initiative's owner. */
export function followerCountLabel(count: number): string {
  return `${count} ${count === 1 ? "volger" : "volgers"}`;
}
