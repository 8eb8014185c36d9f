/**
 * sharp is loaded on first use with the memory settings of ADR 049 (./sharp.server.ts).
 */
import { describe, expect, it } from "vitest";
import { loadSharp } from "./sharp.server";

describe("loadSharp", () => {
  it("returns one sharp with its operation cache off and one libvips thread", async () => {
    const sharp = await loadSharp();
    expect(await loadSharp()).toBe(sharp);
    expect(sharp.concurrency()).toBe(1);
    expect(sharp.cache().memory.max).toBe(0);
    expect(sharp.cache().items.max).toBe(0);
  });

  it("gives a working sharp: it reads the size of a picture it made", async () => {
    const sharp = await loadSharp();
    const png = await sharp({ create: { width: 3, height: 2, channels: 3, background: "#0a0" } }).png().toBuffer();
    const meta = await sharp(png).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: "png", width: 3, height: 2 });
  });
});
