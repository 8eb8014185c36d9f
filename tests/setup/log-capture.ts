/**
 * Capturing what a logger writes, for tests that check log lines: a writable stream that parses
 * each JSON line (pino writes one object per line) and appends it to the caller's array.
 */
import { Writable } from "node:stream";

/**
 * A stream to hand to `createLogger(stream, level)`.
 * @param lines receives every logged entry, parsed, in the order written
 * @throws SyntaxError (from the write) when a line is not JSON
 */
export function jsonLineSink(lines: Record<string, unknown>[]): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      callback();
    },
  });
}
