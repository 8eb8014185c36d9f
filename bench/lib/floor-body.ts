/**
 * The floor server's body (docs/decisions/053-benchmark.md): 10 KB (10,240 bytes) of
 * HTML made of Dutch words in a fixed pseudo-random order, so it compresses about as well as a
 * real page (repeating one sentence would shrink to almost nothing). Same bytes in every run.
 */
import { seededRandom } from "./stats.ts";

/** Size of the uncompressed body in bytes. */
export const FLOOR_BODY_BYTES = 10_240;

const WORDS = [
  "buurt", "initiatief", "vrijwilliger", "gemeente", "samen", "groen", "energie", "moestuin", "bijeenkomst",
  "workshop", "wijk", "bewoners", "zorg", "jongeren", "ouderen", "fiets", "repair", "café", "natuur", "school",
  "vereniging", "stichting", "provincie", "zaterdag", "aanmelden", "programma", "koffie", "schoonmaak", "plein",
  "bibliotheek", "taal", "sport", "muziek", "dorpshuis", "zonnepanelen", "isolatie", "voedselbank", "kinderen",
];

/** The 10,240-byte UTF-8 HTML document the floor server sends (before gzip). */
export function floorBody(): Buffer {
  const random = seededRandom(10_240);
  const head = '<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Vloer</title></head><body><main>';
  const tail = "</main></body></html>";
  let text = head;
  for (;;) {
    const words = Array.from({ length: 8 + Math.floor(random() * 10) }, () => WORDS[Math.floor(random() * WORDS.length)]);
    const paragraph = `<p class="card">${words.join(" ")}.</p>`;
    if (Buffer.byteLength(text + paragraph + tail) > FLOOR_BODY_BYTES) break;
    text += paragraph;
  }
  // Spaces fill the last few bytes up to exactly FLOOR_BODY_BYTES.
  return Buffer.from(text + " ".repeat(FLOOR_BODY_BYTES - Buffer.byteLength(text + tail)) + tail);
}
