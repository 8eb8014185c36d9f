import { readdirSync, statSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { demoEvents, demoInitiatives, demoVacancies } from "~/db/seed/content";
import { demoImages, demoImagesDir } from "./demo-images.server";

const images = demoImages();
const keysByKind = {
  initiative: new Set(demoInitiatives.map((item) => item.key)),
  event: new Set(demoEvents.map((item) => item.key)),
  vacancy: new Set(demoVacancies.map((item) => item.key)),
};

describe("demo pictures (app/db/seed/images)", () => {
  it("cover at least 8 initiatives with logo and cover, 10 events and 5 vacancies", () => {
    const count = (kind: string, prefix: string) => images.filter((i) => i.kind === kind && i.prefix === prefix).length;
    expect(count("initiative", "logo")).toBeGreaterThanOrEqual(8);
    expect(count("initiative", "cover")).toBeGreaterThanOrEqual(8);
    expect(count("event", "image")).toBeGreaterThanOrEqual(10);
    expect(count("vacancy", "image")).toBeGreaterThanOrEqual(5);
  });

  it("name existing demo items, each slot once", () => {
    for (const image of images) expect(keysByKind[image.kind].has(image.key), `${image.kind} ${image.key}`).toBe(true);
    const slots = images.map((i) => `${i.kind}/${i.key}/${i.prefix}`);
    expect(new Set(slots).size).toBe(slots.length);
  });

  it("have a text alternative of at most 250 characters, different per picture", () => {
    for (const image of images) {
      expect(image.alt.trim().length, image.file).toBeGreaterThan(20);
      expect(image.alt.length, image.file).toBeLessThanOrEqual(250);
    }
    expect(new Set(images.map((i) => i.alt)).size).toBe(images.length);
  });

  it.each(images.map((image) => [image.file, image] as const))("%s is a real picture of the stated size, under 150 KB", async (_file, image) => {
    expect(statSync(image.path).size).toBeLessThan(150 * 1024);
    const meta = await sharp(image.path).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: image.width, height: image.height });
    if (image.prefix === "logo") expect([meta.format, meta.width, meta.height]).toEqual(["png", 512, 512]);
    else expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1600, 900]);
  });

  it("ship no picture that the manifest does not name", () => {
    const named = new Set(images.map((i) => i.file));
    const files = readdirSync(demoImagesDir).filter((f) => /\.(jpg|png)$/.test(f));
    expect(files.filter((f) => !named.has(f))).toEqual([]);
  });
});
